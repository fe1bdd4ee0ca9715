import { FolderInput, LayoutDashboard, Library, ListOrdered, Mic, Settings, Upload, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/i18n';

/** `title` and `badge` are read at render time, in the interface's language then. */
export type NavItem = { title: () => string; url: string; icon: LucideIcon; badge?: () => string };

export const MAIN_NAV: NavItem[] = [
  { title: () => i18n.t('admin:nav.dashboard'), url: paths.admin.root.getHref(), icon: LayoutDashboard },
  { title: () => i18n.t('admin:nav.upload'), url: paths.admin.upload.getHref(), icon: Upload, badge: () => i18n.t('admin:nav.new') },
  { title: () => i18n.t('admin:nav.library'), url: paths.admin.library.getHref(), icon: Library },
  { title: () => i18n.t('admin:nav.series'), url: paths.admin.series.getHref(), icon: ListOrdered },
  { title: () => i18n.t('admin:nav.speakers'), url: paths.admin.speakers.getHref(), icon: Mic },
];

export const ADMIN_NAV: NavItem[] = [
  { title: () => i18n.t('admin:nav.import'), url: paths.admin.imports.getHref(), icon: FolderInput },
  { title: () => i18n.t('admin:nav.settings'), url: paths.admin.settings.getHref(), icon: Settings },
];

/**
 * SPEC section 2: Dashboard is active on /admin or /admin/ only; any other entry when
 * the path starts with its URL.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.url === paths.admin.root.getHref()) return pathname === '/admin' || pathname === '/admin/';
  return pathname.startsWith(item.url);
}

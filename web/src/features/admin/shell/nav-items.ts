import { FolderInput, LayoutDashboard, Library, ListOrdered, Mic, Settings, Upload, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = { title: string; url: string; icon: LucideIcon; badge?: string };

export const MAIN_NAV: NavItem[] = [
  { title: 'Dashboard', url: paths.admin.root.getHref(), icon: LayoutDashboard },
  { title: 'Upload', url: paths.admin.upload.getHref(), icon: Upload, badge: 'New' },
  { title: 'Library', url: paths.admin.library.getHref(), icon: Library },
  { title: 'Series', url: paths.admin.series.getHref(), icon: ListOrdered },
  { title: 'Speakers', url: paths.admin.speakers.getHref(), icon: Mic },
];

export const ADMIN_NAV: NavItem[] = [
  { title: 'Import', url: paths.admin.imports.getHref(), icon: FolderInput },
  { title: 'Settings', url: paths.admin.settings.getHref(), icon: Settings },
];

/**
 * SPEC section 2: Dashboard is active on /admin or /admin/ only; any other entry when
 * the path starts with its URL.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.url === paths.admin.root.getHref()) return pathname === '/admin' || pathname === '/admin/';
  return pathname.startsWith(item.url);
}

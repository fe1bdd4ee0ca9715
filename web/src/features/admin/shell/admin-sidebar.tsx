import { Link, useLocation } from 'react-router-dom';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';
import { canManageUsers } from '../lib/permissions';
import { ADMIN_NAV, isNavItemActive, MAIN_NAV, type NavItem } from './nav-items';
import { useSidebar } from './sidebar-context';
import { UserMenu } from './user-menu';

/** SPEC section 9 widths: admin shell 20rem, mobile 18rem, icon-only 3rem. */
export const SIDEBAR_WIDTH = '20rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

function NavLink({ item, compact, onNavigate }: { item: NavItem; compact: boolean; onNavigate?: () => void }) {
  // Subscribed, so the items' titles are read again when the language changes.
  const { i18n } = useTranslation('admin');
  const { pathname } = useLocation();
  const title = item.title();
  const active = isNavItemActive(item, pathname);
  const link = (
    <Link
      to={item.url}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      data-active={active}
      className={cn(
        'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-foreground/80 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
        compact && 'size-9 justify-center px-0',
      )}
    >
      <item.icon className="size-4 shrink-0" aria-hidden />
      {compact ? <span className="sr-only">{title}</span> : <span className="flex-1 truncate">{title}</span>}
      {!compact && item.badge && (
        <Badge variant="gold" className="ms-auto">
          {item.badge()}
        </Badge>
      )}
    </Link>
  );
  if (!compact) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side={i18n.dir() === 'rtl' ? 'left' : 'right'}>{title}</TooltipContent>
    </Tooltip>
  );
}

function SidebarBody({ user, compact, onNavigate }: { user: User; compact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const name = t('common:brand.name');
  return (
    <div className="flex h-full flex-col gap-2">
      <Link
        to={paths.admin.root.getHref()}
        onClick={onNavigate}
        className={cn('flex items-center gap-3 rounded-md p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring', compact && 'justify-center p-1')}
        aria-label={compact ? t('sidebar.homeLabel', { name }) : undefined}
      >
        <Logo className="size-8" />
        {!compact && (
          <span className="grid leading-tight">
            <span className="font-semibold">{name}</span>
            <span className="text-xs text-muted-foreground">{t('common:brand.tagline')}</span>
          </span>
        )}
      </Link>
      <nav aria-label={t('sidebar.navLabel')} className="flex flex-1 flex-col gap-4 overflow-y-auto pt-2">
        <div className="grid gap-1">
          {!compact && <p className="px-2.5 text-xs font-medium text-muted-foreground">{t('sidebar.navigation')}</p>}
          {MAIN_NAV.map((item) => (
            <NavLink key={item.url} item={item} compact={compact} onNavigate={onNavigate} />
          ))}
        </div>
        {canManageUsers(user) && (
          <div className="grid gap-1" data-testid="nav-administration">
            {!compact && <p className="px-2.5 text-xs font-medium text-muted-foreground">{t('sidebar.administration')}</p>}
            {ADMIN_NAV.map((item) => (
              <NavLink key={item.url} item={item} compact={compact} onNavigate={onNavigate} />
            ))}
          </div>
        )}
      </nav>
      <div className="border-t pt-2">
        <UserMenu user={user} compact={compact} />
      </div>
    </div>
  );
}

/** Fixed column on desktop (20rem or 3rem icon-only); a slide-in panel below 768 px. */
export function AdminSidebar({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const { expanded, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <DialogPrimitive.Content
            className="fixed inset-y-0 start-0 z-50 flex h-full flex-col border-e bg-card p-3 shadow-lg data-[state=open]:animate-in data-[state=open]:slide-in-from-left"
            style={{ width: SIDEBAR_WIDTH_MOBILE }}
            data-testid="sidebar-mobile"
            aria-describedby={undefined}
          >
            <DialogPrimitive.Title className="sr-only">{t('sidebar.title')}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="absolute top-4 end-3 rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring">
              <X className="size-4" aria-hidden />
              <span className="sr-only">{t('sidebar.close')}</span>
            </DialogPrimitive.Close>
            <SidebarBody user={user} compact={false} onNavigate={() => setOpenMobile(false)} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }
  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
  return (
    <>
      {/* Spacer keeps the page beside the fixed column and carries its colour down long pages. */}
      <div aria-hidden className="shrink-0 border-e bg-card transition-[width] duration-200" style={{ width }} />
      <aside
        className={cn('fixed inset-y-0 start-0 z-30 flex flex-col border-e bg-card transition-[width] duration-200', expanded ? 'p-3' : 'px-1.5 py-3')}
        style={{ width }}
        data-state={expanded ? 'expanded' : 'collapsed'}
        data-testid="sidebar"
      >
        <SidebarBody user={user} compact={!expanded} />
      </aside>
    </>
  );
}

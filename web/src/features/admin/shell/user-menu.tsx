import { ChevronsUpDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getInitials } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';
import { useLogout } from '../auth/api/logout';
import { displayName } from '../lib/display-name';

export function RoleBadge({ role, className }: { role: User['role']; className?: string }) {
  const { t } = useTranslation('admin');
  const names: Record<User['role'], string> = { admin: t('roleBadge.admin'), contributor: t('roleBadge.contributor'), viewer: t('roleBadge.viewer') };
  return (
    <Badge variant={role === 'admin' ? 'gold' : 'secondary'} className={cn('capitalize', className)} data-testid="role-badge">
      {names[role] ?? role}
    </Badge>
  );
}

/** Name, role badge and 'Sign out' ('Signing out...' and disabled while pending). */
export function UserMenu({ user, compact }: { user: User; compact: boolean }) {
  const { t } = useTranslation('admin');
  const logoutMutation = useLogout();
  const initials = getInitials(user.fullName, user.username);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex w-full items-center gap-3 rounded-md p-2 text-start text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
          compact && 'justify-center p-1',
        )}
        // Collapsed, only the avatar shows; open, the name and role are the button's name.
        aria-label={compact ? t('userMenu.label') : undefined}
        data-testid="user-menu-trigger"
      >
        <Avatar className="size-8">
          <AvatarFallback className="bg-primary text-primary-foreground text-xs font-semibold">{initials}</AvatarFallback>
        </Avatar>
        {!compact && (
          <>
            <span className="grid min-w-0 flex-1 leading-tight">
              <span className="truncate font-medium">{displayName(user)}</span>
              <RoleBadge role={user.role} className="mt-1" />
            </span>
            <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-60">
        <DropdownMenuLabel className="grid gap-1">
          <span className="truncate">{displayName(user)}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            <bdi>@{user.username}</bdi>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logoutMutation.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logoutMutation.mutate();
          }}
        >
          <LogOut aria-hidden className="rtl:-scale-x-100" />
          {logoutMutation.isPending ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

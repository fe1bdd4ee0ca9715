import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import type { User, UserRole } from '@/types/api';
import { errorMessage } from '../lib/error-message';
import { displayName } from '../lib/display-name';
import { useUpdateUser, useUsers, type ManagedUser } from './users-api';

const ROLES: UserRole[] = ['admin', 'contributor', 'viewer'];

function UserRow({ user, self }: { user: ManagedUser; self: boolean }) {
  const { t } = useTranslation('admin-settings');
  const update = useUpdateUser();
  const roleLabel: Record<UserRole, string> = { admin: t('roles.admin'), contributor: t('roles.contributor'), viewer: t('roles.viewer') };
  const roleWord: Record<UserRole, string> = { admin: t('roleWords.admin'), contributor: t('roleWords.contributor'), viewer: t('roleWords.viewer') };
  const change = (patch: { role?: UserRole; disabled?: boolean }, done: string) =>
    update.mutate(
      { id: user.id, ...patch },
      {
        onSuccess: () => toast({ title: t('users.updated'), description: t('users.updatedText', { name: displayName(user), change: done }) }),
        onError: (error) => toast({ variant: 'destructive', title: t('users.updateFailed'), description: errorMessage(error) ?? t('users.updateFailedText') }),
      },
    );
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[1fr_10rem_auto] sm:items-center" data-testid="user-row">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {displayName(user)} {self && <Badge variant="outline">{t('users.you')}</Badge>} {user.disabled && <Badge variant="destructive">{t('users.disabled')}</Badge>}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          @{user.username}
          {user.createdAt ? ` · ${t('users.joined', { date: formatDate(user.createdAt) })}` : ''}
        </p>
      </div>
      <Select value={user.role} disabled={self || update.isPending} onValueChange={(role) => change({ role: role as UserRole }, t('users.roleNow', { role: roleWord[role as UserRole] ?? role }))}>
        <SelectTrigger aria-label={t('users.roleOf', { username: user.username })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {roleLabel[role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={!user.disabled}
          disabled={self || update.isPending}
          aria-label={t('users.activeOf', { username: user.username })}
          onCheckedChange={(active) => change({ disabled: !active }, active ? t('users.enabledChange') : t('users.disabledChange'))}
        />
        {t('users.active')}
      </label>
    </li>
  );
}

/** Admin only: every account, its role and whether it may sign in. */
export function UsersCard({ currentUser }: { currentUser: User }) {
  const { t } = useTranslation('admin-settings');
  const { data, isPending, isError } = useUsers(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-4" aria-hidden />
          {t('users.title')}
        </CardTitle>
        <CardDescription>{t('users.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('users.loadFailed')}
          </p>
        ) : (
          <ul className="divide-y" data-testid="users-list">
            {data.map((user) => (
              <UserRow key={user.id} user={user} self={user.id === currentUser.id} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

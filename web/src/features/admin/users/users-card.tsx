import { Users } from 'lucide-react';
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

const ROLES: { value: UserRole; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'contributor', label: 'Contributor' },
  { value: 'viewer', label: 'Viewer' },
];

function UserRow({ user, self }: { user: ManagedUser; self: boolean }) {
  const update = useUpdateUser();
  const change = (patch: { role?: UserRole; disabled?: boolean }, done: string) =>
    update.mutate(
      { id: user.id, ...patch },
      {
        onSuccess: () => toast({ title: 'User updated', description: `${displayName(user)}: ${done}.` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Update failed', description: errorMessage(error) ?? 'Failed to update user. Please try again.' }),
      },
    );
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[1fr_10rem_auto] sm:items-center" data-testid="user-row">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {displayName(user)} {self && <Badge variant="outline">You</Badge>} {user.disabled && <Badge variant="destructive">Disabled</Badge>}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          @{user.username}
          {user.createdAt ? ` · joined ${formatDate(user.createdAt)}` : ''}
        </p>
      </div>
      <Select value={user.role} disabled={self || update.isPending} onValueChange={(role) => change({ role: role as UserRole }, `role is now ${role}`)}>
        <SelectTrigger aria-label={`Role of ${user.username}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((role) => (
            <SelectItem key={role.value} value={role.value}>
              {role.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={!user.disabled}
          disabled={self || update.isPending}
          aria-label={`Account of ${user.username} active`}
          onCheckedChange={(active) => change({ disabled: !active }, active ? 'account enabled' : 'account disabled')}
        />
        Active
      </label>
    </li>
  );
}

/** Admin only: every account, its role and whether it may sign in. */
export function UsersCard({ currentUser }: { currentUser: User }) {
  const { data, isPending, isError } = useUsers(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="size-4" aria-hidden />
          Users
        </CardTitle>
        <CardDescription>Change roles or disable accounts. You cannot change your own.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load users. Please try again.
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

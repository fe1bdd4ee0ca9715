import { useState, type FormEvent } from 'react';
import { LogOut, Shield } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '../components/form-field';
import { errorMessage } from '../lib/error-message';
import { PASSWORD_MESSAGE } from '../auth/auth-validation';
import { useChangePassword, useRevokeOtherSessions } from './account-api';

export function SecurityCard() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const changePassword = useChangePassword();
  const revoke = useRevokeOtherSessions();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: currentPassword ? undefined : 'Enter your current password',
      next: newPassword.length < 6 ? PASSWORD_MESSAGE : undefined,
    };
    setErrors(found);
    if (found.current || found.next) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          toast({ title: 'Password updated', description: 'Other devices have been signed out.' });
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Password update failed', description: errorMessage(error) ?? 'Failed to update password. Please try again.' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Shield className="size-4" aria-hidden />
          Security
        </CardTitle>
        <CardDescription>Change your password or end sessions on other devices.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Change password">
          <FormField id="current-password" label="Current Password" error={errors.current}>
            <Input id="current-password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} aria-invalid={errors.current ? true : undefined} />
          </FormField>
          <FormField id="new-password" label="New Password" error={errors.next}>
            <div className="flex gap-2">
              <Input id="new-password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} aria-invalid={errors.next ? true : undefined} />
              <Button type="submit" disabled={changePassword.isPending}>
                {changePassword.isPending ? 'Updating...' : 'Update'}
              </Button>
            </div>
          </FormField>
        </form>
        <Separator />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium">Other devices</p>
            <p className="text-xs text-muted-foreground">Sign out everywhere except this browser.</p>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => toast({ title: 'Signed out other devices', description: 'Every other session has ended.' }),
                onError: (error) => toast({ variant: 'destructive', title: 'Sign out failed', description: errorMessage(error) ?? 'Failed to sign out other devices.' }),
              })
            }
          >
            <LogOut aria-hidden />
            {revoke.isPending ? 'Signing out...' : 'Sign out other devices'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { LogOut, Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '../components/form-field';
import { errorMessage } from '../lib/error-message';
import { passwordTooShort } from '../auth/auth-validation';
import { useChangePassword, useRevokeOtherSessions } from './account-api';

export function SecurityCard() {
  const { t } = useTranslation('admin-settings');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ current?: boolean; next?: boolean }>({});
  const changePassword = useChangePassword();
  const revoke = useRevokeOtherSessions();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Which fields fail; their messages are worded when shown, so they follow a change of language.
    const found = { current: !currentPassword, next: passwordTooShort(newPassword) };
    setErrors(found);
    if (found.current || found.next) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          toast({ title: t('security.updated'), description: t('security.updatedText') });
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('security.updateFailed'), description: errorMessage(error) ?? t('security.updateFailedText') }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Shield className="size-4" aria-hidden />
          {t('security.title')}
        </CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={t('security.formLabel')}>
          <FormField id="current-password" label={t('security.currentPassword')} error={errors.current ? t('security.currentRequired') : undefined}>
            <Input id="current-password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} aria-invalid={errors.current ? true : undefined} />
          </FormField>
          <FormField id="new-password" label={t('security.newPassword')} error={errors.next ? t('admin:auth.validation.password') : undefined}>
            <div className="flex gap-2">
              <Input id="new-password" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} aria-invalid={errors.next ? true : undefined} />
              <Button type="submit" disabled={changePassword.isPending}>
                {changePassword.isPending ? t('security.updating') : t('security.update')}
              </Button>
            </div>
          </FormField>
        </form>
        <Separator />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium">{t('security.otherDevices')}</p>
            <p className="text-xs text-muted-foreground">{t('security.otherDevicesText')}</p>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => toast({ title: t('security.signedOut'), description: t('security.signedOutText') }),
                onError: (error) => toast({ variant: 'destructive', title: t('security.signOutFailed'), description: errorMessage(error) ?? t('security.signOutFailedText') }),
              })
            }
          >
            <LogOut aria-hidden />
            {revoke.isPending ? t('security.signingOut') : t('security.signOut')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

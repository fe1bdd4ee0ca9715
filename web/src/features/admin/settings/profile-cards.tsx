import { Bell, User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { User } from '@/types/api';
import { FormField } from '../components/form-field';
import { RoleBadge } from '../shell/user-menu';
import type { NotificationPreferences } from './notification-preferences';

export function ProfileCard({ user, fullName, onFullNameChange }: { user: User; fullName: string; onFullNameChange: (value: string) => void }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <UserIcon className="size-4" aria-hidden />
          {t('profile.title')}
        </CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField id="settings-username" label={t('profile.username')} hint={t('profile.usernameHint')}>
          <Input id="settings-username" value={user.username} readOnly disabled aria-describedby="settings-username-message" />
        </FormField>
        <FormField id="settings-fullname" label={t('profile.fullName')}>
          <Input id="settings-fullname" value={fullName} autoComplete="name" onChange={(e) => onFullNameChange(e.target.value)} />
        </FormField>
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">{t('profile.role')}</span>
          <RoleBadge role={user.role} />
          <p className="text-xs text-muted-foreground">{t('profile.roleHint')}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function NotificationsCard({ value, onChange }: { value: NotificationPreferences; onChange: (value: NotificationPreferences) => void }) {
  const { t } = useTranslation('admin-settings');
  const toggles: { key: keyof NotificationPreferences; label: string; text: string }[] = [
    { key: 'email', label: t('notifications.emailLabel'), text: t('notifications.emailText') },
    { key: 'push', label: t('notifications.pushLabel'), text: t('notifications.pushText') },
    { key: 'processing', label: t('notifications.processingLabel'), text: t('notifications.processingText') },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Bell className="size-4" aria-hidden />
          {t('notifications.title')}
        </CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {toggles.map((toggle) => (
          <div key={toggle.key} className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor={`notify-${toggle.key}`}>{toggle.label}</Label>
              <p className="text-xs text-muted-foreground">{toggle.text}</p>
            </div>
            <Switch id={`notify-${toggle.key}`} checked={value[toggle.key]} onCheckedChange={(checked) => onChange({ ...value, [toggle.key]: checked })} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

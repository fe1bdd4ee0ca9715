import { Bell, User as UserIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { User } from '@/types/api';
import { FormField } from '../components/form-field';
import { RoleBadge } from '../shell/user-menu';
import type { NotificationPreferences } from './notification-preferences';

export function ProfileCard({ user, fullName, onFullNameChange }: { user: User; fullName: string; onFullNameChange: (value: string) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <UserIcon className="size-4" aria-hidden />
          Profile
        </CardTitle>
        <CardDescription>How you appear to other staff.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField id="settings-username" label="Username" hint="Username cannot be changed">
          <Input id="settings-username" value={user.username} readOnly disabled aria-describedby="settings-username-message" />
        </FormField>
        <FormField id="settings-fullname" label="Full Name">
          <Input id="settings-fullname" value={fullName} autoComplete="name" onChange={(e) => onFullNameChange(e.target.value)} />
        </FormField>
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">Role</span>
          <RoleBadge role={user.role} />
          <p className="text-xs text-muted-foreground">Contact an administrator to change your role</p>
        </div>
      </CardContent>
    </Card>
  );
}

const TOGGLES: { key: keyof NotificationPreferences; label: string; text: string }[] = [
  { key: 'email', label: 'Email notifications', text: 'News about content you uploaded.' },
  { key: 'push', label: 'Push notifications', text: 'Alerts in this browser.' },
  { key: 'processing', label: 'Processing alerts', text: 'When transcription finishes or fails.' },
];

export function NotificationsCard({ value, onChange }: { value: NotificationPreferences; onChange: (value: NotificationPreferences) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Bell className="size-4" aria-hidden />
          Notifications
        </CardTitle>
        <CardDescription>Kept in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {TOGGLES.map((toggle) => (
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

import { useState } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { User } from '@/types/api';
import { useUser } from '../auth/api/get-me';
import { errorMessage } from '../lib/error-message';
import { canManageUsers } from '../lib/permissions';
import { ApiKeysCard } from '../api-keys/api-keys-card';
import { AuditCard } from '../audit/audit-card';
import { AnalysisSettingsCard } from '../analysis-settings/analysis-settings-card';
import { FixityCard } from '../fixity/fixity-card';
import { SpeechEnginesCard } from './speech-engines-card';
import { UsersCard } from '../users/users-card';
import { useUpdateProfile } from './account-api';
import { DEFAULT_NOTIFICATIONS, readNotifications, storeNotifications } from './notification-preferences';
import { NotificationsCard, ProfileCard } from './profile-cards';
import { SecurityCard } from './security-card';
import { SystemInfoCard } from './system-info-card';

export function SettingsPage() {
  const { data: user } = useUser();
  if (!user) return null;
  return <Settings user={user} />;
}

function Settings({ user }: { user: User }) {
  const { t } = useTranslation('admin-settings');
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [notifications, setNotifications] = useState(readNotifications);
  const updateProfile = useUpdateProfile();

  const save = () => {
    storeNotifications(notifications);
    const trimmed = fullName.trim();
    if (trimmed === (user.fullName ?? '')) {
      toast({ title: t('settings.saved') });
      return;
    }
    updateProfile.mutate(
      { fullName: trimmed || null },
      {
        onSuccess: () => toast({ title: t('settings.saved'), description: t('settings.savedText') }),
        onError: (error) => toast({ variant: 'destructive', title: t('settings.saveFailed'), description: errorMessage(error) ?? t('settings.saveFailedText') }),
      },
    );
  };

  const reset = () => {
    setNotifications(DEFAULT_NOTIFICATIONS);
    setFullName(user.fullName ?? '');
    toast({ title: t('settings.reset'), description: t('settings.resetText') });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileCard user={user} fullName={fullName} onFullNameChange={setFullName} />
        <NotificationsCard value={notifications} onChange={setNotifications} />
        <SecurityCard />
        <SystemInfoCard />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={reset}>
          <RotateCcw aria-hidden />
          {t('settings.resetButton')}
        </Button>
        <Button type="button" onClick={save} disabled={updateProfile.isPending}>
          <Save aria-hidden />
          {updateProfile.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
      {canManageUsers(user) && <AnalysisSettingsCard />}
      {canManageUsers(user) && <SpeechEnginesCard />}
      {canManageUsers(user) && <UsersCard currentUser={user} />}
      {canManageUsers(user) && <ApiKeysCard />}
      {canManageUsers(user) && <FixityCard />}
      {canManageUsers(user) && <AuditCard />}
    </div>
  );
}

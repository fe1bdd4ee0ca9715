import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { dateFormat } from '@/lib/format';
import { errorMessage } from '../lib/error-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, type ApiKeyDto } from './api-keys-api';

const day = (value: string) => dateFormat({ dateStyle: 'medium' }).format(new Date(value));

function keyState(key: ApiKeyDto, t: TFunction<'admin-settings'>): string {
  if (key.revokedAt) return t('apiKeys.revoked');
  if (new Date(key.expiresAt) <= new Date()) return t('apiKeys.expired');
  return t('apiKeys.expires', { date: day(key.expiresAt) });
}

/** Settings, admins only: keys for scripts and the command-line importer, shown once when made. */
export function ApiKeysCard() {
  const { t } = useTranslation('admin-settings');
  const roleWord: Record<ApiKeyDto['role'], string> = { admin: t('roleWords.admin'), contributor: t('roleWords.contributor'), viewer: t('roleWords.viewer') };
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [role, setRole] = useState<ApiKeyDto['role']>('admin');
  const [days, setDays] = useState('90');
  const [shown, setShown] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), role, expiresInDays: Number(days) },
      {
        onSuccess: (created) => {
          setShown(created.key);
          setName('');
        },
        onError: (error) => toast({ variant: 'destructive', title: t('apiKeys.notCreated'), description: errorMessage(error) ?? t('apiKeys.tryAgain') }),
      },
    );
  };

  return (
    <Card data-testid="api-keys-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          {t('apiKeys.title')}
        </CardTitle>
        <CardDescription>{t('apiKeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-3 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-end" onSubmit={submit}>
          <Label className="grid gap-1.5">
            {t('apiKeys.name')}
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={t('apiKeys.namePlaceholder')} maxLength={100} />
          </Label>
          <Label className="grid gap-1.5">
            {t('apiKeys.role')}
            <Select value={role} onValueChange={(v) => setRole(v as ApiKeyDto['role'])}>
              <SelectTrigger aria-label={t('apiKeys.role')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="admin">{t('roles.admin')}</SelectItem>
                <SelectItem value="contributor">{t('roles.contributor')}</SelectItem>
                <SelectItem value="viewer">{t('roles.viewer')}</SelectItem>
              </SelectContent>
            </Select>
          </Label>
          <Label className="grid gap-1.5">
            {t('apiKeys.days')}
            <Input type="number" min={1} max={366} value={days} onChange={(e) => setDays(e.target.value)} />
          </Label>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {t('apiKeys.create')}
          </Button>
        </form>
        {shown && (
          <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
            <p className="font-medium">{t('apiKeys.copyNow')}</p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1" data-testid="new-api-key">{shown}</code>
              <Button type="button" size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(shown).then(() => toast({ title: t('apiKeys.copied') }))}>
                <Copy aria-hidden /> {t('apiKeys.copy')}
              </Button>
            </div>
          </div>
        )}
        {keys.isError && <p role="alert" className="text-sm text-destructive">{t('apiKeys.loadFailed')}</p>}
        {keys.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('apiKeys.empty')}</p>}
        <ul className="grid gap-2">
          {keys.data?.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
              <span className="grid gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  {key.name} <Badge variant="outline">{roleWord[key.role] ?? key.role}</Badge>
                </span>
                <span className="text-muted-foreground">
                  <code>{key.prefix}…</code> · {keyState(key, t)} · {key.lastUsedAt ? t('apiKeys.lastUsed', { date: day(key.lastUsedAt) }) : t('apiKeys.neverUsed')}
                </span>
              </span>
              {!key.revokedAt && (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(key.id, { onSuccess: () => toast({ title: t('apiKeys.revokedToast'), description: t('apiKeys.revokedText', { name: key.name }) }) })}>
                  {t('apiKeys.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

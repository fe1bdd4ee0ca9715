import { useState, type FormEvent } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey, type ApiKeyDto } from './api-keys-api';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function keyState(key: ApiKeyDto): string {
  if (key.revokedAt) return 'Revoked';
  if (new Date(key.expiresAt) <= new Date()) return 'Expired';
  return `Expires ${dateFormat.format(new Date(key.expiresAt))}`;
}

/** Settings, admins only: keys for scripts and the command-line importer, shown once when made. */
export function ApiKeysCard() {
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
        onError: (error) => toast({ variant: 'destructive', title: 'Key not created', description: errorMessage(error) ?? 'Please try again.' }),
      },
    );
  };

  return (
    <Card data-testid="api-keys-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          API Keys
        </CardTitle>
        <CardDescription>For scripts and the command-line importer (LIBRARY_API_KEY). A key acts as you, with the role you give it, until it expires or is revoked.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form className="grid gap-3 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-end" onSubmit={submit}>
          <Label className="grid gap-1.5">
            Name
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Archive importer" maxLength={100} />
          </Label>
          <Label className="grid gap-1.5">
            Role
            <Select value={role} onValueChange={(v) => setRole(v as ApiKeyDto['role'])}>
              <SelectTrigger aria-label="Role">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="admin">Admin</SelectItem>
                <SelectItem value="contributor">Contributor</SelectItem>
                <SelectItem value="viewer">Viewer</SelectItem>
              </SelectContent>
            </Select>
          </Label>
          <Label className="grid gap-1.5">
            Days valid
            <Input type="number" min={1} max={366} value={days} onChange={(e) => setDays(e.target.value)} />
          </Label>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            Create key
          </Button>
        </form>
        {shown && (
          <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
            <p className="font-medium">Copy the key now: it is not shown again.</p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1" data-testid="new-api-key">{shown}</code>
              <Button type="button" size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(shown).then(() => toast({ title: 'Key copied' }))}>
                <Copy aria-hidden /> Copy
              </Button>
            </div>
          </div>
        )}
        {keys.isError && <p role="alert" className="text-sm text-destructive">Failed to load the keys. Please try again.</p>}
        {keys.data?.length === 0 && <p className="text-sm text-muted-foreground">No keys yet.</p>}
        <ul className="grid gap-2">
          {keys.data?.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
              <span className="grid gap-0.5">
                <span className="flex items-center gap-2 font-medium">
                  {key.name} <Badge variant="outline">{key.role}</Badge>
                </span>
                <span className="text-muted-foreground">
                  <code>{key.prefix}…</code> · {keyState(key)} · {key.lastUsedAt ? `last used ${dateFormat.format(new Date(key.lastUsedAt))}` : 'never used'}
                </span>
              </span>
              {!key.revokedAt && (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(key.id, { onSuccess: () => toast({ title: 'Key revoked', description: `${key.name} no longer works.` }) })}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

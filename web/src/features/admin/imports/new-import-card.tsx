import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FolderUp, Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '../lib/error-message';
import { folderName, holdFiles, pathInFolder } from './browser-files';
import { useCreateImport, type NewImport } from './imports-api';
import { formatBytes } from './import-format';

async function manifestOf(file: File | null): Promise<NewImport['manifest']> {
  if (!file) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { format: file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv', base64: btoa(binary) };
}

/** `s3://bucket/prefix` or a directory on the services' side. */
function serverSource(text: string): NewImport['source'] {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(text.trim());
  return s3 ? { kind: 's3', bucket: s3[1], prefix: s3[2] } : { kind: 'directory', path: text.trim() };
}

/** A folder or many files from this computer, or a source on the server; with a manifest; checked first or not. */
export function NewImportCard() {
  const { t } = useTranslation('admin-library');
  const navigate = useNavigate();
  const create = useCreateImport();
  const [files, setFiles] = useState<File[]>([]);
  const [location, setLocation] = useState('');
  const [manifest, setManifest] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [tab, setTab] = useState('computer');
  const bytes = files.reduce((sum, f) => sum + f.size, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const body: NewImport =
        tab === 'computer'
          ? {
              source: { kind: 'upload', label: folderName(files) ?? t('imports.new.filesLabel', { count: files.length }) },
              dryRun,
              files: files.map((f) => ({ path: pathInFolder(f), size: f.size, lastModified: new Date(f.lastModified).toISOString() })),
              manifest: await manifestOf(manifest),
            }
          : { source: serverSource(location), dryRun, manifest: await manifestOf(manifest) };
      const created = await create.mutateAsync(body);
      if (tab === 'computer') holdFiles(created.id, files);
      void navigate(paths.admin.importView.getHref(created.id));
    } catch (error) {
      toast({ variant: 'destructive', title: t('imports.new.notStarted'), description: errorMessage(error) ?? t('imports.tryAgain') });
    }
  };

  const ready = tab === 'computer' ? files.length > 0 : location.trim().length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('imports.new.title')}</CardTitle>
        <CardDescription>{t('imports.new.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={(e) => void submit(e)}>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="computer"><FolderUp aria-hidden /> {t('imports.new.fromComputer')}</TabsTrigger>
              <TabsTrigger value="server"><Server aria-hidden /> {t('imports.new.fromServer')}</TabsTrigger>
            </TabsList>
            <TabsContent value="computer" className="grid gap-3 pt-3">
              <div className="grid gap-2 sm:grid-cols-2">
                <Label className="grid gap-1.5">
                  {t('imports.new.folder')}
                  <Input type="file" data-testid="import-folder" {...{ webkitdirectory: '', directory: '' }} multiple onChange={(e) => setFiles([...(e.target.files ?? [])])} />
                </Label>
                <Label className="grid gap-1.5">
                  {t('imports.new.files')}
                  <Input type="file" multiple accept="audio/*,video/*" onChange={(e) => setFiles([...(e.target.files ?? [])])} />
                </Label>
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">{files.length > 0 ? t('imports.new.chosen', { count: files.length, size: formatBytes(bytes) }) : t('imports.new.nothingChosen')}</p>
            </TabsContent>
            <TabsContent value="server" className="grid gap-2 pt-3">
              <Label className="grid gap-1.5">
                {t('imports.new.location')}
                <Input value={location} onChange={(e) => setLocation(e.target.value)} placeholder={t('imports.new.locationPlaceholder')} />
              </Label>
              <p className="text-sm text-muted-foreground">{t('imports.new.locationHint')}</p>
            </TabsContent>
          </Tabs>
          <Label className="grid gap-1.5">
            {t('imports.new.manifest')}
            <Input type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => setManifest(e.target.files?.[0] ?? null)} />
          </Label>
          <Label className="flex items-center gap-2 font-normal">
            <Checkbox checked={dryRun} onCheckedChange={(v) => setDryRun(v === true)} />
            {t('imports.new.dryRun')}
          </Label>
          <Button type="submit" className="w-fit" disabled={!ready || create.isPending}>
            {create.isPending ? t('imports.new.starting') : dryRun ? t('imports.new.check') : t('imports.new.start')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

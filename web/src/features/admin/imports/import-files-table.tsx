import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useImportFiles, type ImportFileDto, type ImportFileState } from './imports-api';
import { describeMetadata, fileStateLabel, formatBytes } from './import-format';

/** The file filters, labelled by imports.files.filters.<value>. */
const FILTERS: { value: string; states: ImportFileState[] | null }[] = [
  { value: 'all', states: null },
  { value: 'waiting', states: ['queued', 'uploading', 'checked', 'registering'] },
  { value: 'stored', states: ['stored', 'transcribing', 'done'] },
  { value: 'duplicate', states: ['duplicate'] },
  { value: 'failed', states: ['failed'] },
];

function badgeVariant(state: ImportFileState) {
  if (state === 'failed') return 'destructive' as const;
  if (state === 'done' || state === 'stored' || state === 'transcribing') return 'default' as const;
  if (state === 'duplicate') return 'gold' as const;
  return 'outline' as const;
}

function Outcome({ file }: { file: ImportFileDto }) {
  const { t } = useTranslation('admin-library');
  if (file.state === 'duplicate') {
    const twin = file.duplicateOf;
    return (
      <span>
        {twin ? (
          <Trans
            t={t}
            i18nKey="imports.files.duplicateOf"
            values={{ original: twin.title ?? t('imports.files.aLecture') }}
            components={{ item: <Link className="underline underline-offset-2" to={paths.admin.content.getHref(twin.contentId)} /> }}
          />
        ) : (
          t('imports.files.duplicateOfText', { original: file.duplicateOfPath ?? t('imports.files.anotherFile') })
        )}
      </span>
    );
  }
  const m = file.metadata;
  return (
    <span className="grid gap-0.5">
      {m &&
        (file.contentId ? (
          <Link className="font-medium underline underline-offset-2" to={paths.admin.content.getHref(file.contentId)}>
            {m.title}
          </Link>
        ) : (
          <span className="font-medium">{m.title}</span>
        ))}
      {m && describeMetadata(m) && <span className="text-muted-foreground">{describeMetadata(m)}</span>}
      {file.duplicateOfPath && file.state !== 'failed' && <span className="text-muted-foreground">{t('imports.files.sameBytes', { path: file.duplicateOfPath })}</span>}
      {file.reason && <span className={file.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>{file.reason}</span>}
    </span>
  );
}

/** Every file of the import with its outcome: what it becomes, or why not. */
export function ImportFilesTable({ importId }: { importId: string }) {
  const { t } = useTranslation('admin-library');
  const [filter, setFilter] = useState('all');
  const chosen = FILTERS.find((f) => f.value === filter) ?? FILTERS[0]!;
  const files = useImportFiles(importId, chosen.states);
  const list = files.data?.files ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('imports.files.title')}</CardTitle>
        <Select value={filter} onValueChange={setFilter}>
          <SelectTrigger className="w-56" aria-label={t('imports.files.show')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FILTERS.map((f) => (
              <SelectItem key={f.value} value={f.value}>
                {t(`imports.files.filters.${f.value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardHeader>
      <CardContent>
        {files.isError && <p role="alert" className="text-sm text-destructive">{t('imports.files.loadFailed')}</p>}
        {!files.isPending && list.length === 0 && <p className="text-sm text-muted-foreground">{t('imports.files.empty')}</p>}
        {list.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm" aria-label={t('imports.files.tableLabel')}>
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('imports.files.file')}</th>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('imports.files.state')}</th>
                  <th scope="col" className="py-2 pe-3 font-medium">{t('imports.files.outcome')}</th>
                  <th scope="col" className="py-2 font-medium">{t('imports.files.size')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((file) => (
                  <tr key={file.id} className="border-t align-top" data-testid="import-file">
                    <td className="max-w-64 break-all py-2 pe-3 font-mono text-xs" dir="auto">{file.path}</td>
                    <td className="py-2 pe-3">
                      <Badge variant={badgeVariant(file.state)}>{fileStateLabel(file.state)}</Badge>
                    </td>
                    <td className="py-2 pe-3" dir="auto">
                      <Outcome file={file} />
                    </td>
                    <td className="whitespace-nowrap py-2 tabular-nums">{file.size === null ? '' : formatBytes(file.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {files.data?.nextCursor && <p className="pt-3 text-xs text-muted-foreground">{t('imports.files.showingFirst', { count: list.length })}</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

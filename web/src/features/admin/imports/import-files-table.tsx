import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useImportFiles, type ImportFileDto, type ImportFileState } from './imports-api';
import { describeMetadata, formatBytes, STATE_LABEL } from './import-format';

const FILTERS: { value: string; label: string; states: ImportFileState[] | null }[] = [
  { value: 'all', label: 'All files', states: null },
  { value: 'waiting', label: 'Queued and uploading', states: ['queued', 'uploading', 'checked', 'registering'] },
  { value: 'stored', label: 'Stored', states: ['stored', 'transcribing', 'done'] },
  { value: 'duplicate', label: 'Duplicates', states: ['duplicate'] },
  { value: 'failed', label: 'Failed', states: ['failed'] },
];

function badgeVariant(state: ImportFileState) {
  if (state === 'failed') return 'destructive' as const;
  if (state === 'done' || state === 'stored' || state === 'transcribing') return 'default' as const;
  if (state === 'duplicate') return 'gold' as const;
  return 'outline' as const;
}

function Outcome({ file }: { file: ImportFileDto }) {
  if (file.state === 'duplicate') {
    const twin = file.duplicateOf;
    return (
      <span>
        Duplicate of{' '}
        {twin ? (
          <Link className="underline underline-offset-2" to={paths.admin.content.getHref(twin.contentId)}>
            {twin.title ?? 'a lecture'}
          </Link>
        ) : (
          (file.duplicateOfPath ?? 'another file')
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
      {file.duplicateOfPath && file.state !== 'failed' && <span className="text-muted-foreground">Same bytes as {file.duplicateOfPath}: imported once</span>}
      {file.reason && <span className={file.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>{file.reason}</span>}
    </span>
  );
}

/** Every file of the import with its outcome: what it becomes, or why not. */
export function ImportFilesTable({ importId }: { importId: string }) {
  const [filter, setFilter] = useState('all');
  const chosen = FILTERS.find((f) => f.value === filter) ?? FILTERS[0]!;
  const files = useImportFiles(importId, chosen.states);
  const list = files.data?.files ?? [];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Files</CardTitle>
        <Select value={filter} onValueChange={setFilter}>
          <SelectTrigger className="w-56" aria-label="Show files">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FILTERS.map((f) => (
              <SelectItem key={f.value} value={f.value}>
                {f.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardHeader>
      <CardContent>
        {files.isError && <p role="alert" className="text-sm text-destructive">Failed to load the files. Please try again.</p>}
        {!files.isPending && list.length === 0 && <p className="text-sm text-muted-foreground">No files here.</p>}
        {list.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label="Import files">
              <thead className="text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pe-3 font-medium">File</th>
                  <th scope="col" className="py-2 pe-3 font-medium">State</th>
                  <th scope="col" className="py-2 pe-3 font-medium">Lecture, or why not</th>
                  <th scope="col" className="py-2 font-medium">Size</th>
                </tr>
              </thead>
              <tbody>
                {list.map((file) => (
                  <tr key={file.id} className="border-t align-top" data-testid="import-file">
                    <td className="max-w-64 break-all py-2 pe-3 font-mono text-xs" dir="auto">{file.path}</td>
                    <td className="py-2 pe-3">
                      <Badge variant={badgeVariant(file.state)}>{STATE_LABEL[file.state]}</Badge>
                    </td>
                    <td className="py-2 pe-3" dir="auto">
                      <Outcome file={file} />
                    </td>
                    <td className="whitespace-nowrap py-2 tabular-nums">{file.size === null ? '' : formatBytes(file.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {files.data?.nextCursor && <p className="pt-3 text-xs text-muted-foreground">Showing the first {list.length} files.</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BacklogCard } from './backlog-card';
import { useImports, type ImportDto } from './imports-api';
import { NewImportCard } from './new-import-card';
import { sourceLabel, stateLabel } from './import-labels';

function ImportRow({ value }: { value: ImportDto }) {
  const c = value.counts;
  return (
    <li className="border-t py-3 first:border-t-0">
      <Link to={paths.admin.importView.getHref(value.id)} className="grid gap-1 rounded-md hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {sourceLabel(value)} <Badge variant="outline">{stateLabel(value)}</Badge>
        </span>
        <span className="text-sm text-muted-foreground">
          {c.total} files: {c.stored + c.transcribing + c.done} stored, {c.duplicates} duplicates, {c.failed} failed · {new Date(value.createdAt).toLocaleString()}
        </span>
      </Link>
    </li>
  );
}

/** /admin/imports: start an import, see earlier ones, and the transcription backlog. */
export function ImportsPage() {
  const imports = useImports();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Import</h1>
        <p className="text-muted-foreground">Bring a whole collection in: a folder, a directory on the server or an S3 bucket</p>
      </div>
      <NewImportCard />
      <BacklogCard />
      <Card>
        <CardHeader>
          <CardTitle>Imports</CardTitle>
        </CardHeader>
        <CardContent>
          {imports.isError && <p role="alert" className="text-sm text-destructive">Failed to load imports. Please try again.</p>}
          {imports.data?.length === 0 && <p className="text-sm text-muted-foreground">No imports yet: choose a folder above to start one.</p>}
          <ul>{imports.data?.map((i) => <ImportRow key={i.id} value={i} />)}</ul>
        </CardContent>
      </Card>
    </div>
  );
}

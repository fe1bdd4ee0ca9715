import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { dateFormat } from '@/lib/format';
import { BacklogCard } from './backlog-card';
import { useImports, type ImportDto } from './imports-api';
import { NewImportCard } from './new-import-card';
import { sourceLabel, stateLabel } from './import-labels';

/** The date and time an import was started, as toLocaleString() writes them. */
const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' };

function ImportRow({ value }: { value: ImportDto }) {
  const { t } = useTranslation('admin-library');
  const c = value.counts;
  return (
    <li className="border-t py-3 first:border-t-0">
      <Link to={paths.admin.importView.getHref(value.id)} className="grid gap-1 rounded-md hover:bg-muted/40 focus-visible:ring-2 focus-visible:ring-ring">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {sourceLabel(value)} <Badge variant="outline">{stateLabel(value)}</Badge>
        </span>
        <span className="text-sm text-muted-foreground">
          {t('imports.list.row', {
            total: c.total,
            stored: c.stored + c.transcribing + c.done,
            duplicates: c.duplicates,
            failed: c.failed,
            date: dateFormat(DATE_TIME).format(new Date(value.createdAt)),
          })}
        </span>
      </Link>
    </li>
  );
}

/** /admin/imports: start an import, see earlier ones, and the transcription backlog. */
export function ImportsPage() {
  const { t } = useTranslation('admin-library');
  const imports = useImports();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('imports.page.title')}</h1>
        <p className="text-muted-foreground">{t('imports.page.subtitle')}</p>
      </div>
      <NewImportCard />
      <BacklogCard />
      <Card>
        <CardHeader>
          <CardTitle>{t('imports.page.list')}</CardTitle>
        </CardHeader>
        <CardContent>
          {imports.isError && <p role="alert" className="text-sm text-destructive">{t('imports.page.loadFailed')}</p>}
          {imports.data?.length === 0 && <p className="text-sm text-muted-foreground">{t('imports.page.empty')}</p>}
          <ul>{imports.data?.map((i) => <ImportRow key={i.id} value={i} />)}</ul>
        </CardContent>
      </Card>
    </div>
  );
}

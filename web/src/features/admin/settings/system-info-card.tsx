import { Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatFileSizeMB } from '@/lib/format';
import { useContentStats } from '../api/get-content-stats';

/** SPEC's static version; storage and file counts are the library's real figures, counted by the server. */
export const APP_VERSION = 'v2.1.0';

export function SystemInfoCard() {
  const { t } = useTranslation('admin-settings');
  const { data } = useContentStats();
  const rows: [string, string][] = [
    [t('systemInfo.version'), APP_VERSION],
    [t('systemInfo.storage'), data ? formatFileSizeMB(data.storageBytes) : '...'],
    [t('systemInfo.audio'), data ? String(data.byMediaType.audio) : '...'],
    [t('systemInfo.video'), data ? String(data.byMediaType.video) : '...'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Server className="size-4" aria-hidden />
          {t('systemInfo.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm" data-testid="system-info">
          {rows.map(([term, value]) => (
            <div key={term} className="flex justify-between py-1.5">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

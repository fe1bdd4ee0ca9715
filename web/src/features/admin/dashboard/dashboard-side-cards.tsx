import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Library, Settings, Upload } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDuration } from '@/lib/format';
import type { Content } from '@/types/api';
import { activityBadgeVariant } from '../lib/content-status';

/** 'Recent Activity': the 5 newest items with their raw status. */
export function RecentActivityCard({ items }: { items: Content[] }) {
  const { t } = useTranslation('admin-library');
  const recent = [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, 5);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('recentActivity.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('recentActivity.empty')}</p>
        ) : (
          <ul className="grid gap-3" data-testid="recent-activity">
            {recent.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link to={paths.admin.content.getHref(item.id)} className="block truncate text-sm font-medium hover:underline">
                    <bdi>{item.title}</bdi>
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    <Trans
                      t={t}
                      i18nKey="recentActivity.byLine"
                      values={{ speaker: item.speaker || t('recentActivity.unknownSpeaker'), duration: formatDuration(item.durationSeconds ?? 0) }}
                      components={{ name: <bdi /> }}
                    />
                  </p>
                </div>
                <Badge variant={activityBadgeVariant(item.status)}>{t(`recentActivity.status.${item.status}`)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Quick Actions': written as /upload, /library, /settings; the last two point at the admin pages. */
export function QuickActionsCard() {
  const { t } = useTranslation('admin-library');
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.upload.getHref()}>
            <Upload aria-hidden />
            {t('quickActions.upload')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.admin.library.getHref()}>
            <Library aria-hidden />
            {t('quickActions.library')}
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to={paths.admin.settings.getHref()}>
            <Settings aria-hidden />
            {t('quickActions.settings')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

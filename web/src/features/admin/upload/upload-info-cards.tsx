import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brain, CheckCircle2, FileAudio, Lightbulb, Sparkles, UploadCloud } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { dateFormat } from '@/lib/format';
import { statusBadgeVariant } from '../lib/content-status';
import { useRecentUploads } from './recent-uploads-store';
import { SUPPORTED_FORMATS } from './upload-constants';
import { useUploadStatuses } from './use-upload-statuses';

/** The three steps, worded by upload.steps.<step>.title and .text. */
const STEPS = [
  { icon: UploadCloud, step: 'select' },
  { icon: Brain, step: 'processing' },
  { icon: CheckCircle2, step: 'ready' },
] as const;

export function HowItWorksCard() {
  const { t } = useTranslation('admin-editor');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('upload.howItWorks')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.step} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <step.icon className="size-4" aria-hidden />
              </span>
              <div>
                <p className="font-medium">
                  {t('upload.stepTitle', { number: index + 1, title: t(`upload.steps.${step.step}.title`) })}
                </p>
                <p className="text-sm text-muted-foreground">{t(`upload.steps.${step.step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

export function RecentUploadsCard() {
  const { t } = useTranslation('admin-editor');
  const uploads = useRecentUploads();
  const statuses = useUploadStatuses(uploads);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{t('upload.recent.title')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.root.getHref()}>{t('upload.recent.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {uploads.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('upload.recent.empty')}</p>
        ) : (
          <ul className="grid gap-3" data-testid="recent-uploads">
            {uploads.map((upload) => (
              <li key={upload.id} className="flex items-center gap-3">
                <FileAudio className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" dir="auto">
                    {upload.title}
                  </p>
                  <p className="text-xs text-muted-foreground">{dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(upload.uploadedAt))}</p>
                </div>
                <Badge variant={statusBadgeVariant(statuses.get(upload.id) ?? upload.status)} data-testid="recent-upload-status">
                  {t(`admin:contentStatus.dashboard.${statuses.get(upload.id) ?? upload.status}`)}
                </Badge>
                <Button asChild variant="ghost" size="sm">
                  <Link to={paths.admin.content.getHref(upload.id)}>{t('upload.recent.view')}</Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SupportedFormatsCard() {
  const { t } = useTranslation('admin-editor');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('upload.formats.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="flex flex-wrap gap-1.5">
          {SUPPORTED_FORMATS.map((format) => (
            <li key={format}>
              <Badge variant="secondary">{format}</Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t('upload.formats.limit')}</p>
      </CardContent>
    </Card>
  );
}

export function UploadTipsCard() {
  const { t } = useTranslation('admin-editor');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4 text-gold" aria-hidden />
          {t('upload.tips.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 ps-5 text-sm text-muted-foreground">
          <li>{t('upload.tips.clear')}</li>
          <li>{t('upload.tips.names')}</li>
          <li>{t('upload.tips.edit')}</li>
        </ul>
      </CardContent>
    </Card>
  );
}

export function ProcessingCard() {
  const { t } = useTranslation('admin-editor');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles className="size-4 text-primary" aria-hidden />
          {t('upload.processing.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        {t('upload.processing.text')}
      </CardContent>
    </Card>
  );
}

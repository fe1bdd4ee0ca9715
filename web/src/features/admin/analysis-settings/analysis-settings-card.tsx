import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { useAnalysisSettings, useUpdateAnalysisSettings } from './analysis-settings-api';

/** The admin's choice: staff accept each generated field (default), or every field is accepted as it arrives. */
export function AnalysisSettingsCard() {
  const { t } = useTranslation('admin-settings');
  const { data: settings } = useAnalysisSettings();
  const update = useUpdateAnalysisSettings();
  const change = (autoAccept: boolean) =>
    update.mutate(autoAccept, {
      onSuccess: () => toast({ title: autoAccept ? t('analysis.on') : t('analysis.off') }),
      onError: (error) => toast({ variant: 'destructive', title: t('analysis.saveFailed'), description: errorMessage(error) ?? t('analysis.saveFailedText') }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('analysis.title')}</CardTitle>
        <CardDescription>{t('analysis.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="auto-accept">{t('analysis.label')}</Label>
          <p id="auto-accept-hint" className="text-xs text-muted-foreground">
            {t('analysis.hint')}
          </p>
        </div>
        <Switch
          id="auto-accept"
          aria-describedby="auto-accept-hint"
          checked={settings?.autoAccept ?? false}
          disabled={!settings || update.isPending}
          onCheckedChange={change}
        />
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../lib/error-message';
import { useAnalysisSettings, useUpdateAnalysisSettings } from './analysis-settings-api';

/** The admin's choice: staff accept each generated field (default), or every field is accepted as it arrives. */
export function AnalysisSettingsCard() {
  const { data: settings } = useAnalysisSettings();
  const update = useUpdateAnalysisSettings();
  const change = (autoAccept: boolean) =>
    update.mutate(autoAccept, {
      onSuccess: () => toast({ title: autoAccept ? 'Automatic acceptance on' : 'Automatic acceptance off' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error) ?? 'Failed to save the setting. Please try again.' }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Analysis</CardTitle>
        <CardDescription>Generated summaries, key points, titles and tags are not public until staff accept them.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="auto-accept">Accept generated fields automatically</Label>
          <p id="auto-accept-hint" className="text-xs text-muted-foreground">
            Only for an engine you trust. Suggestions then fill empty title, description, speaker and tags.
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

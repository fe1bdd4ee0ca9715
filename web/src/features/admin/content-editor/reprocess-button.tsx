import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type Props = { correctedPassages: number; busy: boolean; onReprocess: (keepEditedPassages?: boolean) => void };

/** Reprocess at once; when staff corrected passages, first ask whether to keep them (yes by default). */
export function ReprocessButton({ correctedPassages, busy, onReprocess }: Props) {
  const { t } = useTranslation('admin-editor');
  const [keep, setKeep] = useState(true);
  const button = (
    <Button type="button" variant="outline" className="justify-start" disabled={busy} onClick={correctedPassages > 0 ? undefined : () => onReprocess()}>
      <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden />
      {t('reprocess.button')}
    </Button>
  );
  if (correctedPassages === 0) return button;
  return (
    <AlertDialog onOpenChange={(open) => open && setKeep(true)}>
      <AlertDialogTrigger asChild>{button}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('reprocess.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('reprocess.description', { count: correctedPassages })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex items-center gap-2">
          <Checkbox id="keep-corrections" checked={keep} onCheckedChange={(checked) => setKeep(checked === true)} />
          <Label htmlFor="keep-corrections">{t('reprocess.keep')}</Label>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('reprocess.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onReprocess(keep)}>{t('reprocess.confirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

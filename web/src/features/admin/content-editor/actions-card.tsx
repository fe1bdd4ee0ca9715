import { Trans, useTranslation } from 'react-i18next';
import { CheckCircle2, Download, Pencil, Save, Trash2, X } from 'lucide-react';
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
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Content } from '@/types/api';
import { statusBadgeVariant } from '../lib/content-status';
import { PendingReviewNotice } from './pending-review-notice';
import { ReprocessButton } from './reprocess-button';

export type ActionsPermissions = { edit: boolean; reprocess: boolean; approve: boolean; delete: boolean };

type Props = {
  content: Content;
  allowed: ActionsPermissions;
  editing: boolean;
  busy: { saving: boolean; reprocessing: boolean; approving: boolean; deleting: boolean };
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onReprocess: (keepEditedPassages?: boolean) => void;
  onApprove: () => void;
  onDelete: () => void;
};

/** Status, download, edit/save/cancel, reprocess, approve and delete (with confirmation). */
export function ActionsCard({ content, allowed, editing, busy, onEdit, onSave, onCancel, onReprocess, onApprove, onDelete }: Props) {
  const { t } = useTranslation('admin-editor');
  // SPEC: disabled without an audio URL; a video item has none (its media is the video).
  const audioUrl = content.audioUrl;
  // A published item with a contributor's edit or a new transcript waiting: approving publishes them.
  const hasChangesToApprove = (content.pendingReview?.fields.length ?? 0) > 0;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('actions.title')}</CardTitle>
        <Badge variant={statusBadgeVariant(content.status)} data-testid="status-badge">
          {t(`admin:contentStatus.detail.${content.status}`)}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button
          type="button"
          variant="outline"
          className="justify-start"
          disabled={!audioUrl}
          onClick={() => audioUrl && window.open(audioUrl, '_blank', 'noopener')}
        >
          <Download aria-hidden />
          {t('actions.download')}
        </Button>
        {allowed.edit &&
          (editing ? (
            <div className="grid grid-cols-2 gap-2">
              <Button type="button" onClick={onSave} disabled={busy.saving}>
                <Save aria-hidden />
                {busy.saving ? t('actions.saving') : t('actions.save')}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel} disabled={busy.saving}>
                <X aria-hidden />
                {t('actions.cancel')}
              </Button>
            </div>
          ) : (
            <Button type="button" variant="outline" className="justify-start" onClick={onEdit}>
              <Pencil aria-hidden />
              {t('actions.edit')}
            </Button>
          ))}
        {allowed.reprocess && (
          <ReprocessButton
            correctedPassages={content.aiMetadata?.segments?.filter((segment) => segment.edited).length ?? 0}
            busy={busy.reprocessing}
            onReprocess={onReprocess}
          />
        )}
        {content.pendingReview && <PendingReviewNotice review={content.pendingReview} canApprove={allowed.approve} />}
        {allowed.approve && ((content.status !== 'approved' && content.status !== 'failed') || hasChangesToApprove) && (
          <Button type="button" className="justify-start" onClick={onApprove} disabled={busy.approving}>
            <CheckCircle2 aria-hidden />
            {t('actions.approve')}
          </Button>
        )}
        {allowed.delete && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="destructive" className="justify-start" disabled={busy.deleting}>
                <Trash2 aria-hidden />
                {t('actions.delete')}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('actions.deleteTitle')}</AlertDialogTitle>
                <AlertDialogDescription>
                  <Trans t={t} i18nKey="actions.deleteText" values={{ title: content.title }} components={{ title: <bdi /> }} />
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t('actions.cancel')}</AlertDialogCancel>
                <AlertDialogAction className="bg-destructive text-destructive-foreground hover:bg-destructive/90" onClick={onDelete}>
                  {t('actions.confirmDelete')}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
        {!allowed.edit && !allowed.approve && (
          <p className="text-xs text-muted-foreground">{t('actions.viewOnly')}</p>
        )}
      </CardContent>
    </Card>
  );
}

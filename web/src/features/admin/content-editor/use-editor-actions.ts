import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import type { Content } from '@/types/api';
import { useContentAction, useDeleteContent, useReprocess, useUpdateContent } from '../api/content-actions';
import { CONTENT_PATH } from '../api/content-keys';
import { errorMessage } from '../lib/error-message';
import { draftToUpdate, type EditDraft } from './edit-draft';

/** The detail page's writes with the toasts of SPEC section 8. */
export function useEditorActions(content: Content, callbacks: { onSaved: () => void; onReprocessing: () => void }) {
  const { t } = useTranslation('admin-editor');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateContent(content.id);
  const approve = useContentAction('approve');
  const reprocess = useReprocess();
  const remove = useDeleteContent();

  const save = (draft: EditDraft) => {
    const result = draftToUpdate(draft, content.language ?? '');
    if ('error' in result) {
      // The draft's one error: the title is required.
      toast({ variant: 'destructive', title: t('editorToast.validation'), description: t('editorToast.titleRequired') });
      return;
    }
    update.mutate(result, {
      onSuccess: () => {
        toast({ title: t('editorToast.updated') });
        callbacks.onSaved();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('editorToast.updateFailed'), description: errorMessage(error) ?? t('editorToast.updateFailedDescription') }),
    });
  };

  const approveContent = () =>
    approve.mutate(content.id, {
      onSuccess: () => toast({ title: t('editorToast.approved'), description: t('editorToast.approvedDescription', { title: content.title }) }),
      onError: () => toast({ variant: 'destructive', title: t('editorToast.approveFailed'), description: t('editorToast.approveFailedDescription') }),
    });

  const reprocessContent = (keepEditedPassages?: boolean) =>
    reprocess.mutate({ id: content.id, keepEditedPassages }, {
      onSuccess: () => {
        // Processing again: old results are cleared until new ones arrive.
        queryClient.setQueryData([CONTENT_PATH, content.id], (old: Content | null | undefined) =>
          old ? { ...old, status: 'processing' as const, transcriptText: null, transcriptLength: null, aiMetadata: null } : old,
        );
        callbacks.onReprocessing();
        toast({ title: t('editorToast.reprocessing'), description: t('editorToast.reprocessingDescription') });
      },
      onError: () => toast({ variant: 'destructive', title: t('editorToast.reprocessFailed'), description: t('editorToast.reprocessFailedDescription') }),
    });

  const deleteContent = () =>
    remove.mutate(content.id, {
      onSuccess: () => {
        toast({ title: t('editorToast.deleted') });
        void navigate(paths.admin.root.getHref());
      },
      onError: () => toast({ variant: 'destructive', title: t('editorToast.deleteFailed'), description: t('editorToast.deleteFailedDescription') }),
    });

  return {
    save,
    approveContent,
    reprocessContent,
    deleteContent,
    busy: { saving: update.isPending, approving: approve.isPending, reprocessing: reprocess.isPending, deleting: remove.isPending },
  };
}

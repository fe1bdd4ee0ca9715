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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateContent(content.id);
  const approve = useContentAction('approve');
  const reprocess = useReprocess();
  const remove = useDeleteContent();

  const save = (draft: EditDraft) => {
    const result = draftToUpdate(draft, content.language ?? '');
    if ('error' in result) {
      toast({ variant: 'destructive', title: 'Validation error', description: result.error });
      return;
    }
    update.mutate(result, {
      onSuccess: () => {
        toast({ title: 'Content updated' });
        callbacks.onSaved();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Update failed', description: errorMessage(error) ?? 'Failed to update content. Please try again.' }),
    });
  };

  const approveContent = () =>
    approve.mutate(content.id, {
      onSuccess: () => toast({ title: 'Content approved', description: `"${content.title}" has been successfully approved and published.` }),
      onError: () => toast({ variant: 'destructive', title: 'Approval failed', description: 'Failed to approve content. Please try again.' }),
    });

  const reprocessContent = (keepEditedPassages?: boolean) =>
    reprocess.mutate({ id: content.id, keepEditedPassages }, {
      onSuccess: () => {
        // Processing again: old results are cleared until new ones arrive.
        queryClient.setQueryData([CONTENT_PATH, content.id], (old: Content | null | undefined) =>
          old ? { ...old, status: 'processing' as const, transcriptText: null, transcriptLength: null, aiMetadata: null } : old,
        );
        callbacks.onReprocessing();
        toast({ title: 'Reprocessing started', description: "The AI is re-analyzing the transcript. You'll see live updates below." });
      },
      onError: () => toast({ variant: 'destructive', title: 'Reprocessing failed', description: 'Failed to start Q&A reprocessing. Please try again.' }),
    });

  const deleteContent = () =>
    remove.mutate(content.id, {
      onSuccess: () => {
        toast({ title: 'Content deleted' });
        void navigate(paths.admin.root.getHref());
      },
      onError: () => toast({ variant: 'destructive', title: 'Delete failed', description: 'Failed to delete content. Please try again.' }),
    });

  return {
    save,
    approveContent,
    reprocessContent,
    deleteContent,
    busy: { saving: update.isPending, approving: approve.isPending, reprocessing: reprocess.isPending, deleting: remove.isPending },
  };
}

import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { useContentAction } from '../api/content-actions';

/** Dashboard approve: toasts 'Success' / 'Content approved successfully' or 'Error' / 'Failed to approve content'. */
export function useApproveWithToast() {
  const { t } = useTranslation('admin-library');
  const action = useContentAction('approve');
  const approve = (id: string) =>
    action.mutate(id, {
      onSuccess: () => toast({ title: t('approveToast.successTitle'), description: t('approveToast.successDescription') }),
      onError: () => toast({ variant: 'destructive', title: t('approveToast.errorTitle'), description: t('approveToast.errorDescription') }),
    });
  return { approve, isPending: action.isPending };
}

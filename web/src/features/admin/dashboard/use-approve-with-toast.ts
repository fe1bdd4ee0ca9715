import { toast } from '@/components/ui/use-toast';
import { useContentAction } from '../api/content-actions';

/** Dashboard approve: toasts 'Success' / 'Content approved successfully' or 'Error' / 'Failed to approve content'. */
export function useApproveWithToast() {
  const action = useContentAction('approve');
  const approve = (id: string) =>
    action.mutate(id, {
      onSuccess: () => toast({ title: 'Success', description: 'Content approved successfully' }),
      onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to approve content' }),
    });
  return { approve, isPending: action.isPending };
}

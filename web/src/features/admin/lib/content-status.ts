import type { ContentStatus } from '@/types/api';

/** Dashboard labels (SPEC section 4). */
export const DASHBOARD_STATUS_LABEL: Record<ContentStatus, string> = {
  pending: 'Pending Review',
  processing: 'Processing',
  completed: 'Ready',
  approved: 'Published',
  failed: 'Failed',
};

/** Detail-page labels (SPEC section 4). */
export const DETAIL_STATUS_LABEL: Record<ContentStatus, string> = {
  pending: 'Pending Review',
  processing: 'AI Processing',
  completed: 'Ready for Review',
  approved: 'Published',
  failed: 'Failed',
};

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'gold';

/** Recent-activity badge styles: approved default, completed secondary, processing outline, others destructive. */
export function activityBadgeVariant(status: ContentStatus): BadgeVariant {
  switch (status) {
    case 'approved':
      return 'default';
    case 'completed':
      return 'secondary';
    case 'processing':
      return 'outline';
    case 'pending':
    case 'failed':
      return 'destructive';
  }
}

/** Badge styles of the status label on cards and the detail page. */
export function statusBadgeVariant(status: ContentStatus): BadgeVariant {
  switch (status) {
    case 'approved':
      return 'default';
    case 'completed':
      return 'secondary';
    case 'processing':
      return 'outline';
    case 'pending':
      return 'gold';
    case 'failed':
      return 'destructive';
  }
}

import type { ContentStatus } from '@/types/api';

// Status names are messages of the admin namespace (admin:contentStatus.dashboard.* on lists and the dashboard, .detail.* on a lecture's own page), as SPEC names them.

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

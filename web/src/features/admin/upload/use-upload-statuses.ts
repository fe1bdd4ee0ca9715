import { useQueries } from '@tanstack/react-query';
import type { ContentStatus } from '@/types/api';
import { contentQueryOptions } from '../api/get-content';
import type { RecentUpload } from './recent-uploads-store';

const WHILE_PROCESSING_MS = 5000;

/** Each recent upload's status as the server has it now, asked again every few seconds while it processes. */
export function useUploadStatuses(uploads: readonly RecentUpload[]): Map<string, ContentStatus> {
  const results = useQueries({
    queries: uploads.map((upload) => ({
      ...contentQueryOptions(upload.id),
      retry: false,
      refetchInterval: (query: { state: { data?: { status: ContentStatus } | null } }) =>
        (query.state.data?.status ?? upload.status) === 'processing' ? WHILE_PROCESSING_MS : false,
    })),
  });
  // Until the server answers (or if the item is gone), the status it had when it was uploaded.
  return new Map(uploads.map((upload, i) => [upload.id, results[i]?.data?.status ?? upload.status]));
}

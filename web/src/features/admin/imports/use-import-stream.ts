import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportProgressMessage } from '@proto/imports/import.types';
import { apiUrl } from '@/lib/api-client';
import { importKeys } from './imports-api';

const RETRY_MS = 3000;

/**
 * Follows an import over server-sent events, like the transcript does: each message brings
 * the import's figures (written into its query) and the files that moved (their lists are
 * read again, at most once a second). Reconnects after 3 s when the stream drops.
 */
export function useImportStream(importId: string): 'connecting' | 'live' | 'disconnected' {
  const client = useQueryClient();
  const [status, setStatus] = useState<'connecting' | 'live' | 'disconnected'>('connecting');

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const refreshFiles = () => {
      refresh ??= setTimeout(() => {
        refresh = undefined;
        void client.invalidateQueries({ queryKey: ['/api/imports', importId, 'files'] });
      }, 1000);
    };
    const open = () => {
      source = new EventSource(apiUrl(`/api/imports/${importId}/stream`), { withCredentials: true });
      source.onopen = () => setStatus('live');
      source.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as ImportProgressMessage | { type: 'heartbeat' };
        if (message.type !== 'import_progress') return;
        client.setQueryData(importKeys.one(importId), message.import);
        if (message.files.length > 0 || message.more) refreshFiles();
      };
      source.onerror = () => {
        setStatus('disconnected');
        source?.close();
        retry = setTimeout(open, RETRY_MS);
      };
    };
    open();
    return () => {
      source?.close();
      clearTimeout(retry);
      clearTimeout(refresh);
    };
  }, [client, importId]);

  return status;
}

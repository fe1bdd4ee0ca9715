import { useEffect, useRef, useState } from 'react';
import { fetchFiles, reportFailed, reportUploaded } from './imports-api';
import { heldFiles } from './browser-files';
import { sendByTus, type FileSender } from './send-file';

/** Files sent at once: enough to keep a line busy, few enough that each finishes soon. */
const AT_ONCE = 3;

export interface BrowserUpload {
  /** Files this tab holds for the import and has not sent yet (null: the tab holds none). */
  waiting: number | null;
  sending: { path: string; sent: number; size: number }[];
}

/**
 * Sends the queued files of a browser import that this tab holds, a few at a time, and
 * reports each one's upload URL (or why it could not be sent). The server's list is the
 * truth: files already sent, checked or failed are skipped, so a reopened view goes on.
 */
export function useBrowserUpload(importId: string, enabled: boolean, send: FileSender = sendByTus): BrowserUpload {
  const [state, setState] = useState<BrowserUpload>({ waiting: null, sending: [] });
  const running = useRef(false);

  useEffect(() => {
    const files = heldFiles(importId);
    if (!enabled || !files || running.current) return;
    running.current = true;
    const abort = new AbortController();
    void (async () => {
      const queued: { id: string; path: string }[] = [];
      let cursor: string | undefined;
      do {
        const page = await fetchFiles(importId, ['queued'], cursor, 500);
        queued.push(...page.files.map((f) => ({ id: f.id, path: f.path })));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const todo = queued.filter((f) => files.has(f.path));
      let left = todo.length;
      setState({ waiting: left, sending: [] });
      const progress = new Map<string, { path: string; sent: number; size: number }>();
      const show = () => setState({ waiting: left, sending: [...progress.values()] });
      const worker = async () => {
        for (let next = todo.shift(); next && !abort.signal.aborted; next = todo.shift()) {
          const file = files.get(next.path)!;
          progress.set(next.id, { path: next.path, sent: 0, size: file.size });
          show();
          try {
            const url = await send(file, (sent) => {
              progress.set(next.id, { path: next.path, sent, size: file.size });
              show();
            }, abort.signal);
            await reportUploaded(importId, next.id, url);
          } catch (error) {
            if (!abort.signal.aborted) await reportFailed(importId, next.id, `The browser could not send it: ${(error as Error).message}`).catch(() => undefined);
          }
          progress.delete(next.id);
          left -= 1;
          show();
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, worker));
    })().finally(() => {
      running.current = false;
    });
    return () => abort.abort();
  }, [importId, enabled, send]);

  return state;
}

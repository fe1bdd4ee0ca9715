import type { StreamFrame } from '@lectures/proto';
import { createParser } from 'eventsource-parser';
import WebSocket from 'ws';

export interface LiveClient {
  frames: StreamFrame[];
  status: number;
  close(): void;
}

/** Reads GET /api/content/{id}/stream as a browser's EventSource would. */
export async function openSse(base: string, contentId: string, cookie?: string): Promise<LiveClient> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/content/${contentId}/stream`, {
    headers: cookie ? { cookie, accept: 'text/event-stream' } : { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const frames: StreamFrame[] = [];
  if (res.ok && res.body) {
    const parser = createParser({ onEvent: (event) => frames.push(JSON.parse(event.data) as StreamFrame) });
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted by close()
      }
    })();
  }
  return { frames, status: res.status, close: () => controller.abort() };
}

/** Connects to /ws following one item; resolves with the upgrade refusal status when refused. */
export function openSocket(base: string, contentId: string, cookie?: string): Promise<LiveClient> {
  const url = `${base.replace(/^http/, 'ws')}/ws?contentId=${contentId}`;
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    const frames: StreamFrame[] = [];
    ws.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString('utf8')) as StreamFrame));
    ws.on('open', () => resolve({ frames, status: 101, close: () => ws.close() }));
    ws.on('unexpected-response', (_req, res) => {
      resolve({ frames, status: res.statusCode ?? 0, close: () => ws.terminate() });
    });
    ws.on('error', () => undefined);
  });
}

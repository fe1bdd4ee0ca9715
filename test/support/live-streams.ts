import WebSocket from 'ws';

export interface LiveStreams {
  /** Resolves with the close code of the WebSocket. */
  socketClosed: Promise<number>;
  /** Resolves once the server ended the SSE response. */
  eventsEnded: Promise<void>;
  /** Frame types heard on each, in order, and the SSE reconnect hint if the server sent one. */
  heard: { socket: string[]; events: string[]; retryMs?: number };
  /** The transcript each stream showed as the editor's live panel builds it, when its completion arrived. */
  shown: { socket: LiveText; events: LiveText };
  close(): void;
}

/** The live panel's text: reset by a start, extended by each chunk, frozen when the completion arrives. */
export interface LiveText {
  text: string;
  atCompletion?: string;
}

interface Frame {
  type: string;
  chunk?: string;
}

function follow(shown: LiveText, frame: Frame): void {
  if (frame.type === 'transcript_start') shown.text = '';
  if (frame.type === 'transcript_chunk') shown.text += frame.chunk ?? '';
  if (frame.type === 'transcript_complete') shown.atCompletion ??= shown.text;
}

/** Signs in over HTTP and returns the session cookie (`name=value`). */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Opens the item's SSE stream and a WebSocket subscribed to it, as the editor's live panel does. */
export async function openLiveStreams(base: string, cookie: string, contentId: string): Promise<LiveStreams> {
  const heard: LiveStreams['heard'] = { socket: [], events: [] };
  const shown: LiveStreams['shown'] = { socket: { text: '' }, events: { text: '' } };
  const abort = new AbortController();
  const sse = await fetch(`${base}/api/content/${contentId}/stream`, { headers: { cookie }, signal: abort.signal });
  if (sse.status !== 200) throw new Error(`stream answered ${sse.status}`);
  const eventsEnded = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of sse.body as unknown as AsyncIterable<Uint8Array>) {
        for (const line of decoder.decode(chunk, { stream: true }).split('\n')) {
          if (line.startsWith('data: ')) {
            const frame = JSON.parse(line.slice(6)) as Frame;
            heard.events.push(frame.type);
            follow(shown.events, frame);
          }
          if (line.startsWith('retry: ')) heard.retryMs = Number(line.slice(7));
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?contentId=${contentId}`, { headers: { cookie, origin: base } });
  ws.on('message', (raw) => {
    const frame = JSON.parse((raw as Buffer).toString()) as Frame;
    heard.socket.push(frame.type);
    follow(shown.socket, frame);
  });
  const socketClosed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    socketClosed,
    eventsEnded,
    heard,
    shown,
    close: () => {
      abort.abort();
      ws.terminate();
    },
  };
}

/** The status a WebSocket handshake is answered with (101 when it opens). */
export function handshakeStatus(base: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie, origin: base } });
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => resolve(0));
  });
}

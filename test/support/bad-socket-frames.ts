import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

/** Opens /ws with a session cookie; `first` is the first frame the server sends. */
export function openSocket(base: string, cookie: string): Promise<{ ws: WebSocket; first: Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
    const first = new Promise((resolveFirst) => ws.once('message', (raw: Buffer) => resolveFirst(JSON.parse(raw.toString()))));
    ws.once('open', () => resolve({ ws, first }));
    ws.once('error', reject);
  });
}

/** Resolves with the close code the server chose. */
export function closeCode(ws: WebSocket): Promise<number> {
  ws.on('error', () => undefined); // the client reports the server's close as an error too
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

/** A raw TCP WebSocket handshake, so a frame the `ws` client refuses to build can be sent. */
export function rawSocket(port: number, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const key = randomBytes(16).toString('base64');
      const head = ['GET /ws HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Upgrade: websocket', 'Connection: Upgrade'];
      socket.write([...head, `Sec-WebSocket-Key: ${key}`, 'Sec-WebSocket-Version: 13', `Cookie: ${cookie}`, '', ''].join('\r\n'));
    });
    socket.once('data', (data) => (data.toString().startsWith('HTTP/1.1 101') ? resolve(socket) : reject(new Error(data.toString()))));
    socket.once('error', reject);
  });
}

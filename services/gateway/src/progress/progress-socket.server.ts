import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AppError, type StreamFrame } from '@lectures/proto';
import { isUUID } from 'class-validator';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { SERVICE_CONFIG, isDependencyOutage } from '@lectures/platform';
import { AuthService } from '../auth/auth.service';
import type { GatewayConfig } from '../gateway.config';
import { fromOwnSite } from '../security/origin-check';
import { sessionIdOfRaw } from '../auth/session-cookie';
import { badRequestTarget } from '../http/request-target';
import { HEARTBEAT_MS } from './progress.controller';
import { ProgressStreamService } from './progress-stream.service';
import { StreamQuota } from './stream-quota';

export const SOCKET_PATH = '/ws';
/** Close code (application range) of a socket whose session ended. */
export const SESSION_ENDED = 4401;
/** RFC 6455 'Service Restart': the client should reconnect. */
export const SERVER_RESTARTING = 1012;

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(new Uint8Array(raw)).toString('utf8');
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * WebSocket `/ws` for signed-in staff. A client follows one item, named in the URL
 * (`/ws?contentId=`) or by sending `{"type":"subscribe","contentId":...}`; it gets
 * `connected`, the current state, then live messages and a heartbeat every 15 s.
 */
@Injectable()
export class ProgressSocketServer implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('ProgressSocket');
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  private server?: Server;
  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void this.upgrade(req, socket, head);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly auth: AuthService,
    private readonly streams: ProgressStreamService,
    private readonly quota: StreamQuota,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onApplicationBootstrap(): void {
    // A server-level error (never expected) must not become an uncaught 'error' event.
    this.wss.on('error', (error) => this.logger.warn({ msg: 'socket server error', error: String(error) }));
    this.server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    this.server?.on('upgrade', this.onUpgrade);
  }

  /** A stopping gateway tells each browser it is restarting (1012): they reconnect to another replica. */
  beforeApplicationShutdown(): void {
    this.server?.off('upgrade', this.onUpgrade);
    for (const client of this.wss.clients) client.close(SERVER_RESTARTING, 'Server restarting');
  }

  onApplicationShutdown(): void {
    this.server?.off('upgrade', this.onUpgrade);
    for (const client of this.wss.clients) client.terminate();
    this.wss.close();
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const target = req.url ?? '/';
    if (!target.startsWith(SOCKET_PATH)) return; // another upgrade handler's path (e.g. a dev server)
    if (badRequestTarget(target)) return refuse(socket, 400, 'Bad Request');
    const url = new URL(target, 'http://localhost');
    if (url.pathname !== SOCKET_PATH) return;
    // A page of another site must not read live transcripts with a staff member's cookie.
    if (!fromOwnSite(req, this.config.publicUrl)) return refuse(socket, 403, 'Forbidden');
    try {
      const sessionId = sessionIdOfRaw(req);
      const found = sessionId ? await this.auth.userForSession(sessionId) : null;
      if (!found) return refuse(socket, 401, 'Unauthorized');
      let release: () => void;
      try {
        release = await this.quota.acquire(found.user.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return refuse(socket, 429, 'Too Many Requests');
        throw error;
      }
      // The slot is the connection's: freed however it ends (closed, refused, broken).
      socket.once('close', release);
      this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws, url.searchParams.get('contentId'), found.session.id));
    } catch (error) {
      // The session store is away: the browser is told to try again later, not that it broke.
      const outage = isDependencyOutage(error);
      this.logger.warn({ msg: 'socket upgrade failed', outage, error: String(error) });
      if (outage) refuse(socket, 503, 'Service Unavailable');
      else refuse(socket, 500, 'Internal Server Error');
    }
  }

  private connected(ws: WebSocket, initial: string | null, sessionId: string): void {
    // ws reports a bad frame (too large, invalid UTF-8, unmasked, bad opcode) as an
    // 'error' event and then destroys the socket itself; without a
    // listener Node would throw it and take the whole process down.
    ws.on('error', (error) => {
      this.logger.warn({ msg: 'socket closed on a bad frame', error: error.message });
    });
    const send = (frame: StreamFrame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    };
    let stop: (() => void) | undefined;
    let generation = 0;
    const followItem = async (contentId: string) => {
      stop?.();
      stop = undefined;
      const mine = ++generation;
      send({ type: 'connected', contentId });
      let stopping: () => void;
      try {
        stopping = await this.streams.follow(contentId, send);
      } catch (error) {
        this.logger.warn({ msg: 'socket follow failed', contentId, error: String(error) });
        return;
      }
      // A newer subscribe (or a close) came in while this one caught up.
      if (mine !== generation || ws.readyState !== WebSocket.OPEN) stopping();
      else stop = stopping;
    };
    let alive = true;
    ws.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
      // The socket ends with its session (sign-out, timeout, revoked, account disabled). While
      // the session store is away nobody can sign out or revoke either: the socket stays.
      void this.auth.sessionStands(sessionId).then(
        (stands) => (stands ? send({ type: 'heartbeat', timestamp: new Date().toISOString() }) : ws.close(SESSION_ENDED, 'Session ended')),
        (error: unknown) => {
          if (!isDependencyOutage(error)) ws.close(1011, 'Session check failed');
        },
      );
    }, HEARTBEAT_MS);
    ws.on('close', () => {
      generation++;
      clearInterval(heartbeat);
      stop?.();
    });
    ws.on('message', (raw: RawData) => {
      let data: unknown;
      try {
        data = JSON.parse(textOf(raw));
      } catch {
        return;
      }
      const { type, contentId } = (data ?? {}) as { type?: unknown; contentId?: unknown };
      if (type === 'subscribe' && typeof contentId === 'string' && isUUID(contentId)) void followItem(contentId);
      if (type === 'unsubscribe') {
        generation++;
        stop?.();
        stop = undefined;
      }
    });
    if (initial && isUUID(initial)) void followItem(initial);
    else send({ type: 'connected' });
  }
}

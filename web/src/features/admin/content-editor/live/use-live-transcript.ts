import { useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { env } from '@/config/env';
import { invalidateContentQueries } from '../../api/content-keys';
import { getMe } from '../../auth/api/get-me';
import { markSessionLost } from '../../auth/session-lost';
import { INITIAL_LIVE_STATE, liveTranscriptReducer, parseProgressMessage, type LiveTranscriptState } from './live-transcript-state';

/** SPEC section 9: stream retry 3 s; socket max 5 reconnects, base delay 1 s doubling. */
export const SSE_RETRY_MS = 3000;
export const WS_MAX_RECONNECTS = 5;
export const WS_BASE_DELAY_MS = 1000;
/** The gateway closes a socket with this code when the session behind it has ended. */
export const SESSION_ENDED_CLOSE = 4401;
/** A stream that fails this many times without ever opening gives way to the socket. */
const SSE_FAILURES_BEFORE_WS = 2;

export function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${env.wsHost || window.location.host}/ws`;
}

/**
 * Follows one item's processing: server-sent events first (retry after 3 s with
 * 'Connection lost'); when the stream cannot be opened at all, the WebSocket
 * (doubling back-off from 1 s, at most 5 tries, then 'Max reconnection attempts reached').
 * Stops by itself when the item completes or fails.
 */
export function useLiveTranscript(contentId: string, autoStart: boolean): {
  live: LiveTranscriptState;
  start: () => void;
} {
  const queryClient = useQueryClient();
  const [live, dispatch] = useReducer(liveTranscriptReducer, INITIAL_LIVE_STATE);
  const [running, setRunning] = useState(false);
  const [runId, setRunId] = useState(0);

  useEffect(() => {
    if (autoStart) setRunning(true);
  }, [autoStart, contentId]);

  const start = useCallback(() => {
    dispatch({ type: 'reset' });
    setRunId((n) => n + 1);
    setRunning(true);
  }, []);

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let source: EventSource | null = null;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sseFailures = 0;
    let wsAttempts = 0;

    const closeAll = () => {
      clearTimeout(timer);
      source?.close();
      source = null;
      if (socket) {
        socket.onclose = null;
        socket.close();
        socket = null;
      }
    };
    const finish = () => {
      stopped = true;
      closeAll();
      dispatch({ type: 'disconnected' });
      setRunning(false);
    };
    const onData = (data: unknown) => {
      const message = parseProgressMessage(data);
      if (!message) return;
      dispatch({ type: 'message', message });
      if (message.type === 'transcript_complete') {
        void invalidateContentQueries(queryClient);
        finish();
      } else if (message.type === 'transcript_error') {
        void invalidateContentQueries(queryClient);
        finish();
      }
    };

    const connectSocket = () => {
      if (stopped) return;
      try {
        socket = new WebSocket(socketUrl());
      } catch {
        dispatch({ type: 'failed', error: 'Failed to connect' });
        return;
      }
      socket.onopen = () => {
        wsAttempts = 0;
        dispatch({ type: 'connected', connection: 'ws' });
        socket?.send(JSON.stringify({ type: 'subscribe', contentId }));
      };
      socket.onmessage = (event: MessageEvent) => onData(event.data);
      socket.onclose = (event: CloseEvent) => {
        socket = null;
        if (stopped) return;
        if (event.code === SESSION_ENDED_CLOSE) {
          // The server ended the stream because the session is gone: sign in again.
          stopped = true;
          setRunning(false);
          markSessionLost(queryClient);
          return;
        }
        if (wsAttempts >= WS_MAX_RECONNECTS) {
          stopped = true;
          dispatch({ type: 'failed', error: 'Max reconnection attempts reached' });
          setRunning(false);
          // Refused every time: a lost session looks like this (401 on the handshake).
          void getMe().then((user) => user === null && markSessionLost(queryClient)).catch(() => undefined);
          return;
        }
        dispatch({ type: 'disconnected', error: 'Connection lost during transcript processing' });
        const delay = WS_BASE_DELAY_MS * 2 ** wsAttempts;
        wsAttempts += 1;
        timer = setTimeout(connectSocket, delay);
      };
    };

    const connectStream = () => {
      if (stopped) return;
      if (typeof EventSource === 'undefined') return connectSocket();
      let opened = false;
      source = new EventSource(apiUrl(`/api/content/${encodeURIComponent(contentId)}/stream`), { withCredentials: true });
      source.onopen = () => {
        opened = true;
        sseFailures = 0;
        dispatch({ type: 'connected', connection: 'sse' });
      };
      source.onmessage = (event: MessageEvent) => onData(event.data);
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        // A stream refused or ended may mean the session is gone: ask once, not five times.
        void getMe()
          .then((user) => {
            if (user !== null || stopped) return;
            stopped = true;
            closeAll();
            setRunning(false);
            markSessionLost(queryClient);
          })
          .catch(() => undefined);
        if (!opened && ++sseFailures >= SSE_FAILURES_BEFORE_WS) return connectSocket();
        dispatch({ type: 'disconnected', error: 'Connection lost' });
        timer = setTimeout(connectStream, SSE_RETRY_MS);
      };
    };

    dispatch({ type: 'connecting' });
    connectStream();
    return () => {
      stopped = true;
      closeAll();
    };
  }, [running, runId, contentId, queryClient]);

  return { live, start };
}

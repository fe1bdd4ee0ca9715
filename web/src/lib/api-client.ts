import type { QueryFunction } from '@tanstack/react-query';
import { env } from '@/config/env';

/** URL for an API path such as '/api/content/public': on the API base, else same origin. */
export function apiUrl(path: string): string {
  return `${env.apiBaseUrl}${path}`;
}

/** SPEC section 8: a non-OK response raises `${status}: ${bodyText || statusText}`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one place the app reaches the server (lint forbids fetch() elsewhere): the path on the
 * API base (an absolute URL as given), with the session's credentials. Answers as they come.
 */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = /^https?:\/\//.test(path) ? path : apiUrl(path);
  return fetch(url, { credentials: 'include', ...init });
}

/** GET, non-OK throws (SPEC section 8), then the JSON body typed as T; the response is kept for its headers. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<{ body: T; res: Response }> {
  const res = await apiFetch(path, { signal });
  await throwIfResNotOk(res);
  return { body: (await res.json()) as T, res };
}

/**
 * Sends a request with credentials. A body is sent as JSON with a JSON content type;
 * without a body no content type is sent. Throws on non-OK responses.
 */
export async function apiRequest(method: HttpMethod, path: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method };
  if (data !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data);
  }
  const res = await apiFetch(path, init);
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the JSON body typed as T (the caller knows the route's shape). */
export async function apiJson<T>(method: HttpMethod, path: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, path, data);
  return (await res.json()) as T;
}

/** Joins query key parts with '/' into a path: ['/api/content/public', id] -> '/api/content/public/{id}'. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map((part) => String(part)).join('/');
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: GET with credentials, non-OK throws, and the response must be JSON,
 * else an error naming the path and the content type received. With on401 'returnNull'
 * a 401 resolves to null (used for /api/auth/me).
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKeyToPath(queryKey);
    const res = await apiFetch(path, { signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    const contentType = res.headers.get('content-type') ?? '';
    if (!contentType.includes('application/json')) {
      throw new Error(`Expected JSON from ${path} but received ${contentType || 'no content type'}`);
    }
    return (await res.json()) as T;
  };
}

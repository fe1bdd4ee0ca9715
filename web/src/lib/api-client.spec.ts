import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { env } from '@/config/env';
import { apiRequest, getQueryFn } from './api-client';

type Seen = { method?: string; url?: string; contentType?: string; body: string };

describe('api-client', () => {
  let server: http.Server;
  let seen: Seen;
  let reply: (res: ServerResponse) => void;

  beforeAll(async () => {
    server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, contentType: req.headers['content-type'], body };
        reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const json = (status: number, value: unknown) => (res: ServerResponse) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(value));
  };

  function context(queryKey: unknown[]): QueryFunctionContext {
    return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
  }

  describe('apiRequest', () => {
    it('should send a body as JSON with a JSON content type', async () => {
      reply = json(200, { ok: true });
      await apiRequest('PATCH', '/api/content/1', { title: 'Tafsir' });
      expect(seen).toEqual({
        method: 'PATCH',
        url: '/api/content/1',
        contentType: 'application/json',
        body: '{"title":"Tafsir"}',
      });
    });

    it('should send no content type without a body', async () => {
      reply = json(200, {});
      await apiRequest('POST', '/api/content/1/approve');
      expect(seen.contentType).toBeUndefined();
      expect(seen.body).toBe('');
    });

    it("should raise 'status: body' on a non-OK response", async () => {
      reply = (res) => {
        res.writeHead(400, { 'Content-Type': 'text/plain' });
        res.end('Title is required');
      };
      await expect(apiRequest('PATCH', '/api/content/1', { title: '' })).rejects.toThrow('400: Title is required');
    });

    it("should raise 'status: statusText' when the body is empty", async () => {
      reply = (res) => {
        res.writeHead(404);
        res.end();
      };
      await expect(apiRequest('DELETE', '/api/content/1')).rejects.toThrow('404: Not Found');
    });
  });

  describe('getQueryFn', () => {
    it("should join the query key with '/' and GET that path", async () => {
      reply = json(200, { id: 'abc' });
      const result = await getQueryFn({ on401: 'throw' })(context(['/api/content/public', 'abc']));
      expect(result).toEqual({ id: 'abc' });
      expect(seen.method).toBe('GET');
      expect(seen.url).toBe('/api/content/public/abc');
    });

    it('should refuse a response that is not JSON, naming the path and content type', async () => {
      reply = (res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!doctype html>');
      };
      await expect(getQueryFn({ on401: 'throw' })(context(['/api/content']))).rejects.toThrow(
        'Expected JSON from /api/content but received text/html',
      );
    });

    it('should resolve a 401 to null when asked to', async () => {
      reply = json(401, { message: 'Unauthorized' });
      await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).resolves.toBeNull();
      await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/me']))).rejects.toThrow('401: ');
    });
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlowChatModel {
  baseURL: string;
  /** How long the next chat calls hang before the model answers that it is unavailable. */
  delayMs: number;
  /** Chat calls received so far. */
  calls: number;
  close(): Promise<void>;
}

/**
 * A chat model endpoint (OpenAI's HTTP API) that is unavailable after a delay the test
 * sets: the analysis falls back to the built-in rules, and while the delay lasts the
 * job sits in its analysis step where a test can kill the worker.
 */
export async function startSlowChatModel(): Promise<SlowChatModel> {
  const model: SlowChatModel = { baseURL: '', delayMs: 0, calls: 0, close: async () => undefined };
  const server = createServer((req, res) => {
    req.resume();
    model.calls += 1;
    setTimeout(() => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
    }, model.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  model.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return model;
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { receiveDiskUpload, type DiskUploadDeps } from '../disk-upload.handler';
import { sendObject } from '../object-download.handler';
import type { ObjectStore } from '../object-store';

export interface TestHttp {
  origin: string;
  stop(): Promise<void>;
}

/** The two object routes the gateway mounts, on a bare Node server. */
export async function startObjectHttp(store: ObjectStore, upload?: DiskUploadDeps): Promise<TestHttp> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const done = (p: Promise<void>) => p.catch((err: unknown) => res.destroy(err as Error));
    if (req.method === 'PUT' && upload && path.startsWith('/api/objects/put/')) {
      return void done(receiveDiskUpload(req, res, path.slice('/api/objects/put/'.length), upload));
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && path.startsWith('/objects/')) {
      return void done(sendObject(req, res, store, path.slice('/objects/'.length)));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

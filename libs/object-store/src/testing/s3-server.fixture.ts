// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types, and other packages compile this file
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3ObjectStore } from '../s3-object-store';
import { addMultipartListing } from './s3rver-multipart';

export interface TestS3 {
  store: S3ObjectStore;
  endpoint: string;
  bucket: string;
  /** Environment naming this server, as a service reads it. */
  env: Record<string, string>;
  /** Makes multipart uploads in progress look `hours` older (what S3 reports as their start). */
  ageMultipartUploads(hours: number): Promise<void>;
  /** Refuses every write from now on as a full MinIO does (507 XMinioStorageFull), or accepts them again. */
  setFull(full: boolean): void;
  stop(): Promise<void>;
}

const STORAGE_FULL_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.</Message></Error>';

/**
 * A real S3-protocol server on a random port over a temp folder, and a store on it. Requests
 * pass through a small proxy that can refuse writes the way a full MinIO does (s3rver has no quota).
 */
export async function startTestS3(bucket = 'lectures-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  addMultipartListing(server);
  const { port: s3Port } = await server.run();
  let full = false;
  // No keep-alive towards s3rver: its close() waits for every open connection.
  const upstreamAgent = new Agent({ keepAlive: false });
  const proxy = createServer((req, res) => {
    if (full && (req.method === 'PUT' || req.method === 'POST')) {
      req.resume();
      res.writeHead(507, { 'content-type': 'application/xml' }).end(STORAGE_FULL_XML);
      return;
    }
    const upstream = httpRequest({ host: '127.0.0.1', port: s3Port, method: req.method, path: req.url, headers: req.headers, agent: upstreamAgent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const store = new S3ObjectStore({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await store.ensureBucket();
  return {
    store,
    endpoint,
    bucket,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async ageMultipartUploads(hours: number) {
      const then = new Date(Date.now() - hours * 3_600_000);
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      // s3rver keeps each upload's key in `<bucket>/<uploads folder>/<uploadId>/key`.
      for (const entry of entries.filter((e) => e.isFile() && e.name === 'key')) await utimes(join(entry.parentPath, entry.name), then, then);
    },
    setFull(value) {
      full = value;
    },
    async stop() {
      store.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      upstreamAgent.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

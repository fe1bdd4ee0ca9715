// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types, and other packages compile this file
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
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
  stop(): Promise<void>;
}

/** A real S3-protocol server on a random port over a temp folder, and a store on it. */
export async function startTestS3(bucket = 'lectures-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  addMultipartListing(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
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
    async stop() {
      store.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export interface S3MediaConfig {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export type MediaStoreConfig = { driver: 'disk'; root: string } | { driver: 's3'; s3: S3MediaConfig };

/**
 * Read access to uploaded media, and a place for what is derived from it (the
 * thumbnail). The store is the one media-storage writes: the same disk folder or
 * bucket, so every worker pod can read any lecture.
 */
export interface MediaStore {
  /** A path or URL ffmpeg can read (with range requests, so segments seek cheaply). */
  locate(key: string): Promise<string>;
  put(key: string, file: string, contentType: string): Promise<void>;
}

export class DiskMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  async locate(key: string): Promise<string> {
    const path = join(this.root, ...key.split('/'));
    await stat(path);
    return path;
  }

  async put(key: string, file: string): Promise<void> {
    const path = join(this.root, ...key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await copyFile(file, tmp);
    await rename(tmp, path);
  }
}

export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly config: S3MediaConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    });
  }

  locate(key: string): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.config.bucket, Key: key }), { expiresIn: 3600 });
  }

  async put(key: string, file: string, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: await readFile(file), ContentType: contentType }));
  }
}

export function createMediaStore(config: MediaStoreConfig): MediaStore {
  switch (config.driver) {
    case 'disk':
      return new DiskMediaStore(config.root);
    case 's3':
      return new S3MediaStore(config.s3);
  }
}

import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { assertObjectKey, contentTypeForKey } from './object-key';
import type { ObjectInfo, ObjectStore } from './object-store';
import { isOutOfSpace, StorageGuard } from './storage-guard';

export interface S3StoreConfig {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where browsers reach the store, when not at `endpoint` (e.g. MinIO inside compose). */
  publicEndpoint?: string;
}

/** Objects in an S3 bucket (AWS, MinIO, any S3-protocol server). */
export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3';
  readonly bucket: string;
  private readonly client: S3Client;
  /** Signs the URLs handed to browsers. */
  private readonly publicSigner: S3Client;
  /** S3 has no free space to measure: only its refusals (507, a quota) tell. */
  readonly guard = new StorageGuard(null, 0);

  constructor(config: S3StoreConfig) {
    this.bucket = config.bucket;
    this.client = S3ObjectStore.createClient(config, config.endpoint);
    this.publicSigner = config.publicEndpoint ? S3ObjectStore.createClient(config, config.publicEndpoint) : this.client;
  }

  /** A client for this configuration (also for reading other buckets with the same settings). */
  static createClient(config: Omit<S3StoreConfig, 'bucket' | 'publicEndpoint'>, endpoint: string | undefined): S3Client {
    return new S3Client({
      endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Default checksums would be signed into presigned PUT URLs for an empty
      // body, breaking a browser's plain PUT; only send them when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Creates the bucket when it is missing (MinIO and test servers start empty). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async createUploadUrl(key: string, ttlSeconds: number): Promise<string> {
    assertObjectKey(key);
    return getSignedUrl(this.publicSigner, new PutObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: ttlSeconds,
    });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertObjectKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: out.ContentLength ?? 0, lastModified: out.LastModified ?? new Date(0), etag: out.ETag };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Readable> {
    assertObjectKey(key);
    const out = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }),
    );
    if (!(out.Body instanceof Readable)) throw new Error(`No body for ${key}`);
    return out.Body;
  }

  async readBytes(key: string, offset: number, length: number): Promise<Buffer> {
    const info = await this.head(key);
    if (!info || offset >= info.size || length <= 0) return Buffer.alloc(0);
    const stream = await this.readRange(key, offset, Math.min(info.size, offset + length) - 1);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Multipart in 8 MB parts, two in flight: memory stays flat whatever the size. */
  async putStream(key: string, body: Readable): Promise<number> {
    assertObjectKey(key);
    let written = 0;
    body.on('data', (chunk: Buffer) => (written += chunk.length));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentTypeForKey(key) },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
    return written;
  }

  async put(key: string, body: Buffer): Promise<void> {
    assertObjectKey(key);
    await this.writing(key, () => this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentTypeForKey(key) })));
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async listOlderThan(prefix: string, before: Date): Promise<ObjectInfo[]> {
    const found: ObjectInfo[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key && item.LastModified && item.LastModified < before) {
          found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  /** Server-side copy (objects are at most 500 MB, under the 5 GB copy limit), then delete. */
  async move(fromKey: string, toKey: string, condition: { ifEtag?: string } = {}): Promise<void> {
    assertObjectKey(fromKey);
    assertObjectKey(toKey);
    await this.writing(toKey, () =>
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: toKey,
          CopySource: `${this.bucket}/${fromKey}`,
          ContentType: contentTypeForKey(toKey),
          MetadataDirective: 'REPLACE',
          // A presigned PUT URL stays usable for its lifetime: copy only what was checked.
          CopySourceIfMatch: condition.ifEtag,
        }),
      ),
    );
    await this.delete(fromKey);
  }

  /** A write the server refused for want of space is a StorageFullError (507), counted and logged. */
  private async writing(key: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (err) {
      if (isOutOfSpace(err)) throw this.guard.refused(`S3 refused writing ${key}: ${(err as Error).name}`);
      throw err;
    }
  }

  async directGetUrl(key: string, ttlSeconds: number): Promise<string> {
    assertObjectKey(key);
    return getSignedUrl(
      this.publicSigner,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentType: contentTypeForKey(key) }),
      { expiresIn: ttlSeconds },
    );
  }

  /** Signed with the internal endpoint: ffmpeg runs inside the cluster, not in a browser. */
  async probeSource(key: string): Promise<string> {
    assertObjectKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: 60 * 60 });
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey';
}

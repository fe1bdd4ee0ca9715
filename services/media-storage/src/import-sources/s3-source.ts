import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { S3ObjectStore } from '@lectures/object-store';
import { AppError } from '@lectures/proto';
import type { SourcePage } from './directory-source';
import type { ImportSourcesConfig } from './import-sources.config';
import { safeRelativePath } from './source-path';

/** A bucket and prefix the operator allowed (IMPORT_S3_BUCKETS); paths are keys below the prefix. */
export class S3Source {
  private constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
  ) {}

  static open(bucket: string, prefix: string, config: ImportSourcesConfig): S3Source {
    if (!config.buckets.includes(bucket)) throw new AppError('FORBIDDEN', `The bucket ${bucket} is not allowed for imports (IMPORT_S3_BUCKETS)`);
    if (!config.s3) throw new AppError('INVALID', 'No S3 connection is configured for imports (IMPORT_S3_ENDPOINT or S3_*)');
    const normalised = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
    return new S3Source(S3ObjectStore.createClient(config.s3, config.s3.endpoint), bucket, normalised);
  }

  async list(cursor: string | null): Promise<SourcePage> {
    const reply = await this.client
      .send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: cursor ?? undefined, MaxKeys: 1000 }))
      .catch((error: unknown) => {
        throw s3Problem(error, this.bucket);
      });
    const page: SourcePage = { files: [], skipped: [], nextCursor: reply.IsTruncated ? (reply.NextContinuationToken ?? null) : null };
    for (const object of reply.Contents ?? []) {
      const path = (object.Key ?? '').slice(this.prefix.length);
      if (!path || path.endsWith('/')) continue; // a folder marker
      page.files.push({ path, size: object.Size ?? 0, lastModified: object.LastModified?.toISOString() ?? null });
    }
    return page;
  }

  async read(path: string): Promise<{ body: Readable; size: number }> {
    // A key is not a path on a disk, but a name that climbs out would read outside the prefix elsewhere.
    if (!safeRelativePath(path)) throw new AppError('INVALID', "The file name leads outside the import's source");
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + path }));
      return { body: reply.Body as Readable, size: reply.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) throw new AppError('NOT_FOUND', 'The file is no longer in the source');
      throw s3Problem(error, this.bucket);
    }
  }
}

function s3Problem(error: unknown, bucket: string): Error {
  if (error instanceof S3ServiceException && (error.name === 'NoSuchBucket' || error.$metadata.httpStatusCode === 404)) return new AppError('INVALID', `The bucket ${bucket} does not exist`);
  if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403) return new AppError('FORBIDDEN', `The services may not read the bucket ${bucket}`);
  return error as Error;
}

import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What this needs of an s3rver instance (a Koa app over its FilesystemStore). */
interface S3rverApp {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void)[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * s3rver implements creating, filling and completing multipart uploads but not
 * listing their parts, listing the uploads in progress or aborting one, which a tus
 * S3 store needs (to resume, and to remove expired uploads). These three answer from
 * s3rver's own files (`<bucket>/_uploads/<uploadId>/{key,<part>,<part>.md5}`), so the
 * rest of the protocol stays s3rver's.
 */
export function addMultipartListing(server: unknown): void {
  const app = server as S3rverApp;
  app.middleware.unshift(async (ctx, next) => {
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (!bucket) return next();
    const uploads = app.store.getResourcePath(bucket, undefined, 'uploads');
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) return listUploads(ctx, bucket, uploads);
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (!uploadId || !key || !/^[0-9a-f]+$/.test(uploadId)) return next();
    if (ctx.method === 'GET') return listParts(ctx, bucket, key, uploadId, join(uploads, uploadId));
    if (ctx.method === 'DELETE') {
      await rm(join(uploads, uploadId), { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    return next();
  });
}

async function listUploads(ctx: KoaContext, bucket: string, uploads: string): Promise<void> {
  const ids = await readdir(uploads).catch(() => [] as string[]);
  const entries: string[] = [];
  for (const id of ids) {
    const keyFile = join(uploads, id, 'key');
    const key = await readFile(keyFile, 'utf8').catch(() => null);
    if (key === null) continue;
    const initiated = (await stat(keyFile)).mtime.toISOString();
    entries.push(`<Upload><Key>${escape(key)}</Key><UploadId>${id}</UploadId><Initiated>${initiated}</Initiated></Upload>`);
  }
  ctx.type = 'application/xml';
  ctx.body = xml(`<ListMultipartUploadsResult><Bucket>${escape(bucket)}</Bucket><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`);
}

async function listParts(ctx: KoaContext, bucket: string, key: string, uploadId: string, dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => null);
  ctx.type = 'application/xml';
  if (names === null) {
    ctx.status = 404;
    ctx.body = xml(`<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`);
    return;
  }
  const parts: string[] = [];
  for (const number of names.filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b)) {
    const file = join(dir, String(number));
    const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8').catch(() => '')]);
    parts.push(`<Part><PartNumber>${number}</PartNumber><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`);
  }
  ctx.body = xml(
    `<ListPartsResult><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
}

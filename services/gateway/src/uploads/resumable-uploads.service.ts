import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, PLATFORM_RUNTIME, SERVICE_CONFIG, type MessageBus, type PlatformRuntime } from '@lectures/platform';
import { AppError, type Actor } from '@lectures/proto';
import { INCOMING_PREFIX, RESUMABLE_UPLOAD_ROUTE, STORAGE_FULL_MESSAGE, StorageFullError, StorageGuard, isOutOfSpace } from '@lectures/object-store';
import { MemoryLocker, Server } from '@tus/server';
import { S3Store } from '@tus/s3-store';
import { ERRORS, type DataStore, type Locker, type Upload } from '@tus/utils';
import type { ServerRequest } from 'srvx';
import type { GatewayConfig } from '../gateway.config';
import { statusOf } from '../http/http-error.filter';
import { DiskUploadStore } from './disk-upload-store';
import { RedisLocker } from './redis-locker';
import { RedisClients } from '../redis/redis-clients';

/** Part size of S3 multipart uploads, and the chunk size the upload page sends: proxies see one chunk per request. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The client's own metadata worth keeping (Uppy sends name and type); the rest is dropped. */
const CLIENT_METADATA = ['filename', 'filetype', 'name', 'type'];

type TusError = { status_code: number; body: string };

/** An answer the tus server sends as it is (its handlers read `status_code` and `body`). */
class TusRefusal extends Error implements TusError {
  readonly body: string;
  constructor(
    readonly status_code: number,
    message: string,
  ) {
    super(message);
    this.body = `${message}\n`;
  }
}
const refuse = (status: number, message: string) => new TusRefusal(status, message);

/** The caller of each request, set by the controller after the auth guard let it through. */
const callers = new WeakMap<IncomingMessage, Actor>();

/**
 * Resumable uploads (the tus protocol) at `/api/uploads`: each upload is bound to an
 * upload slot media-storage reserves (its policy row, quota and pending limits), and
 * its bytes become that slot's incoming object when the last one arrives, for the
 * upload saga to check and register. Disk in embedded mode, S3 multipart otherwise;
 * a lock in Redis lets any gateway replica continue any upload. The gateway streams
 * each request to the store and never holds a whole file.
 */
@Injectable()
export class ResumableUploads {
  private readonly logger = new Logger('ResumableUploads');
  readonly server: Server;
  private readonly store: DataStore;
  /** The disk's free-space reserve (disk mode); S3's refusals are counted by `refusals`. */
  readonly guard: StorageGuard | null;
  private readonly refusals = new StorageGuard(null, 0);

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(SERVICE_CONFIG) private readonly config: GatewayConfig,
    @Inject(PLATFORM_RUNTIME) runtime: PlatformRuntime,
    redis: RedisClients,
  ) {
    const { uploads } = config;
    this.guard = uploads.storage.driver === 'disk' ? new StorageGuard(resolve(uploads.storage.root), uploads.storage.reserveBytes ?? 0) : null;
    this.store =
      uploads.storage.driver === 'disk'
        ? new DiskUploadStore(resolve(uploads.storage.root), uploads.expiryMs)
        : new S3Store({
            partSize: UPLOAD_CHUNK_BYTES,
            useTags: false,
            expirationPeriodInMilliseconds: uploads.expiryMs,
            s3ClientConfig: {
              bucket: uploads.storage.s3.bucket,
              endpoint: uploads.storage.s3.endpoint,
              region: uploads.storage.s3.region,
              forcePathStyle: uploads.storage.s3.forcePathStyle,
              credentials:
                uploads.storage.s3.accessKeyId && uploads.storage.s3.secretAccessKey
                  ? { accessKeyId: uploads.storage.s3.accessKeyId, secretAccessKey: uploads.storage.s3.secretAccessKey }
                  : undefined,
              requestChecksumCalculation: 'WHEN_REQUIRED',
              responseChecksumValidation: 'WHEN_REQUIRED',
            },
          });
    this.server = new Server({
      path: RESUMABLE_UPLOAD_ROUTE,
      datastore: this.store,
      locker: this.locker(runtime, redis),
      maxSize: uploads.maxBytes,
      relativeLocation: true,
      generateUrl: (_req, { path, id }) => `${path}/${id.slice(INCOMING_PREFIX.length)}`,
      getFileIdFromRequest: (_req, last) => (last && UUID.test(last) ? `${INCOMING_PREFIX}${last}` : undefined),
      namingFunction: (req) => this.reserveSlot(req),
      onUploadCreate: (req, upload) => this.bindToCaller(req, upload),
      onIncomingRequest: (req, id) => this.assertOwnUpload(req, id),
      onUploadFinish: async (_req, upload) => {
        await this.publish(upload.id);
        return {};
      },
      onResponseError: (_req, error) => this.describeError(error),
    });
  }

  /** Serves one tus request from `caller`, who passed the gateway's auth guard. */
  handle(req: IncomingMessage, res: ServerResponse, caller: Actor): Promise<void> {
    callers.set(req, caller);
    return this.server.handle(req, res);
  }

  /**
   * Before the upload saga checks a resumable upload: its bytes must all have arrived
   * (and be published, should the gateway have stopped between the last byte and that).
   * An upload no longer known here was registered already, or never existed: media-storage says which.
   */
  async ensureFinished(uploadKey: string): Promise<void> {
    let upload: Upload;
    try {
      upload = await this.store.getUpload(uploadKey);
    } catch {
      return;
    }
    if (upload.size === undefined || upload.offset < upload.size) {
      const arrived = upload.size ? ` (${Math.floor((upload.offset / upload.size) * 100)} % arrived)` : '';
      throw new AppError('INVALID', `The upload is not finished${arrived}: resume it, then register it`);
    }
    await this.publish(uploadKey);
  }

  /** Removes unfinished uploads past their time (and S3's incomplete multipart uploads). */
  async removeExpired(): Promise<number> {
    return this.server.cleanUpExpiredUploads();
  }

  /** Locks shared by every replica (Redis: one connection for commands, one for waiting on releases), else in memory. */
  private locker(runtime: PlatformRuntime, redis: RedisClients): Locker {
    const commands = redis.open('upload locks');
    const waits = redis.open('upload lock releases');
    return commands && waits ? new RedisLocker(commands, waits, runtime.transport.prefix) : new MemoryLocker();
  }

  private async reserveSlot(req: ServerRequest): Promise<string> {
    const caller = callerOf(req);
    const length = req.headers.get('upload-length');
    if (length === null) throw refuse(400, 'Upload-Length is required: the file size must be known when the upload starts');
    const size = Number(length);
    if (!Number.isSafeInteger(size) || size < 0) throw refuse(400, 'Invalid Upload-Length');
    if (size > this.config.uploads.maxBytes) throw refuse(413, `File is larger than the ${Math.round(this.config.uploads.maxBytes / 1048576)} MB limit`);
    try {
      // On disk the whole file must fit beside the reserve the database needs, before a byte is sent.
      await this.guard?.assertRoomFor(size);
      const { uploadKey } = await this.bus.request('media.upload-slot.create.v1', { actor: caller, size, ttlSeconds: Math.ceil(this.config.uploads.expiryMs / 1000) });
      return uploadKey;
    } catch (error) {
      throw error instanceof AppError ? refuse(statusOf(error.code), error.message) : error;
    }
  }

  private async bindToCaller(req: ServerRequest, upload: Upload): Promise<{ metadata: Record<string, string | null> }> {
    const given = Object.entries(upload.metadata ?? {}).filter(([key]) => CLIENT_METADATA.includes(key));
    const metadata: Record<string, string | null> = Object.fromEntries(given.map(([key, value]) => [key, value?.slice(0, 500) ?? null]));
    return { metadata: { ...metadata, owner: callerOf(req).id } };
  }

  /** Only the person who began an upload may continue, read or end it. */
  private async assertOwnUpload(req: ServerRequest, id: string): Promise<void> {
    if (req.method === 'POST') return;
    let upload: Upload;
    try {
      upload = await this.store.getUpload(id);
    } catch {
      return; // the handler answers 404 or 410 itself
    }
    if (upload.metadata?.owner !== callerOf(req).id) throw refuse(403, 'This upload belongs to another user');
  }

  private async publish(id: string): Promise<void> {
    // On S3 the last part completed the multipart upload: the object is in place already.
    if (this.store instanceof DiskUploadStore) await this.store.publish(id);
  }

  private describeError(error: Error | TusError): TusError | undefined {
    if (error instanceof TusRefusal) return error; // our own answer, already worded
    if ('status_code' in error && error.body === ERRORS.ERR_LOCK_TIMEOUT.body) return refuse(423, 'This upload is busy: another request is writing it. Try again shortly.');
    if (error instanceof Error && isOutOfSpace(error)) {
      if (!(error instanceof StorageFullError)) (this.guard ?? this.refusals).refused(`${error.message} (resumable upload)`);
      return refuse(507, STORAGE_FULL_MESSAGE);
    }
    if ('status_code' in error && error.status_code < 500) return undefined;
    this.logger.error({ msg: 'resumable upload failed', error: error instanceof Error ? error.message : error.body });
    return refuse(503, 'The upload could not be stored just now: it will resume from the last byte kept');
  }
}

function callerOf(req: ServerRequest): Actor {
  const node = (req as ServerRequest & { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
  const caller = node ? callers.get(node) : undefined;
  if (!caller) throw refuse(401, 'Authentication required');
  return caller;
}

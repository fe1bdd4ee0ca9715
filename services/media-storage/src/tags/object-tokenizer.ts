import { AbstractTokenizer, EndOfStreamError, type IRandomAccessFileInfo, type IRandomAccessTokenizer, type IReadChunkOptions } from 'strtok3';
import type { ObjectStore } from '@lectures/object-store';

/** Bytes fetched at least per read: tag parsers ask for a few bytes at a time. */
const READ_AHEAD = 64 * 1024;

/**
 * Random access to a stored object for the tag reader, on either driver, through
 * ranged reads: the tags at the start (ID3v2, FLAC, Vorbis, MP4 `moov`) and at the
 * end (ID3v1, APE) are read without reading the audio between. `maxBufferSize`
 * bounds every read a parser asks for, so a huge tag block is refused, not loaded.
 */
export class ObjectTokenizer extends AbstractTokenizer implements IRandomAccessTokenizer {
  readonly fileInfo: IRandomAccessFileInfo;
  private cached: { start: number; bytes: Buffer } | null = null;

  constructor(
    private readonly store: Pick<ObjectStore, 'readRange'>,
    private readonly key: string,
    size: number,
    options: { maxBufferSize: number; abortSignal?: AbortSignal },
  ) {
    super({ fileInfo: { size }, maxBufferSize: options.maxBufferSize, abortSignal: options.abortSignal });
    this.fileInfo = { size };
  }

  supportsRandomAccess(): boolean {
    return true;
  }

  setPosition(position: number): void {
    this.validateLength(position, 'position');
    this.position = position;
  }

  async readBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    const normal = this.normalizeOptions(target, options);
    this.position = normal.position;
    const read = await this.readAt(target, normal);
    this.position += read;
    return read;
  }

  peekBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    return this.readAt(target, this.normalizeOptions(target, options));
  }

  private async readAt(target: Uint8Array, { length, position, mayBeLess }: { length: number; position: number; mayBeLess?: boolean }): Promise<number> {
    this.validateBufferSize(length);
    const end = Math.min(this.fileInfo.size, position + length);
    const available = Math.max(0, end - position);
    if (available < length && !mayBeLess) throw new EndOfStreamError();
    if (available === 0) return 0;
    const block = await this.block(position, available);
    target.set(block.subarray(position - this.cached!.start, position - this.cached!.start + available), 0);
    return available;
  }

  /** The cached block when it covers the range, else a new one read from the store. */
  private async block(position: number, length: number): Promise<Buffer> {
    const hit = this.cached && position >= this.cached.start && position + length <= this.cached.start + this.cached.bytes.length;
    if (hit) return this.cached!.bytes;
    const end = Math.min(this.fileInfo.size, position + Math.max(length, READ_AHEAD)) - 1;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.store.readRange(this.key, position, end)) chunks.push(chunk as Buffer);
    this.cached = { start: position, bytes: Buffer.concat(chunks) };
    if (this.cached.bytes.length < length) throw new EndOfStreamError();
    return this.cached.bytes;
  }
}

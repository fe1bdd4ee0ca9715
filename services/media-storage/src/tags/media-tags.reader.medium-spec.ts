import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newIncomingKey } from '@lectures/object-store';
import { STORE_DRIVERS, type StoreDriver } from '@lectures/object-store/src/testing/store-drivers.fixture';
import { LECTURE_TAGS, makeTaggedMedia, type TaggedMedia } from '../testing/tagged-media.fixture';
import { readMediaTags } from './media-tags.reader';

jest.setTimeout(120_000);

let workDir: string;
let files: TaggedMedia;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'media-tags-'));
  files = await makeTaggedMedia(workDir);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** An ID3v2.3 tag around one PRIV frame of `bytes`, in front of real MP3 audio. */
function withTagBlock(mp3: Buffer, frame: { id: string; declared: number; body: Buffer }): Buffer {
  const header = Buffer.alloc(10);
  header.write('ID3', 0, 'latin1');
  header[3] = 3;
  const tagSize = 10 + frame.body.length;
  for (let i = 0; i < 4; i++) header[6 + i] = (tagSize >> (7 * (3 - i))) & 0x7f;
  const frameHeader = Buffer.alloc(10);
  frameHeader.write(frame.id, 0, 'latin1');
  frameHeader.writeUInt32BE(frame.declared, 4);
  return Buffer.concat([header, frameHeader, frame.body, mp3]);
}

describe.each(STORE_DRIVERS)('readMediaTags on %s', (_name, start) => {
  let driver: StoreDriver;

  beforeAll(async () => {
    driver = await start();
  });

  afterAll(async () => {
    await driver.stop();
  });

  async function stored(bytes: Buffer): Promise<{ key: string; size: number }> {
    const key = newIncomingKey();
    await driver.store.put(key, bytes);
    return { key, size: bytes.length };
  }

  async function tagsOf(file: string) {
    const { key, size } = await stored(await readFile(file));
    return readMediaTags(driver.store, key, size);
  }

  const arabic = { title: LECTURE_TAGS.title, artist: LECTURE_TAGS.artist, album: LECTURE_TAGS.album, track: 7, genres: ['Lecture'] };

  it('should read Arabic and Latin text from ID3v2.4 (UTF-8), with the full date, comment and language', async () => {
    await expect(tagsOf(files.mp3)).resolves.toEqual({
      tags: { ...arabic, date: '2019-03-08', comment: LECTURE_TAGS.comment, language: 'ara' },
      problem: null,
      cover: null,
    });
  });

  it('should read ID3v2.3 (UTF-16) text and keep the embedded cover picture', async () => {
    const read = await tagsOf(files.mp3Id3v23WithCover);
    expect(read.tags).toEqual({ ...arabic, date: '2019', comment: LECTURE_TAGS.comment, language: 'ara', hasCover: true });
    expect(read.cover?.mimeType).toBe('image/png');
    expect(read.cover?.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('should read a file that has only an ID3v1 tag at its end', async () => {
    await expect(tagsOf(files.mp3Id3v1)).resolves.toMatchObject({
      tags: { title: 'Tafsir al-Kahf', artist: 'Shaykh Muhammad', album: 'Tafsir series', track: 7, date: '2019' },
      problem: null,
    });
  });

  it('should read MP4 atoms of an M4A', async () => {
    await expect(tagsOf(files.m4a)).resolves.toEqual({
      tags: { ...arabic, date: '2019-03-08', comment: LECTURE_TAGS.comment },
      problem: null,
      cover: null,
    });
  });

  it.each([
    ['Ogg Opus', 'opus'],
    ['FLAC', 'flac'],
  ] as const)('should read the Vorbis comments of %s', async (_label, format) => {
    await expect(tagsOf(files[format])).resolves.toEqual({
      tags: { ...arabic, date: '2019-03-08', comment: LECTURE_TAGS.comment, language: 'ara' },
      problem: null,
      cover: null,
    });
  });

  it('should refuse a 100 MB tag block with a reason instead of loading it', async () => {
    const mp3 = await readFile(files.mp3Id3v1);
    const huge = 100 * 1024 * 1024;
    const { key, size } = await stored(withTagBlock(mp3, { id: 'PRIV', declared: huge, body: Buffer.alloc(huge) }));
    const before = process.memoryUsage().arrayBuffers;
    const read = await readMediaTags(driver.store, key, size);
    expect(read).toEqual({ tags: {}, problem: 'Tags not read: a tag block of 100 MB is larger than the 16 MB read for tags', cover: null });
    // Ranged reads: the block was skipped, not fetched (the store's own buffers aside).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
    await driver.store.delete(key);
  });

  it('should read what a corrupt tag still holds, and never fail on it', async () => {
    const mp3 = await readFile(files.mp3Id3v1);
    // A title frame that claims 2 GB inside a 30-byte tag.
    const { key, size } = await stored(withTagBlock(mp3, { id: 'TIT2', declared: 0x7fff_ffff, body: Buffer.from('\u0000garbage') }));
    const read = await readMediaTags(driver.store, key, size);
    expect(read.tags).toMatchObject({ artist: 'Shaykh Muhammad', track: 7 });
  });
});

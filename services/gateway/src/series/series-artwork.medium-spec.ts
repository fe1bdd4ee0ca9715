import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import request from 'supertest';
import Parser from 'rss-parser';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import { DiskObjectStore, UrlSigner, embeddedSigningSecret, type ObjectStore } from '@lectures/object-store';
import { makeContent } from '../testing/content-factory';
import { signUp } from '../testing/gateway-test-stack';
import { startMediaStack } from '../media/media-test-stack';
import type { SeriesDto } from './series-gateway.service';

jest.setTimeout(90_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp', colour = '#7a4') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** A series' own picture over RabbitMQ, PostgreSQL and the disk store: upload, replace, remove, and what refuses. */
describe('PUT /api/series/{id}/artwork', () => {
  let stack: TestStack;
  let store: ObjectStore;
  let admin: TestAgent;
  let contributor: TestAgent;
  let viewer: TestAgent;
  let series: SeriesDto;
  const anonymous = () => request(stack.server);
  const upload = (body: Buffer, type: string, agent = admin) => agent.put(`/api/series/${series.id}/artwork`).set('Content-Type', type).send(body);
  const stored = async () => (await store.listOlderThan(`series/${series.id}/`, new Date(Date.now() + 60_000))).map((o) => o.key).sort();
  const size = async (jpeg: Buffer) => {
    const { format, width, height } = await sharp(jpeg).metadata();
    return `${format} ${width}x${height}`;
  };
  const publicSeries = async () => (await anonymous().get(`/api/series/public/${series.slug}`).expect(200)).body as SeriesDto;
  const feedImage = async () => {
    const res = await anonymous().get('/feed.xml').query({ series: series.slug }).expect(200);
    return (await new Parser().parseString(res.text)).image?.url;
  };

  beforeAll(async () => {
    stack = await startMediaStack('rmq');
    store = new DiskObjectStore(join(stack.runtime.dataDir, 'objects'), new UrlSigner(embeddedSigningSecret(stack.runtime.dataDir)));
    admin = (await signUp(stack, 'admin')).agent;
    contributor = (await signUp(stack, 'contributor')).agent;
    viewer = (await signUp(stack, 'viewer')).agent;
    const part = await makeContent(stack.services[0].bus, { title: 'Sitting one' });
    await admin.post(`/api/content/${part.id}/approve`).expect(200);
    series = (await admin.post('/api/series').send({ title: 'Forty hadith' }).expect(201)).body as SeriesDto;
    await admin.post(`/api/series/${series.id}/parts`).send({ contentIds: [part.id] }).expect(201);
  });

  afterAll(async () => {
    await stack?.close();
    if (stack) await rm(stack.runtime.dataDir, { recursive: true, force: true });
  });

  it('should require authentication', async () => {
    expect((await anonymous().put(`/api/series/${series.id}/artwork`).set('Content-Type', 'image/png').send(await picture(300, 300, 'png'))).status).toBe(401);
  });

  it('should refuse viewers, and contributors on a series they did not make, storing nothing', async () => {
    const png = await picture(300, 300, 'png');
    expect((await upload(png, 'image/png', viewer)).status).toBe(403);
    const res = await upload(png, 'image/png', contributor);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You can only change series you made' });
    expect(await stored()).toEqual([]);
  });

  it('should refuse what is not a picture, by its bytes, with a clear message', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'image/png');
    expect(pdf.status).toBe(415);
    expect(pdf.body).toEqual({ message: 'This file is application/pdf, not a picture the library takes: upload a JPEG, PNG or WebP picture' });
    const text = await upload(Buffer.from('just some words, not a picture at all'), 'image/jpeg');
    expect([text.status, text.body]).toEqual([415, { message: 'This file is not a picture the library takes: upload a JPEG, PNG or WebP picture' }]);
    const form = await admin.put(`/api/series/${series.id}/artwork`).attach('file', await picture(300, 300, 'png'), 'cover.png');
    expect(form.status).toBe(415);
    expect((form.body as { message: string }).message).toContain('Send the picture itself as the request body');
    const gif = await upload(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } }).gif().toBuffer(), 'image/gif');
    expect([gif.status, (gif.body as { message: string }).message]).toEqual([415, 'This file is image/gif, not a picture the library takes: upload a JPEG, PNG or WebP picture']);
    expect(await stored()).toEqual([]);
  });

  it('should refuse a picture over 5 MB, a tiny one, and an empty body, with a clear message', async () => {
    const large = await upload(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png');
    expect([large.status, large.body]).toEqual([413, { message: 'The picture is 5.1 MB; a series picture may be at most 5 MB' }]);
    const tiny = await upload(await picture(120, 90, 'png'), 'image/png');
    expect([tiny.status, tiny.body]).toEqual([400, { message: 'The picture is 120x90; it should be at least 200x200 (1400x1400 or more is best)' }]);
    expect((await upload(Buffer.alloc(0), 'image/png')).status).toBe(400);
    expect((await admin.put('/api/series/not-a-uuid/artwork').set('Content-Type', 'image/png').send(await picture(300, 300, 'png'))).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('should refuse a damaged picture, whose header reads but whose pixels are cut short, with a clear message', async () => {
    for (const [format, type] of [['jpeg', 'image/jpeg'], ['png', 'image/png']] as const) {
      const whole = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).toFormat(format).toBuffer();
      const res = await upload(whole.subarray(0, Math.floor(whole.length / 2)), type);
      expect([res.status, res.body]).toEqual([415, { message: 'The picture could not be read; it may be damaged' }]);
    }
    expect(await stored()).toEqual([]);
  });

  it("should keep an uploaded picture at every size, shown on the series' page, cards and feed at once", async () => {
    const imageBefore = await feedImage();
    expect(imageBefore).toContain(`/api/content/`);
    const res = await upload(await picture(1600, 1000, 'png'), 'image/png').expect(200);
    const updated = res.body as SeriesDto;
    expect(updated.artworkUrl).toMatch(new RegExp(`^/api/series/${series.id}/artwork\\?variant=social&v=[0-9a-f]{16}$`));
    expect(updated.podcastImageUrl).toMatch(/variant=podcast/);
    const social = await anonymous().get(updated.artworkUrl!).expect(200);
    expect([social.headers['content-type'], social.headers['cache-control'], await size(social.body as Buffer)]).toEqual(['image/jpeg', IMMUTABLE, 'jpeg 960x960']);
    expect(await size((await anonymous().get(updated.podcastImageUrl!).expect(200)).body as Buffer)).toBe('jpeg 1400x1400');
    expect(await size((await anonymous().get(updated.artworkUrl!.replace('social', 'card')).expect(200)).body as Buffer)).toBe('jpeg 640x360');
    // The cached public answers follow the change.
    expect((await publicSeries()).artworkUrl).toBe(updated.artworkUrl);
    const listed = (await anonymous().get('/api/series/public').expect(200)).body as SeriesDto[];
    expect(listed.find((s) => s.id === series.id)?.artworkUrl).toBe(updated.artworkUrl);
    expect(await feedImage()).toBe(`${new URL(imageBefore!).origin}${updated.podcastImageUrl}`);
    expect(await stored()).toHaveLength(3);
  });

  it('should replace the picture, deleting the one before, and answer an old address with the current picture briefly cached', async () => {
    const before = await publicSeries();
    const jpeg = await upload(await picture(1400, 1400, 'jpeg', '#248'), 'image/jpeg').expect(200);
    const after = jpeg.body as SeriesDto;
    expect(after.artworkUrl).not.toBe(before.artworkUrl);
    const version = new URL(after.artworkUrl!, 'http://x').searchParams.get('v')!;
    expect(await stored()).toEqual(['card', 'podcast', 'social'].map((v) => `series/${series.id}/artwork-${v}-${version}.jpg`));
    const old = await anonymous().get(before.artworkUrl!).expect(200);
    expect(old.headers['cache-control']).toBe('public, max-age=300');
    const webp = await upload(await picture(500, 500, 'webp'), 'image/webp');
    expect(webp.status).toBe(200);
  });

  it('should remove the picture, back to the drawn artwork, and answer 404 for it', async () => {
    const { artworkUrl } = await publicSeries();
    const res = await admin.delete(`/api/series/${series.id}/artwork`).expect(200);
    expect((res.body as SeriesDto).artworkUrl).toBeNull();
    expect((await publicSeries()).artworkUrl).toBeNull();
    expect(await stored()).toEqual([]);
    const gone = await anonymous().get(artworkUrl!);
    expect([gone.status, gone.body]).toEqual([404, { message: 'This series has no uploaded picture' }]);
    expect(await feedImage()).toContain('/api/content/');
    expect((await anonymous().delete(`/api/series/${series.id}/artwork`)).status).toBe(401);
  });

  it("should delete a deleted series' pictures", async () => {
    await upload(await picture(400, 400, 'jpeg'), 'image/jpeg').expect(200);
    expect(await stored()).toHaveLength(3);
    await admin.delete(`/api/series/${series.id}`).expect(200);
    expect(await stored()).toEqual([]);
  });
});

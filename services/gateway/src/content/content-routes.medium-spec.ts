import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

describe('ContentController over real RabbitMQ', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let contributor: { agent: TestAgent; id: string };
  let otherContributor: TestAgent;
  let viewer: TestAgent;
  const create = (overrides = {}) => makeContent(stack.services[0].bus, overrides);
  const anonymous = () => request(stack.server);

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true });
    admin = (await signUp(stack, 'admin')).agent;
    contributor = await signUp(stack, 'contributor');
    otherContributor = (await signUp(stack, 'contributor')).agent;
    viewer = (await signUp(stack, 'viewer')).agent;
  });
  afterAll(() => stack.close());

  describe('GET /api/content/public', () => {
    it('should list only published items, without transcript text but with its length', async () => {
      const draft = await create({ title: 'Draft talk' });
      const published = await create({ title: 'Published talk' });
      await admin.post(`/api/content/${published.id}/approve`).expect(200);
      const res = await anonymous().get('/api/content/public');
      expect(res.status).toBe(200);
      const ids = (res.body as ContentDto[]).map((c) => c.id);
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(draft.id);
      const item = (res.body as ContentDto[]).find((c) => c.id === published.id)!;
      expect(item.transcriptText).toBeNull();
      expect(item).toHaveProperty('transcriptLength');
      expect(item.status).toBe('approved');
    });

    it('should compress the list for clients that accept gzip, and only for them', async () => {
      for (let i = 0; i < 5; i++) await admin.post(`/api/content/${(await create({ title: `Compressed ${i}` })).id}/approve`).expect(200);
      const zipped = await anonymous().get('/api/content/public').set('Accept-Encoding', 'gzip');
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect((zipped.body as ContentDto[]).length).toBeGreaterThanOrEqual(5);
      const plain = await anonymous().get('/api/content/public').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toEqual(zipped.body);
    });

    it('should answer 304 to a client holding the current list, and a new ETag once it changes', async () => {
      const first = await anonymous().get('/api/content/public');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await anonymous().get('/api/content/public').set('If-None-Match', etag);
      expect(again.status).toBe(304);
      const item = await create({ title: 'Changes the list' });
      await admin.post(`/api/content/${item.id}/approve`).expect(200);
      const changed = await anonymous().get('/api/content/public').set('If-None-Match', etag);
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect((changed.body as ContentDto[]).map((c) => c.id)).toContain(item.id);
    });

    it('should show an edit or a deletion of a published item at once', async () => {
      const item = await create({ title: 'Before edit' });
      await admin.post(`/api/content/${item.id}/approve`).expect(200);
      const titleOf = async () =>
        ((await anonymous().get('/api/content/public')).body as ContentDto[]).find((c) => c.id === item.id)?.title;
      expect(await titleOf()).toBe('Before edit');
      await admin.patch(`/api/content/${item.id}`).send({ title: 'After edit' }).expect(200);
      expect(await titleOf()).toBe('After edit');
      await admin.delete(`/api/content/${item.id}`).expect(200);
      expect(await titleOf()).toBeUndefined();
    });
  });

  describe('GET /api/content/public/:id', () => {
    it('should return 404 for an unpublished item and for an address no lecture has, and 400 for a malformed one', async () => {
      const draft = await create();
      expect((await anonymous().get(`/api/content/public/${draft.id}`)).status).toBe(404);
      // Not an id, so a readable address (issue 28): one nobody has is not found.
      const unknown = await anonymous().get('/api/content/public/not-a-uuid');
      expect([unknown.status, unknown.body]).toEqual([404, { message: 'Content not found' }]);
      const bad = await anonymous().get(`/api/content/public/${'x'.repeat(401)}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Invalid content id' });
    });

    it('should return a published item with every field of the spec', async () => {
      const item = await create({ title: 'Full fields' });
      await admin.patch(`/api/content/${item.id}`).send({ status: 'approved' }).expect(200);
      const res = await anonymous().get(`/api/content/public/${item.id}`);
      expect(res.status).toBe(200);
      for (const field of ['id', 'title', 'description', 'speaker', 'durationSeconds', 'tags', 'status', 'mediaType', 'mediaUrl',
        'mediaFileSize', 'mediaMimeType', 'videoThumbnailUrl', 'videoWidth', 'videoHeight', 'videoFrameRate', 'audioUrl',
        'audioFileSize', 'audioMimeType', 'transcriptText', 'transcriptLength', 'aiMetadata', 'fileCreatedAt', 'uploadedBy',
        'createdAt', 'updatedAt']) {
        expect(res.body).toHaveProperty(field);
      }
      // Keys stay inside: the gateway turns them into its own media route.
      const mediaUrl = `/api/media/${item.mediaKey}`;
      expect(res.body).toMatchObject({ mediaUrl, audioUrl: mediaUrl, audioMimeType: 'audio/mpeg', audioFileSize: 1000, videoThumbnailUrl: null });
      expect(res.body).not.toHaveProperty('mediaKey');
      expect(res.body).not.toHaveProperty('thumbnailKey');
    });
  });

  describe('staff reads', () => {
    it('should require authentication', async () => {
      const item = await create();
      for (const path of ['/api/content', '/api/content/admin', `/api/content/${item.id}`]) {
        const res = await anonymous().get(path);
        expect(res.status).toBe(401);
      }
    });

    it('should let every role read the staff list and an item with its transcript field', async () => {
      const item = await create({ title: 'Staff visible' });
      for (const agent of [admin, contributor.agent, viewer]) {
        const list = await agent.get('/api/content');
        expect(list.status).toBe(200);
        expect((list.body as ContentDto[]).some((c) => c.id === item.id)).toBe(true);
        const one = await agent.get(`/api/content/${item.id}`);
        expect(one.status).toBe(200);
        expect(one.body).toMatchObject({ id: item.id, status: 'processing' });
      }
    });

    it('should answer 404 for an unknown id', async () => {
      const res = await viewer.get(`/api/content/${randomUUID()}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Content not found' });
    });
  });

  describe('GET /api/content/admin', () => {
    it('should filter by text, status, tags and speaker in the database', async () => {
      const tag = `Tag${Date.now()}`;
      const a = await create({ title: `Seerah of the Prophet ${tag}` });
      const b = await create({ title: 'Unrelated', description: `mentions ${tag.toLowerCase()}` });
      await admin.patch(`/api/content/${a.id}`).send({ speaker: 'Shaykh Ahmad', tags: ['Seerah', tag] }).expect(200);
      await admin.patch(`/api/content/${b.id}`).send({ speaker: 'Ustadh Bilal' }).expect(200);
      await admin.post(`/api/content/${b.id}/approve`).expect(200);

      const byText = await viewer.get('/api/content/admin').query({ q: tag.toUpperCase() });
      expect(byText.body.content.map((c: ContentDto) => c.id).sort()).toEqual([a.id, b.id].sort());
      const byStatus = await viewer.get('/api/content/admin').query({ q: tag, status: 'approved' });
      expect(byStatus.body.content.map((c: ContentDto) => c.id)).toEqual([b.id]);
      const byTags = await viewer.get('/api/content/admin').query({ tags: `${tag},Hadith` });
      expect(byTags.body.content.map((c: ContentDto) => c.id)).toEqual([a.id]);
      const bySpeaker = await viewer.get('/api/content/admin').query({ q: tag, speaker: 'shaykh ahmad' });
      expect(bySpeaker.body.content.map((c: ContentDto) => c.id)).toEqual([a.id]);
      const both = await viewer.get(`/api/content/admin?q=${tag}&status=approved&status=processing`);
      expect(both.body.content).toHaveLength(2);
    });

    it('should treat % and _ in the search text literally', async () => {
      const res = await viewer.get('/api/content/admin').query({ q: '%' });
      expect(res.status).toBe(200);
      expect(res.body.content).toEqual([]);
    });

    it('should reject an unknown status or query field with 400', async () => {
      expect((await viewer.get('/api/content/admin?status=bogus')).status).toBe(400);
      expect((await viewer.get('/api/content/admin?colour=red')).status).toBe(400);
    });
  });

  describe('PATCH /api/content/:id', () => {
    it('should require authentication and refuse viewers', async () => {
      const item = await create();
      expect((await anonymous().patch(`/api/content/${item.id}`).send({ title: 'x' })).status).toBe(401);
      expect((await viewer.patch(`/api/content/${item.id}`).send({ title: 'x' })).status).toBe(403);
    });

    it.each([
      [{ title: '   ' }, 'Title is required.'],
      [{ title: null }, 'Title is required.'],
      [{ tags: 'Quran' }, 'Tags must be a list of text'],
      [{ status: 'completed' }, "status can only be set to 'approved'"],
      [{ colour: 'red' }, "Unknown field 'colour'"],
    ])('should reject %j with 400 and change nothing', async (body, message) => {
      const item = await create({ title: 'Unchanged' });
      const res = await admin.patch(`/api/content/${item.id}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect((await admin.get(`/api/content/${item.id}`)).body.title).toBe('Unchanged');
    });

    it('should trim the title, store empty description and speaker as null, and clean tags', async () => {
      const item = await create();
      const res = await admin
        .patch(`/api/content/${item.id}`)
        .send({ title: '  Tafsir of Al-Fatiha ', description: '   ', speaker: ' ', tags: [' Tafsir ', '', 'Quran', 'Tafsir'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'Tafsir of Al-Fatiha', description: null, speaker: null, tags: ['Tafsir', 'Quran'] });
    });

    it("should let a contributor edit their own items only, and not publish", async () => {
      const own = await create({ uploadedBy: contributor.id });
      const foreign = await create();
      expect((await contributor.agent.patch(`/api/content/${own.id}`).send({ title: 'Mine' })).status).toBe(200);
      expect((await contributor.agent.patch(`/api/content/${foreign.id}`).send({ title: 'Theirs' })).status).toBe(403);
      expect((await otherContributor.patch(`/api/content/${own.id}`).send({ title: 'Not mine' })).status).toBe(403);
      const publish = await contributor.agent.patch(`/api/content/${own.id}`).send({ status: 'approved' });
      expect(publish.status).toBe(403);
      expect((await admin.get(`/api/content/${own.id}`)).body.status).toBe('processing');
    });

    it('should answer 404 for an unknown id', async () => {
      expect((await admin.patch(`/api/content/${randomUUID()}`).send({ title: 'x' })).status).toBe(404);
    });
  });

  describe('POST /api/content/:id/approve', () => {
    it('should publish for admins only', async () => {
      const item = await create();
      expect((await anonymous().post(`/api/content/${item.id}/approve`)).status).toBe(401);
      expect((await viewer.post(`/api/content/${item.id}/approve`)).status).toBe(403);
      expect((await contributor.agent.post(`/api/content/${item.id}/approve`)).status).toBe(403);
      const res = await admin.post(`/api/content/${item.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('approved');
      expect((await anonymous().get(`/api/content/public/${item.id}`)).status).toBe(200);
    });

    it('should answer 404 for an unknown action or id', async () => {
      const item = await create();
      expect((await admin.post(`/api/content/${item.id}/frobnicate`)).status).toBe(404);
      expect((await admin.post(`/api/content/${randomUUID()}/approve`)).status).toBe(404);
    });
  });

  describe('POST /api/content/:id/reprocess', () => {
    it('should set processing and clear transcript, length and metadata', async () => {
      const item = await create({ uploadedBy: contributor.id });
      const res = await contributor.agent.post(`/api/content/${item.id}/reprocess`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'processing', transcriptText: null, transcriptLength: null, aiMetadata: null });
      expect((await viewer.post(`/api/content/${item.id}/reprocess`)).status).toBe(403);
      expect((await otherContributor.post(`/api/content/${item.id}/reprocess`)).status).toBe(403);
    });
  });

  describe('DELETE /api/content/:id', () => {
    it('should delete for admins only, then 404', async () => {
      const item = await create({ uploadedBy: contributor.id });
      expect((await anonymous().delete(`/api/content/${item.id}`)).status).toBe(401);
      expect((await viewer.delete(`/api/content/${item.id}`)).status).toBe(403);
      expect((await contributor.agent.delete(`/api/content/${item.id}`)).status).toBe(403);
      const res = await admin.delete(`/api/content/${item.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: item.id, deleted: true, title: item.title });
      expect((await admin.get(`/api/content/${item.id}`)).status).toBe(404);
      expect((await admin.delete(`/api/content/${item.id}`)).status).toBe(404);
    });
  });
});

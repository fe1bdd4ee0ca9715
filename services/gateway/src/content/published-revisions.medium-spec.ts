import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { AiMetadata, ContentDto } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

const segmentsOf = (text: string): AiMetadata => ({ summary: text, segments: [{ start: 0, end: 5, text, startChar: 0, endChar: text.length }] });

/**
 * A published item changes for visitors only when an admin approves the change: a
 * contributor's edit and a reprocess's new transcript wait beside the published version,
 * staff see them with what waits, visitors and search keep the published one.
 */
describe('changes to a published item wait for review', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let contributor: { agent: TestAgent; id: string };
  const visitor = () => request(stack.server);

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true });
    admin = (await signUp(stack, 'admin')).agent;
    contributor = await signUp(stack, 'contributor');
  });
  afterAll(() => stack.close());

  async function transcribed(id: string, generation: number, text: string): Promise<void> {
    await stack.services[0].bus.emit('transcription.completed.v1', { contentId: id, generation, transcriptText: text, aiMetadata: segmentsOf(text) });
    for (let i = 0; i < 100; i++) {
      const item = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
      if (item.transcriptText === text) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`transcript of ${id} not stored`);
  }

  async function publishedItem(title: string, transcript: string): Promise<string> {
    const item = await makeContent(stack.services[0].bus, { title, uploadedBy: contributor.id });
    await transcribed(item.id, 1, transcript);
    // Nothing generated is public until accepted (issue 27).
    await admin.patch(`/api/content/${item.id}`).send({ accept: ['summary'] }).expect(200);
    await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item.id;
  }

  const publicView = async (id: string) => (await visitor().get(`/api/content/public/${id}`).expect(200)).body as ContentDto;
  const searchHits = async (q: string) => ((await visitor().get('/api/search').query({ q }).expect(200)).body as { items: { id: string }[] }).items.map((i) => i.id);

  it("should keep the published set's version, and so every public cache, through an edit waiting for review", async () => {
    const id = await publishedItem('Mercy to the worlds', 'Mercy is the first of his names.');
    const etag = async () => (await visitor().get('/api/content/public').expect(200)).headers.etag;
    const before = await etag();
    await contributor.agent.patch(`/api/content/${id}`).send({ title: 'Mercy, revised' }).expect(200);
    await contributor.agent.patch(`/api/content/${id}`).send({ tags: ['Seerah'] }).expect(200);
    expect(await etag()).toBe(before);
    await admin.post(`/api/content/${id}/approve`).expect(200);
    expect(await etag()).not.toBe(before);
  });

  it("should keep a contributor's edit of their published item from visitors until an admin approves it", async () => {
    const id = await publishedItem('Patience in hardship', 'Patience is half of faith.');
    const edited = await contributor.agent.patch(`/api/content/${id}`).send({ title: 'Patience and gratitude', tags: ['Fiqh'] }).expect(200);
    const staff = edited.body as ContentDto;
    expect(staff).toMatchObject({ title: 'Patience and gratitude', tags: ['Fiqh'], status: 'approved' });
    expect(staff.pendingReview).toMatchObject({ fields: ['title', 'tags'], by: contributor.id });

    const before = await publicView(id);
    expect(before).toMatchObject({ title: 'Patience in hardship', tags: [] });
    expect(before).not.toHaveProperty('pendingReview');
    expect((await visitor().get('/api/content/public').expect(200)).body.find((i: ContentDto) => i.id === id).title).toBe('Patience in hardship');

    await admin.post(`/api/content/${id}/approve`).expect(200);
    expect(await publicView(id)).toMatchObject({ title: 'Patience and gratitude', tags: ['Fiqh'] });
    expect(((await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto).pendingReview).toBeNull();
    // The editor sends every field: saving without a change leaves nothing waiting.
    const unchanged = await contributor.agent.patch(`/api/content/${id}`).send({ title: 'Patience and gratitude', description: before.description, speaker: null, tags: ['Fiqh'] }).expect(200);
    expect((unchanged.body as ContentDto).pendingReview).toBeNull();
  });

  it("should publish an admin's own edit at once and settle the same field of a waiting change", async () => {
    const id = await publishedItem('Gratitude', 'Gratitude brings more.');
    await contributor.agent.patch(`/api/content/${id}`).send({ title: 'Contributor title', speaker: 'Shaykh A' }).expect(200);
    const res = await admin.patch(`/api/content/${id}`).send({ title: 'Admin title' }).expect(200);
    expect((res.body as ContentDto).pendingReview).toMatchObject({ fields: ['speaker'] });
    expect(await publicView(id)).toMatchObject({ title: 'Admin title', speaker: null });
  });

  it('should keep the published transcript, and its search, while a reprocess waits for approval', async () => {
    const id = await publishedItem('Charity', 'Charity does not decrease wealth.');
    await contributor.agent.post(`/api/content/${id}/reprocess`).expect(200);
    expect((await publicView(id)).transcriptText).toBe('Charity does not decrease wealth.');
    await transcribed(id, 2, 'Charity purifies wealth and soul.');

    const staff = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
    expect(staff.pendingReview).toMatchObject({ fields: ['transcript'], by: null });
    const visible = await publicView(id);
    expect(visible.transcriptText).toBe('Charity does not decrease wealth.');
    expect(visible.aiMetadata?.summary).toBe('Charity does not decrease wealth.');
    expect(await searchHits('purifies')).not.toContain(id);

    await admin.post(`/api/content/${id}/approve`).expect(200);
    // The accepted summary stays through the reprocess; the new one waits beside it until accepted.
    expect(await publicView(id)).toMatchObject({ transcriptText: 'Charity purifies wealth and soul.', aiMetadata: { summary: 'Charity does not decrease wealth.' } });
    await admin.patch(`/api/content/${id}`).send({ accept: ['summary'] }).expect(200);
    expect(await publicView(id)).toMatchObject({ aiMetadata: { summary: 'Charity purifies wealth and soul.' } });
    expect(await searchHits('purifies')).toContain(id);
  });

  it('should tell staff why a reprocess of a published item failed and leave visitors the published version', async () => {
    const id = await publishedItem('Prayer', 'Prayer is the pillar of the religion.');
    await admin.post(`/api/content/${id}/reprocess`).expect(200);
    await stack.services[0].bus.emit('transcription.failed.v1', { contentId: id, generation: 2, error: 'The recording has no sound track' });
    let staff: ContentDto | undefined;
    for (let i = 0; i < 100 && !staff?.pendingReview; i++) {
      await new Promise((r) => setTimeout(r, 100));
      staff = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
    }
    expect(staff?.pendingReview).toMatchObject({ fields: [], error: 'The recording has no sound track' });
    expect(staff?.aiMetadata?.error).toBe('The recording has no sound track');
    const visible = await publicView(id);
    expect(visible).toMatchObject({ status: 'approved', transcriptText: 'Prayer is the pillar of the religion.' });
    expect(visible.aiMetadata?.error).toBeUndefined();
  });
});

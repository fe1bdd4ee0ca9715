import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { Analysis, ContentDto } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

const HEARD: Analysis = {
  title: 'Patient and Rusty Trombone',
  description: 'The child through patient and rare.',
  tags: ['Arabic'],
  summary: 'The child through patient and rare. Patient and obey an outpatient.',
  keyPoints: ['Patient and obey an outpatient', 'Patience is half of faith'],
  topics: ['Patience', 'Trombone'],
  language: 'en',
  qna: [{ q: 'What is patience?', a: 'Half of faith.' }],
  analysedBy: 'Built-in rules',
};

/**
 * Issue 27: staff own every generated field. Edits and acceptances go through PATCH with real
 * PostgreSQL and RabbitMQ; a later analysis never overwrites a person's field; nothing generated
 * is public until accepted, unless the admin turns automatic acceptance on.
 */
describe('staff own every generated analysis field', () => {
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

  const staffView = async (id: string) => (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
  const publicView = async (id: string) => (await visitor().get(`/api/content/public/${id}`).expect(200)).body as ContentDto;

  /** Sends a transcription's result for the generation and waits until content has stored it. */
  async function analysed(id: string, generation: number, analysis: Analysis, text = 'Patience is half of faith.'): Promise<ContentDto> {
    await stack.services[0].bus.emit('transcription.completed.v2', { contentId: id, generation, passages: [{ start: 0, end: 5, text }], analysis });
    for (let i = 0; i < 100; i++) {
      const item = await staffView(id);
      if (item.status !== 'processing' && item.aiMetadata?.analysedBy === analysis.analysedBy) return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`analysis of ${id} not stored`);
  }

  async function analysedItem(analysis: Analysis = HEARD): Promise<string> {
    const item = await makeContent(stack.services[0].bus, { title: 'patience-talk.mp3', description: null, uploadedBy: contributor.id });
    await analysed(item.id, 1, analysis);
    return item.id;
  }

  describe('PATCH /api/content/{id} with analysis', () => {
    it('should require authentication', async () => {
      const id = await analysedItem();
      await visitor().patch(`/api/content/${id}`).send({ analysis: { summary: 'x' } }).expect(401);
    });

    it.each([
      [{ analysis: 'On patience' }, 'analysis must be an object of analysis fields'],
      [{ analysis: { keyPoints: 'Patience' } }, 'Key points must be a list of text'],
      [{ analysis: { summary: 42 } }, 'The summary must be text'],
      [{ analysis: { qna: [{ q: 'Why?' }] } }, 'An answer must be text'],
      [{ analysis: { summary: 'x'.repeat(10001) } }, 'The summary must be at most 10000 characters'],
      [{ analysis: { mood: 'calm' } }, "Unknown field 'mood'"],
      [{ accept: ['summary', 'colour'] }, 'Analysis fields are'],
      [{ accept: 'summary' }, 'accept must be a list of analysis fields'],
      [{ discard: ['language'] }, 'Analysis fields are'],
    ])('should refuse %j with a clear 400 and change nothing', async (body, message) => {
      const id = await analysedItem();
      const before = await staffView(id);
      const res = await admin.patch(`/api/content/${id}`).send({ title: 'Renamed', ...body }).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
      const after = await staffView(id);
      expect(after.title).toBe(before.title);
      expect(after.aiMetadata).toEqual(before.aiMetadata);
    });

    it('should refuse to accept a field nothing was generated for, and change nothing', async () => {
      const id = await analysedItem();
      const res = await admin.patch(`/api/content/${id}`).send({ title: 'Renamed', accept: ['summary', 'speaker'] }).expect(400);
      expect((res.body as { message: string }).message).toBe('There is no suggested speaker to accept.');
      const after = await staffView(id);
      expect(after.title).toBe('patience-talk.mp3');
      expect(after.aiMetadata?.owners).toBeUndefined();
    });

    it("should refuse a contributor's edit of another contributor's analysis", async () => {
      const id = await analysedItem();
      const other = await signUp(stack, 'contributor');
      await other.agent.patch(`/api/content/${id}`).send({ analysis: { summary: 'Mine now.' } }).expect(403);
    });
  });

  it('should keep a summary sentence and a key point staff corrected through a later analysis, with the new values as proposals', async () => {
    const id = await analysedItem();
    const corrected = {
      summary: 'The speaker explains patience. Patience is half of faith.',
      keyPoints: ['Patience means holding firm in hardship', 'Patience is half of faith'],
    };
    const edited = (await contributor.agent.patch(`/api/content/${id}`).send({ analysis: corrected }).expect(200)).body as ContentDto;
    expect(edited.aiMetadata).toMatchObject(corrected);
    expect(edited.aiMetadata?.owners?.summary).toMatchObject({ how: 'edited', by: contributor.id });

    await contributor.agent.post(`/api/content/${id}/reprocess`).expect(200);
    const kept = await staffView(id);
    expect(kept.aiMetadata).toMatchObject(corrected);
    const again = await analysed(id, 2, { ...HEARD, summary: 'Patient and obey again.', analysedBy: 'Built-in rules, again' });
    expect(again.aiMetadata).toMatchObject({ ...corrected, topics: HEARD.topics, proposal: { summary: 'Patient and obey again.', keyPoints: HEARD.keyPoints } });

    await admin.patch(`/api/content/${id}`).send({ accept: ['topics'], discard: ['summary', 'keyPoints'] }).expect(200);
    await admin.post(`/api/content/${id}/approve`).expect(200);
    const visible = await publicView(id);
    expect(visible.aiMetadata).toMatchObject({ ...corrected, topics: HEARD.topics, language: 'en' });
    for (const hidden of ['title', 'description', 'tags', 'qna', 'proposal', 'owners']) expect(visible.aiMetadata).not.toHaveProperty(hidden);
  });

  it('should keep a generated title, description and tags out of the item and the public page until staff accept them', async () => {
    const id = await analysedItem();
    const staff = await staffView(id);
    expect(staff).toMatchObject({ title: 'patience-talk.mp3', description: null, tags: [], aiMetadata: { title: HEARD.title } });
    await admin.post(`/api/content/${id}/approve`).expect(200);
    const before = await publicView(id);
    expect(before).toMatchObject({ title: 'patience-talk.mp3', description: null, tags: [] });
    expect(Object.keys(before.aiMetadata ?? {}).sort()).toEqual(['language', 'segments']);
    expect(JSON.stringify(before)).not.toContain('Trombone');

    await admin.patch(`/api/content/${id}`).send({ analysis: { title: 'Patience in hardship' } }).expect(200);
    await admin.patch(`/api/content/${id}`).send({ accept: ['title', 'summary'] }).expect(200);
    const after = await publicView(id);
    expect(after).toMatchObject({ title: 'Patience in hardship', description: null, tags: [], aiMetadata: { title: 'Patience in hardship', summary: HEARD.summary } });
    expect(JSON.stringify(after)).not.toContain('Trombone');
  });

  it('should say exactly which fields wait on a published item: the transcript alone when only it changed', async () => {
    const id = await analysedItem();
    await admin.patch(`/api/content/${id}`).send({ accept: ['summary', 'keyPoints', 'topics', 'qna'] }).expect(200);
    await admin.post(`/api/content/${id}/approve`).expect(200);
    await contributor.agent.post(`/api/content/${id}/reprocess`).expect(200);
    await analysed(id, 2, { ...HEARD, summary: 'A different summary.', analysedBy: 'Built-in rules, second run' }, 'Patience is half of faith, said again.');
    const waiting = await staffView(id);
    // The accepted fields stay (their new values are proposals); only the transcript and the
    // machine's own fields that changed wait for approval.
    expect(waiting.pendingReview?.fields).toEqual(['transcript']);
    expect(waiting.aiMetadata?.proposal).toEqual({ summary: 'A different summary.' });
    await contributor.agent.patch(`/api/content/${id}`).send({ analysis: { keyPoints: ['Patience is half of faith'] } }).expect(200);
    expect((await staffView(id)).pendingReview?.fields).toEqual(['transcript', 'keyPoints']);
    expect((await publicView(id)).aiMetadata?.keyPoints).toEqual(HEARD.keyPoints);
  });

  it('should accept every generated field as it arrives once an admin turns automatic acceptance on, and not before', async () => {
    await contributor.agent.put('/api/settings/analysis').send({ autoAccept: true }).expect(403);
    await admin.put('/api/settings/analysis').send({ autoAccept: 'yes' }).expect(400);
    expect((await admin.get('/api/settings/analysis').expect(200)).body).toMatchObject({ autoAccept: false });
    try {
      expect((await admin.put('/api/settings/analysis').send({ autoAccept: true }).expect(200)).body).toMatchObject({ autoAccept: true });
      const id = await analysedItem();
      expect(await staffView(id)).toMatchObject({ description: HEARD.description, tags: HEARD.tags });
      await admin.post(`/api/content/${id}/approve`).expect(200);
      expect((await publicView(id)).aiMetadata).toMatchObject({ summary: HEARD.summary, keyPoints: HEARD.keyPoints, title: HEARD.title });
    } finally {
      await admin.put('/api/settings/analysis').send({ autoAccept: false }).expect(200);
    }
    const later = await analysedItem();
    await admin.post(`/api/content/${later}/approve`).expect(200);
    expect(Object.keys((await publicView(later)).aiMetadata ?? {}).sort()).toEqual(['language', 'segments']);
  });

  it("should analyse the corrected transcript again without transcribing, and show the result as a proposal beside each field", async () => {
    const id = await analysedItem();
    await admin.patch(`/api/content/${id}`).send({ analysis: { summary: 'Corrected by staff.' } }).expect(200);
    const asked = (await admin.post(`/api/content/${id}/analyse-again`).expect(200)).body as ContentDto;
    expect(asked.analysingAgain).toBe(true);
    const [row] = await stack.services[0].dataSource.query<{ analysis_request: string; generation: number }[]>(
      `SELECT "analysis_request", "generation" FROM "content"."content" WHERE "id" = $1`,
      [id],
    );
    expect(row.generation).toBe(1);
    // An answer to an older request changes nothing.
    await stack.services[0].bus.emit('transcription.analysed.v1', { contentId: id, request: '00000000-0000-4000-8000-000000000000', analysis: { summary: 'stale' } });
    await stack.services[0].bus.emit('transcription.analysed.v1', { contentId: id, request: row.analysis_request, analysis: { ...HEARD, summary: 'Fresh summary.', keyPoints: ['Fresh point'] } });
    let item = await staffView(id);
    for (let i = 0; i < 100 && item.analysingAgain; i++) {
      await new Promise((r) => setTimeout(r, 100));
      item = await staffView(id);
    }
    expect(item.aiMetadata).toMatchObject({ summary: 'Corrected by staff.', keyPoints: HEARD.keyPoints, proposal: { summary: 'Fresh summary.', keyPoints: ['Fresh point'] } });
    expect(item.aiMetadata?.proposal).not.toHaveProperty('topics');
    await admin.patch(`/api/content/${id}`).send({ accept: ['keyPoints'], discard: ['summary'] }).expect(200);
    expect((await staffView(id)).aiMetadata).toMatchObject({ summary: 'Corrected by staff.', keyPoints: ['Fresh point'] });
    expect((await staffView(id)).aiMetadata).not.toHaveProperty('proposal');
  });
});

import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto, TimedSegment, TranscriptHistoryReply } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

const SAID: [number, number, string][] = [
  [0, 4, 'In the name of Allah.'],
  [4, 8, 'Patients is half of faith.'],
  [8, 12, 'And gratitude the other half.'],
];
const passagesOf = (items: [number, number, string][]) => items.map(([start, end, text]) => ({ start, end, text }));

function transcriptOf(items: [number, number, string][]): { transcriptText: string; aiMetadata: { summary: string; segments: TimedSegment[] } } {
  let text = '';
  const segments = items.map(([start, end, words]) => {
    if (text) text += ' ';
    const startChar = text.length;
    text += words;
    return { start, end, text: words, startChar, endChar: text.length };
  });
  return { transcriptText: text, aiMetadata: { summary: 'On patience.', segments } };
}

/**
 * Staff correct a transcript passage by passage: captions, search and the public page follow
 * the correction, every save is kept with who and when, and a reprocess keeps corrected
 * passages unless staff ask otherwise.
 */
describe('correcting a transcript', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let contributor: { agent: TestAgent; id: string };
  let viewer: TestAgent;
  const visitor = () => request(stack.server);

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true });
    admin = (await signUp(stack, 'admin')).agent;
    contributor = await signUp(stack, 'contributor');
    viewer = (await signUp(stack, 'viewer')).agent;
  });
  afterAll(() => stack.close());

  async function transcribed(id: string, generation: number, items: [number, number, string][]): Promise<ContentDto> {
    const result = transcriptOf(items);
    await stack.services[0].bus.emit('transcription.completed.v1', { contentId: id, generation, ...result });
    for (let i = 0; i < 100; i++) {
      const item = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
      if (item.status !== 'processing' && item.aiMetadata?.summary) return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`transcript of ${id} not stored`);
  }

  async function transcribedItem(uploadedBy?: string): Promise<string> {
    const item = await makeContent(stack.services[0].bus, { durationSeconds: 12, ...(uploadedBy ? { uploadedBy } : {}) });
    await transcribed(item.id, 1, SAID);
    return item.id;
  }

  it('should save a corrected passage, mark it with who and when, and make captions, search and the public page follow', async () => {
    const id = await transcribedItem();
    const corrected = passagesOf([SAID[0], [4, 8, 'Patience is half of faith.'], SAID[2]]);
    const res = await admin.put(`/api/content/${id}/transcript`).send({ passages: corrected });
    expect(res.status).toBe(200);
    const item = res.body as ContentDto;
    expect(item.transcriptText).toBe('In the name of Allah. Patience is half of faith. And gratitude the other half.');
    const segments = item.aiMetadata!.segments!;
    expect(segments.map((s) => s.edited?.by)).toEqual([undefined, 'Test admin', undefined]);
    expect(Date.now() - Date.parse(segments[1].edited!.at)).toBeLessThan(60_000);
    expect(item.aiMetadata!.summary).toBe('On patience.');

    await admin.post(`/api/content/${id}/approve`).expect(200);
    const captions = await visitor().get(`/api/content/${id}/captions.vtt`).expect(200);
    expect(captions.text).toContain('00:00:04.000 --> 00:00:08.000\nPatience is half of faith.');
    expect(captions.text).not.toContain('Patients');
    expect((await visitor().get(`/api/content/public/${id}`).expect(200)).body.transcriptText).toContain('Patience is half of faith.');
    const hits = (await visitor().get('/api/search').query({ q: 'patience half' }).expect(200)).body as { items: { id: string; passages: { startTimeSec: number }[] }[] };
    expect(hits.items.find((i) => i.id === id)?.passages[0].startTimeSec).toBe(4);

    const history = (await viewer.get(`/api/content/${id}/transcript/edits`).expect(200)).body as TranscriptHistoryReply;
    expect(history.edits).toHaveLength(1);
    expect(history.edits[0]).toMatchObject({ by: 'Test admin', changes: [{ start: 4, end: 8, before: 'Patients is half of faith.', after: 'Patience is half of faith.' }] });
  });

  it('should split and merge passages, keeping their times', async () => {
    const id = await transcribedItem();
    const res = await admin
      .put(`/api/content/${id}/transcript`)
      .send({ passages: passagesOf([[0, 2, 'In the name'], [2, 4, 'of Allah.'], [4, 12, 'Patience is half of faith. And gratitude the other half.']]) })
      .expect(200);
    expect((res.body as ContentDto).aiMetadata!.segments!.map((s) => [s.start, s.end])).toEqual([[0, 2], [2, 4], [4, 12]]);
    const history = (await admin.get(`/api/content/${id}/transcript/edits`).expect(200)).body as TranscriptHistoryReply;
    expect(history.edits[0].changes).toHaveLength(3);
  });

  it.each([
    [{ passages: passagesOf([[0, 4, 'One.'], [3, 8, 'Two.']]) }, 'Passage 2 starts before passage 1 ends: passages must follow each other'],
    [{ passages: passagesOf([[0, 4, '   ']]) }, 'Passage 1 is empty: remove it or merge it with its neighbour'],
    [{ passages: passagesOf([[0, 40, 'Past the end.']]) }, 'Passage 1 ends after the recording does'],
    [{ passages: [{ start: 'zero', end: 4, text: 'One.' }] }, 'start must be a number of seconds'],
    [{ passages: [{ start: 0, end: 4, text: 'x'.repeat(5001) }] }, 'A passage can hold at most 5000 characters: split it'],
    [{ passages: 'all of it' }, 'passages must be a list of passages'],
  ])('should refuse a bad save with 400 and change nothing (%#)', async (body, message) => {
    const id = await transcribedItem();
    const res = await admin.put(`/api/content/${id}/transcript`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(((await admin.get(`/api/content/${id}`)).body as ContentDto).transcriptText).toBe(transcriptOf(SAID).transcriptText);
    expect(((await admin.get(`/api/content/${id}/transcript/edits`)).body as TranscriptHistoryReply).edits).toEqual([]);
  });

  it("should let contributors correct only their own items, and keep their correction of a published item for an admin's approval", async () => {
    const own = await transcribedItem(contributor.id);
    const foreign = await transcribedItem();
    const body = { passages: passagesOf([SAID[0], [4, 8, 'Patience is half of faith.'], SAID[2]]) };
    expect((await visitor().put(`/api/content/${own}/transcript`).send(body)).status).toBe(401);
    expect((await viewer.put(`/api/content/${own}/transcript`).send(body)).status).toBe(403);
    expect((await contributor.agent.put(`/api/content/${foreign}/transcript`).send(body)).status).toBe(403);

    await admin.post(`/api/content/${own}/approve`).expect(200);
    const staged = (await contributor.agent.put(`/api/content/${own}/transcript`).send(body).expect(200)).body as ContentDto;
    expect(staged.pendingReview).toMatchObject({ fields: ['transcript'], by: contributor.id });
    expect((await visitor().get(`/api/content/public/${own}`).expect(200)).body.transcriptText).toContain('Patients');
    await admin.post(`/api/content/${own}/approve`).expect(200);
    expect((await visitor().get(`/api/content/public/${own}`).expect(200)).body.transcriptText).toContain('Patience is half');
  });

  it('should keep corrected passages over a reprocess by default, and drop them when staff ask', async () => {
    const id = await transcribedItem();
    await admin.put(`/api/content/${id}/transcript`).send({ passages: passagesOf([SAID[0], [4, 8, 'Patience is half of faith.'], SAID[2]]) }).expect(200);
    const heardAgain: [number, number, string][] = [[0, 3, 'In the name'], [3, 6, 'of a law patients'], [6, 9, 'is half of'], [9, 12, 'faith and gratitude']];

    await admin.post(`/api/content/${id}/reprocess`).expect(200);
    const kept = await transcribed(id, 2, heardAgain);
    expect(kept.transcriptText).toBe('In the name Patience is half of faith. faith and gratitude');
    expect(kept.aiMetadata!.segments!.map((s) => [s.start, s.end, s.edited?.by ?? null])).toEqual([[0, 3, null], [4, 8, 'Test admin'], [9, 12, null]]);

    await admin.post(`/api/content/${id}/reprocess`).send({ keepEditedPassages: false }).expect(200);
    const dropped = await transcribed(id, 3, heardAgain);
    expect(dropped.transcriptText).toBe('In the name of a law patients is half of faith and gratitude');
    expect((await admin.post(`/api/content/${id}/reprocess`).send({ keepEditedPassages: 'no' })).status).toBe(400);
  });

  it('should hold the corrections through a reprocess that fails, for the next one', async () => {
    const id = await transcribedItem();
    await admin.put(`/api/content/${id}/transcript`).send({ passages: passagesOf([SAID[0], [4, 8, 'Patience is half of faith.'], SAID[2]]) }).expect(200);
    await admin.post(`/api/content/${id}/reprocess`).expect(200);
    await stack.services[0].bus.emit('transcription.failed.v1', { contentId: id, generation: 2, error: 'The engine stopped' });
    for (let i = 0; i < 100 && ((await admin.get(`/api/content/${id}`)).body as ContentDto).status !== 'failed'; i++) await new Promise((r) => setTimeout(r, 100));
    await admin.post(`/api/content/${id}/reprocess`).expect(200);
    const again = await transcribed(id, 3, [[0, 3, 'In the name'], [3, 6, 'of a law patients'], [6, 9, 'is half of'], [9, 12, 'faith and gratitude']]);
    expect(again.aiMetadata!.segments!.find((s) => s.start === 4)).toMatchObject({ text: 'Patience is half of faith.', edited: { by: 'Test admin' } });
  });

  it('should refuse corrections while the transcript is being made', async () => {
    const item = await makeContent(stack.services[0].bus, { durationSeconds: 12 });
    const res = await admin.put(`/api/content/${item.id}/transcript`).send({ passages: passagesOf(SAID) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'The transcript is still being made: correct it once processing is done' });
  });
});

import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

const PASSAGES = [
  { start: 0, end: 4, text: 'In the name of Allah.' },
  { start: 4, end: 9, text: 'Patients is  half of faith.' },
];
const ANALYSIS = { summary: 'On patience.', keyPoints: ['Patience is half of faith'], topics: ['Sabr'], language: 'en', analysedBy: 'Built-in rules' };

/**
 * The content record no longer carries the transcript: the gateway puts SPEC's shape together
 * from the record and the transcript request, so clients see what they saw before, and the
 * record's own read is light.
 */
describe('the transcript at the edge', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let adminId: string;
  let contributor: { agent: TestAgent; id: string };
  const visitor = () => request(stack.server);
  const bus = () => stack.services[0].bus;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    ({ agent: admin, id: adminId } = await signUp(stack, 'admin'));
    contributor = await signUp(stack, 'contributor');
  });
  afterAll(() => stack.close());

  async function transcribed(): Promise<string> {
    const item = await makeContent(bus(), { durationSeconds: 9, uploadedBy: contributor.id });
    await bus().emit('transcription.completed.v2', { contentId: item.id, generation: 1, passages: PASSAGES, analysis: ANALYSIS });
    for (let i = 0; i < 100; i++) {
      if (((await admin.get(`/api/content/${item.id}`).expect(200)).body as ContentDto).status === 'completed') return item.id;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('not stored');
  }

  it('should answer an item read whole with transcriptText and timed aiMetadata.segments, and lists without them', async () => {
    const id = await transcribed();
    const whole = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
    expect(whole.transcriptText).toBe('In the name of Allah. Patients is half of faith.');
    expect(whole.transcriptLength).toBe(whole.transcriptText!.length);
    expect(whole.aiMetadata).toEqual({
      ...ANALYSIS,
      segments: [
        { start: 0, end: 4, text: 'In the name of Allah.', startChar: 0, endChar: 21 },
        { start: 4, end: 9, text: 'Patients is half of faith.', startChar: 22, endChar: 48 },
      ],
    });
    // Visitors see the analysis once staff accepted it (issue 27), in the same shape.
    await admin.patch(`/api/content/${id}`).send({ accept: ['summary', 'keyPoints', 'topics'] }).expect(200);
    await admin.post(`/api/content/${id}/approve`).expect(200);
    expect((await visitor().get(`/api/content/public/${id}`).expect(200)).body).toMatchObject({ transcriptText: whole.transcriptText, aiMetadata: whole.aiMetadata });

    const lists = [
      ((await admin.get('/api/content').expect(200)).body as ContentDto[]).find((c) => c.id === id),
      ((await admin.get('/api/content/admin').query({ limit: 50 }).expect(200)).body as { content: ContentDto[] }).content.find((c) => c.id === id),
      ((await visitor().get('/api/content/public').expect(200)).body as ContentDto[]).find((c) => c.id === id),
    ];
    for (const card of lists) {
      expect(card).toMatchObject({ transcriptText: null, transcriptLength: whole.transcriptLength, aiMetadata: ANALYSIS });
      expect(card!.aiMetadata).not.toHaveProperty('segments');
    }
    // Every write answers the item whole, as the editor reads it.
    const edited = (await admin.patch(`/api/content/${id}`).send({ speaker: 'Shaykh Ahmad' }).expect(200)).body as ContentDto;
    expect(edited).toMatchObject({ speaker: 'Shaykh Ahmad', transcriptText: whole.transcriptText, aiMetadata: whole.aiMetadata });
  });

  it("should keep the record's own read light, and answer the previous release's gateways in their shape", async () => {
    const id = await transcribed();
    const record = await bus().request('content.get.v2', { id, scope: 'staff' });
    expect(record).not.toHaveProperty('transcriptText');
    expect(record.aiMetadata).toEqual(ANALYSIS);
    const old = await bus().request('content.get.v1', { id, scope: 'staff' });
    const whole = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
    expect({ transcriptText: old.transcriptText, aiMetadata: old.aiMetadata }).toEqual({ transcriptText: whole.transcriptText, aiMetadata: whole.aiMetadata });
  });

  it("should give staff a contributor's waiting correction, and visitors and their captions the published transcript", async () => {
    const id = await transcribed();
    await admin.post(`/api/content/${id}/approve`).expect(200);
    const corrected = [PASSAGES[0], { start: 4, end: 9, text: 'Patience is half of faith.' }];
    const staged = (await contributor.agent.put(`/api/content/${id}/transcript`).send({ passages: corrected }).expect(200)).body as ContentDto;
    expect(staged.transcriptText).toBe('In the name of Allah. Patience is half of faith.');
    expect(staged.aiMetadata?.segments?.[1]).toMatchObject({ text: 'Patience is half of faith.', edited: { by: 'Test contributor' } });
    expect(staged.pendingReview).toMatchObject({ fields: ['transcript'] });
    expect((await visitor().get(`/api/content/public/${id}`).expect(200)).body.transcriptText).toBe('In the name of Allah. Patients is half of faith.');
    expect((await visitor().get(`/api/content/${id}/captions.vtt`).expect(200)).text).toContain('Patients is half');
    expect((await contributor.agent.get(`/api/content/${id}/captions.vtt`).expect(200)).text).toContain('Patience is half');
  });

  it('should answer an item read whole with the transcript and the analysis of the same result, while results keep arriving', async () => {
    const id = await transcribed();
    const seen = { reads: 0, mixed: [] as string[] };
    let arriving = true;
    // Staff reading the editor again and again while reprocess results land: each answer's
    // transcript and summary are one result's (two reads side by side could pair a new
    // transcript with the analysis stored before it).
    const reader = async () => {
      while (arriving) {
        const item = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
        seen.reads += 1;
        const transcript = /Result (\d+)\./.exec(item.transcriptText ?? '')?.[1];
        const summary = /Summary (\d+)\./.exec(item.aiMetadata?.summary ?? '')?.[1];
        if (transcript !== summary) seen.mixed.push(`transcript ${transcript ?? 'none'} with summary ${summary ?? 'none'}`);
      }
    };
    const readers = [reader(), reader(), reader()];
    for (let generation = 2; generation <= 25; generation++) {
      // Straight to content: the route's throttle would rightly refuse this many reprocesses.
      await bus().request('content.reprocess.v1', { id, actor: { id: adminId, role: 'admin' } });
      await bus().emit('transcription.completed.v2', {
        contentId: id,
        generation,
        passages: [{ start: 0, end: 4, text: `Result ${generation}.` }],
        analysis: { ...ANALYSIS, summary: `Summary ${generation}.` },
      });
      for (let i = 0; i < 200 && !((await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto).transcriptText?.includes(`Result ${generation}.`); i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    arriving = false;
    await Promise.all(readers);
    expect(seen.reads).toBeGreaterThan(50);
    expect(seen.mixed).toEqual([]);
  }, 120_000);
});

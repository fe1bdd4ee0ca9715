import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { ContentDto } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

const HEARD = [
  { start: 0, end: 4, text: 'In the name of Allah.', confidence: [0.98, 0.91, 0.95, 0.9, 0.97] },
  { start: 4, end: 9, text: 'Patient and rusty trombone Lauren.', confidence: [0.41, 0.3, 0.12, 0.08, 0.2] },
];
const ANALYSIS = {
  summary: 'In the name of Allah.',
  language: 'en',
  analysedBy: 'Built-in rules',
  certainShare: 0.5,
  withheld: [{ field: 'title' as const, text: 'Patient and Rusty Trombone Lauren', term: 'rusty trombone' }],
};

/**
 * The engine's confidence travels with the transcript (transcription.completed.v3), is stored with
 * each passage for staff, and is cleared where a person corrected the passage; visitors get the
 * words only, and never what the language filter withheld.
 */
describe('the engine\'s confidence with the transcript', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let contributor: { agent: TestAgent; id: string };
  const bus = () => stack.services[0].bus;
  const staffItem = async (id: string) => (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    contributor = await signUp(stack, 'contributor');
  });
  afterAll(() => stack.close());

  it('should store each word\'s confidence for staff, clear it where staff corrected, and show visitors neither it nor the withheld texts', async () => {
    const item = await makeContent(bus(), { durationSeconds: 9, uploadedBy: contributor.id });
    await bus().emit('transcription.completed.v3', { contentId: item.id, generation: 1, passages: HEARD, analysis: ANALYSIS });
    let stored = await staffItem(item.id);
    for (let i = 0; i < 100 && stored.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      stored = await staffItem(item.id);
    }
    expect(stored.aiMetadata?.segments?.map((s) => s.confidence)).toEqual(HEARD.map((p) => p.confidence));
    expect(stored.aiMetadata).toMatchObject({ withheld: ANALYSIS.withheld, certainShare: 0.5 });

    // Staff correct the unsure passage: a person checked it, so its marks go; the other keeps its own.
    const corrected = await admin
      .put(`/api/content/${item.id}/transcript`)
      .send({ passages: [HEARD[0], { start: 4, end: 9, text: 'Patience is half of faith.' }].map(({ start, end, text }) => ({ start, end, text })) })
      .expect(200);
    expect((corrected.body as ContentDto).aiMetadata?.segments?.map((s) => s.confidence)).toEqual([HEARD[0].confidence, undefined]);
    expect((await staffItem(item.id)).aiMetadata?.segments?.map((s) => s.confidence)).toEqual([HEARD[0].confidence, undefined]);

    await admin.patch(`/api/content/${item.id}`).send({ accept: ['summary'] }).expect(200);
    await admin.post(`/api/content/${item.id}/approve`).expect(200);
    const visitor = (await request(stack.server).get(`/api/content/public/${item.id}`).expect(200)).body as ContentDto;
    expect(visitor.aiMetadata?.segments?.map((s) => s.text)).toEqual(['In the name of Allah.', 'Patience is half of faith.']);
    expect(visitor.aiMetadata?.segments?.some((s) => 'confidence' in s)).toBe(false);
    expect(JSON.stringify(visitor)).not.toMatch(/withheld|trombone|certainShare/i);
  });
});

import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { Analysis, Chapter, ContentDto } from '@lectures/proto';
import { makeContent } from '../../testing/content-factory';
import { signUp, startGatewayStack } from '../../testing/gateway-test-stack';

const MADE: Chapter[] = [
  { startTimeSec: 0, title: 'Washing before prayer', generated: true },
  { startTimeSec: 312.5, title: 'The five prayers', generated: true },
  { startTimeSec: 845, title: 'Honest trade', generated: true },
];
const ANALYSIS: Analysis = { summary: 'Prayer, then trade.', language: 'en', chapters: MADE, analysedBy: 'Built-in rules' };
const PASSAGES = [
  { start: 0, end: 6, text: 'Before the prayer the believer washes.' },
  { start: 6, end: 12, text: 'Now we turn to trade & the <market>.' },
];

/** Chapters as staff edit them and as players, the public page and podcast apps read them. */
describe('chapters', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let viewer: TestAgent;
  const visitor = () => request(stack.server);
  const staffView = async (id: string) => (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    viewer = (await signUp(stack, 'viewer')).agent;
  });
  afterAll(() => stack.close());

  /** A lecture of 20 minutes whose transcription came back with chapters; published when asked. */
  async function lecture(publish: boolean): Promise<string> {
    const item = await makeContent(stack.services[0].bus, { title: 'Prayer and trade', durationSeconds: 1200 });
    await stack.services[0].bus.emit('transcription.completed.v2', { contentId: item.id, generation: 1, passages: PASSAGES, analysis: ANALYSIS });
    for (let i = 0; i < 100 && (await staffView(item.id)).chapters.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item.id;
  }

  describe('PATCH /api/content/{id} with chapters', () => {
    it('should require authentication, and an editor', async () => {
      const id = await lecture(false);
      await visitor().patch(`/api/content/${id}`).send({ analysis: { chapters: [] } }).expect(401);
      await viewer.patch(`/api/content/${id}`).send({ analysis: { chapters: [] } }).expect(403);
    });

    it.each([
      [{ chapters: 'Intro at 0' }, 'Chapters must be a list of {title, startTimeSec}'],
      [{ chapters: [{ startTimeSec: 10 }] }, 'A chapter title must be text'],
      [{ chapters: [{ startTimeSec: 10, title: '   ' }] }, 'A chapter needs a title'],
      [{ chapters: [{ startTimeSec: -1, title: 'Early' }] }, 'A chapter cannot start before the recording'],
      [{ chapters: [{ startTimeSec: '1:05', title: 'Text time' }] }, 'A chapter start must be a number of seconds'],
      [{ chapters: [{ startTimeSec: 5, title: 'x'.repeat(201) }] }, 'A chapter title must be at most 200 characters'],
      [{ chapters: [{ startTimeSec: 65, title: 'One' }, { startTimeSec: 65, title: 'Two' }] }, 'Two chapters cannot start at the same moment (1:05)'],
      [{ chapters: [{ startTimeSec: 1300, title: 'After the end' }] }, 'A chapter cannot start after the recording ends (20:00)'],
    ])('should refuse %j with a clear 400 and change nothing', async (analysis, message) => {
      const id = await lecture(false);
      const res = await admin.patch(`/api/content/${id}`).send({ analysis }).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect((await staffView(id)).chapters).toEqual(MADE);
    });

    it('should mark a renamed, moved or added chapter as a person\'s, keep the untouched ones generated, and drop a deleted one', async () => {
      const id = await lecture(false);
      const edited = (
        await admin
          .patch(`/api/content/${id}`)
          .send({
            analysis: {
              chapters: [
                { startTimeSec: 0, title: 'Washing before prayer', generated: true },
                { startTimeSec: 300, title: 'The five daily prayers', generated: true },
                { startTimeSec: 1100, title: 'Closing supplication' },
              ],
            },
          })
          .expect(200)
      ).body as ContentDto;
      expect(edited.chapters).toEqual([
        { startTimeSec: 0, title: 'Washing before prayer', generated: true },
        { startTimeSec: 300, title: 'The five daily prayers', generated: false },
        { startTimeSec: 1100, title: 'Closing supplication', generated: false },
      ]);
      expect(edited.aiMetadata?.owners?.chapters).toMatchObject({ how: 'edited' });
    });
  });

  describe('the content response and the chapter files', () => {
    it('should keep generated chapters from visitors until staff accept them', async () => {
      const id = await lecture(true);
      expect((await visitor().get(`/api/content/public/${id}`).expect(200)).body).toMatchObject({ chapters: [] });
      await visitor().get(`/api/content/${id}/chapters.vtt`).expect(404, { message: 'No chapters for this item yet' });
      await visitor().get(`/api/content/${id}/chapters.json`).expect(404);
      // Staff see what waits for them.
      expect((await viewer.get(`/api/content/${id}/chapters.json`).expect(200)).body.chapters).toHaveLength(3);

      await admin.patch(`/api/content/${id}`).send({ accept: ['chapters'] }).expect(200);
      expect(((await visitor().get(`/api/content/public/${id}`).expect(200)).body as ContentDto).chapters).toEqual(MADE);
    });

    it('should serve a WebVTT chapters track, a cue per chapter to the next one and the last to the end', async () => {
      const id = await lecture(true);
      await admin.patch(`/api/content/${id}`).send({ analysis: { chapters: [...MADE.slice(0, 2), { startTimeSec: 845, title: 'Trade & <markets>' }] } }).expect(200);
      const res = await visitor().get(`/api/content/${id}/chapters.vtt`).expect(200);
      expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(res.text).toBe(
        [
          'WEBVTT',
          '',
          '1\n00:00:00.000 --> 00:05:12.500\nWashing before prayer\n',
          '2\n00:05:12.500 --> 00:14:05.000\nThe five prayers\n',
          '3\n00:14:05.000 --> 00:20:00.000\nTrade &amp; &lt;markets&gt;\n',
        ].join('\n'),
      );
    });

    it('should serve Podcasting 2.0 JSON chapters as application/json+chapters', async () => {
      const id = await lecture(true);
      await admin.patch(`/api/content/${id}`).send({ accept: ['chapters'], speaker: 'Shaykh Ahmad' }).expect(200);
      const res = await visitor().get(`/api/content/${id}/chapters.json`).expect(200);
      expect(res.headers['content-type']).toBe('application/json+chapters; charset=utf-8');
      expect(JSON.parse(res.text)).toEqual({
        version: '1.2.0',
        title: 'Prayer and trade',
        author: 'Shaykh Ahmad',
        chapters: [
          { startTime: 0, endTime: 312.5, title: 'Washing before prayer' },
          { startTime: 312.5, endTime: 845, title: 'The five prayers' },
          { startTime: 845, endTime: 1200, title: 'Honest trade' },
        ],
      });
    });

    it("should answer 404 for an unpublished item's chapters and transcript to visitors, 400 for a malformed id", async () => {
      const id = await lecture(false);
      await admin.patch(`/api/content/${id}`).send({ accept: ['chapters'] }).expect(200);
      for (const file of ['chapters.vtt', 'chapters.json', 'transcript.txt']) {
        await visitor().get(`/api/content/${id}/${file}`).expect(404);
        await visitor().get(`/api/content/not-an-id/${file}`).expect(400);
      }
      await viewer.get(`/api/content/${id}/transcript.txt`).expect(200);
    });

    it('should serve the transcript as plain text, a passage a line, exactly as said', async () => {
      const id = await lecture(true);
      const res = await visitor().get(`/api/content/${id}/transcript.txt`).expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.text).toBe('Before the prayer the believer washes.\nNow we turn to trade & the <market>.\n');
    });
  });
});

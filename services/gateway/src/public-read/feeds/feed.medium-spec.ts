import request from 'supertest';
import Ajv from 'ajv';
import Parser from 'rss-parser';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { CreateContentRequest } from '@lectures/proto';
import { makeContent } from '../../testing/content-factory';
import { signUp, startGatewayStack } from '../../testing/gateway-test-stack';
import { PODCAST_CHAPTERS_SCHEMA } from './podcast-chapters.schema';

type Tag = { $: { url: string; type: string; language?: string } };
type Item = Parser.Item & { itunes?: { duration?: string; author?: string; image?: string }; transcript?: Tag; transcripts?: Tag[]; chapters?: Tag };

/** The podcast feed, parsed the way podcast apps read it (rss-parser). */
describe('GET /feed.xml', () => {
  let stack: TestStack;
  let admin: TestAgent;
  const parser = new Parser<Record<string, unknown>, Item>({
    customFields: { item: [['podcast:transcript', 'transcript'], ['podcast:transcript', 'transcripts', { keepArray: true }], ['podcast:chapters', 'chapters']] },
  });

  async function lecture(fields: Partial<CreateContentRequest> & { speaker?: string; tags?: string[]; said?: string }, publish = true) {
    const { speaker, tags, said, ...overrides } = fields;
    const bus = stack.services[0].bus;
    const item = await makeContent(bus, overrides);
    if (speaker || tags) await admin.patch(`/api/content/${item.id}`).send({ speaker, tags }).expect(200);
    if (said) {
      await bus.emit('transcription.completed.v1', { contentId: item.id, generation: 1, transcriptText: said, aiMetadata: { summary: 'A summary.' }, suggestions: {} });
      for (let i = 0; i < 100 && !(await admin.get(`/api/content/${item.id}`)).body.transcriptText; i++) await new Promise((r) => setTimeout(r, 50));
    }
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  }

  const feed = async (query: Record<string, string> = {}) => {
    // Links come from PUBLIC_URL, never from a Host header anyone can send.
    const res = await request(stack.server).get('/feed.xml').query(query).set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    return { text: res.text, parsed: await parser.parseString(res.text) };
  };

  let withTranscript: { id: string };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process', { env: { PUBLIC_URL: 'http://lectures.example.org' } });
    admin = (await signUp(stack, 'admin')).agent;
    await lecture({ title: 'Tafsir of Al-Kahf', durationSeconds: 1800, speaker: 'Shaykh Ahmad', tags: ['Tafsir'], mediaFileSize: 123456, mediaMimeType: 'audio/mpeg' });
    withTranscript = await lecture({ title: 'Patience <& gratitude>', durationSeconds: 600, speaker: 'Ustadha Maryam', tags: ['Fiqh'], said: 'In the name of God.' });
    await lecture({ title: 'Unpublished draft' }, false);
  });
  afterAll(() => stack.close());

  it('should list published lectures newest first with enclosure, duration, GUID and transcript link', async () => {
    const { parsed, text } = await feed();
    expect(parsed.title).toBe('Lecture Library');
    expect(parsed.link).toBe('http://lectures.example.org');
    expect(parsed.itunes).toMatchObject({ author: 'Lecture Library', explicit: 'false', image: 'http://lectures.example.org/podcast-cover.jpg' });
    expect(parsed.items.map((i) => i.title)).toEqual(['Patience <& gratitude>', 'Tafsir of Al-Kahf']);
    const [newest, older] = parsed.items;
    expect(newest.guid).toBe(withTranscript.id);
    expect(newest.link).toBe(`http://lectures.example.org/content/${withTranscript.id}`);
    expect(newest.transcripts?.map((t) => t.$)).toEqual([
      { url: `http://lectures.example.org/api/content/${withTranscript.id}/captions.vtt`, type: 'text/vtt' },
      { url: `http://lectures.example.org/api/content/${withTranscript.id}/transcript.txt`, type: 'text/plain' },
    ]);
    expect(newest.itunes).toMatchObject({ duration: '600', author: 'Ustadha Maryam' });
    // Square episode art: the item's own picture at 1400x1400, Apple's minimum (the renditions browser test fetches it).
    const art = new URL(newest.itunes!.image!);
    expect([art.pathname, art.searchParams.get('variant')]).toEqual([`/api/content/${withTranscript.id}/artwork`, 'podcast']);

    expect(older.enclosure).toEqual({ url: expect.stringMatching(/^http:\/\/lectures\.example\.org\/api\/media\/media\/.+\/original\.mp3$/), length: '123456', type: 'audio/mpeg' });
    expect(older.transcript).toBeUndefined();
    expect(Number.isNaN(Date.parse(older.pubDate!))).toBe(false);
    // User text is escaped, never markup.
    expect(text).toContain('<title>Patience &lt;&amp; gratitude&gt;</title>');
    expect(text).not.toContain('evil.example');
  });

  it('should date an episode by when it was published, not when it was uploaded', async () => {
    const item = await makeContent(stack.services[0].bus, { title: 'Reviewed for a while' });
    // Reviewed a while after the upload (a second is what an RFC 822 date can tell apart).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin.post(`/api/content/${item.id}/approve`).expect(200);
    const read = (await admin.get(`/api/content/${item.id}`).expect(200)).body as { publishedAt: string | null; createdAt: string };
    expect(read.publishedAt).not.toBeNull();
    expect(Date.parse(read.publishedAt!) - Date.parse(read.createdAt)).toBeGreaterThanOrEqual(1000);
    const episode = (await feed()).parsed.items.find((i) => i.guid === item.id)!;
    expect(episode.pubDate).toBe(new Date(read.publishedAt!).toUTCString());
    await admin.delete(`/api/content/${item.id}`).expect(200);
  });

  it('should point podcast apps to Podcasting 2.0 chapters and to both transcripts, each served as the feed says', async () => {
    const item = await makeContent(stack.services[0].bus, { title: 'Prayer, then trade', durationSeconds: 1200 });
    const chapters = [
      { startTimeSec: 0, title: 'Washing before prayer', generated: true },
      { startTimeSec: 312.5, title: 'Honest trade & <fair> prices', generated: true },
    ];
    const passages = [{ start: 0, end: 5, text: 'Before the prayer the believer washes.' }, { start: 5, end: 9, text: 'Now we turn to trade.' }];
    await stack.services[0].bus.emit('transcription.completed.v2', { contentId: item.id, generation: 1, passages, analysis: { language: 'en', chapters } });
    for (let i = 0; i < 100 && !(await admin.get(`/api/content/${item.id}`)).body.transcriptText; i++) await new Promise((r) => setTimeout(r, 50));
    await admin.post(`/api/content/${item.id}/approve`).expect(200);
    // Generated chapters are not public: no podcast:chapters until staff accept them.
    const before = (await feed()).parsed.items.find((i) => i.guid === item.id)!;
    expect(before.chapters).toBeUndefined();
    await admin.patch(`/api/content/${item.id}`).send({ accept: ['chapters'] }).expect(200);

    const episode = (await feed()).parsed.items.find((i) => i.guid === item.id)!;
    const base = `http://lectures.example.org/api/content/${item.id}`;
    expect(episode.chapters?.$).toEqual({ url: `${base}/chapters.json`, type: 'application/json+chapters' });
    expect(episode.transcripts?.map((t) => t.$)).toEqual([
      { url: `${base}/captions.vtt`, type: 'text/vtt', language: 'en' },
      { url: `${base}/transcript.txt`, type: 'text/plain', language: 'en' },
    ]);

    // Each address answers what its type says, to an app with no session.
    const path = (url: string) => new URL(url).pathname;
    const json = await request(stack.server).get(path(episode.chapters!.$.url)).expect(200);
    expect(json.headers['content-type']).toBe('application/json+chapters; charset=utf-8');
    const body: unknown = JSON.parse(json.text);
    const validate = new Ajv({ allErrors: true, strict: true }).compile(PODCAST_CHAPTERS_SCHEMA);
    expect(validate(body) ? [] : validate.errors).toEqual([]);
    const listed = (body as { chapters: { startTime: number; title: string }[] }).chapters;
    expect(listed.map((c) => [c.startTime, c.title])).toEqual([
      [0, 'Washing before prayer'],
      [312.5, 'Honest trade & <fair> prices'],
    ]);
    const vtt = await request(stack.server).get(path(episode.transcripts![0].$.url)).expect(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const text = await request(stack.server).get(path(episode.transcripts![1].$.url)).expect(200);
    expect([text.headers['content-type'], text.text]).toEqual(['text/plain; charset=utf-8', 'Before the prayer the believer washes.\nNow we turn to trade.\n']);
  });

  it("should give one speaker's and one topic's feed", async () => {
    const bySpeaker = (await feed({ speaker: 'Shaykh Ahmad' })).parsed;
    expect(bySpeaker.title).toBe('Shaykh Ahmad - Lecture Library');
    expect(bySpeaker.items.map((i) => i.title)).toEqual(['Tafsir of Al-Kahf']);
    expect((await feed({ topic: 'Fiqh' })).parsed.items.map((i) => i.title)).toEqual(['Patience <& gratitude>']);
    // No feed titled with whatever was asked: a speaker or topic with nothing published is not found.
    for (const query of [{ topic: 'Nothing here' }, { speaker: 'Claim your prize at evil.example' }]) {
      const res = await request(stack.server).get('/feed.xml').query(query);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('evil.example');
    }
    expect((await request(stack.server).get('/feed.xml').query({ speaker: 'x'.repeat(201) })).status).toBe(400);
  });

  it('should follow publishing: a newly published lecture heads the feed', async () => {
    await lecture({ title: 'Newest sermon' });
    expect((await feed()).parsed.items[0].title).toBe('Newest sermon');
  });
});

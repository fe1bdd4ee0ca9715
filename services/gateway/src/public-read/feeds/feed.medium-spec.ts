import request from 'supertest';
import Parser from 'rss-parser';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { CreateContentRequest } from '@lectures/proto';
import { makeContent } from '../../testing/content-factory';
import { signUp, startGatewayStack } from '../../testing/gateway-test-stack';

type Item = Parser.Item & { itunes?: { duration?: string; author?: string; image?: string }; transcript?: { $: { url: string; type: string } } };

/** The podcast feed, parsed the way podcast apps read it (rss-parser). */
describe('GET /feed.xml', () => {
  let stack: TestStack;
  let admin: TestAgent;
  const parser = new Parser<Record<string, unknown>, Item>({ customFields: { item: [['podcast:transcript', 'transcript']] } });

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
    expect(parsed.itunes).toMatchObject({ author: 'Lecture Library', explicit: 'false', image: 'http://lectures.example.org/social-card.png' });
    expect(parsed.items.map((i) => i.title)).toEqual(['Patience <& gratitude>', 'Tafsir of Al-Kahf']);
    const [newest, older] = parsed.items;
    expect(newest.guid).toBe(withTranscript.id);
    expect(newest.link).toBe(`http://lectures.example.org/content/${withTranscript.id}`);
    expect(newest.transcript?.$).toEqual({ url: `http://lectures.example.org/api/content/${withTranscript.id}/captions.vtt`, type: 'text/vtt' });
    expect(newest.itunes).toMatchObject({ duration: '600', author: 'Ustadha Maryam' });
    // Square episode art: the item's own 960x960 picture (the artwork tests check what it serves).
    const art = new URL(newest.itunes!.image!);
    expect([art.pathname, art.searchParams.get('variant')]).toEqual([`/api/content/${withTranscript.id}/artwork`, 'social']);
    expect(older.enclosure).toEqual({ url: expect.stringMatching(/^http:\/\/lectures\.example\.org\/api\/media\/media\/.+\/original\.mp3$/), length: '123456', type: 'audio/mpeg' });
    expect(older.transcript).toBeUndefined();
    expect(Number.isNaN(Date.parse(older.pubDate!))).toBe(false);
    // User text is escaped, never markup.
    expect(text).toContain('<title>Patience &lt;&amp; gratitude&gt;</title>');
    expect(text).not.toContain('evil.example');
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

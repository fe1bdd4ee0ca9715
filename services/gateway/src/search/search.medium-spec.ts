import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { TestStack } from '@lectures/platform/src/testing/test-stack';
import type { CreateContentRequest, TimedSegment } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

interface Hit {
  id: string;
  title: string;
  matchedFields: string[];
  passages: { startTimeSec: number; endTimeSec: number; snippet: string }[];
  transcriptText: string | null;
}

/** Search inside what was said, on the real PostgreSQL full-text search, through the gateway. */
describe('GET /api/search', () => {
  let stack: TestStack;
  let admin: TestAgent;

  /** An item with a timed transcript, as the content service stores a finished transcription. */
  async function lecture(fields: Partial<CreateContentRequest> & { speaker?: string }, said: [number, string][] = [], publish = true) {
    const bus = stack.services[0].bus;
    const { speaker, ...overrides } = fields;
    const item = await makeContent(bus, overrides);
    if (speaker) await admin.patch(`/api/content/${item.id}`).send({ speaker }).expect(200);
    const segments: TimedSegment[] = said.map(([start, text], i) => ({ start, end: start + 8, text, startChar: i, endChar: i + text.length }));
    if (said.length > 0) {
      await bus.emit('transcription.completed.v1', {
        contentId: item.id,
        generation: 1,
        transcriptText: said.map(([, t]) => t).join(' '),
        aiMetadata: { segments },
        suggestions: {},
      });
      for (let i = 0; i < 100; i++) {
        const res = await admin.get(`/api/content/${item.id}`);
        if ((res.body as { transcriptText: string | null }).transcriptText) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    if (publish) await admin.post(`/api/content/${item.id}/approve`).expect(200);
    return item;
  }

  const search = async (q: string, extra: Record<string, string> = {}) => {
    const res = await request(stack.server).get('/api/search').query({ q, ...extra });
    expect(res.status).toBe(200);
    return res.body as { items: Hit[]; nextCursor: string | null };
  };
  const ids = async (q: string) => (await search(q)).items.map((h) => h.title);

  let patience: { id: string };
  let tafsir: { id: string };

  beforeAll(async () => {
    stack = await startGatewayStack('in-process');
    admin = (await signUp(stack, 'admin')).agent;
    patience = await lecture({ title: 'Gratitude in ease', description: 'A short talk' }, [
      [0, 'In the name of God, the most gracious.'],
      [754, 'Patience in hardship is half of faith, and the believer is grateful.'],
      [800, 'Fasting teaches <self> control & discipline.'],
    ]);
    tafsir = await lecture({ title: 'Tafseer of Surah Al-Kahf', speaker: 'Shaykh Ahmad' }, [[30, 'The cave and its sleepers.']]);
    await lecture({ title: 'تَفْسِيرُ سُورَةِ الفَاتِحَة', speaker: 'الشيخ أحمد' }, [[5, 'الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ']]);
    await lecture({ title: 'Patience', description: 'On sabr' });
    await lecture({ title: 'Unpublished patience draft' }, [[3, 'patience in hardship again']], false);
  }, 180_000); // a library of lectures through the whole stack: slow on a busy machine
  afterAll(() => stack.close());

  it('should find the moment a phrase was said, with its time and a highlighted, escaped snippet', async () => {
    const { items } = await search('"patience in hardship"');
    const hit = items.find((h) => h.id === patience.id)!;
    expect(hit.matchedFields).toEqual(['transcript']);
    expect(hit.passages).toEqual([{ startTimeSec: 754, endTimeSec: 762, snippet: expect.stringContaining('<mark>Patience</mark> <mark>in</mark> <mark>hardship</mark>') }]);
    expect(hit.transcriptText).toBeNull();
    const escaped = (await search('discipline')).items.find((h) => h.id === patience.id)!;
    expect(escaped.passages[0].snippet).toContain('&lt;self&gt; control &amp; <mark>discipline</mark>');
  });

  it('should rank a title hit above a transcript hit, and never show the public an unpublished item', async () => {
    const titles = await ids('patience');
    expect(titles[0]).toBe('Patience');
    expect(titles).toContain('Gratitude in ease');
    expect(titles).not.toContain('Unpublished patience draft');
    const staff = await admin.get('/api/search/all').query({ q: 'patience' });
    expect((staff.body as { items: Hit[] }).items.map((h) => h.title)).toContain('Unpublished patience draft');
  });

  it('should honour exclusion and or', async () => {
    expect(await ids('patience -hardship')).toEqual(['Patience']);
    expect((await ids('cave or discipline')).sort()).toEqual(['Gratitude in ease', 'Tafseer of Surah Al-Kahf']);
  });

  it('should hold words, phrases and exclusions to one passage, whatever the rest of the lecture says', async () => {
    const said = await lecture({ title: 'Two moments' }, [
      [10, 'Mercy upon the believers.'],
      [20, 'Steadfastness in trial, said twice: steadfastness.'],
    ]);
    const found = async (q: string) => (await search(q)).items.some((h) => h.id === said.id);
    expect(await found('mercy steadfastness')).toBe(false);
    expect(await found('"upon the believers"')).toBe(true);
    expect(await found('"the believers upon"')).toBe(false);
    expect(await found('mercy -steadfastness')).toBe(true);
    expect(await found('steadfastness -trial')).toBe(false);
    const hit = (await search('steadfastness or believers')).items.find((h) => h.id === said.id)!;
    expect(hit.matchedFields).toEqual(['transcript']);
    expect(hit.passages.map((p) => p.startTimeSec)).toEqual([10, 20]);
  });

  it('should match transliteration variants and apostrophes both ways', async () => {
    expect(await ids('tafsir')).toEqual(['Tafseer of Surah Al-Kahf']);
    expect((await search('sheikh ahmad')).items.map((h) => h.id)).toContain(tafsir.id);
  });

  it('should forgive a typo in a title or speaker, ranking it below exact hits', async () => {
    expect((await ids('gratitute'))[0]).toBe('Gratitude in ease');
    expect((await ids('patiense'))[0]).toBe('Patience');
  });

  it('should find Arabic with or without tashkeel and across alef forms', async () => {
    expect(await ids('تفسير')).toEqual(['تَفْسِيرُ سُورَةِ الفَاتِحَة']);
    expect(await ids('تَفْسِير')).toEqual(['تَفْسِيرُ سُورَةِ الفَاتِحَة']);
    expect(await ids('احمد')).toEqual(['تَفْسِيرُ سُورَةِ الفَاتِحَة']);
    const said = (await search('الحمد')).items[0];
    expect(said.passages[0]).toMatchObject({ startTimeSec: 5 });
  });

  it('should page with an opaque cursor and refuse a malformed cursor or a limit over the maximum', async () => {
    const first = await search('patience', { limit: '1' });
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await search('patience', { limit: '1', cursor: first.nextCursor! });
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const bad = await request(stack.server).get('/api/search').query({ q: 'patience', cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Invalid cursor' });
    expect((await request(stack.server).get('/api/search').query({ q: 'patience', limit: '51' })).status).toBe(400);
    expect((await request(stack.server).get('/api/search')).status).toBe(400);
  });

  it('should keep a published transcript findable while it is reprocessed, and drop a draft one at once', async () => {
    await admin.post(`/api/content/${tafsir.id}/reprocess`).expect(200);
    expect((await search('sleepers')).items.map((h) => h.id)).toEqual([tafsir.id]);
    const draft = await lecture({ title: 'Draft on the night journey' }, [[12, 'The night journey and the ascension.']], false);
    const staffSearch = async () => ((await admin.get('/api/search/all').query({ q: 'ascension' })).body as { items: Hit[] }).items.map((h) => h.id);
    expect(await staffSearch()).toEqual([draft.id]);
    await admin.post(`/api/content/${draft.id}/reprocess`).expect(200);
    expect(await staffSearch()).toEqual([]);
  });
});

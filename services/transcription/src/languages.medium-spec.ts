import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { RAMADAN_TALK } from './testing/lecture-script';
import { chatCompletion, startOpenAiStub, type OpenAiStub } from './testing/openai-stub.server';
import { type BusObservers, completion, isCompletion, observeBus, placeMedia, waitFor } from './testing/pipeline-harness';
import { synthesiseSpeech } from './testing/synthesise-speech';
import { transcriptionService } from './transcription.service-definition';

jest.setTimeout(180_000);

const ARABIC = ['الصبر', 'نصف', 'الإيمان', 'والشكر', 'نصفه', 'الآخر'];
const MODEL_ANSWER = {
  title: 'الصبر والشكر',
  description: 'درس عن الصبر والشكر.',
  speaker: '',
  summary: 'الصبر نصف الإيمان.',
  keyPoints: ['الصبر نصف الإيمان'],
  topics: ['الصبر'],
  tags: [],
  qna: [],
  references: [
    { kind: 'hadith', surah: 0, ayah: 0, collection: 'Sahih Muslim', quote: 'الصبر نصف الإيمان' },
    { kind: 'quran', surah: 200, ayah: 1, collection: '', quote: 'والشكر نصفه الآخر' },
  ],
};

/**
 * With an OpenAI-compatible engine configured, an item staff marked Arabic is transcribed in
 * Arabic: the engine is told the language, and the transcript keeps Arabic script. A chat
 * model analyses it and proposes its sources, which are checked before they are kept.
 */
describe('languages through an OpenAI-compatible engine', () => {
  let stack: TestStack;
  let stub: OpenAiStub;
  let observed: BusObservers;
  let fixtures: string;
  let talk: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'languages-'));
    talk = await synthesiseSpeech(RAMADAN_TALK.slice(0, 3), fixtures, 'talk', { gapSec: 0.9 });
    // The stub answers every segment with the same Arabic sentence, timed word by word.
    stub = await startOpenAiStub({
      transcription: () => ({
        json: { text: ARABIC.join(' '), words: ARABIC.map((word, i) => ({ word, start: i * 0.5, end: i * 0.5 + 0.4 })) },
      }),
      // The chat model proposes two sources: one that holds up, one surah that does not exist.
      chat: () => ({ json: chatCompletion(JSON.stringify(MODEL_ANSWER)) }),
    });
    stack = await startTestStack('rmq', (runtime) => [
      transcriptionService(new EnvReader({ STT_ENGINE: 'openai', OPENAI_BASE_URL: stub.baseURL, OPENAI_API_KEY: 'sk-test', OPENAI_CHAT_MODEL: 'chat-test' }), true, runtime.dataDir, {
        workers: 1,
        maxSegmentSec: 10,
      }),
    ]);
    observed = await observeBus(TEST_AMQP_URL, stack.runtime.transport.prefix);
  });

  afterAll(async () => {
    await observed?.close();
    await stack?.close();
    await stub?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  async function transcribe(language?: 'ar' | 'en' | 'other'): Promise<ReturnType<typeof completion>> {
    const contentId = randomUUID();
    const mediaKey = placeMedia(stack.runtime.dataDir, talk);
    const sentBefore = stub.transcriptionRequests.length;
    await observed.bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'audio', reason: 'upload', ...(language ? { language } : {}) });
    const completed = await waitFor('completed event', () => observed.content.events.find((e) => isCompletion(e, contentId)));
    const sent = stub.transcriptionRequests.slice(sentBefore);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((r) => r.language))).toEqual(new Set([language === 'other' ? undefined : language]));
    // The terms' written forms guide Whisper's spelling in an English lecture; elsewhere an English glossary would pull towards English.
    for (const r of sent) expect(r.prompt?.startsWith('Glossary: Allah, Quran, hadith') ?? false).toBe(language === 'en');
    return completion(completed);
  }

  it('should tell the engine the language staff chose and keep the Arabic transcript in Arabic script', async () => {
    const result = await transcribe('ar');
    expect(result.text).toContain('الصبر نصف الإيمان');
    expect(result.text).not.toMatch(/[a-z]/i);
    expect(result.event.analysis).toMatchObject({ language: 'ar' });
    expect(result.event.transcriptUnavailable).toBeUndefined();
    // The model's proposal that holds up is kept at the moment it is said; surah 200 is not.
    expect(result.event.analysis).toMatchObject({ analysedBy: 'chat-test' });
    const references = result.event.analysis.references ?? [];
    expect(references.map((r) => r.label)).toEqual(['Sahih Muslim']);
    expect(references[0].startTimeSec).toBe(0);
  });

  it("should let the engine detect the language for 'other' and for items without a choice", async () => {
    await transcribe('other');
    await transcribe();
  });

  it('should give the engine the glossary of terms for a lecture staff said is in English', async () => {
    await transcribe('en');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { RAMADAN_TALK } from './testing/lecture-script';
import { startOpenAiStub, type OpenAiStub } from './testing/openai-stub.server';
import { type BusObservers, completion, isCompletion, observeBus, placeMedia, waitFor } from './testing/pipeline-harness';
import { synthesiseSpeech } from './testing/synthesise-speech';
import { transcriptionService } from './transcription.service-definition';

jest.setTimeout(180_000);

const ARABIC = ['الصبر', 'نصف', 'الإيمان'];

/**
 * STT_ENGINE=pocketsphinx with STT_ENGINES=ar:openai, over real RabbitMQ and PostgreSQL: a
 * lecture staff marked Arabic goes to the OpenAI-compatible server, an English one to
 * PocketSphinx, which never hears from the server.
 */
describe('an engine per lecture language', () => {
  let stack: TestStack;
  let stub: OpenAiStub;
  let observed: BusObservers;
  let fixtures: string;
  let talk: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'per-language-'));
    talk = await synthesiseSpeech(RAMADAN_TALK.slice(0, 2), fixtures, 'talk', { gapSec: 0.9 });
    stub = await startOpenAiStub({
      transcription: () => ({ json: { text: ARABIC.join(' '), words: ARABIC.map((word, i) => ({ word, start: i * 0.5, end: i * 0.5 + 0.4 })) } }),
    });
    const env = new EnvReader({ STT_ENGINE: 'pocketsphinx', STT_ENGINES: 'ar:openai', OPENAI_BASE_URL: stub.baseURL, OPENAI_API_KEY: 'sk-test' });
    stack = await startTestStack('rmq', (runtime) => [transcriptionService(env, true, runtime.dataDir, { workers: 1 })]);
    observed = await observeBus(TEST_AMQP_URL, stack.runtime.transport.prefix);
  });

  afterAll(async () => {
    await observed?.close();
    await stack?.close();
    await stub?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  async function transcribe(language: 'ar' | 'en'): Promise<{ text: string; serverCalls: number }> {
    const contentId = randomUUID();
    const before = stub.transcriptionRequests.length;
    await observed.bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey: placeMedia(stack.runtime.dataDir, talk), mediaType: 'audio', reason: 'upload', language });
    const completed = await waitFor('completed event', () => observed.content.events.find((e) => isCompletion(e, contentId)));
    return { text: completion(completed).text, serverCalls: stub.transcriptionRequests.length - before };
  }

  it('should transcribe an Arabic lecture on the OpenAI-compatible server, told the language', async () => {
    const arabic = await transcribe('ar');
    expect(arabic.serverCalls).toBeGreaterThan(0);
    expect(arabic.text).toContain('الصبر نصف الإيمان');
    expect(stub.transcriptionRequests.at(-1)?.language).toBe('ar');
  });

  it('should transcribe an English lecture with PocketSphinx, without the server', async () => {
    const english = await transcribe('en');
    expect(english.serverCalls).toBe(0);
    // PocketSphinx heard the synthesised English talk: Latin words, none of the server's Arabic.
    expect(english.text).toMatch(/[a-z]{3,}/);
    expect(english.text).not.toContain('الصبر');
  });
});

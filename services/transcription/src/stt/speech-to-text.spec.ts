import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWorkingCopy } from '../media/working-copy';
import { startOpenAiStub } from '../testing/openai-stub.server';
import { sharedWordRatio, synthesiseSpeech } from '../testing/synthesise-speech';
import { OpenAiTranscriptionEngine, wordsFromSegments } from './openai-transcription.engine';
import { PocketsphinxEngine } from './pocketsphinx.engine';

const REFERENCE = [
  'In the name of God the most gracious the most merciful.',
  'Today we will study the meaning of prayer and fasting in the month of Ramadan.',
  'The prophet taught his companions to be patient and kind.',
];

describe('speech to text engines', () => {
  let dir: string;
  let wav: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stt-'));
    const speech = await synthesiseSpeech(REFERENCE, dir, 'speech', { voice: 'slt', gapSec: 0.8 });
    wav = join(dir, 'work.wav');
    await makeWorkingCopy(speech, wav);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe(PocketsphinxEngine.name, () => {
    it('should recognise most words of real speech with rising, in-range timings', async () => {
      const result = await new PocketsphinxEngine().transcribe(wav);
      expect(sharedWordRatio(REFERENCE.join(' '), result.text)).toBeGreaterThan(0.7);
      expect(result.words.length).toBeGreaterThan(20);
      result.words.forEach((w, i) => {
        expect(w.end).toBeGreaterThanOrEqual(w.start);
        if (i > 0) expect(w.start).toBeGreaterThanOrEqual(result.words[i - 1].end);
      });
      expect(result.words[result.words.length - 1].end).toBeLessThan(20);
    }, 60_000);

    it('should reject a file that is not audio', async () => {
      const junk = join(dir, 'junk.wav');
      writeFileSync(junk, 'junk');
      await expect(new PocketsphinxEngine().transcribe(junk)).rejects.toThrow(/pocketsphinx_continuous failed/);
    });
  });

  describe(OpenAiTranscriptionEngine.name, () => {
    it('should send the audio as multipart and keep the word timings of verbose_json', async () => {
      const stub = await startOpenAiStub({
        transcription: () => ({
          json: {
            text: ' Patience is half of faith.',
            language: 'english',
            duration: 2.5,
            words: [
              { word: 'Patience', start: 0.1, end: 0.6 },
              { word: 'is', start: 0.6, end: 0.8 },
              { word: 'half', start: 0.8, end: 1.1 },
              { word: 'of', start: 1.1, end: 1.2 },
              { word: 'faith', start: 1.2, end: 1.7 },
            ],
            segments: [{ id: 0, start: 0, end: 1.7, text: ' Patience is half of faith.' }],
          },
        }),
      });
      try {
        const engine = new OpenAiTranscriptionEngine({ baseURL: stub.baseURL, apiKey: 'sk-test', model: 'whisper-1' });
        const result = await engine.transcribe(wav);
        expect(result.text).toBe('Patience is half of faith.');
        expect(result.words.map((w) => w.word)).toEqual(['Patience', 'is', 'half', 'of', 'faith']);
        expect(result.words[4]).toEqual({ word: 'faith', start: 1.2, end: 1.7 });
        const [sent] = stub.transcriptionRequests;
        expect(sent.authorization).toBe('Bearer sk-test');
        expect(sent.model).toBe('whisper-1');
        expect(sent.responseFormat).toBe('verbose_json');
        expect(sent.granularities).toEqual(expect.arrayContaining(['word', 'segment']));
        expect(sent.file.equals(readFileSync(wav))).toBe(true);
        expect(sent.language).toBeUndefined();
        // The language staff chose goes with the audio.
        await engine.transcribe(wav, undefined, 'ar');
        expect(stub.transcriptionRequests[1].language).toBe('ar');
      } finally {
        await stub.close();
      }
    });

    it("should keep Whisper's confidence: word probabilities, else the segment's, weighed by its chance of speech, and the language it heard", async () => {
      const stub = await startOpenAiStub({
        transcription: () => ({
          json: {
            text: 'Patience is half. Of faith.',
            language: 'english',
            duration: 4,
            words: [
              { word: 'Patience', start: 0, end: 0.5, probability: 0.9 },
              { word: 'is', start: 0.5, end: 0.7, probability: 0.4 },
              { word: 'half.', start: 0.7, end: 1 },
              { word: 'Of', start: 2, end: 2.2 },
              { word: 'faith.', start: 2.2, end: 2.6, probability: 0.95 },
            ],
            segments: [
              { start: 0, end: 1, text: 'Patience is half.', avg_logprob: -0.1, no_speech_prob: 0 },
              { start: 2, end: 3, text: 'Of faith.', avg_logprob: -0.3, no_speech_prob: 0.8 },
            ],
          },
        }),
      });
      try {
        const result = await new OpenAiTranscriptionEngine({ baseURL: stub.baseURL, apiKey: 'k', model: 'whisper' }).transcribe(wav);
        expect(result.words.map((w) => w.conf)).toEqual([0.9, 0.4, Math.round(Math.exp(-0.1) * 1000) / 1000, Math.round(Math.exp(-0.3) * 0.2 * 1000) / 1000, 0.19]);
        expect(result.language).toBe('english');
      } finally {
        await stub.close();
      }
    });

    it('should derive word timings from segments when the server gives none', async () => {
      const stub = await startOpenAiStub({
        transcription: () => ({
          json: { text: 'one two', language: 'en', duration: 4, segments: [{ start: 1, end: 3, text: 'one two' }] },
        }),
      });
      try {
        const engine = new OpenAiTranscriptionEngine({ baseURL: stub.baseURL, apiKey: 'k', model: 'whisper' });
        const result = await engine.transcribe(wav);
        expect(result.words).toEqual([
          { word: 'one', start: 1, end: 2 },
          { word: 'two', start: 2, end: 3 },
        ]);
      } finally {
        await stub.close();
      }
    });

    it('should fail when the endpoint refuses the key', async () => {
      const stub = await startOpenAiStub({
        transcription: () => ({ status: 401, json: { error: { message: 'Incorrect API key' } } }),
      });
      try {
        const engine = new OpenAiTranscriptionEngine({ baseURL: stub.baseURL, apiKey: 'bad', model: 'whisper', maxRetries: 0 });
        await expect(engine.transcribe(wav)).rejects.toThrow(/401/);
      } finally {
        await stub.close();
      }
    });
  });

  describe('wordsFromSegments', () => {
    it('should spread words over the segment in proportion to their length', () => {
      expect(wordsFromSegments([{ start: 0, end: 3, text: 'ab c' }])).toEqual([
        { word: 'ab', start: 0, end: 2 },
        { word: 'c', start: 2, end: 3 },
      ]);
    });
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader } from '@lectures/platform';
import type { TranscriptChunkMessage, TranscriptProgressLogMessage } from '@lectures/proto';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { RAMADAN_TALK } from './testing/lecture-script';
import { type BusObservers, completion, isCompletion, messagesFor, observeBus, placeMedia, waitFor } from './testing/pipeline-harness';
import { sharedWordRatio, spokenWords, synthesiseSpeech } from './testing/synthesise-speech';
import { transcriptionService } from './transcription.service-definition';

jest.setTimeout(180_000);

describe('transcription pipeline over RabbitMQ', () => {
  let stack: TestStack;
  let observed: BusObservers;
  let bus: BusObservers['bus'];
  let content: BusObservers['content'];
  let progress: BusObservers['progress'];
  let fixtures: string;
  let talkVideo: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'pipeline-'));
    talkVideo = await synthesiseSpeech(RAMADAN_TALK, fixtures, 'talk', { container: 'video', gapSec: 0.9 });
    stack = await startTestStack('rmq', (runtime) => [
      transcriptionService(new EnvReader({}), true, runtime.dataDir, { workers: 2, maxSegmentSec: 10 }),
    ]);
    observed = await observeBus(TEST_AMQP_URL, stack.runtime.transport.prefix);
    ({ content, progress, bus } = observed);
  });

  afterAll(async () => {
    await observed?.close();
    await stack?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it('should transcribe and analyse a real video lecture, streaming ordered chunks and rising progress', async () => {
    const contentId = randomUUID();
    const mediaKey = placeMedia(stack.runtime.dataDir, talkVideo);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'video', reason: 'upload' });

    const completed = await waitFor('completed event', () => content.events.find((e) => isCompletion(e, contentId)));
    const live = await waitFor('the last log line', () => {
      const mine = messagesFor(progress.messages, contentId);
      return mine.some((m) => m.type === 'transcript_progress_log' && m.message === 'Processing complete') ? mine : undefined;
    });

    // Start first, 'Processing complete' last; every chunk in between, in order, adds up to the
    // transcript. transcript_complete itself comes from content, once it has stored the result.
    expect(live[0].type).toBe('transcript_start');
    expect(live[live.length - 1]).toMatchObject({ type: 'transcript_progress_log', message: 'Processing complete', progress: 100 });
    expect(live.some((m) => m.type === 'transcript_complete')).toBe(false);
    const chunks = live.filter((m): m is TranscriptChunkMessage => m.type === 'transcript_chunk');
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const { event, text: transcript } = completion(completed);
    // The same words, none lost or doubled; the stored transcript has them in sentences.
    expect(spokenWords(chunks.map((c) => c.chunk).join(' '))).toEqual(spokenWords(transcript));
    expect(sharedWordRatio(RAMADAN_TALK.join(' '), transcript)).toBeGreaterThan(0.6);
    const logProgress = live
      .filter((m): m is TranscriptProgressLogMessage => m.type === 'transcript_progress_log' && m.progress !== undefined)
      .map((m) => m.progress!);
    expect(logProgress.length).toBeGreaterThan(3);
    expect([...logProgress].sort((a, b) => a - b)).toEqual(logProgress);
    expect(chunks.map((c) => c.progress!)).toEqual([...chunks.map((c) => c.progress!)].sort((a, b) => a - b));

    // What the content service is told: media facts, then the transcript and analysis.
    const probed = content.events.find((e) => e.pattern === 'transcription.media-probed.v1' && e.data.contentId === contentId)!;
    expect(probed.data).toMatchObject({ generation: 1 });
    expect(probed.data.durationSeconds).toBeGreaterThan(20);
    // Timed passages in order (content derives the text from them) and the closed analysis:
    // `completion` validated the event as content does.
    expect(event.analysis).toMatchObject({ language: 'en', tags: expect.arrayContaining(['Ramadan']), analysedBy: 'Built-in rules', title: expect.any(String) });
    // References found in what was said (none need be recognised here: the rules are unit-tested on text).
    expect(Array.isArray(event.analysis.references)).toBe(true);
    expect(event.passages.length).toBeGreaterThan(3);
    expect(event.passages.every((p) => p.end > p.start && p.text.trim() === p.text && p.text.length > 0)).toBe(true);
    expect(event.passages.map((p) => p.start)).toEqual([...event.passages.map((p) => p.start)].sort((a, b) => a - b));
  });

  it('should drop the work of an older generation when the item is reprocessed', async () => {
    const contentId = randomUUID();
    const mediaKey = placeMedia(stack.runtime.dataDir, talkVideo);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'video', reason: 'upload' });
    await waitFor('first chunk', () => messagesFor(progress.messages, contentId).find((m) => m.type === 'transcript_chunk'));
    await bus.emit('transcription.requested.v1', { contentId, generation: 2, mediaKey, mediaType: 'video', reason: 'reprocess' });

    await waitFor('completed generation 2', () => content.events.find((e) => isCompletion(e, contentId, 2)));
    // A late duplicate of generation 1's request changes nothing.
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'video', reason: 'upload' });
    await new Promise((r) => setTimeout(r, 1500));
    const done = content.events.filter((e) => isCompletion(e, contentId));
    expect(done.map((e) => e.data.generation)).toEqual([2]);
    const state = await bus.request('transcription.progress-state.v1', { contentId });
    expect(state).toMatchObject({ state: 'completed', generation: 2, progress: 100 });
    expect(state.transcript).toBe(completion(done[0]).text);
    expect(state.logs.length).toBeGreaterThan(3);
  });

  it('should stop work on an item that is deleted while processing', async () => {
    const contentId = randomUUID();
    const mediaKey = placeMedia(stack.runtime.dataDir, talkVideo);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'video', reason: 'upload' });
    await waitFor('first chunk', () => messagesFor(progress.messages, contentId).find((m) => m.type === 'transcript_chunk'));
    await bus.emit('content.deleted.v1', { contentId, objectKeys: [mediaKey] });
    await waitFor('cancelled', async () => {
      const state = await bus.request('transcription.progress-state.v1', { contentId });
      return state.state === 'cancelled' || undefined;
    });
    // Segments still queued are dropped: nothing more is announced for the item.
    await new Promise((r) => setTimeout(r, 5000));
    expect(messagesFor(progress.messages, contentId).some((m) => m.type === 'transcript_progress_log' && m.message === 'Processing complete')).toBe(false);
    expect(content.events.some((e) => isCompletion(e, contentId))).toBe(false);
  });

  it('should fail a video without a sound track with that reason, reading the file once', async () => {
    const contentId = randomUUID();
    const silent = join(fixtures, 'silent.mp4');
    execFileSync('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1', silent]);
    const mediaKey = placeMedia(stack.runtime.dataDir, silent);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'video', reason: 'upload' });
    const failed = await waitFor('failed event', () =>
      content.events.find((e) => e.pattern === 'transcription.failed.v1' && e.data.contentId === contentId),
    );
    expect(failed.data.error).toBe('The file has no audio track to transcribe');
  });

  it('should fail an item whose file is not media, with a readable reason', async () => {
    const contentId = randomUUID();
    const junk = join(fixtures, 'junk.mp3');
    writeFileSync(junk, 'this is not audio');
    const mediaKey = placeMedia(stack.runtime.dataDir, junk);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'audio', reason: 'upload' });
    const failed = await waitFor('failed event', () =>
      content.events.find((e) => e.pattern === 'transcription.failed.v1' && e.data.contentId === contentId),
    );
    expect(failed.data.error).toMatch(/could not be read/);
    const line = await waitFor('the error log line', () =>
      messagesFor(progress.messages, contentId).find((m) => m.type === 'transcript_progress_log' && m.level === 'error'),
    );
    expect(line).toMatchObject({ message: failed.data.error, progress: 100 });
  });

  it('should end an Arabic item without a transcript, not with English words, when only the offline engine is configured', async () => {
    const contentId = randomUUID();
    const mediaKey = placeMedia(stack.runtime.dataDir, talkVideo);
    await bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey, mediaType: 'video', reason: 'upload', language: 'ar' });
    const completed = await waitFor('completed event', () => content.events.find((e) => isCompletion(e, contentId)));
    const { event } = completion(completed);
    expect(event).toEqual({
      contentId,
      generation: 1,
      passages: [],
      analysis: { language: 'ar', references: [] },
      transcriptUnavailable: 'No speech engine for Arabic is configured: the recording can be published without a transcript',
    });
    const said = messagesFor(progress.messages, contentId);
    expect(said.some((m) => m.type === 'transcript_chunk')).toBe(false);
    expect(said).toContainEqual(expect.objectContaining({ type: 'transcript_progress_log', level: 'warn', message: event.transcriptUnavailable, progress: 100 }));

    // Staff change their mind (the recording was English after all): the reprocess transcribes it.
    await bus.emit('transcription.requested.v1', { contentId, generation: 2, mediaKey, mediaType: 'video', reason: 'reprocess', language: 'en' });
    const again = await waitFor('second completed event', () => content.events.find((e) => isCompletion(e, contentId, 2)));
    expect(sharedWordRatio(RAMADAN_TALK.join(' '), completion(again).text)).toBeGreaterThan(0.6);
  });
});

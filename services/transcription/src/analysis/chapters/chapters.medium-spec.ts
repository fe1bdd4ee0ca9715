import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { type BusObservers, completion, isCompletion, observeBus, placeMedia, waitFor } from '../../testing/pipeline-harness';
import { probeMedia } from '../../testing/media-probe';
import { synthesiseSpeech } from '../../testing/synthesise-speech';
import { PRAYER_HALF, TRADE_HALF } from '../../testing/two-topic-lecture';
import { transcriptionService } from '../../transcription.service-definition';

jest.setTimeout(900_000);

/** Chapters made from real speech: flite reads a lecture that changes topic once, PocketSphinx hears it. */
describe('chapters of a spoken lecture', () => {
  let stack: TestStack;
  let observed: BusObservers;
  let fixtures: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'chapters-'));
    stack = await startTestStack('rmq', (runtime) => [transcriptionService(new EnvReader({}), true, runtime.dataDir, { workers: 2 })]);
    observed = await observeBus(TEST_AMQP_URL, stack.runtime.transport.prefix);
  });

  afterAll(async () => {
    await observed?.close();
    await stack?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it('should start a chapter within 10 s of where the speaker turns from prayer to trade', async () => {
    const lecture = await synthesiseSpeech([...PRAYER_HALF, ...TRADE_HALF], fixtures, 'lecture', { container: 'mp3' });
    // The same sentences and pauses up to the turn: where the second topic begins in the recording.
    const shift = (await probeMedia(await synthesiseSpeech(PRAYER_HALF, fixtures, 'first-half'))).durationSec;
    const contentId = randomUUID();
    await observed.bus.emit('transcription.requested.v1', { contentId, generation: 1, mediaKey: placeMedia(stack.runtime.dataDir, lecture), mediaType: 'audio', reason: 'upload' });

    const { event } = completion(await waitFor('completed event', () => observed.content.events.find((e) => isCompletion(e, contentId)), 840_000));
    const chapters = event.analysis.chapters ?? [];
    expect(chapters[0]).toMatchObject({ startTimeSec: 0, generated: true });
    const later = chapters.slice(1);
    expect(later.length).toBeGreaterThanOrEqual(1);
    const nearest = later.reduce((best, c) => (Math.abs(c.startTimeSec - shift) < Math.abs(best.startTimeSec - shift) ? c : best));
    expect(Math.abs(nearest.startTimeSec - shift)).toBeLessThanOrEqual(10);
    expect(nearest.title.trim().length).toBeGreaterThan(2);
  });
});

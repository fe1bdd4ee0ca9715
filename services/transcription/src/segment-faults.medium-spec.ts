import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader } from '@lectures/platform';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import * as amqp from 'amqplib';
import { RAMADAN_TALK } from './testing/lecture-script';
import { type BusObservers, completion, isCompletion, messagesFor, observeBus, placeMedia, waitFor } from './testing/pipeline-harness';
import { synthesiseSpeech } from './testing/synthesise-speech';
import { transcriptionService } from './transcription.service-definition';

jest.setTimeout(180_000);

describe('a segment that keeps failing', () => {
  let stack: TestStack;
  let observed: BusObservers;
  let bus: BusObservers['bus'];
  let content: BusObservers['content'];
  let progress: BusObservers['progress'];
  let fixtures: string;

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'faults-'));
    // The real engine, except that it crashes on every second segment (index 1) it is given.
    const engine = join(fixtures, 'flaky-engine.sh');
    writeFileSync(engine, '#!/bin/sh\ncase "$2" in *-1-*) echo "engine crashed" >&2; exit 3;; esac\nexec pocketsphinx_continuous "$@"\n');
    chmodSync(engine, 0o755);
    stack = await startTestStack('rmq', (runtime) => [
      transcriptionService(new EnvReader({}), true, runtime.dataDir, {
        workers: 2,
        maxSegmentSec: 8,
        stt: { engine: 'pocketsphinx', command: engine },
      }),
    ]);
    observed = await observeBus(TEST_AMQP_URL, stack.runtime.transport.prefix);
    ({ content, progress, bus } = observed);
  });

  afterAll(async () => {
    await observed?.close();
    await stack?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  it('should retry with back-off, dead-letter it and fail the item with a reason, leaving other lectures unaffected', async () => {
    const failing = randomUUID();
    const healthy = randomUUID();
    const long = await synthesiseSpeech(RAMADAN_TALK, fixtures, 'long', { container: 'mp3', gapSec: 0.9 });
    const short = await synthesiseSpeech(RAMADAN_TALK.slice(0, 1), fixtures, 'short', { container: 'mp3' });
    const started = Date.now();
    await bus.emit('transcription.requested.v1', { contentId: failing, generation: 1, mediaKey: placeMedia(stack.runtime.dataDir, long), mediaType: 'audio', reason: 'upload' });
    await bus.emit('transcription.requested.v1', { contentId: healthy, generation: 1, mediaKey: placeMedia(stack.runtime.dataDir, short), mediaType: 'audio', reason: 'upload' });

    const failed = await waitFor('failed event', () =>
      content.events.find((e) => e.pattern === 'transcription.failed.v1' && e.data.contentId === failing),
    );
    expect(failed.data.error).toMatch(/^Transcription failed at segment 2 of \d+ \(\d+:\d\d-\d+:\d\d\): the speech engine stopped \(exit 3\)$/);
    // Four deliveries 1, 2, 4 and 8 seconds apart before it is given up.
    expect(Date.now() - started).toBeGreaterThan(14_000);
    const live = messagesFor(progress.messages, failing);
    expect(live.filter((m) => m.type === 'transcript_progress_log' && m.level === 'warn')).toHaveLength(4);
    expect(live.find((m) => m.type === 'transcript_progress_log' && m.level === 'error')).toMatchObject({ message: failed.data.error });
    expect(live.some((m) => m.type === 'transcript_complete')).toBe(false);

    const connection = await amqp.connect(TEST_AMQP_URL);
    try {
      const channel = await connection.createChannel();
      const dlq = await channel.checkQueue(`${stack.runtime.transport.prefix}transcription.segments.dlq`);
      expect(dlq.messageCount).toBe(1);
    } finally {
      await connection.close();
    }

    const done = await waitFor('healthy lecture completed', () => content.events.find((e) => isCompletion(e, healthy)));
    expect(completion(done).text).toMatch(/fasting|ramadan|lesson/);
  });
});

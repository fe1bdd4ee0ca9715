import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvReader, InProcessBus, InProcessFanout, MessageBus, startService, type PlatformRuntime, type RunningService } from '@lectures/platform';
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@lectures/platform/src/testing/test-database';
import { PROGRESS_EXCHANGE, SEGMENT_QUEUE, type ProgressMessage } from '@lectures/proto';
import { makeLongRecording } from './testing/long-recording';
import { completion, isCompletion, placeMedia, waitFor } from './testing/pipeline-harness';
import { spokenWords } from './testing/synthesise-speech';
import { transcriptionService } from './transcription.service-definition';
import { JobResumer } from './pipeline/job-resumer.service';

jest.setTimeout(300_000);

/**
 * Embedded mode keeps queued work in memory only: what survives a restart is what
 * the tables say. A new process (a new in-process bus) must finish the job.
 */
describe('resuming from the tables after a restart', () => {
  let database: ThrowAwayDatabase;
  let dataDir: string;
  let recording: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'resume-'));
    recording = (await makeLongRecording(1.2, dataDir, 'mp3')).path;
    database = await createThrowAwayDatabase();
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function boot(bus: InProcessBus): Promise<RunningService> {
    const runtime: PlatformRuntime = {
      transport: { kind: 'in-process', bus, prefix: '' },
      databaseUrl: database.url,
      logLevel: 'error',
      embedded: true,
      dataDir,
    };
    return startService(transcriptionService(new EnvReader({}), true, dataDir, { workers: 1, maxSegmentSec: 15 }), runtime);
  }

  function listen(bus: InProcessBus) {
    const events: { pattern: string; data: Record<string, unknown> }[] = [];
    bus.consume('content', 10, (delivery) => {
      events.push({ pattern: delivery.message.pattern, data: delivery.message.data as Record<string, unknown> });
      delivery.ack();
    });
    const messages: ProgressMessage[] = [];
    void new InProcessFanout(bus, '').subscribe(PROGRESS_EXCHANGE, (m) => messages.push(m as ProgressMessage));
    return { events, messages };
  }

  it('should finish a job whose process stopped mid-way, without repeating finished segments', async () => {
    const contentId = randomUUID();
    const firstBus = new InProcessBus();
    const first = listen(firstBus);
    const service = await boot(firstBus);
    await new MessageBus({ kind: 'in-process', bus: firstBus, prefix: '' }).emit('transcription.requested.v1', {
      contentId,
      generation: 1,
      mediaKey: placeMedia(dataDir, recording),
      mediaType: 'audio',
      reason: 'upload',
    });
    await waitFor('first chunk', () => first.messages.find((m) => m.type === 'transcript_chunk'));
    await service.close();

    const secondBus = new InProcessBus();
    const second = listen(secondBus);
    const restarted = await boot(secondBus);
    try {
      const done = await waitFor('completion after restart', () => second.events.find((e) => isCompletion(e, contentId)));
      const segments: { attempts: number; state: string }[] = await restarted.dataSource.query(
        'SELECT attempts, state FROM transcription.segment ORDER BY index',
      );
      expect(segments.every((s) => s.state === 'done')).toBe(true);
      // The segment finished before the stop was not transcribed again.
      expect(segments[0].attempts).toBe(1);
      const firstChunk = first.messages.find((m) => m.type === 'transcript_chunk');
      const firstWords = spokenWords(firstChunk?.type === 'transcript_chunk' ? firstChunk.chunk : '?');
      expect(spokenWords(completion(done).text).slice(0, firstWords.length)).toEqual(firstWords);
    } finally {
      await restarted.close();
    }
  });

  it('should queue again the segments whose tasks were dead-lettered, once the job sits idle with nothing waiting', async () => {
    const contentId = randomUUID();
    const bus = new InProcessBus();
    const { events } = listen(bus);
    // Plays a database outage that outlasted the retries: every task it takes goes to the DLQ.
    const dropTasks = bus.consume(SEGMENT_QUEUE, 100, (delivery) => delivery.nack());
    const service = await boot(bus);
    try {
      await new MessageBus({ kind: 'in-process', bus, prefix: '' }).emit('transcription.requested.v1', {
        contentId,
        generation: 1,
        mediaKey: placeMedia(dataDir, recording),
        mediaType: 'audio',
        reason: 'upload',
      });
      await waitFor('a task dead-lettered', () => bus.deadLetters(SEGMENT_QUEUE).length > 0 || undefined);
      dropTasks(); // the outage is over
      // The resumer's periodic sweep, run every second here instead of every minute.
      const resumer = service.app.get(JobResumer);
      const done = await waitFor('completion after the sweeps', async () => {
        await resumer.sweep(0, false);
        return events.find((e) => isCompletion(e, contentId));
      });
      expect(completion(done).text.length).toBeGreaterThan(0);
    } finally {
      await service.close();
    }
  });
});

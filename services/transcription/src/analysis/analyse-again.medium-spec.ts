import { randomUUID } from 'node:crypto';
import { EnvReader } from '@lectures/platform';
import { AnalysedEvent, parsePayload } from '@lectures/proto';
import { startTestStack, TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { observeBus, waitFor, type BusObservers } from '../testing/pipeline-harness';
import { transcriptionService } from '../transcription.service-definition';

const CORRECTED = [
  { start: 0, end: 8, text: 'Patience is half of faith, and the believer is patient in hardship and grateful in ease.' },
  { start: 8, end: 16, text: 'Allah says in Surah Al-Baqarah verse 153 that He is with those who are patient.' },
  { start: 16, end: 24, text: 'Patience in hardship is rewarded, and gratitude in ease keeps the blessing.' },
];

/** 'Analyse again' over RabbitMQ: the transcription service analyses the transcript it is sent, transcribes nothing, and answers content. */
describe('analysis of a corrected transcript, without transcribing', () => {
  let stack: TestStack;
  let observed: BusObservers;

  beforeAll(async () => {
    stack = await startTestStack('rmq', (runtime) => [transcriptionService(new EnvReader({}), true, runtime.dataDir, { workers: 1, maxSegmentSec: 10 })]);
    observed = await observeBus(TEST_AMQP_URL, stack.runtime.transport.prefix);
  });

  afterAll(async () => {
    await observed?.close();
    await stack?.close();
  });

  it('should answer the request with the analysis of the passages sent, and start no transcription job', async () => {
    const contentId = randomUUID();
    const request = randomUUID();
    await observed.bus.emit('transcription.analysis.requested.v1', { contentId, request, passages: CORRECTED });
    const record = await waitFor('the analysis', () => observed.content.events.find((e) => e.pattern === 'transcription.analysed.v2' && e.data.contentId === contentId), 60_000);
    const answer = parsePayload(AnalysedEvent, record.data);
    expect(answer.request).toBe(request);
    expect(answer.analysis?.summary).toMatch(/[Pp]atien/);
    expect(answer.analysis?.references).toEqual([expect.objectContaining({ kind: 'quran', surah: 2, ayah: 153 })]);
    const jobs = await stack.services[0].dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM "transcription"."job" WHERE "content_id" = $1`, [contentId]);
    expect(jobs[0].n).toBe(0);
    expect(observed.content.events.filter((e) => e.data.contentId === contentId).map((e) => e.pattern)).toEqual(['transcription.analysed.v2']);
  });
});

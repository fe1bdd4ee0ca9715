import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { EnvReader, queueName } from '@lectures/platform';
import { startTestStack, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { SEGMENT_QUEUE, TranscriptionPatterns } from '@lectures/proto';
import { transcriptionService } from '../transcription.service-definition';

/** A task for a job this service never planned is acknowledged and dropped, with a line an operator can find. */
describe('a segment task for an unknown job', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack('in-process', (runtime) => [transcriptionService(new EnvReader({}), true, runtime.dataDir, { workers: 1 })]);
  });
  afterAll(() => stack.close());

  it('should be dropped and logged with its job and item', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const task = { jobId: randomUUID(), contentId: randomUUID(), generation: 1, index: 0 };
      await stack.services[0].bus.emitTo(SEGMENT_QUEUE, TranscriptionPatterns.segment, task);
      const logged = () => warn.mock.calls.some(([line]) => (line as { msg?: string; jobId?: string }).msg === 'segment task for an unknown job dropped' && (line as { jobId?: string }).jobId === task.jobId);
      for (let i = 0; i < 100 && !logged(); i++) await new Promise((r) => setTimeout(r, 50));
      expect(logged()).toBe(true);
      const transport = stack.runtime.transport;
      expect(transport.kind === 'in-process' && transport.bus.deadLetters(queueName(transport, SEGMENT_QUEUE))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});

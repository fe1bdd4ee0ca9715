import { EnvReader, startService, type RunningService } from '@lectures/platform';
import { startTestStack, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { transcriptionService } from '../transcription.service-definition';
import { SegmentQueue } from './segment-queue';

jest.setTimeout(60_000);

/** The plan shares a lecture among the workers reading the segment queue: how many there are. */
describe.each(['rmq', 'in-process'] as const)('worker slots over %s', (transport) => {
  let stack: TestStack;
  let second: RunningService | undefined;
  const slots = (service: RunningService) => service.app.get(SegmentQueue).workerSlots();

  beforeAll(async () => {
    stack = await startTestStack(transport, (runtime) => [transcriptionService(new EnvReader({}), true, runtime.dataDir, { workers: 3 })]);
  });
  afterAll(async () => {
    await second?.close();
    await stack?.close();
  });

  it('should count every worker of every process reading the queue', async () => {
    expect(await slots(stack.services[0])).toBe(3);
    second = await startService(transcriptionService(new EnvReader({}), true, stack.runtime.dataDir, { workers: 3 }), stack.runtime);
    // Either process plans for both: a lecture arriving now is cut into a multiple of six segments.
    expect(await slots(stack.services[0])).toBe(6);
    expect(await slots(second)).toBe(6);
    await second.close();
    second = undefined;
    expect(await slots(stack.services[0])).toBe(3);
  });
});

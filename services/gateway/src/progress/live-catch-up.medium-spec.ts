import type { MessageBus } from '@lectures/platform';
import { RmqFanout } from '@lectures/platform/src/fanout/rmq-fanout';
import { uniquePrefix } from '@lectures/platform/src/testing/test-database';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { startTcpProxy, type TcpProxy } from '@lectures/platform/src/testing/tcp-proxy';
import { PROGRESS_EXCHANGE, type ProgressMessage, type ProgressStateReply, type TranscriptProgressLogMessage } from '@lectures/proto';
import { ProgressHub } from './progress-hub.service';
import { ProgressStreamService } from './progress-stream.service';

const contentId = '5d2c1e7f-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

async function waitFor(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; !check(); ) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A browser that stays connected while this gateway loses RabbitMQ: what transcription
 * published meanwhile never reaches the gateway, so when the fan-out comes back the browser is
 * caught up from the stored state, then live messages follow, in order and once.
 */
describe('a live follower through a broker outage', () => {
  let proxy: TcpProxy;
  let gatewaySide: RmqFanout;
  let workerSide: RmqFanout;
  let hub: ProgressHub;
  let stop: () => void;
  const received: ProgressMessage[] = [];
  // What transcription has stored, as transcription.progress-state.v1 answers it.
  const stored: ProgressStateReply = { contentId, state: 'transcribing', generation: 1, progress: 0, transcript: '', logs: [], error: null };

  const line = (message: string, at: number): TranscriptProgressLogMessage => ({
    type: 'transcript_progress_log',
    contentId,
    message,
    level: 'info',
    timestamp: new Date(Date.UTC(2026, 10, 25, 10, 0, at)).toISOString(),
    progress: at * 10,
  });

  /** A segment finished: stored, then published, as the worker does. */
  async function segment(index: number, text: string): Promise<void> {
    stored.transcript += text;
    stored.progress = (index + 1) * 25;
    stored.logs.push(line(`Transcribed segment ${index + 1} of 4`, index + 1));
    await workerSide.publish(PROGRESS_EXCHANGE, { type: 'transcript_chunk', contentId, chunk: text, progress: stored.progress, fromSegment: index, toSegment: index + 1 });
    await workerSide.publish(PROGRESS_EXCHANGE, stored.logs[stored.logs.length - 1]);
  }

  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(TEST_AMQP_URL).port || 5672));
    const proxied = new URL(TEST_AMQP_URL);
    proxied.port = String(proxy.port);
    const prefix = uniquePrefix();
    gatewaySide = new RmqFanout(proxied.toString(), prefix);
    workerSide = new RmqFanout(TEST_AMQP_URL, prefix);
    hub = new ProgressHub(gatewaySide);
    await hub.onModuleInit();
    const bus = { request: async () => structuredClone(stored) } as unknown as MessageBus;
    stop = await new ProgressStreamService(hub, bus).follow(contentId, (message) => received.push(message));
  });
  afterAll(async () => {
    stop?.();
    await hub.onModuleDestroy();
    await gatewaySide.close();
    await workerSide.close();
    await proxy.close();
  });

  const text = () => received.filter((m) => m.type === 'transcript_chunk').map((m) => (m as { chunk: string }).chunk).join('');
  const lines = () => received.filter((m): m is TranscriptProgressLogMessage => m.type === 'transcript_progress_log').map((m) => m.message);

  it('should get the segments finished while the broker was away, then the live ones, in order, once', async () => {
    await segment(0, 'In the name of God, ');
    await waitFor(() => text() === 'In the name of God, ', 'the first segment arrives live');

    proxy.cut();
    await segment(1, 'the Most Gracious, ');
    await segment(2, 'the Most Merciful. ');
    proxy.restore();
    await waitFor(() => text() === 'In the name of God, the Most Gracious, the Most Merciful. ', 'the missed segments are caught up');

    await segment(3, 'Praise be to God.');
    await waitFor(() => lines().length === 4, 'the last segment arrives live');
    expect(text()).toBe('In the name of God, the Most Gracious, the Most Merciful. Praise be to God.');
    expect(lines()).toEqual(['Transcribed segment 1 of 4', 'Transcribed segment 2 of 4', 'Transcribed segment 3 of 4', 'Transcribed segment 4 of 4']);
    // One start: the follower was caught up, not restarted.
    expect(received.filter((m) => m.type === 'transcript_start')).toHaveLength(1);
  }, 60_000);
});

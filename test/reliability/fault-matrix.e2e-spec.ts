import { hostname } from 'node:os';
import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { TEST_AMQP_URL } from '@lectures/platform/src/testing/test-stack';
import { makeSpeechMp3 } from '../support/admin-page';
import { distinctCopy } from '../support/media-files';
import { DistributedStack, type ServiceName, type StackItem } from '../support/distributed-stack';
import { handshakeStatus, openLiveStreams, signIn } from '../support/live-streams';
import { POISONED_QUEUES, sendPoison, sendStrangers } from '../support/poison-messages';

jest.setTimeout(420_000);

const LECTURES = {
  patience: [
    'Patience is half of faith and gratitude is the other half.',
    'The prophet taught us to be grateful in times of ease.',
    'He taught us to be patient in times of hardship and loss.',
    'Prayer is the pillar of the religion and the light of the believer.',
    'Charity does not decrease wealth but increases it in blessing.',
  ],
  knowledge: [
    'Seeking knowledge is an obligation upon every believer.',
    'The scholars are the inheritors of the prophets.',
    'Whoever travels a path in search of knowledge, a path to paradise is made easy for him.',
    'Knowledge without action is like a tree without fruit.',
    'Teach your children the book and the way of the righteous.',
  ],
};
type Lecture = keyof typeof LECTURES;
/** Two minutes after the last dependency returns, nothing may still be processing. */
const RECOVERY_MS = 120_000;
/**
 * Long enough for every service to meet the outage mid-work and retry, and over before the
 * back-off grows long: an event the outage meets is retried 1, 3, 7 and 15 s after, so in 14 s
 * its first three retries are refused and the fourth finds the dependency back. At 20 s the
 * next retry came at 31 s, 11 s after the return (PostgreSQL's case took 80 s).
 */
const OUTAGE_MS = 14_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The fault matrix an SRE meets, on the distributed stack: each case puts both lectures
 * in flight, injects its fault, and after recovery every lecture must be complete with
 * the transcript of a run without a fault (nothing lost, nothing doubled), the outboxes
 * drained, the work and retry queues empty, and the dead-letter queues holding only the
 * poison the last case sends on purpose. The cases share one long-lived cluster, as
 * faults do in production.
 */
describe('fault matrix on the distributed stack', () => {
  let stack: DistributedStack;
  const audio = {} as Record<Lecture, string>;
  const baseline = {} as Record<Lecture, string>;
  let poisonPerQueue = 0;

  beforeAll(async () => {
    for (const lecture of Object.keys(LECTURES) as Lecture[]) audio[lecture] = makeSpeechMp3([...LECTURES[lecture], ...LECTURES[lecture], ...LECTURES[lecture]].join(' '), lecture);
    stack = await DistributedStack.start('faults', 2);
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  });

  async function bothLectures(label: string): Promise<Record<Lecture, string>> {
    return { patience: await stack.upload(audio.patience, `Patience (${label})`), knowledge: await stack.upload(audio.knowledge, `Knowledge (${label})`) };
  }

  /** The transcription job rows of these items, read past the proxies. */
  async function jobs(ids: string[]): Promise<{ state: string; assembled: number }[]> {
    return stack.query(`SELECT state, assembled_count AS assembled FROM transcription.job WHERE content_id IN (${ids.map((id) => `'${id}'`).join(',')})`);
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs} ms\n${stack.logs()}`);
      await sleep(250);
    }
  }

  /** Some transcription done, not all of it: the fault lands on work in flight. */
  const underway = (ids: string[]) =>
    until('transcription underway', async () => ((await jobs(ids)).some((j) => j.assembled > 0 || j.state === 'analysing') ? true : undefined));

  /** After recovery: everything complete, identical to the run without a fault, nothing left over. */
  async function expectRecovered(ids: Record<Lecture, string>): Promise<StackItem[]> {
    const items = await stack.finished(Object.values(ids), RECOVERY_MS);
    for (const [lecture, item] of Object.entries(ids).map(([lecture], i) => [lecture as Lecture, items[i]] as const)) {
      expect({ lecture, status: item.status, error: item.aiMetadata?.error }).toEqual({ lecture, status: 'completed', error: undefined });
      expect(item.transcriptText).toBe(baseline[lecture]);
      expect(item.aiMetadata?.summary).toBeTruthy();
    }
    await until('outboxes drained and work queues empty', async () => {
      const [backlog, depths] = await Promise.all([stack.outboxBacklog(), stack.queueDepths()]);
      return backlog === 0 && depths.work === 0 && depths.retry === 0 ? true : undefined;
    }, 30_000);
    const { dead } = await stack.queueDepths();
    expect(dead).toEqual(Object.fromEntries(POISONED_QUEUES.map((q) => [q, poisonPerQueue])));
    return items;
  }

  const workerName = (name: ServiceName) => `${hostname()}:${stack.processes.get(name)!.child.pid}`;

  it('should transcribe both lectures without a fault (the baseline)', async () => {
    const ids = await bothLectures('baseline');
    const items = await stack.finished(Object.values(ids), 240_000);
    baseline.patience = items[0].transcriptText ?? '';
    baseline.knowledge = items[1].transcriptText ?? '';
    expect(items.map((i) => i.status)).toEqual(['completed', 'completed']);
    expect(baseline.patience).toMatch(/patien/);
    expect(baseline.knowledge).toMatch(/knowledge/);
    await expectRecovered(ids);
  });

  it('should finish every lecture when one of two workers is killed mid-segment', async () => {
    const ids = await bothLectures('one worker killed');
    const victim = workerName('transcription-1');
    await until('the victim busy with a segment', async () => {
      const rows = await stack.query<{ n: number }>(`SELECT count(*)::int AS n FROM transcription.segment WHERE state = 'pending' AND worker = '${victim}'`);
      return rows[0].n > 0 ? true : undefined;
    });
    await stack.kill('transcription-1');
    await expectRecovered(ids);
    await stack.startService('transcription-1');
  });

  it('should let a worker stopped with SIGTERM mid-segment finish the segment in hand, take no other, and exit', async () => {
    const ids = await bothLectures('worker stopped');
    const leaving = workerName('transcription-1');
    await until('the leaving worker busy with a segment', async () => {
      const rows = await stack.query<{ n: number }>(`SELECT count(*)::int AS n FROM transcription.segment WHERE state = 'pending' AND worker = '${leaving}'`);
      return rows[0].n > 0 ? true : undefined;
    });
    await stack.processes.get('transcription-1')!.stop();
    expect(stack.everLogged('drained: every message in hand finished')).toBe(true);
    await expectRecovered(ids);
    // Nothing was taken twice: the segment in hand was finished, not handed back.
    const taken = await stack.query<{ attempts: number }>(
      `SELECT s.attempts FROM transcription.segment s JOIN transcription.job j ON j.id = s.job_id WHERE j.content_id IN ('${ids.patience}', '${ids.knowledge}')`,
    );
    expect(new Set(taken.map((row) => row.attempts))).toEqual(new Set([1]));
    await stack.startService('transcription-1');
  });

  it('should let a gateway stopped with SIGTERM end live streams with a reconnect hint and exit', async () => {
    const ids = await bothLectures('gateway stopped');
    const cookie = await signIn(stack.base, 'sre', 'fault-matrix-1');
    const live = await openLiveStreams(stack.base, cookie, ids.patience);
    await stack.processes.get('gateway')!.stop();
    expect(await live.socketClosed).toBe(1012);
    await live.eventsEnded;
    expect({ first: live.heard.events[0], retryMs: live.heard.retryMs }).toEqual({ first: 'connected', retryMs: 2000 });
    await stack.startService('gateway');
    // The browser reconnects to the new gateway with the same session.
    const again = await openLiveStreams(stack.base, cookie, ids.patience);
    again.close();
    live.close();
    await expectRecovered(ids);
  });

  it('should finish every lecture when both workers are killed mid-segment and come back', async () => {
    const ids = await bothLectures('both workers killed');
    await until('a segment being transcribed', async () => {
      const rows = await stack.query<{ n: number }>(`SELECT count(*)::int AS n FROM transcription.segment WHERE state = 'pending' AND attempts > 0`);
      return rows[0].n > 0 ? true : undefined;
    });
    await Promise.all([stack.kill('transcription-1'), stack.kill('transcription-2')]);
    await sleep(3000);
    await stack.startService('transcription-1');
    await stack.startService('transcription-2');
    await expectRecovered(ids);
  });

  it('should finish the analysis of a lecture whose workers were killed while analysing it', async () => {
    // The chat model hangs: the job sits in its analysis step while the workers die.
    stack.chatModel.delayMs = 60_000;
    const ids = await bothLectures('killed analysing');
    await until('a job analysing', async () => ((await jobs(Object.values(ids))).some((j) => j.state === 'analysing') ? true : undefined), 180_000);
    await Promise.all([stack.kill('transcription-1'), stack.kill('transcription-2')]);
    stack.chatModel.delayMs = 0;
    await stack.startService('transcription-1');
    await stack.startService('transcription-2');
    await expectRecovered(ids);
    // The broker gave the dead worker's task back at once; the resumer's idle sweep would take minutes.
    expect(stack.everLogged('analysis taken again')).toBe(true);
  });

  it('should answer 503 while PostgreSQL is away and finish every lecture after', async () => {
    const ids = await bothLectures('database away');
    await underway(Object.values(ids));
    stack.postgres.cut();
    await sleep(3000);
    const during = await stack.admin.get(`/api/content/${ids.patience}`);
    expect({ status: during.status, message: during.body.message }).toEqual({ status: 503, message: expect.stringMatching(/unavailable/i) });
    expect((await request(stack.base).get('/health/ready')).status).toBe(503);
    await sleep(OUTAGE_MS - 3000);
    stack.postgres.restore();
    await expectRecovered(ids);
    expect(stack.everLogged('event waits for a dependency')).toBe(true);
  });

  it('should hold no transaction open while RabbitMQ is away, finish every lecture after, and catch up the live panels that stayed open', async () => {
    const ids = await bothLectures('broker away');
    await underway(Object.values(ids));
    const live = await openLiveStreams(stack.base, await signIn(stack.base, 'sre', 'fault-matrix-1'), ids.patience);
    stack.broker.cut();
    await sleep(3000);
    // A call that needs another service is 'unavailable, try again' (503), never an internal error.
    const during = await stack.admin.get(`/api/content/${ids.patience}`);
    expect({ status: during.status, message: during.body.message }).toEqual({ status: 503, message: expect.stringMatching(/unavailable/i) });
    // Results are committed before they are announced: nothing waits for the broker holding a row lock.
    const idle = await stack.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND now() - state_change > interval '1 second'`,
    );
    expect(idle[0].n).toBe(0);
    await sleep(OUTAGE_MS - 3000);
    stack.broker.restore();
    await expectRecovered(ids);
    // Segments finished while the broker was away reach the open panels from the stored state, in
    // order: what a panel shows when the completion arrives is the transcript's beginning, with no
    // segment lost between, none doubled, none out of order (the live chunks are the engine's
    // words; the stored transcript is punctuated after).
    const words = (text?: string) => (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ').trim();
    await until('the completion heard live', async () => (live.shown.events.atCompletion !== undefined && live.shown.socket.atCompletion !== undefined ? true : undefined), 30_000);
    for (const shown of [live.shown.events.atCompletion, live.shown.socket.atCompletion]) expect(words(baseline.patience).startsWith(words(shown))).toBe(true);
    live.close();
  });

  it('should keep completions that arrive while content is down', async () => {
    const ids = await bothLectures('content away');
    // Content goes while both lectures are being transcribed (it has handed both over) and
    // stays away until both completions have left for it: they wait on the broker, not in a
    // fixed outage the workers would sit out idle.
    await until('both lectures being transcribed', async () => {
      const rows = await stack.query<{ n: number }>(
        `SELECT count(DISTINCT j.content_id)::int AS n FROM transcription.segment s JOIN transcription.job j ON j.id = s.job_id WHERE j.content_id IN ('${ids.patience}', '${ids.knowledge}') AND s.attempts > 0`,
      );
      return rows[0].n === 2 ? true : undefined;
    });
    await stack.kill('content');
    expect((await stack.admin.get(`/api/content/${ids.patience}`)).status).toBe(503);
    await until('both completions sent while content is away', async () => {
      const [done, [outbox]] = await Promise.all([jobs(Object.values(ids)), stack.query<{ n: number }>(`SELECT count(*)::int AS n FROM transcription.outbox`)]);
      return done.length === 2 && done.every((j) => j.state === 'completed') && outbox.n === 0 ? true : undefined;
    }, 180_000);
    await stack.startService('content');
    await expectRecovered(ids);
  });

  it('should end live streams whose session a Redis restart lost, answer 503 while it is away, and stream again after signing in', async () => {
    const ids = await bothLectures('redis restarted');
    const cookie = await signIn(stack.base, 'sre', 'fault-matrix-1');
    const live = await openLiveStreams(stack.base, cookie, ids.patience);
    // Down longer than a heartbeat: the check that meets the outage must not end the streams.
    await stack.redis.restart(16_000);
    // The socket's heartbeat finds its session gone: it is closed as 'session ended', not as an error.
    expect(await live.socketClosed).toBe(4401);
    await live.eventsEnded;
    expect((await fetch(`${stack.base}/api/content/${ids.patience}/stream`, { headers: { cookie } })).status).toBe(401);
    expect(await handshakeStatus(stack.base, cookie)).toBe(401);
    live.close();

    const again = await signIn(stack.base, 'sre', 'fault-matrix-1');
    const resumed = await openLiveStreams(stack.base, again, ids.knowledge);
    stack.admin = request.agent(stack.base);
    await stack.admin.post('/api/auth/login').send({ username: 'sre', password: 'fault-matrix-1' }).expect(200);
    await expectRecovered(ids);
    await until('the completion heard live', async () => (resumed.heard.socket.includes('transcript_complete') || resumed.heard.events.includes('transcript_complete') ? true : undefined), 30_000);
    resumed.close();
  });

  it('should answer 503 to signed-in calls and fail readiness while Redis is down', async () => {
    const stop = stack.redis.restart(8000);
    await sleep(2000);
    const me = await stack.admin.get('/api/auth/me');
    expect({ status: me.status, message: me.body.message }).toEqual({ status: 503, message: expect.stringMatching(/unavailable/i) });
    expect((await request(stack.base).get('/health/ready')).status).toBe(503);
    expect(await handshakeStatus(stack.base, 'sid=whatever')).toBe(503);
    await stop;
    await stack.admin.post('/api/auth/login').send({ username: 'sre', password: 'fault-matrix-1' }).expect(200);
    expect((await request(stack.base).get('/health/ready')).status).toBe(200);
  });

  it('should store an upload whose gateway was killed mid-transfer once the browser sends it again', async () => {
    const { uploadURL } = (await stack.admin.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    // A copy of its own as every upload here (the library keeps each recording once): its audio is the baseline's.
    const bytes = await readFile(distinctCopy(audio.patience));
    // Half the file, then the gateway dies with the transfer open.
    let release = () => undefined as void;
    const transfer = fetch(new URL(uploadURL, stack.base), {
      method: 'PUT',
      duplex: 'half',
      body: new ReadableStream({
        async start(controller) {
          controller.enqueue(bytes.subarray(0, bytes.length / 2));
          await new Promise<void>((resolve) => (release = resolve));
          controller.close();
        },
      }),
    } as RequestInit).then(
      (res) => `answered ${res.status}`,
      () => 'connection lost',
    );
    await sleep(500);
    await stack.kill('gateway');
    expect(await transfer).toBe('connection lost');
    release();
    await stack.startService('gateway');
    const put = await fetch(new URL(uploadURL, stack.base), { method: 'PUT', body: bytes });
    expect(put.status).toBe(200);
    const registered = await stack.admin.put('/api/media-uploads').send({ mediaURL: uploadURL, title: 'Patience (gateway killed)' }).expect(200);
    const id = (registered.body as { id: string }).id;
    const [item] = await stack.finished([id], RECOVERY_MS);
    expect(item.transcriptText).toBe(baseline.patience);
  });

  it('should acknowledge well-formed messages about unknown work, log each, and keep working', async () => {
    const { jobId, contentId } = await sendStrangers(TEST_AMQP_URL, stack.prefix);
    await until('both strangers logged', async () =>
      stack.everLogged(jobId) && stack.everLogged(contentId) && stack.everLogged('segment task for an unknown job dropped') && stack.everLogged('result for an unknown item dropped') ? true : undefined,
    30_000);
    // Acknowledged, not dead-lettered: expectRecovered finds no dead letter beyond the poison.
    await expectRecovered(await bothLectures('after strangers'));
  });

  it('should dead-letter every kind of poison message and keep working', async () => {
    poisonPerQueue = await sendPoison(TEST_AMQP_URL, stack.prefix);
    const ids = await bothLectures('after poison');
    await expectRecovered(ids);
    // Every service still runs; one that stopped is named with the end of what it said.
    const stopped = [...stack.processes].filter(([, p]) => p.child.exitCode !== null).map(([name, p]) => `${name} exited with ${p.child.exitCode}:\n${p.output().slice(-4000)}`);
    expect(stopped).toEqual([]);
  });
});

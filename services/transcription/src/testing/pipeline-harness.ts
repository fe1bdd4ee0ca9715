import { copyFileSync, mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { extname, join } from 'node:path';
import { assertQueueTopology, MessageBus, RmqFanout } from '@lectures/platform';
import { PROGRESS_EXCHANGE, parsePayload, TranscriptionCompletedV3Event, type ProgressMessage } from '@lectures/proto';
import * as amqp from 'amqplib';

export interface BusRecord {
  pattern: string;
  data: Record<string, unknown>;
}

/** Whether a record is the completed event of the item (and generation). */
export function isCompletion(record: BusRecord, contentId: string, generation?: number): boolean {
  return record.pattern === 'transcription.completed.v3' && record.data.contentId === contentId && (generation === undefined || record.data.generation === generation);
}

/**
 * A completed event as the content service reads it (validated against the same contract), and
 * the transcript's text as content derives it from the passages.
 */
export function completion(record: BusRecord): { event: TranscriptionCompletedV3Event; text: string } {
  const event = parsePayload(TranscriptionCompletedV3Event, record.data);
  return { event, text: event.passages.map((p) => p.text).join(' ') };
}

/** Waits until `find` returns something, polling; fails after `timeoutMs` naming what it waited for. */
export async function waitFor<T>(what: string, find: () => T | undefined | Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Plays the content service: reads what transcription sends to the `content` queue. */
export async function listenAsContent(url: string, prefix: string): Promise<{ events: BusRecord[]; close(): Promise<void> }> {
  const queue = `${prefix}content`;
  await assertQueueTopology(url, [queue]);
  const connection = await amqp.connect(url);
  const channel = await connection.createChannel();
  const events: BusRecord[] = [];
  await channel.consume(queue, (msg) => {
    if (!msg) return;
    events.push(JSON.parse(msg.content.toString()) as BusRecord);
    channel.ack(msg);
  });
  return { events, close: () => connection.close() };
}

/** Plays a gateway replica: every progress message, in the order received. */
export async function listenToProgress(url: string, prefix: string): Promise<{ messages: ProgressMessage[]; close(): Promise<void> }> {
  const fanout = new RmqFanout(url, prefix);
  const messages: ProgressMessage[] = [];
  await fanout.subscribe(PROGRESS_EXCHANGE, (m) => messages.push(m as ProgressMessage));
  return { messages, close: () => fanout.close() };
}

export interface BusObservers {
  content: Awaited<ReturnType<typeof listenAsContent>>;
  progress: Awaited<ReturnType<typeof listenToProgress>>;
  /** For the test to send requests and events as the other services would. */
  bus: MessageBus;
  close(): Promise<void>;
}

/** The test's seat on the bus under `prefix`: the content service's queue, the progress fan-out and a bus. */
export async function observeBus(url: string, prefix: string): Promise<BusObservers> {
  const content = await listenAsContent(url, prefix);
  const progress = await listenToProgress(url, prefix);
  const bus = new MessageBus({ kind: 'rmq', url, prefix });
  return {
    content,
    progress,
    bus,
    close: async () => {
      await bus.close();
      await progress.close();
      await content.close();
    },
  };
}

/** Puts a file where media-storage keeps registered uploads; returns its object key. */
export function placeMedia(dataDir: string, file: string): string {
  const key = `media/${randomUUID()}/original${extname(file)}`;
  const path = join(dataDir, 'objects', ...key.split('/'));
  mkdirSync(join(path, '..'), { recursive: true });
  copyFileSync(file, path);
  return key;
}

export function messagesFor(messages: ProgressMessage[], contentId: string): ProgressMessage[] {
  return messages.filter((m) => m.contentId === contentId);
}

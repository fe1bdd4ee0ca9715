import { randomUUID } from 'node:crypto';
import * as amqp from 'amqplib';
import { CONTENT_QUEUE, SEGMENT_QUEUE, SERVICE_QUEUES } from '@lectures/proto';

/** A pattern each queue's service really handles, to send with a payload it must refuse. */
const HANDLED: Record<string, string> = {
  content: 'transcription.completed.v1',
  'media-storage': 'content.upload-accepted.v1',
  transcription: 'transcription.requested.v1',
  [SEGMENT_QUEUE]: 'transcription.segment.v1',
};

/** Every kind of broken message an operator meets: each must end in its queue's DLQ, and nothing else. */
export const POISON_KINDS: Record<string, (queue: string) => Buffer> = {
  'not JSON': () => Buffer.from('{"pattern": "transcription.completed.v1", "data": '),
  'empty body': () => Buffer.alloc(0),
  'not UTF-8': () => Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x81]),
  'JSON but not an object': () => Buffer.from('42'),
  'no pattern': () => Buffer.from(JSON.stringify({ data: { contentId: randomUUID() } })),
  'unknown pattern': () => Buffer.from(JSON.stringify({ pattern: 'nobody.handles.this.v1', data: {} })),
  'invalid payload': (queue) => Buffer.from(JSON.stringify({ pattern: HANDLED[queue], data: { contentId: 7, generation: 'one', jobId: null } })),
};

export const POISONED_QUEUES = [...SERVICE_QUEUES, SEGMENT_QUEUE];

/** Sends one message of every kind to every work queue of the run; returns how many per queue. */
export async function sendPoison(amqpUrl: string, prefix: string): Promise<number> {
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createConfirmChannel();
    for (const queue of POISONED_QUEUES) {
      for (const make of Object.values(POISON_KINDS)) channel.sendToQueue(`${prefix}${queue}`, make(queue), { persistent: true, contentType: 'application/json' });
    }
    await channel.waitForConfirms();
    await channel.close();
  } finally {
    await connection.close();
  }
  return Object.keys(POISON_KINDS).length;
}

/**
 * Well-formed messages about work nobody has: a segment task for a job never planned and a
 * transcription failure for an item that does not exist. Each must be acknowledged (not
 * dead-lettered) and leave a warning naming it. Returns the ids they name.
 */
export async function sendStrangers(amqpUrl: string, prefix: string): Promise<{ jobId: string; contentId: string }> {
  const jobId = randomUUID();
  const contentId = randomUUID();
  const connection = await amqp.connect(amqpUrl);
  try {
    const channel = await connection.createConfirmChannel();
    const send = (queue: string, pattern: string, data: object) =>
      channel.sendToQueue(`${prefix}${queue}`, Buffer.from(JSON.stringify({ pattern, data })), { persistent: true, contentType: 'application/json' });
    send(SEGMENT_QUEUE, 'transcription.segment.v1', { jobId, contentId: randomUUID(), generation: 1, index: 0 });
    send(CONTENT_QUEUE, 'transcription.failed.v1', { contentId, generation: 1, error: 'a failure for nobody' });
    await channel.waitForConfirms();
    await channel.close();
  } finally {
    await connection.close();
  }
  return { jobId, contentId };
}

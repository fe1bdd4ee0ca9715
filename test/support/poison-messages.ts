import { randomUUID } from 'node:crypto';
import * as amqp from 'amqplib';
import { SEGMENT_QUEUE, SERVICE_QUEUES } from '@lectures/proto';

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

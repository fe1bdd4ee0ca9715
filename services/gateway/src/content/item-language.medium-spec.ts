import amqp from 'amqplib';
import type TestAgent from 'supertest/lib/agent';
import { assertQueueTopology } from '@lectures/platform/src/transport/rmq-topology';
import { TEST_AMQP_URL, type TestStack } from '@lectures/platform/src/testing/test-stack';
import { TRANSCRIPTION_QUEUE, type ContentDto } from '@lectures/proto';
import { makeContent } from '../testing/content-factory';
import { signUp, startGatewayStack } from '../testing/gateway-test-stack';

interface Requested {
  contentId: string;
  generation: number;
  language?: string;
}

/**
 * Each item has a language: staff choose it (English, Arabic, Urdu, other) or the detector
 * fills it from the transcript; staff's choice steers the next transcription.
 */
describe('the language of an item', () => {
  let stack: TestStack;
  let admin: TestAgent;
  let connection: amqp.ChannelModel;
  const requested: Requested[] = [];

  beforeAll(async () => {
    stack = await startGatewayStack('rmq', { redis: true });
    admin = (await signUp(stack, 'admin')).agent;
    // Play the transcription service: every request content sends it.
    const queue = `${stack.runtime.transport.prefix}${TRANSCRIPTION_QUEUE}`;
    await assertQueueTopology(TEST_AMQP_URL, [queue]);
    connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createChannel();
    await channel.consume(queue, (msg) => {
      if (!msg) return;
      const record = JSON.parse(msg.content.toString()) as { pattern: string; data: Requested };
      if (record.pattern === 'transcription.requested.v1') requested.push(record.data);
      channel.ack(msg);
    });
  });
  afterAll(async () => {
    await connection?.close();
    await stack?.close();
  });

  async function requestFor(id: string, generation: number): Promise<Requested> {
    for (let i = 0; i < 100; i++) {
      const found = requested.find((r) => r.contentId === id && r.generation === generation);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no transcription request for ${id} generation ${generation}`);
  }

  async function completed(id: string, generation: number, language: string): Promise<ContentDto> {
    await stack.services[0].bus.emit('transcription.completed.v1', { contentId: id, generation, transcriptText: 'Words.', aiMetadata: { language } });
    for (let i = 0; i < 100; i++) {
      const item = (await admin.get(`/api/content/${id}`).expect(200)).body as ContentDto;
      if (item.status === 'completed') return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`result for ${id} not stored`);
  }

  it("should take the detector's language when staff chose none, and ask the engine for none", async () => {
    const item = await makeContent(stack.services[0].bus);
    expect(item.language).toBeNull();
    expect((await requestFor(item.id, 1)).language).toBeUndefined();
    expect((await completed(item.id, 1, 'ar')).language).toBe('ar');
  });

  it("should keep staff's choice over the detector's, send it with a reprocess, and give it back on null", async () => {
    const item = await makeContent(stack.services[0].bus);
    const chosen = await admin.patch(`/api/content/${item.id}`).send({ language: 'ur' }).expect(200);
    expect((chosen.body as ContentDto).language).toBe('ur');
    await admin.post(`/api/content/${item.id}/reprocess`).expect(200);
    expect((await requestFor(item.id, 2)).language).toBe('ur');
    expect((await completed(item.id, 2, 'en')).language).toBe('ur');

    const cleared = await admin.patch(`/api/content/${item.id}`).send({ language: null }).expect(200);
    expect((cleared.body as ContentDto).language).toBe('en');
    await admin.post(`/api/content/${item.id}/reprocess`).expect(200);
    expect((await requestFor(item.id, 3)).language).toBeUndefined();
  });

  it.each([['xx'], [7], [['ar']]])('should refuse language %j with 400 and change nothing', async (language) => {
    const item = await makeContent(stack.services[0].bus);
    await admin.patch(`/api/content/${item.id}`).send({ language: 'ar' }).expect(200);
    const res = await admin.patch(`/api/content/${item.id}`).send({ language });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Language must be one of 'en' (English), 'ar' (Arabic), 'ur' (Urdu) or 'other'" });
    expect(((await admin.get(`/api/content/${item.id}`)).body as ContentDto).language).toBe('ar');
  });
});

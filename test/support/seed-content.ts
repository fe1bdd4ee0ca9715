import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { MessageBus } from '@lectures/platform';
import type { AiMetadata, ContentDto } from '@lectures/proto';
import { distinctCopy } from './media-files';

export type Agent = ReturnType<typeof request.agent>;

/** Registers the first user (who becomes admin) and returns the signed-in agent. */
export async function signUpAdmin(baseUrl: string): Promise<Agent> {
  const agent = request.agent(baseUrl);
  await agent
    .post('/api/auth/register')
    .send({ username: 'curator', password: 'tranquil-orchard-1', confirmPassword: 'tranquil-orchard-1', fullName: 'Curator' })
    .expect(201);
  return agent;
}

export interface UploadInput {
  file: string;
  mimeType: string;
  title: string;
  description?: string;
  durationSeconds: number;
}

/**
 * SPEC's upload flow over HTTP: upload URL, PUT of the file, then media registration. Each call
 * sends a copy with bytes of its own, as tests upload one fixture many times and the library
 * refuses a file it already holds.
 */
export async function uploadMedia(agent: Agent, input: UploadInput): Promise<ContentDto> {
  const { uploadURL } = (await agent.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
  await agent.put(uploadURL).set('Content-Type', input.mimeType).send(readFileSync(distinctCopy(input.file))).expect(200);
  const res = await agent
    .put('/api/media-uploads')
    .send({
      mediaURL: uploadURL,
      title: input.title,
      description: input.description ?? '',
      fileCreatedAt: null,
      fileName: path.basename(input.file),
      durationSeconds: input.durationSeconds,
    })
    .expect(200);
  const body = res.body as ContentDto | { content: ContentDto };
  return 'content' in body ? body.content : body;
}

export async function patchContent(agent: Agent, id: string, patch: { speaker?: string | null; tags?: string[]; description?: string | null }) {
  await agent.patch(`/api/content/${id}`).send(patch).expect(200);
}

export async function approve(agent: Agent, id: string): Promise<void> {
  await agent.post(`/api/content/${id}/approve`).expect(200);
}

/** The analysis's fields staff accept one by one (only accepted ones are public). */
const ANALYSIS_FIELDS = ['summary', 'keyPoints', 'topics', 'qna', 'references', 'chapters'] as const;

/**
 * Plays the transcription service of the release before the passage rows (which content still
 * accepts): publishes its completion event for the item's first generation, with its open
 * metadata, then waits until the content service has stored the transcript.
 */
export async function completeTranscription(bus: MessageBus, agent: Agent, id: string, transcriptText: string, aiMetadata: AiMetadata | Record<string, unknown>) {
  await bus.emit('transcription.completed.v1', { contentId: id, generation: 1, transcriptText, aiMetadata });
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    const item = (await agent.get(`/api/content/${id}`).expect(200)).body as ContentDto;
    // The item and its transcript are two reads: the transcript can be seen a moment before the
    // analysis stored with it. Accept once both are there, or the analysis stays unaccepted.
    const analysed = ANALYSIS_FIELDS.every((field) => (aiMetadata as Record<string, unknown>)[field] === undefined || item.aiMetadata?.[field] !== undefined);
    if (item.transcriptText === transcriptText && analysed) return acceptAnalysis(agent, item);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The transcript of ${id} was not stored within 15 s`);
}

/** Staff accept the generated analysis (not the suggested title, description, speaker or tags): only accepted fields are public. */
export async function acceptAnalysis(agent: Agent, item: ContentDto): Promise<void> {
  const fields = ANALYSIS_FIELDS.filter((field) => item.aiMetadata?.[field] !== undefined);
  if (fields.length > 0) await agent.patch(`/api/content/${item.id}`).send({ accept: fields }).expect(200);
}

import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface StubTranscriptionRequest {
  authorization?: string;
  model: string;
  responseFormat: string;
  granularities: string[];
  /** The language the client named, if it did. */
  language?: string;
  /** The prompt (a glossary of terms), if the client sent one. */
  prompt?: string;
  file: Buffer;
  fileName: string;
}

export interface StubChatRequest {
  authorization?: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  };
}

export interface StubReply {
  status?: number;
  json: unknown;
}

export interface OpenAiStub {
  baseURL: string;
  transcriptionRequests: StubTranscriptionRequest[];
  chatRequests: StubChatRequest[];
  close(): Promise<void>;
}

export interface StubHandlers {
  transcription?: (req: StubTranscriptionRequest) => StubReply;
  chat?: (req: StubChatRequest) => StubReply;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A local server speaking the OpenAI transcription and chat completion API, for tests. */
export async function startOpenAiStub(handlers: StubHandlers): Promise<OpenAiStub> {
  const transcriptionRequests: StubTranscriptionRequest[] = [];
  const chatRequests: StubChatRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const reply = (r: StubReply) => {
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(r.json));
      };
      const authorization = req.headers.authorization;
      if (req.method === 'POST' && req.url === '/v1/audio/transcriptions' && handlers.transcription) {
        // Let the platform's multipart parser read what the client sent.
        const form = await new Request('http://stub/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body,
        }).formData();
        const file = form.get('file') as File;
        const parsed: StubTranscriptionRequest = {
          authorization,
          model: form.get('model') as string,
          responseFormat: form.get('response_format') as string,
          granularities: form.getAll('timestamp_granularities[]').map(String),
          language: (form.get('language') as string | null) ?? undefined,
          prompt: (form.get('prompt') as string | null) ?? undefined,
          file: Buffer.from(await file.arrayBuffer()),
          fileName: file.name,
        };
        transcriptionRequests.push(parsed);
        reply(handlers.transcription(parsed));
      } else if (req.method === 'POST' && req.url === '/v1/chat/completions' && handlers.chat) {
        const parsed: StubChatRequest = { authorization, body: JSON.parse(body.toString('utf8')) as StubChatRequest['body'] };
        chatRequests.push(parsed);
        reply(handlers.chat(parsed));
      } else reply({ status: 404, json: { error: { message: `no route ${req.method} ${req.url}` } } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    transcriptionRequests,
    chatRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A chat completion response carrying `content` as the assistant message. */
export function chatCompletion(content: string, model = 'stub-chat'): unknown {
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
  };
}

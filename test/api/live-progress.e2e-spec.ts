import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EnvReader } from '@lectures/platform';
import type { StreamFrame, TranscriptChunkMessage, TranscriptProgressLogMessage } from '@lectures/proto';
import { startTestStack, type TestStack } from '@lectures/platform/src/testing/test-stack';
// The other services as built packages (like the gateway's own stack tests); `tsc -b` builds them first.
import { contentService } from '@lectures/content';
import { gatewayService } from '@lectures/gateway';
import { embeddedSigningSecret } from '@lectures/object-store';
import { DEFAULT_MEDIA_SETTINGS, mediaStorageServiceWith } from '@lectures/media-storage';
import { distinctCopy } from '../support/media-files';
import { RAMADAN_TALK } from '../../services/transcription/src/testing/lecture-script';
import { openSocket, openSse, type LiveClient } from '../../services/transcription/src/testing/live-clients';
import { waitFor } from '../../services/transcription/src/testing/pipeline-harness';
import { sharedWordRatio, spokenWords, synthesiseSpeech } from '../../services/transcription/src/testing/synthesise-speech';
import { transcriptionService } from '../../services/transcription/src/transcription.service-definition';

jest.setTimeout(180_000);

type Complete = StreamFrame & { type: 'transcript_complete' };

/** The checks every live client must pass, whether it joined at the start or mid-way. */
function expectFullStory(frames: StreamFrame[]): Complete {
  const progress = frames.filter((f) => f.type !== 'connected' && f.type !== 'heartbeat');
  expect(frames[0].type).toBe('connected');
  expect(progress[0].type).toBe('transcript_start');
  const complete = progress[progress.length - 1] as Complete;
  expect(complete.type).toBe('transcript_complete');
  const lastStart = progress.map((f) => f.type).lastIndexOf('transcript_start');
  const chunks = progress.slice(lastStart).filter((f): f is TranscriptChunkMessage => f.type === 'transcript_chunk');
  expect(chunks.length).toBeGreaterThanOrEqual(1);
  // The same words, none lost or doubled; the stored transcript has them in sentences.
  expect(spokenWords(chunks.map((c) => c.chunk).join(' '))).toEqual(spokenWords(complete.transcript));
  const logged = progress.filter((f): f is TranscriptProgressLogMessage => f.type === 'transcript_progress_log' && f.progress !== undefined);
  expect(logged.length).toBeGreaterThan(2);
  expect(logged.map((l) => l.progress)).toEqual([...logged.map((l) => l.progress)].sort((a, b) => a! - b!));
  return complete;
}

describe('live progress through the gateway (SSE and WebSocket)', () => {
  let stack: TestStack;
  let base: string;
  let cookie: string;
  let fixtures: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'live-'));
    stack = await startTestStack('rmq', (runtime) => [
      contentService(),
      mediaStorageServiceWith({
        storage: { driver: 'disk', root: resolve(runtime.dataDir, 'objects'), signingSecret: embeddedSigningSecret(runtime.dataDir) },
        settings: { ...DEFAULT_MEDIA_SETTINGS, sweepIntervalMs: 0 },
      }),
      transcriptionService(new EnvReader({}), true, runtime.dataDir, { workers: 2, maxSegmentSec: 8 }),
      gatewayService(new EnvReader({}), true, runtime.dataDir),
    ]);
    base = `http://127.0.0.1:${(stack.server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'staff1', password: 'secret1', confirmPassword: 'secret1', role: 'contributor' }),
    });
    expect(res.status).toBeLessThan(300);
    cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await stack?.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  async function upload(file: string, title: string): Promise<string> {
    const urlRes = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: { cookie } });
    const { uploadURL } = (await urlRes.json()) as { uploadURL: string };
    const put = await fetch(new URL(uploadURL, base), { method: 'PUT', body: readFileSync(distinctCopy(file)), headers: { 'content-type': 'audio/mpeg' } });
    expect(put.status).toBeLessThan(300);
    const reg = await fetch(`${base}/api/media-uploads`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mediaURL: uploadURL, title, description: '', fileCreatedAt: null, fileName: 'talk.mp3', durationSeconds: null }),
    });
    expect(reg.status).toBeLessThan(300);
    return ((await reg.json()) as { id: string }).id;
  }

  it('should refuse anonymous clients: 401 on the stream, and the socket closed', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await openSse(base, id)).status).toBe(401);
    expect((await openSocket(base, id)).status).toBe(401);
  });

  it('should stream an uploaded lecture from start to completion to SSE and WebSocket clients', async () => {
    const mp3 = await synthesiseSpeech(RAMADAN_TALK, fixtures, 'talk', { container: 'mp3', gapSec: 0.9 });
    const id = await upload(mp3, 'A talk on fasting');
    const sse = await openSse(base, id, cookie);
    const socket = await openSocket(base, id, cookie);
    clients.push(sse, socket);
    expect([sse.status, socket.status]).toEqual([200, 101]);

    await waitFor('complete on both', () =>
      [sse, socket].every((c) => c.frames.some((f) => f.type === 'transcript_complete')) || undefined,
    );
    const fromSse = expectFullStory(sse.frames);
    const fromSocket = expectFullStory(socket.frames);
    expect(fromSocket.transcript).toBe(fromSse.transcript);
    expect(sharedWordRatio(RAMADAN_TALK.join(' '), fromSse.transcript)).toBeGreaterThan(0.6);
    expect(fromSse.metadata?.tags).toContain('Ramadan');

    // A client joining now gets the story so far: the log, no replayed transcript.
    const late = await openSse(base, id, cookie);
    clients.push(late);
    await waitFor('late log', () => late.frames.some((f) => f.type === 'transcript_progress_log') || undefined);

    // transcript_complete is sent after content stored the result: one read, no waiting, finds it.
    const res = await fetch(`${base}/api/content/${id}`, { headers: { cookie } });
    const item = (await res.json()) as { status: string; transcriptText: string | null };
    expect(item).toMatchObject({ status: 'completed', transcriptText: fromSse.transcript });

    const vtt = await fetch(`${base}/api/content/${id}/captions.vtt`, { headers: { cookie } });
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    const text = await vtt.text();
    expect(text.startsWith('WEBVTT\n\n1\n00:00:')).toBe(true);
    // Unpublished: captions follow the media's rule, closed to anonymous callers.
    expect((await fetch(`${base}/api/content/${id}/captions.vtt`)).status).toBe(404);
  });
});

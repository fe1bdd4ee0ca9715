// What a two-hour lecture costs on the bus: the bytes of content.get.v1 (the item with its
// transcript, as the previous release's gateways still ask for it), of content.get.v2 (the record
// every other reader now gets) and of content.transcript.get.v1 (the transcript on its own), and
// the time each takes, for one item transcribed the way the pipeline cuts passages.
// Usage: node bench/transcript-reply-size.mjs [minutes=120] [reads=50]   (after npm run build)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startTestStack } = require(path.join(root, 'libs/platform/dist/testing/test-stack.js'));
const { contentService } = require(path.join(root, 'services/content/dist/index.js'));
const { buildTimedSegments } = require(path.join(root, 'services/transcription/dist/pipeline/timed-transcript.js'));

const [minutes, reads] = [Number(process.argv[2] ?? 120), Number(process.argv[3] ?? 50)];
const WORDS = 'patience is half of faith and gratitude is the other half in ease and in hardship the scholars said that the prophet peace be upon him taught his companions to remember allah'.split(' ');

// About 2.1 words a second with a longer pause every eleventh word, as a lecturer speaks.
const words = [];
for (let t = 0, i = 0; t < minutes * 60; ) {
  words.push({ word: WORDS[i++ % WORDS.length], start: t, end: t + 0.3 });
  t += i % 11 === 0 ? 1.2 : 0.4;
}
const text = words.map((w) => w.word).join(' ');
const passages = buildTimedSegments(text, words).map(({ start, end, text: said }) => ({ start, end, text: said }));

const stack = await startTestStack('in-process', () => [contentService()]);
try {
  const bus = stack.services[0].bus;
  const item = await bus.request('content.create.v1', {
    title: 'A long lecture',
    uploadedBy: '00000000-0000-4000-8000-000000000009',
    mediaType: 'audio',
    mediaKey: 'media/bench/original.mp3',
    mediaFileSize: 1,
    mediaMimeType: 'audio/mpeg',
    durationSeconds: minutes * 60,
  });
  const analysis = { summary: 'On patience and gratitude.', keyPoints: ['Patience is half of faith'], topics: ['Sabr'], language: 'en', qna: [], references: [], analysedBy: 'Built-in rules' };
  await bus.emit('transcription.completed.v2', { contentId: item.id, generation: 1, passages, analysis });
  while (!(await bus.request('content.get.v2', { id: item.id, scope: 'staff' })).transcriptLength) await new Promise((r) => setTimeout(r, 100));

  console.log(`${minutes} minutes: ${words.length} words, ${passages.length} passages, ${text.length} characters of text`);
  for (const [pattern, request] of [
    ['content.get.v1', { id: item.id, scope: 'staff' }],
    ['content.get.v2', { id: item.id, scope: 'staff' }],
    ['content.transcript.get.v1', { id: item.id, scope: 'staff' }],
  ]) {
    const reply = await bus.request(pattern, request);
    const started = process.hrtime.bigint();
    for (let i = 0; i < reads; i++) await bus.request(pattern, request);
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / reads;
    console.log(`${pattern.padEnd(26)} ${String(Buffer.byteLength(JSON.stringify(reply))).padStart(9)} bytes  ${ms.toFixed(2)} ms a read (in-process bus, mean of ${reads})`);
  }
} finally {
  await stack.close();
}

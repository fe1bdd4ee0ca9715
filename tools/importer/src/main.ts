#!/usr/bin/env node
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { ImportDto, ImportFileDto, ImportSourceRef } from '@lectures/proto';
import { LibraryApi } from './api';
import { filesOfManifest, filesUnder, readManifest, type LocalFile } from './local-files';
import { ProgressBar } from './progress-bar';
import { chooseSender, type Sender } from './senders';

const USAGE = `Usage: npm run import -- <folder | s3://bucket/prefix | manifest.csv | manifest.json> [options]

  folder               local files, uploaded (tus, resumable); Speaker/Series/07 - Title.mp3 names them
  s3://bucket/prefix   a bucket the library's services may read (IMPORT_S3_BUCKETS)
  manifest.csv|.json   the files it lists (paths relative to it) with their metadata

Options:
  --on-server          the folder is a directory on the services' side (IMPORT_DIRECTORIES), not local
  --manifest <file>    metadata for a folder or S3 import (it wins over tags and folder names)
  --dry-run            check every file and print what it would become; create nothing
  --concurrency <n>    local files sent at once (default 3)

Environment: LIBRARY_URL (the library), LIBRARY_API_KEY (an API key an admin made in Settings).
Running the same command again goes on with the same import; files already in the library are duplicates.
The last line reads: imported N, duplicates N, failed N.`;

interface Options {
  target: string;
  onServer: boolean;
  manifest: string | null;
  dryRun: boolean;
  concurrency: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { target: '', onServer: false, manifest: null, dryRun: false, concurrency: 3 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--on-server') options.onServer = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--manifest') options.manifest = argv[++i] ?? '';
    else if (arg === '--concurrency') options.concurrency = Math.max(1, Math.min(16, Number(argv[++i]) || 3));
    else if (arg === '--help' || arg === '-h') fail(USAGE, 0);
    else if (!options.target) options.target = arg;
    else fail(`Unexpected argument: ${arg}\n\n${USAGE}`);
  }
  if (!options.target) fail(USAGE);
  return options;
}

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function plan(options: Options): Promise<{ source: ImportSourceRef; local: LocalFile[]; manifest?: { format: 'csv' | 'json'; base64: string } }> {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(options.target);
  const manifestFile = options.manifest ?? (/\.(csv|json)$/i.test(options.target) ? options.target : null);
  const manifest = manifestFile ? await readManifest(manifestFile) : undefined;
  const body = manifest ? { format: manifest.format, base64: manifest.base64 } : undefined;
  if (s3) return { source: { kind: 's3', bucket: s3[1], prefix: s3[2] }, local: [], manifest: body };
  if (options.onServer) return { source: { kind: 'directory', path: options.target }, local: [], manifest: body };
  if (manifestFile === options.target) return { source: { kind: 'upload', label: options.target }, local: await filesOfManifest(options.target, manifest!.text), manifest: body };
  if (!(await stat(options.target).catch(() => null))?.isDirectory()) fail(`${options.target} is not a folder, an s3:// location or a manifest`);
  return { source: { kind: 'upload', label: resolve(options.target) }, local: await filesUnder(options.target), manifest: body };
}

/** Sends this machine's queued files, a few at a time; each is reported uploaded, or failed with the reason. */
async function sendAll(api: LibraryApi, importId: string, local: LocalFile[], send: Sender, concurrency: number, onChange: (sending: number) => void): Promise<void> {
  const byPath = new Map(local.map((f) => [f.path, f]));
  const queued = (await api.allFiles(importId, ['queued'])).filter((f) => byPath.has(f.path));
  let sending = 0;
  const worker = async () => {
    for (let next = queued.shift(); next; next = queued.shift()) {
      const file: ImportFileDto = next;
      sending++;
      onChange(sending);
      let lastError: unknown = null;
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const url = await send(byPath.get(file.path)!.absolute, () => undefined);
          await api.json('POST', `/api/imports/${importId}/files/${file.id}/uploaded`, { uploadURL: url });
          lastError = null;
          break;
        } catch (error) {
          lastError = error;
        }
      }
      if (lastError) await api.json('POST', `/api/imports/${importId}/files/${file.id}/failed`, { reason: `Not sent: ${(lastError as Error).message}`.slice(0, 1000) }).catch(() => undefined);
      sending--;
      onChange(sending);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function printPlan(files: ImportFileDto[]): void {
  for (const f of files) {
    const m = f.metadata;
    const what =
      f.state === 'duplicate' ? `duplicate of ${f.duplicateOf?.title ?? f.duplicateOfPath ?? 'a lecture'}`
      : f.state === 'failed' ? `unusable: ${f.reason}`
      : m ? [m.title, m.speaker, m.seriesName && `${m.seriesName}${m.seriesPart ? ` #${m.seriesPart}` : ''}`, m.recordedOn].filter(Boolean).join(' | ')
      : f.state;
    process.stdout.write(`${f.path}\t${what}${f.duplicateOfPath && f.state === 'checked' ? ` (same bytes as ${f.duplicateOfPath}: imported once)` : ''}\n`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const base = process.env.LIBRARY_URL;
  const key = process.env.LIBRARY_API_KEY;
  if (!base || !key) fail('Set LIBRARY_URL (the library) and LIBRARY_API_KEY (an API key an admin made in Settings).');
  const api = new LibraryApi(base, key);
  const { source, local, manifest } = await plan(options);
  // The same command again finds the same unfinished import: a killed importer goes on, and a
  // dry run followed by the real run starts the import the dry run checked.
  const clientKey = createHash('sha256').update(JSON.stringify([hostname(), source])).digest('hex');
  const files = local.map((f) => ({ path: f.path, size: f.size, lastModified: f.lastModified }));
  let created = await api.json<ImportDto>('POST', '/api/imports', { source, dryRun: options.dryRun, files: files.slice(0, 1000), manifest, clientKey });
  for (let i = 1000; i < files.length; i += 1000) created = await api.json<ImportDto>('POST', `/api/imports/${created.id}/files`, { files: files.slice(i, i + 1000) });
  if (!options.dryRun && created.dryRun && created.state !== 'running') created = await api.json<ImportDto>('POST', `/api/imports/${created.id}/start`);
  const bar = new ProgressBar();
  let sending = 0;
  let current = created;
  const senderDone = local.length
    ? chooseSender(api).then(({ name, send }) => {
        process.stderr.write(`Import ${created.id}: ${local.length} local files, sent by ${name}\n`);
        return sendAll(api, created.id, local, send, options.concurrency, (n) => (sending = n));
      })
    : Promise.resolve(process.stderr.write(`Import ${created.id}: ${source.kind === 's3' ? `s3://${source.bucket}/${source.prefix}` : source.path}\n`)).then(() => undefined);
  for (;;) {
    current = await api.import(created.id);
    bar.draw(current, sending);
    if (current.state === 'finished' && current.error) fail(`\nThe import stopped: ${current.error}`);
    if (options.dryRun ? await dryRunChecked(api, current) : current.state === 'finished') break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await senderDone;
  bar.done();
  const c = current.counts;
  if (options.dryRun) {
    printPlan(await api.allFiles(created.id));
    process.stdout.write(`dry run: would import ${c.queued}, duplicates ${c.duplicates}, failed ${c.failed}\n`);
    return;
  }
  process.stdout.write(`imported ${c.stored + c.transcribing + c.done}, duplicates ${c.duplicates}, failed ${c.failed}\n`);
}

/** A dry run is through when no file is on its way any more (every one checked, a duplicate or failed). */
async function dryRunChecked(api: LibraryApi, current: ImportDto): Promise<boolean> {
  if (current.state !== 'dry-run' || current.counts.uploading > 0) return false;
  return (await api.allFiles(current.id, ['queued'])).length === 0;
}

main().catch((error: unknown) => fail(`\n${(error as Error).message}`));

import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { synthesiseSpeech } from '../testing/synthesise-speech';
import { probeMedia } from '../testing/media-probe';
import { wavDurationSec } from './wav-duration';
import { cutSegments } from './segment-cutter';
import { planSegments } from './segment-planner';
import { detectSilences } from './silence-detector';
import { makeWorkingCopy } from './working-copy';

const SENTENCES = [
  'Patience is half of faith.',
  'The companions learned the meaning of prayer.',
  'Fasting in Ramadan teaches self control.',
];

describe('media tools on real recordings', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'media-tools-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should probe an audio file as audio only with its duration', async () => {
    const mp3 = await synthesiseSpeech(SENTENCES, dir, 'audio', { container: 'mp3', gapSec: 1 });
    const facts = await probeMedia(mp3);
    expect(facts.hasAudio).toBe(true);
    expect(facts.hasVideo).toBe(false);
    expect(facts.durationSec).toBeGreaterThan(5);
    expect(facts.durationSec).toBeLessThan(20);
  });

  it('should probe a video for size and frame rate', async () => {
    const mp4 = await synthesiseSpeech(SENTENCES.slice(0, 1), dir, 'video', { container: 'video' });
    const facts = await probeMedia(mp4);
    expect(facts).toMatchObject({ hasVideo: true, hasAudio: true, width: 320, height: 240, frameRate: 25 });
  });

  it('should make a 16 kHz mono working copy and cut it at the pauses between sentences', async () => {
    const mp3 = await synthesiseSpeech(SENTENCES, dir, 'cut', { container: 'mp3', gapSec: 1.2 });
    const wav = join(dir, 'work.wav');
    await makeWorkingCopy(mp3, wav);
    const facts = await probeMedia(wav);
    // The pipeline reads the working copy's length from its header, not from ffprobe.
    expect(await wavDurationSec(wav)).toBeCloseTo(facts.durationSec, 2);
    const silences = await detectSilences(wav, facts.durationSec);
    // Two pauses between three sentences, plus the trailing pad.
    expect(silences.length).toBeGreaterThanOrEqual(2);
    const plans = planSegments(facts.durationSec, silences, { maxSec: 4, minSec: 1 });
    expect(plans.length).toBeGreaterThanOrEqual(3);
    const files = await cutSegments(wav, plans, dir);
    let total = 0;
    for (const [i, file] of files.entries()) {
      const seg = await probeMedia(file);
      expect(seg.durationSec).toBeCloseTo(plans[i].endSec - plans[i].startSec, 1);
      total += seg.durationSec;
    }
    expect(total).toBeCloseTo(facts.durationSec, 1);
    // 16 kHz mono 16-bit: 32000 bytes per second plus a small header.
    expect(statSync(wav).size).toBeGreaterThan(facts.durationSec * 32000);
    expect(statSync(wav).size).toBeLessThan(facts.durationSec * 32000 + 1000);
  });

  it('should fail with ffmpeg\'s reason on a file that is not media', async () => {
    const junk = join(dir, 'junk.mp3');
    writeFileSync(junk, 'not audio at all');
    await expect(probeMedia(junk)).rejects.toThrow(/ffprobe failed/);
  });
});

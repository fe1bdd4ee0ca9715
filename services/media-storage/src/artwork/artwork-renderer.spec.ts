import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { renderArtwork, type ArtworkInput } from './artwork-renderer';

/** What the renderer drew, for people to look at (git-ignored, like the browser screenshots). */
const OUTPUT = resolve(__dirname, '../../../../test-output/artwork');

const makeInput = (over: Partial<ArtworkInput> = {}): ArtworkInput => ({
  variant: 'social',
  title: 'Patience & Gratitude in "Hardship"',
  speaker: 'Sheikh Ahmad Ali',
  mediaType: 'audio',
  thumbnail: null,
  ...over,
});

async function keep(name: string, jpeg: Buffer): Promise<void> {
  mkdirSync(OUTPUT, { recursive: true });
  await sharp(jpeg).png().toFile(join(OUTPUT, `${name}.png`));
}

/** Mean colour of a region, per channel. */
async function meanColour(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number[]> {
  const pixels = await sharp(jpeg).extract(region).removeAlpha().raw().toBuffer();
  const sums = [0, 0, 0];
  pixels.forEach((value, i) => (sums[i % 3] += value));
  return sums.map((sum) => Math.round(sum / (pixels.length / 3)));
}

describe(renderArtwork.name, () => {
  it('should draw an audio cover as a 960x960 JPEG for social cards and 640x360 for cards', async () => {
    const social = await renderArtwork(makeInput());
    const card = await renderArtwork(makeInput({ variant: 'card' }));
    await keep('cover-english-social', social);
    await keep('cover-english-card', card);
    expect(await sharp(social).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 960 });
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    // Emerald ground: green leads red and blue in a corner.
    const [red, green, blue] = await meanColour(social, { left: 0, top: 0, width: 30, height: 30 });
    expect(green).toBeGreaterThan(red + 30);
    expect(green).toBeGreaterThan(blue);
  });

  it("should draw podcast apps' art as the social picture at 1400x1400, for audio and video", async () => {
    const audio = await renderArtwork(makeInput({ variant: 'podcast' }));
    await keep('cover-english-podcast', audio);
    expect(await sharp(audio).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });
    const thumbnail = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const video = await renderArtwork(makeInput({ variant: 'podcast', mediaType: 'video', thumbnail }));
    await keep('video-podcast', video);
    expect(await sharp(video).metadata()).toMatchObject({ width: 1400, height: 1400 });
    // The same design, larger: the thumbnail (red) fills the middle, as in the 960 picture.
    const [red, green] = await meanColour(video, { left: 600, top: 600, width: 200, height: 200 });
    expect(red).toBeGreaterThan(green + 80);
  });

  it('should draw an Arabic title and speaker into the cover', async () => {
    const arabic = await renderArtwork(makeInput({ title: 'الصبر عند المصيبة', speaker: 'الشيخ محمد' }));
    await keep('cover-arabic-social', arabic);
    await keep('cover-arabic-card', await renderArtwork(makeInput({ variant: 'card', title: 'الصبر عند المصيبة', speaker: 'الشيخ محمد' })));
    const blank = await renderArtwork(makeInput({ title: ' ', speaker: null }));
    // The title's band holds cream letters: much lighter than the same band of a cover without words.
    const band = { left: 120, top: 400, width: 720, height: 120 };
    const [withWords, without] = await Promise.all([meanColour(arabic, band), meanColour(blank, band)]);
    expect(withWords[0]).toBeGreaterThan(without[0] + 15);
  });

  it('should fit a 500-character title with a long speaker', async () => {
    const jpeg = await renderArtwork(makeInput({ title: 'A commentary on the forty hadith of Imam al-Nawawi '.repeat(10).slice(0, 500), speaker: 'Dr. Ṣāliḥ ibn ʿAbd al-ʿAzīz '.repeat(7).slice(0, 200) }));
    await keep('cover-long-social', jpeg);
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 960, height: 960 });
  });

  it("should letterbox a video's thumbnail onto the 960x960 social card, with its title", async () => {
    const thumbnail = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    const jpeg = await renderArtwork(makeInput({ mediaType: 'video', title: 'Friday Sermon on Mercy', speaker: 'Imam Yusuf Karim', thumbnail }));
    await keep('video-social', jpeg);
    expect(await sharp(jpeg).metadata()).toMatchObject({ width: 960, height: 960 });
    // The 16:9 thumbnail fills the full width between y=210 and y=750, the pattern shows above.
    const [red, green] = await meanColour(jpeg, { left: 40, top: 260, width: 200, height: 200 });
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(90);
    const [topRed, topGreen] = await meanColour(jpeg, { left: 0, top: 0, width: 960, height: 200 });
    expect(topGreen).toBeGreaterThan(topRed);
  });

  it('should give a video without a thumbnail the cover', async () => {
    const jpeg = await renderArtwork(makeInput({ mediaType: 'video', thumbnail: null }));
    const audio = await renderArtwork(makeInput());
    expect(Buffer.compare(jpeg, audio)).toBe(0);
  });
});

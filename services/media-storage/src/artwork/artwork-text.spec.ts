import sharp from 'sharp';
import { mostlyArabic, renderText, shorten, type TextStyle } from './artwork-text';

const STYLE: TextStyle = { weight: 'Bold', color: '#ffffff', sizes: [48], width: 900, maxHeight: 400 };
const ARABIC_TITLE = 'الصبر عند المصيبة';
/** The same letters with a zero-width non-joiner between each: every letter in its isolated form. */
const UNJOINED = [...ARABIC_TITLE].join('\u200c');

interface Ink {
  width: number;
  /** Share of the ink's bounding box's top row that is inked: a row of missing-glyph boxes is a line. */
  topRow: number;
  /** Share of all pixels inked. */
  coverage: number;
}

async function ink(png: Buffer): Promise<Ink> {
  const { data, info } = await sharp(png).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const inked = (x: number, y: number) => data[y * info.width + x] > 128;
  let top = info.height;
  let left = info.width;
  let right = -1;
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (!inked(x, y)) continue;
      count += 1;
      top = Math.min(top, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  let row = 0;
  for (let x = left; x <= right; x++) if (inked(x, top)) row += 1;
  return { width: info.width, topRow: row / (right - left + 1), coverage: count / data.length };
}

/** The same words in the system's default sans font, bypassing the product's fonts. */
async function inSystemFont(text: string, size: number): Promise<Buffer> {
  return sharp({ text: { text: `<span foreground="#ffffff">${text}</span>`, font: `DejaVu Sans Bold ${size}`, rgba: true } }).png().toBuffer();
}

describe('renderText', () => {
  it('should draw an Arabic title without missing-glyph boxes', async () => {
    const arabic = await ink((await renderText(ARABIC_TITLE, STYLE)).png);
    expect(arabic.coverage).toBeGreaterThan(0.05);
    expect(arabic.topRow).toBeLessThan(0.3);
    // The measure sees boxes where they are: characters no font has are drawn as boxes.
    const missing = await ink((await renderText('\uE000\uE001\uE002\uE003 \uE004\uE005', STYLE)).png);
    expect(missing.topRow).toBeGreaterThan(0.6);
  });

  it('should join Arabic letters (HarfBuzz shaping), not draw them one by one', async () => {
    const joined = await ink((await renderText(ARABIC_TITLE, STYLE)).png);
    const apart = await ink((await renderText(UNJOINED, STYLE)).png);
    expect(joined.width).toBeLessThan(apart.width * 0.85);
  });

  it("should draw in the product's fonts (Inter, Noto Naskh Arabic), not the system's", async () => {
    for (const [text, size] of [['Patience in hardship', 48], [ARABIC_TITLE, Math.round(48 * 1.3)]] as const) {
      const ours = (await renderText(text, STYLE)).png;
      const system = await inSystemFont(text, size);
      const [a, b] = await Promise.all([ink(ours), ink(system)]);
      expect(Math.abs(a.width - b.width) + Math.abs(a.coverage - b.coverage) * 1000).toBeGreaterThan(8);
    }
  });

  it('should draw Arabic larger than Latin at the same style, so both read alike', async () => {
    expect(mostlyArabic(ARABIC_TITLE)).toBe(true);
    expect(mostlyArabic('Tafsir of سورة الكهف, part 2 of a long series')).toBe(false);
    const arabic = await renderText(ARABIC_TITLE, STYLE);
    const latin = await renderText('Patience', STYLE);
    expect(arabic.height).toBeGreaterThan(latin.height * 1.2);
  });

  it('should fit a long title into its box, smaller and then shortened', async () => {
    const long = 'An extended commentary on the forty hadith of Imam al-Nawawi, '.repeat(8);
    const style: TextStyle = { ...STYLE, sizes: [60, 40, 30], width: 600, maxHeight: 150 };
    const image = await renderText(long, style);
    expect(image.height).toBeLessThanOrEqual(150);
    expect(image.width).toBeLessThanOrEqual(600);
  });

  it('should draw markup characters as text', async () => {
    const image = await renderText('Fiqh <b>&</b> "usul"', STYLE);
    expect(image.width).toBeGreaterThan(200);
  });
});

describe('shorten', () => {
  it('should cut at a word and add an ellipsis', () => {
    expect(shorten('Patience   in hardship', 40)).toBe('Patience in hardship');
    expect(shorten('Patience in hardship and in ease', 24)).toBe('Patience in hardship…');
    expect(shorten('الصبر عند المصيبة، والشكر عند النعمة', 22)).toBe('الصبر عند المصيبة…');
  });
});

describe('renderText with any title a user may type', () => {
  it.each([
    ['control characters', 'Bell\u0007 and nul\u0000 and escape\u001b[31m'],
    ['a lone surrogate', 'Half a pair \ud800 here'],
    ['markup', '<span foreground="red">red</span> &amp; <b>bold'],
    ['bidi controls and emoji', '\u202eevil\u202c 📿 \u200dzwj'],
    ['one endless word', 'x'.repeat(500)],
  ])('should draw %s', async (_, text) => {
    const image = await renderText(text, { ...STYLE, sizes: [40, 30], maxHeight: 200 });
    expect(image.height).toBeLessThanOrEqual(200);
    expect(image.width).toBeGreaterThan(20);
  });
});

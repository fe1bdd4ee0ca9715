import sharp from 'sharp';
import { fontDescription, loadArtworkFonts, type FontWeight } from './artwork-fonts';

export interface TextStyle {
  weight: FontWeight;
  /** CSS colour of the glyphs. */
  color: string;
  /** Pixel sizes to try, largest first: the first whose lines fit `maxHeight` is used. */
  sizes: readonly number[];
  /** Lines wrap at this width. */
  width: number;
  maxHeight: number;
}

export interface TextImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Naskh's letters sit smaller than Inter's at the same size: Arabic text is drawn
 * larger so an Arabic title reads as large as an English one.
 */
const ARABIC_SCALE = 1.3;

/** More Arabic-script letters than Latin ones. */
export function mostlyArabic(text: string): boolean {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return arabic > latin;
}

/** Longer text is cut at a word before drawing: a cover is not the place for a whole abstract. */
const MAX_CHARACTERS = 160;

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cuts at the last whole word within `limit` characters and adds an ellipsis. */
export function shorten(text: string, limit: number): string {
  // Control characters (and halves of surrogate pairs) are not text Pango's markup accepts.
  const clean = text.replace(/[\p{Cc}\p{Cs}]/gu, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛-]+$/u, '')}…`;
}

async function draw(text: string, style: TextStyle, size: number): Promise<TextImage> {
  const fontfile = await loadArtworkFonts();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.color}">${escapeMarkup(text)}</span>`,
      font: fontDescription(style.weight, size),
      fontfile,
      width: style.width,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * Draws text centred in lines (Pango: Arabic shaped by HarfBuzz, right to left),
 * at the largest size that fits; what does not fit even at the smallest loses
 * words from its end.
 */
export async function renderText(text: string, style: TextStyle): Promise<TextImage> {
  let current = shorten(text, MAX_CHARACTERS);
  if (!current) return { png: await sharp({ create: { width: 1, height: 1, channels: 4, background: '#0000' } }).png().toBuffer(), width: 1, height: 1 };
  const sizes = mostlyArabic(current) ? style.sizes.map((size) => Math.round(size * ARABIC_SCALE)) : style.sizes;
  for (const size of sizes) {
    const image = await draw(current, style, size);
    if (image.height <= style.maxHeight) return image;
  }
  const smallest = sizes[sizes.length - 1];
  for (;;) {
    const image = await draw(current, style, smallest);
    if (image.height <= style.maxHeight) return image;
    const shorter = shorten(current.replace(/…$/, ''), Math.floor(current.length * 0.85));
    if (shorter.length >= current.length || shorter.length < 4) return cropTo(image, style.maxHeight);
    current = shorter;
  }
}

async function cropTo(image: TextImage, height: number): Promise<TextImage> {
  const png = await sharp(image.png).extract({ left: 0, top: 0, width: image.width, height }).png().toBuffer();
  return { png, width: image.width, height };
}

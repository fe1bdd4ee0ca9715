import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { woffToSfnt } from './woff-to-sfnt';

export type FontWeight = 'Medium' | 'Bold';

/**
 * The product's fonts (DESIGN: Inter, and Noto Naskh Arabic for Arabic), from the
 * same npm packages the web app uses. Latin glyphs come from Inter, Arabic ones
 * from Naskh: Inter has none, so Pango falls through to it per character.
 */
const FAMILIES = 'Inter,Noto Naskh Arabic';

const FILES: { pkg: string; file: string }[] = [
  ...['500', '700'].flatMap((weight) => [
    { pkg: '@fontsource/inter', file: `inter-latin-${weight}-normal.woff` },
    { pkg: '@fontsource/inter', file: `inter-latin-ext-${weight}-normal.woff` },
    { pkg: '@fontsource/noto-naskh-arabic', file: `noto-naskh-arabic-arabic-${weight}-normal.woff` },
  ]),
];

/** Pango's description of the text font at a pixel size (libvips renders 72 dpi: points are pixels). */
export function fontDescription(weight: FontWeight, size: number): string {
  return `${FAMILIES} ${weight} ${size}`;
}

let loaded: Promise<string> | undefined;

/**
 * Makes the fonts known to libvips once per process and answers one of their
 * files (each text render names one; the others are already registered).
 */
export function loadArtworkFonts(): Promise<string> {
  loaded ??= register().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

async function register(): Promise<string> {
  const dir = join(tmpdir(), 'lecture-library-fonts');
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  for (const { pkg, file } of FILES) {
    const woff = await readFile(require.resolve(`${pkg}/files/${file}`));
    const ttf = woffToSfnt(woff);
    // Named by content: another process writing the same file writes the same bytes.
    const path = join(dir, `${file.replace(/\.woff$/, '')}-${createHash('sha256').update(ttf).digest('hex').slice(0, 12)}.ttf`);
    if ((await stat(path).catch(() => null))?.size !== ttf.length) {
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, ttf);
      await rename(partial, path);
    }
    // libvips adds a font file to fontconfig the first time a text render names it.
    await sharp({ text: { text: '.', font: fontDescription('Bold', 12), fontfile: path } }).raw().toBuffer();
    paths.push(path);
  }
  return paths[0];
}

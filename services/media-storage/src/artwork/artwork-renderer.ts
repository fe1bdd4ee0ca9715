import sharp, { type OverlayOptions } from 'sharp';
import { ARTWORK_VARIANTS, type ArtworkVariant, type MediaType } from '@lectures/proto';
import { PALETTE, backgroundSvg, logoSvg, medallionSvg, ornamentSvg, playSvg, veilSvg } from './artwork-pattern';
import { renderText, type TextImage, type TextStyle } from './artwork-text';

export interface ArtworkInput {
  variant: ArtworkVariant;
  title: string;
  speaker: string | null;
  mediaType: MediaType;
  /** A video's thumbnail (any image sharp reads), or null. */
  thumbnail: Buffer | null;
}

interface CoverLayout {
  tile: number;
  frame: number;
  logo: number;
  title: Omit<TextStyle, 'color' | 'weight'>;
  speaker: Omit<TextStyle, 'color' | 'weight'>;
  gap: number;
  ornament: number;
}

const SOCIAL: CoverLayout = {
  tile: 120, frame: 40, logo: 104, gap: 30, ornament: 220,
  title: { sizes: [68, 62, 56, 50, 44, 40, 36], width: 740, maxHeight: 380 },
  speaker: { sizes: [34, 30, 27], width: 680, maxHeight: 64 },
};

/** A layout drawn `factor` times larger: the same picture at another size. */
function scaled(layout: CoverLayout, factor: number): CoverLayout {
  const px = (n: number) => Math.round(n * factor);
  const text = (style: CoverLayout['title']) => ({ sizes: style.sizes.map(px), width: px(style.width), maxHeight: px(style.maxHeight) });
  return { tile: px(layout.tile), frame: px(layout.frame), logo: px(layout.logo), gap: px(layout.gap), ornament: px(layout.ornament), title: text(layout.title), speaker: text(layout.speaker) };
}

/** How much larger the podcast picture is than the social one it repeats. */
const PODCAST_SCALE = ARTWORK_VARIANTS.podcast.width / ARTWORK_VARIANTS.social.width;

/** Sizes of the audio cover, per variant: the card picture is small on screen, so its words are large for its size. */
const COVER: Record<ArtworkVariant, CoverLayout> = {
  social: SOCIAL,
  podcast: scaled(SOCIAL, PODCAST_SCALE),
  card: {
    tile: 72, frame: 14, logo: 0, gap: 12, ornament: 120,
    title: { sizes: [46, 42, 38, 34, 30, 27], width: 560, maxHeight: 200 },
    speaker: { sizes: [24, 22, 20], width: 520, maxHeight: 40 },
  },
};

/** Social cards keep full colour detail; cards, many to a page, are half the bytes (~30 kB). */
const JPEG = {
  social: { quality: 84, mozjpeg: true, chromaSubsampling: '4:4:4' },
  podcast: { quality: 84, mozjpeg: true, chromaSubsampling: '4:4:4' },
  card: { quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' },
} as const;

/** An item's picture as a JPEG of its variant's size (ARTWORK_VARIANTS). */
export async function renderArtwork(input: ArtworkInput): Promise<Buffer> {
  if (input.thumbnail && input.mediaType === 'video') {
    return input.variant === 'card' ? thumbnailCard(input.thumbnail) : letterboxed(input, input.thumbnail);
  }
  return cover(input);
}

function title(text: string, style: CoverLayout['title']): Promise<TextImage> {
  return renderText(text, { ...style, weight: 'Bold', color: PALETTE.cream });
}

function speaker(text: string, style: CoverLayout['speaker']): Promise<TextImage> {
  return renderText(text, { ...style, weight: 'Medium', color: PALETTE.lightGold });
}

const at = (image: TextImage, left: number, top: number): OverlayOptions => ({ input: image.png, left: Math.round(left), top: Math.round(top) });

/** Audio (and video without a thumbnail): title and speaker on the emerald-and-gold pattern. */
async function cover(input: ArtworkInput): Promise<Buffer> {
  const { width, height } = ARTWORK_VARIANTS[input.variant];
  const layout = COVER[input.variant];
  const heading = await title(input.title, layout.title);
  const byline = input.speaker?.trim() ? await speaker(input.speaker, layout.speaker) : null;
  const ornamentHeight = byline ? layout.gap * 2 : 0;
  const block = heading.height + ornamentHeight + (byline?.height ?? 0);
  // The logo sits above the centred block; the block stays clear of it.
  const centre = layout.logo ? height / 2 + layout.logo * 0.28 : height / 2;
  const top = centre - block / 2;
  const ornamentY = Math.round(top + heading.height + layout.gap);
  const logoTop = layout.frame * 1.35 + layout.logo * 0.45;
  // The logo above, a small star as far from the bottom edge, the ornament between title and speaker.
  const decorations =
    (layout.logo ? logoSvg(width / 2 - layout.logo / 2, logoTop, layout.logo) + medallionSvg(width / 2, height - logoTop - layout.logo * 0.3, layout.logo * 0.22) : '') +
    (byline ? ornamentSvg(width / 2, ornamentY, layout.ornament) : '');
  const svg = backgroundSvg({
    width, height, tile: layout.tile, frame: layout.frame,
    calm: { cx: width / 2, cy: centre, rx: width * 0.56, ry: Math.max(block * 0.95, height * 0.36) },
  }).replace('</svg>', `${decorations}</svg>`);
  const layers = [at(heading, (width - heading.width) / 2, top)];
  if (byline) layers.push(at(byline, (width - byline.width) / 2, ornamentY + layout.gap));
  return sharp(Buffer.from(svg)).composite(layers).jpeg(JPEG[input.variant]).toBuffer();
}

/** Video, social card (and podcast art, the same drawn larger): the thumbnail letterboxed on the pattern, the logo above, title and speaker below. */
async function letterboxed(input: ArtworkInput, thumbnail: Buffer): Promise<Buffer> {
  const { width, height } = ARTWORK_VARIANTS[input.variant];
  const f = width / ARTWORK_VARIANTS.social.width;
  const px = (n: number) => Math.round(n * f);
  const band = px(210);
  const box = { width, height: height - 2 * band };
  const { data: picture, info } = await sharp(thumbnail).resize({ ...box, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
  const left = Math.round((width - info.width) / 2);
  const top = Math.round(band + (box.height - info.height) / 2);
  const heading = await renderText(input.title, { sizes: [44, 40, 36, 32, 28].map(px), width: px(880), maxHeight: px(116), weight: 'Bold', color: PALETTE.cream });
  const byline = input.speaker?.trim()
    ? await renderText(input.speaker, { sizes: [28, 25, 22].map(px), width: px(820), maxHeight: px(46), weight: 'Medium', color: PALETTE.lightGold })
    : null;
  const words = heading.height + (byline ? px(8) + byline.height : 0);
  const wordsTop = height - band + (band - words) / 2;
  const logo = px(84);
  const decorations =
    veilSvg(height - band, width, band) +
    logoSvg(width / 2 - logo / 2, (band - logo) / 2, logo) +
    `<rect x="${left - px(2)}" y="${top - px(2)}" width="${info.width + px(4)}" height="${info.height + px(4)}" fill="none" stroke="${PALETTE.gold}" stroke-width="${px(3)}"/>`;
  const svg = backgroundSvg({ width, height, tile: px(120), frame: 0, calm: null }).replace('</svg>', `${decorations}</svg>`);
  const play = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${playSvg(width / 2, height / 2, px(58))}</svg>`);
  const layers: OverlayOptions[] = [{ input: picture, left, top }, { input: play, left: 0, top: 0 }, at(heading, (width - heading.width) / 2, wordsTop)];
  if (byline) layers.push(at(byline, (width - byline.width) / 2, wordsTop + heading.height + px(8)));
  return sharp(Buffer.from(svg)).composite(layers).jpeg(JPEG[input.variant]).toBuffer();
}

/** Video, card: its thumbnail filling the 16:9 frame (the web app shows the thumbnail itself; this answers the route all the same). */
function thumbnailCard(thumbnail: Buffer): Promise<Buffer> {
  const { width, height } = ARTWORK_VARIANTS.card;
  return sharp(thumbnail).resize({ width, height, fit: 'cover' }).flatten({ background: PALETTE.deep }).jpeg(JPEG.card).toBuffer();
}

/** The product's colours (web/src/styles/globals.css, light theme) in sRGB. */
export const PALETTE = {
  emerald: '#006044',
  deep: '#003826',
  deeper: '#00271a',
  gold: '#c09747',
  lightGold: '#d9b56d',
  cream: '#f9f0da',
} as const;

const round = (n: number) => Math.round(n * 100) / 100;

/** An eight-pointed star (two squares turned 45° apart) centred at cx, cy. */
function star(cx: number, cy: number, radius: number): string {
  const inner = (radius * Math.SQRT1_2) / Math.cos(Math.PI / 8);
  const points = Array.from({ length: 16 }, (_, k) => {
    const angle = (k * Math.PI) / 8 - Math.PI / 2;
    const r = k % 2 === 0 ? radius : inner;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/** A four-pointed star (the cross between four eight-pointed ones). */
function cross(cx: number, cy: number, radius: number): string {
  const w = radius * 0.32;
  const d = [
    [cx, cy - radius], [cx + w, cy - w], [cx + radius, cy], [cx + w, cy + w],
    [cx, cy + radius], [cx - w, cy + w], [cx - radius, cy], [cx - w, cy - w],
  ].map(([x, y]) => `${round(x)},${round(y)}`);
  return `<polygon points="${d.join(' ')}"/>`;
}

/**
 * One tile of the star-and-cross pattern of Islamic geometric art: an
 * eight-pointed star whose tips meet the next tile's, a smaller star inside,
 * and four-pointed stars where four tiles meet.
 */
function tile(size: number, strokeWidth: number): string {
  const c = size / 2;
  const corners = [[0, 0], [size, 0], [0, size], [size, size]].map(([x, y]) => cross(x, y, size * 0.2)).join('');
  return (
    `<g fill="none" stroke="${PALETTE.gold}" stroke-width="${strokeWidth}" stroke-linejoin="round">` +
    `${star(c, c, c * 0.98)}${star(c, c, c * 0.46)}${corners}</g>` +
    `<circle cx="${c}" cy="${c}" r="${round(size * 0.045)}" fill="${PALETTE.gold}"/>`
  );
}

export interface BackgroundOptions {
  width: number;
  height: number;
  /** Width of one pattern tile. */
  tile: number;
  /** Where the text sits: the pattern fades out there so the words stay readable. */
  calm: { cx: number; cy: number; rx: number; ry: number } | null;
  /** Inset of the gold frame; 0 for none. */
  frame: number;
}

/** Emerald ground, gold star pattern, a calm centre and a double gold frame, as SVG. */
export function backgroundSvg(o: BackgroundOptions): string {
  const stroke = round(Math.max(1, o.tile / 70));
  // An ellipse whose gradient (in its own bounding box) fades from dark to clear.
  const calm = o.calm
    ? `<radialGradient id="calm"><stop offset="0" stop-color="${PALETTE.deeper}" stop-opacity="0.96"/>` +
      `<stop offset="0.6" stop-color="${PALETTE.deeper}" stop-opacity="0.88"/><stop offset="1" stop-color="${PALETTE.deeper}" stop-opacity="0"/></radialGradient>`
    : '';
  const f = o.frame;
  const frame =
    f > 0
      ? `<rect x="${f}" y="${f}" width="${o.width - 2 * f}" height="${o.height - 2 * f}" rx="${f * 0.6}" fill="none" stroke="${PALETTE.gold}" stroke-width="${round(f / 12)}"/>` +
        `<rect x="${f * 1.35}" y="${f * 1.35}" width="${o.width - 2.7 * f}" height="${o.height - 2.7 * f}" rx="${f * 0.4}" fill="none" stroke="${PALETTE.gold}" stroke-opacity="0.55" stroke-width="${round(f / 30)}"/>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">` +
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.emerald}"/><stop offset="1" stop-color="${PALETTE.deep}"/></linearGradient>` +
    `<pattern id="stars" width="${o.tile}" height="${o.tile}" patternUnits="userSpaceOnUse" x="${round((o.width / 2) % o.tile - o.tile / 2)}" y="${round((o.height / 2) % o.tile - o.tile / 2)}">` +
    `<g opacity="0.32">${tile(o.tile, stroke)}</g></pattern>${calm}</defs>` +
    `<rect width="100%" height="100%" fill="url(#ground)"/><rect width="100%" height="100%" fill="url(#stars)"/>` +
    (o.calm ? `<ellipse cx="${o.calm.cx}" cy="${o.calm.cy}" rx="${o.calm.rx}" ry="${o.calm.ry}" fill="url(#calm)"/>` : '') +
    frame +
    '</svg>'
  );
}

/** The logo (a book under a pointed arch, web/src/components/brand/logo.tsx) at a size, top-left at x, y. */
export function logoSvg(x: number, y: number, size: number): string {
  const s = size / 48;
  return (
    `<g transform="translate(${x} ${y}) scale(${round(s)})" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M9 43V22c0-8 7.5-13 15-17.5C31.5 9 39 14 39 22v21" stroke="${PALETTE.gold}" stroke-width="2.6"/>` +
    `<path d="M13.5 29.5c3.6-2.1 7.3-2.1 10.5.6 3.2-2.7 6.9-2.7 10.5-.6v9c-3.6-2.1-7.3-2.1-10.5.6-3.2-2.7-6.9-2.7-10.5-.6z" stroke="${PALETTE.cream}" stroke-width="2.2"/>` +
    `<path d="M24 30.1v9" stroke="${PALETTE.cream}" stroke-width="2.2"/>` +
    `<path d="M25.6 13.2a4.2 4.2 0 1 0 0 7.6 3.4 3.4 0 1 1 0-7.6z" fill="${PALETTE.gold}"/></g>`
  );
}

/** A gold rule with a small diamond at its middle, centred at cx, cy. */
export function ornamentSvg(cx: number, cy: number, width: number): string {
  const d = width / 22;
  return (
    `<g stroke="${PALETTE.gold}" stroke-width="${round(Math.max(1.5, d / 3))}" stroke-linecap="round">` +
    `<line x1="${round(cx - width / 2)}" y1="${cy}" x2="${round(cx - d * 2)}" y2="${cy}"/><line x1="${round(cx + d * 2)}" y1="${cy}" x2="${round(cx + width / 2)}" y2="${cy}"/></g>` +
    `<polygon points="${cx},${round(cy - d)} ${round(cx + d)},${cy} ${cx},${round(cy + d)} ${round(cx - d)},${cy}" fill="${PALETTE.gold}"/>`
  );
}

/** A small gold eight-pointed star with a filled heart, centred at cx, cy. */
export function medallionSvg(cx: number, cy: number, radius: number): string {
  return (
    `<g fill="none" stroke="${PALETTE.gold}" stroke-width="${round(radius / 9)}" stroke-linejoin="round">${star(cx, cy, radius)}</g>` +
    `<g fill="${PALETTE.gold}">${star(cx, cy, radius * 0.42)}</g>`
  );
}

/** A dark veil over a horizontal band, so words on the pattern stay readable. */
export function veilSvg(y: number, width: number, height: number): string {
  return `<rect x="0" y="${y}" width="${width}" height="${height}" fill="${PALETTE.deeper}" fill-opacity="0.72"/>`;
}

/** A play button: a dark disc with a cream triangle, centred at cx, cy. */
export function playSvg(cx: number, cy: number, radius: number): string {
  const t = radius * 0.42;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${PALETTE.deeper}" fill-opacity="0.62" stroke="${PALETTE.cream}" stroke-width="${round(radius / 18)}"/>` +
    `<polygon points="${round(cx - t * 0.7)},${round(cy - t)} ${round(cx + t * 1.1)},${cy} ${round(cx - t * 0.7)},${round(cy + t)}" fill="${PALETTE.cream}"/>`
  );
}

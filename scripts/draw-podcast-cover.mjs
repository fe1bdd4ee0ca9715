// Draws web/public/podcast-cover.jpg, the library feeds' channel art (1400x1400, Apple's
// minimum), with the lectures' own artwork renderer: the library's name and tagline on the
// cover design. Run after a build when the design or the name changes:
// `node scripts/draw-podcast-cover.mjs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { renderArtwork } = require(path.join(root, 'services/media-storage/dist/artwork/artwork-renderer.js'));
const jpeg = await renderArtwork({ variant: 'podcast', title: 'Lecture Library', speaker: 'Preserving Knowledge', mediaType: 'audio', thumbnail: null });
writeFileSync(path.join(root, 'web/public/podcast-cover.jpg'), jpeg);
process.stdout.write(`web/public/podcast-cover.jpg: ${jpeg.length} bytes\n`);

// Draws the app icons once (run from the repository root: node apps/web/scripts/make-icons.mjs);
// the PNGs are committed under apps/web/public/icons. A white truck on the brand navy: no font needed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const NAVY = '#454989';
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The truck on a 100×100 grid, facing right: cargo box, cab with its window, two wheels. */
const truck = `
  <rect x="8" y="28" width="54" height="38" rx="3" fill="#fff"/>
  <path d="M64 38 h16 l12 14 v14 h-28 z" fill="#fff"/>
  <path d="M69 42 h9 l8 10 h-17 z" fill="${NAVY}"/>
  <circle cx="26" cy="70" r="9" fill="#fff" stroke="${NAVY}" stroke-width="4"/>
  <circle cx="76" cy="70" r="9" fill="#fff" stroke="${NAVY}" stroke-width="4"/>`;

/** `scale` shrinks the truck into the middle: maskable icons keep their content inside the safe circle. */
const svg = (size, { rounded, scale }) => {
  const offset = (100 - 100 * scale) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${rounded ? 18 : 0}" fill="${NAVY}"/>
  <g transform="translate(${offset} ${offset + 2}) scale(${scale})">${truck}</g>
</svg>`);
};

const icons = [
  ['icon-192.png', 192, { rounded: true, scale: 0.8 }],
  ['icon-512.png', 512, { rounded: true, scale: 0.8 }],
  ['icon-maskable-512.png', 512, { rounded: false, scale: 0.6 }],
  // iOS rounds the corners itself and shows transparency as black.
  ['apple-touch-icon.png', 180, { rounded: false, scale: 0.72 }],
];
for (const [name, size, options] of icons) {
  await sharp(svg(size, options)).png().toFile(path.join(out, name));
}
console.log(`icons written to ${out}`);

#!/usr/bin/env node
// The parents' app's icons (issue 35), drawn once from an SVG with sharp and committed: 192 and 512 px, a maskable
// 512 px one (full-bleed background, the drawing inside the safe circle) and the 180 px apple-touch-icon.
//   node scripts/parent-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'public', 'parent-icons');

// A parent holding a child's hand under a roof, white on the app's blue. `scale` shrinks the drawing about the
// centre (maskable: the safe zone is the central 80 % circle); `round` rounds the corners of the plain icons.
function svg({ scale = 1, round = true } = {}) {
  const t = (1 - scale) * 256;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${round ? 112 : 0}" fill="#0d6efd"/>
  <g transform="translate(${t} ${t}) scale(${scale})" fill="#fff">
    <path d="M256 72 60 232h52v196h288V232h52z" fill="none" stroke="#fff" stroke-width="28" stroke-linejoin="round"/>
    <circle cx="206" cy="236" r="34"/>
    <path d="M160 404v-86c0-30 20-50 46-50s46 20 46 50v86z"/>
    <circle cx="318" cy="282" r="26"/>
    <path d="M284 404v-60c0-22 15-38 34-38s34 16 34 38v60z"/>
    <path d="M244 324h50" stroke="#fff" stroke-width="16" stroke-linecap="round"/>
  </g>
</svg>`;
}

fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'icon.svg'), svg());
const out = [
  ['icon-192.png', 192, svg()],
  ['icon-512.png', 512, svg()],
  ['maskable-512.png', 512, svg({ scale: 0.72, round: false })],
  ['apple-touch-icon.png', 180, svg({ scale: 0.86, round: false })],
];
for (const [name, size, source] of out) {
  await sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(dir, name));
  console.log(`public/parent-icons/${name}: ${size}×${size}`);
}

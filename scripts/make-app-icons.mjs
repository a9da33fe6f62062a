// The web app manifest's PNG icons (apps/web/public/icons/), drawn from favicon.svg with the
// server's SVG renderer. Run after changing the favicon: `node scripts/make-app-icons.mjs`.
// The maskable icon keeps the mark inside the central 80% safe zone on a full-bleed background,
// because launchers cut it to a circle or a squircle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'));
const { Resvg } = require('@resvg/resvg-js');

const web = path.resolve(import.meta.dirname, '../apps/web/public');
const favicon = readFileSync(path.join(web, 'favicon.svg'), 'utf8');
const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const THEME = '#0f1f4b';

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${THEME}"/>
  <g transform="translate(8 8) scale(0.75)">${inner}</g>
</svg>`;

function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

mkdirSync(path.join(web, 'icons'), { recursive: true });
writeFileSync(path.join(web, 'icons/icon-192.png'), png(favicon, 192));
writeFileSync(path.join(web, 'icons/icon-512.png'), png(favicon, 512));
writeFileSync(path.join(web, 'icons/maskable-512.png'), png(maskable, 512));
console.log('icons written to apps/web/public/icons/');

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@zetelpoule/shared/contract/share-images';
import type { CardElement } from './share-images.cards';

/**
 * Decision 033: a card is laid out by satori (flexbox, text shaped with the font's own glyphs,
 * written as paths, so no text of anybody's input ever stays text in the SVG) and rasterised
 * by resvg (Rust, no browser). Both are plain dependencies, left outside the server bundle.
 */

// Satori reads TTF, OTF and WOFF (not WOFF2); @fontsource ships each weight and subset as
// .woff. Resolved through node_modules, so the same code finds them from src/ and from dist/.
const require = createRequire(import.meta.url);
// Latin Extended (Łódź, Şahin, Ő) under a name of its own: satori falls back to another
// family for a glyph the first lacks, but not to another file of the same family.
const FONT_WEIGHTS = [400, 700, 800] as const;
const FONT_FILES = FONT_WEIGHTS.flatMap((weight) => [
  { name: 'Inter', file: `inter/files/inter-latin-${weight}-normal.woff`, weight },
  {
    name: 'Inter Latin Extended',
    file: `inter/files/inter-latin-ext-${weight}-normal.woff`,
    weight,
  },
]);
// Emoji in a sub-league's name (🍻, 🇳🇱) are drawn in Noto Emoji, one outline colour like the
// text, instead of a missing-glyph box. Fontsource splits it into numbered subsets.
const EMOJI_SUBSETS = ['emoji', ...Array.from({ length: 11 }, (_, i) => String(i))];
const EMOJI_FILES = EMOJI_SUBSETS.map((subset) => ({
  name: `Noto Emoji ${subset}`,
  file: `noto-emoji/files/noto-emoji-${subset}-400-normal.woff`,
  weight: 400 as const,
}));

let fonts: SatoriOptions['fonts'] | undefined;

/** Reads the fonts, once per process (the routes call it when they are registered). */
export function loadFonts(): SatoriOptions['fonts'] {
  fonts ??= [...FONT_FILES, ...EMOJI_FILES].map(({ name, file, weight }) => ({
    name,
    data: readFileSync(require.resolve(`@fontsource/${file}`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

/** A card as PNG bytes, 1200×630. */
export async function renderPng(card: CardElement): Promise<Buffer> {
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

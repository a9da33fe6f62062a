import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { loadFonts } from './share-images.render';

/** The outline satori draws for a line of text in the cards' font stack. */
async function outline(text: string): Promise<string> {
  const line = {
    type: 'div',
    props: { style: { fontFamily: 'Inter', fontSize: 40 }, children: text },
  };
  const svg = await satori(line as Parameters<typeof satori>[0], {
    width: 400,
    height: 60,
    fonts: loadFonts(),
  });
  return /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? '';
}

describe('the share cards draw emoji', () => {
  it('draws each emoji in a sub-league name as its own glyph, not a missing-glyph box', async () => {
    // U+E000 is a private-use code point no font has: it shows the missing-glyph box.
    const box = await outline('\uE000');
    const drawn = await Promise.all(['🍻', '🎉', '🇳🇱', '❤️', '👨‍👩‍👧'].map(outline));
    for (const glyph of drawn) {
      expect(glyph).not.toBe('');
      expect(glyph).not.toBe(box);
    }
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});

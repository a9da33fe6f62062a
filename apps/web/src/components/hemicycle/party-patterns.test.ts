import { describe, expect, it } from 'vitest';
import { LOOK_ALIKE_DELTA_E, colourDistance, colourPatterns, hexToLab } from './party-patterns';

// The TK2025 colours of apps/server/src/db/seed/data/tk2025-parties.json, in list order.
const TK2025 = {
  PVV: '#1E90FF',
  'GroenLinks-PvdA': '#FF0000',
  VVD: '#FF6400',
  NSC: '#143272',
  D66: '#00AE41',
  BBB: '#93C01F',
  CDA: '#2CC84D',
  SP: '#EC1B23',
  DENK: '#00B7B3',
  PvdD: '#00621E',
  FVD: '#84171A',
  SGP: '#E95D0F',
  ChristenUnie: '#00A5E8',
  Volt: '#502378',
  JA21: '#242B57',
};

describe('colour distance', () => {
  it('knows white, black and a colour from themselves', () => {
    expect(hexToLab('#FFFFFF')?.[0]).toBeCloseTo(100, 0);
    expect(hexToLab('#000000')?.[0]).toBeCloseTo(0, 0);
    expect(colourDistance('#00AE41', '#00ae41')).toBe(0);
    expect(colourDistance('#00AE41', 'groen')).toBe(Infinity);
  });

  it('calls the pairs of the issue look-alikes and PVV / ChristenUnie not', () => {
    expect(colourDistance(TK2025.D66, TK2025.CDA)).toBeLessThan(LOOK_ALIKE_DELTA_E);
    expect(colourDistance(TK2025['GroenLinks-PvdA'], TK2025.SP)).toBeLessThan(LOOK_ALIKE_DELTA_E);
    expect(colourDistance(TK2025.PVV, TK2025.ChristenUnie)).toBeGreaterThan(LOOK_ALIKE_DELTA_E);
  });
});

describe('colour patterns', () => {
  it('keeps the first of each look-alike group plain and marks the others', () => {
    const patterns = colourPatterns(Object.values(TK2025));
    expect(patterns.get(TK2025.D66)).toBe('solid');
    expect(patterns.get(TK2025.CDA)).not.toBe('solid');
    expect(patterns.get(TK2025['GroenLinks-PvdA'])).toBe('solid');
    expect(patterns.get(TK2025.SP)).not.toBe('solid');
    expect(patterns.get(TK2025.VVD)).not.toBe(patterns.get(TK2025.SGP));
    expect(patterns.get(TK2025.NSC)).not.toBe(patterns.get(TK2025.JA21));
    expect(patterns.get(TK2025.PVV)).toBe('solid');
  });

  it('never gives two look-alike colours the same pattern', () => {
    const colours = Object.values(TK2025);
    const patterns = colourPatterns(colours);
    for (const a of colours) {
      for (const b of colours) {
        if (a !== b && colourDistance(a, b) < LOOK_ALIKE_DELTA_E) {
          expect(patterns.get(a), `${a} / ${b}`).not.toBe(patterns.get(b));
        }
      }
    }
  });

  it('reads colours in any case and gives a repeated colour one pattern', () => {
    const patterns = colourPatterns(['#ff0000', '#EC1B23', '#FF0000']);
    expect([...patterns]).toEqual([
      ['#FF0000', 'solid'],
      ['#EC1B23', 'stripes'],
    ]);
  });
});

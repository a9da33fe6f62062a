// Party colours that look alike (D66 #00AE41 / CDA #2CC84D, GroenLinks-PvdA
// #FF0000 / SP #EC1B23, VVD / SGP, NSC / JA21) must stay distinguishable in the chart and its
// legend. A colour alone cannot do that, so a colour that looks like an earlier one gets a
// white overlay pattern on top of it (docs/decisions/018-hemicycle-for-thumbs.md).

/** The overlay drawn on top of a party colour; 'solid' draws none. */
export type SeatPattern = 'solid' | 'stripes' | 'dots' | 'grid';

/** In the order they are handed out: the first colour of a look-alike group stays solid. */
export const SEAT_PATTERNS: readonly SeatPattern[] = ['solid', 'stripes', 'dots', 'grid'];

/**
 * Two colours closer than this (CIE76 ΔE in CIELAB) count as look-alikes. The closest pairs of
 * the TK2025 parties are 9.9–17.1 apart; the next pair not meant to be confused (NSC / Volt,
 * 23.3) is included too, as a margin for colour-blind players; distinct colours such as PVV /
 * ChristenUnie are about 30 apart.
 */
export const LOOK_ALIKE_DELTA_E = 25;

type Lab = readonly [number, number, number];

const HEX_COLOUR = /^#?([0-9a-f]{6})$/i;

/** CIELAB (D65) of a #RRGGBB colour; null for anything else. */
export function hexToLab(hex: string): Lab | null {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = match[1];
  const [r, g, b] = [0, 2, 4].map((start) => {
    const channel = parseInt(value.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047;
  const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
  const z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference; Infinity when either colour is not #RRGGBB. */
export function colourDistance(a: string, b: string): number {
  const labA = hexToLab(a);
  const labB = hexToLab(b);
  if (labA === null || labB === null) return Infinity;
  return Math.hypot(labA[0] - labB[0], labA[1] - labB[1], labA[2] - labB[2]);
}

/**
 * A pattern per colour, for colours given in a stable order (the parties' list order): each
 * colour gets the first pattern that no earlier look-alike colour has, so the first of a group
 * stays plain and the others are striped, dotted or gridded. Keys are upper-case #RRGGBB.
 */
export function colourPatterns(colours: Iterable<string>): Map<string, SeatPattern> {
  const patterns = new Map<string, SeatPattern>();
  for (const raw of colours) {
    const colour = raw.toUpperCase();
    if (patterns.has(colour)) continue;
    const taken = new Set<SeatPattern>();
    for (const [earlier, pattern] of patterns) {
      if (colourDistance(colour, earlier) < LOOK_ALIKE_DELTA_E) taken.add(pattern);
    }
    const free = SEAT_PATTERNS.find((pattern) => !taken.has(pattern));
    // More look-alikes than patterns: start over; the legend's names still tell them apart.
    patterns.set(colour, free ?? SEAT_PATTERNS[patterns.size % SEAT_PATTERNS.length] ?? 'solid');
  }
  return patterns;
}

/** The pattern of one colour in a map from colourPatterns. */
export function patternOf(
  patterns: ReadonlyMap<string, SeatPattern> | undefined,
  colour: string,
): SeatPattern {
  return patterns?.get(colour.toUpperCase()) ?? 'solid';
}

import { describe, expect, it } from 'vitest';
import { projectEersteKamer, type ElectingBody } from './eerste-kamer-projection';

const body = (key: string, stemwaarde: number, seats: Record<string, number>) =>
  ({ key, stemwaarde, seats: new Map(Object.entries(seats)) }) satisfies ElectingBody<string>;
const asObject = <V>(map: Map<string, V>) => Object.fromEntries(map);

describe('projectEersteKamer by hand', () => {
  /*
   * Ten seats, three bodies:
   *   P1, stemwaarde 100: A 3, B 2, C 1, E 0
   *   P2, stemwaarde  50: A 1, B 2, D 3
   *   K,  stemwaarde   7: C 2, D 1           (a kiescollege)
   * Values: A 3·100 + 1·50 = 350; B 2·100 + 2·50 = 300; C 1·100 + 2·7 = 114;
   *         D 3·50 + 1·7 = 157; E 0. Total 921, quota 921 / 10 = 92.1.
   * Whole seats: A ⌊350 / 92.1⌋ = ⌊3.80⌋ = 3, B ⌊3.26⌋ = 3, C ⌊1.24⌋ = 1, D ⌊1.70⌋ = 1, E 0: 8.
   * Seat 9: averages A 350/4 = 87.5, B 300/4 = 75, C 114/2 = 57, D 157/2 = 78.5 → A.
   * Seat 10: A 350/5 = 70, B 75, C 57, D 78.5 → D.
   * Result A 4, B 3, C 1, D 2, E 0.
   */
  const bodies = [
    body('P1', 100, { A: 3, B: 2, C: 1, E: 0 }),
    body('P2', 50, { A: 1, B: 2, D: 3 }),
    body('K', 7, { C: 2, D: 1 }),
  ];

  it.each([
    ['every list takes part (the default)', {}],
    ['only lists at the quota take part: all of A–D reach 92.1', { remainderRequiresQuota: true }],
  ])('gives the seats worked out in the comment when %s', (_case, options) => {
    const result = projectEersteKamer(bodies, 10, 'hand', options);
    expect(asObject(result.values)).toEqual({ A: 350, B: 300, C: 114, D: 157, E: 0 });
    expect(result.quota).toEqual({ totalValue: 921, seatCount: 10 });
    expect(asObject(result.wholeSeats)).toEqual({ A: 3, B: 3, C: 1, D: 1, E: 0 });
    expect(asObject(result.seats)).toEqual({ A: 4, B: 3, C: 1, D: 2, E: 0 });
    expect(result.unassignedSeats).toBe(0);
    expect(result.tie).toBeNull();
  });

  it('orders the parties by key, whatever order the bodies name them in', () => {
    const result = projectEersteKamer(bodies, 10, 'hand');
    expect([...result.seats.keys()]).toEqual(['A', 'B', 'C', 'D', 'E']);
    const numbered = projectEersteKamer(
      [
        {
          key: 'P',
          stemwaarde: 1,
          seats: new Map([
            [10, 1],
            [2, 1],
            [1, 1],
          ]),
        },
      ],
      3,
      'x',
    );
    expect([...numbered.seats.keys()]).toEqual([1, 2, 10]);
  });

  it('lets a list below the quota take a seat left over unless the option forbids it', () => {
    // Values A 35, B 34, C 31; 3 seats, quota 33.33. Whole seats A 1, B 1. Averages A 17.5,
    // B 17, C 31: C takes the third seat, unless only lists at the quota take part (then A).
    const bodies = [body('P', 1, { A: 35, B: 34, C: 31 })];
    expect(asObject(projectEersteKamer(bodies, 3, 's').seats)).toEqual({ A: 1, B: 1, C: 1 });
    const strict = projectEersteKamer(bodies, 3, 's', { remainderRequiresQuota: true });
    expect(asObject(strict.seats)).toEqual({ A: 2, B: 1, C: 0 });
  });
});

describe('projectEersteKamer while the results come in', () => {
  it('projects from the bodies with seats and lets an empty body add nothing', () => {
    // Drenthe alone: values = Staten seats × 117, total 43 · 117 = 5,031, quota 67.08.
    const drenthe = body('Drenthe', 117, { BBB: 17, PvdA: 4, VVD: 4, CDA: 3, D66: 1 });
    const alone = projectEersteKamer([drenthe], 75, 's');
    const withEmpty = projectEersteKamer(
      [drenthe, body('Groningen', 139, {}), body('Fryslân', 153, {})],
      75,
      's',
    );
    expect(withEmpty).toEqual(alone);
    // 29 Staten seats, total 3,393, quota 45.24: BBB ⌊1,989 / 45.24⌋ = 43, PvdA and VVD 10
    // (468 / 45.24 = 10.34), CDA 7 (7.76), D66 2 (2.59): 72. Leftover averages: CDA 351/8 =
    // 43.875, D66 117/3 = 39, PvdA and VVD 468/11 = 42.55, BBB 1,989/44 = 45.20 → BBB, then
    // BBB 1,989/45 = 44.2 → BBB, then CDA 43.875.
    expect(alone.quota).toEqual({ totalValue: 3393, seatCount: 75 });
    expect(asObject(alone.wholeSeats)).toEqual({ BBB: 43, PvdA: 10, VVD: 10, CDA: 7, D66: 2 });
    expect(asObject(alone.seats)).toEqual({ BBB: 45, PvdA: 10, VVD: 10, CDA: 8, D66: 2 });
  });

  it('assigns nothing before any body has seats', () => {
    const result = projectEersteKamer(
      [body('Drenthe', 117, {}), body('Zeeland', 100, {})],
      75,
      's',
    );
    expect(result.seats.size).toBe(0);
    expect(result.quota).toEqual({ totalValue: 0, seatCount: 75 });
    expect(result.unassignedSeats).toBe(75);
    expect(projectEersteKamer([], 75, 's').unassignedSeats).toBe(75);
  });

  it('keeps a party whose every seat count is 0, with 0 seats', () => {
    const result = projectEersteKamer([body('P', 10, { A: 2, Z: 0 })], 5, 's');
    expect(asObject(result.seats)).toEqual({ A: 5, Z: 0 });
  });
});

describe('projectEersteKamer ties by lot', () => {
  // Values A 10, B 10; 3 seats, quota 6.67; one whole seat each, one seat left for two equal
  // averages of 5: the lot decides.
  const tied = [body('P', 10, { A: 1, B: 1 })];
  const winnerFor = (seed: string) => projectEersteKamer(tied, 3, seed).tie?.givenTo[0];

  it('reports the tie and gives the seat to the winner of the lot', () => {
    const result = projectEersteKamer(tied, 3, 'PS2027');
    expect(result.tie).toEqual({
      contenders: ['A', 'B'],
      seats: 1,
      givenTo: [expect.stringMatching(/^[AB]$/)],
      byLot: true,
    });
    const winner = result.tie!.givenTo[0]!;
    expect(result.seats.get(winner)).toBe(2);
    expect(result.seats.get(winner === 'A' ? 'B' : 'A')).toBe(1);
  });

  it('draws the same winner for the same seed, and both winners over different seeds', () => {
    const seeds = Array.from({ length: 20 }, (_, i) => `EK2027-${i}`);
    for (const seed of seeds) expect(winnerFor(seed)).toBe(winnerFor(seed));
    const winners = new Set(seeds.map(winnerFor));
    expect(winners).toEqual(new Set(['A', 'B']));
  });

  it('draws the same winner whatever order the parties arrive in', () => {
    const reversed = [
      {
        key: 'P',
        stemwaarde: 10,
        seats: new Map([
          ['B', 1],
          ['A', 1],
        ]),
      },
    ];
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(projectEersteKamer(reversed, 3, seed).tie).toEqual(
        projectEersteKamer(tied, 3, seed).tie,
      );
    }
  });

  it('reports no tie when every list sharing the largest average can get a seat', () => {
    // 4 seats: one whole seat each and two left for the two equal averages of 5.
    const result = projectEersteKamer(tied, 4, 'x');
    expect(result.tie).toBeNull();
    expect(asObject(result.seats)).toEqual({ A: 2, B: 2 });
  });

  it('draws several seats among several contenders', () => {
    // Values 10 each for A–D; 6 seats, quota 6.67, one whole seat each, two seats for four.
    const result = projectEersteKamer([body('P', 10, { A: 1, B: 1, C: 1, D: 1 })], 6, 'seed');
    expect(result.tie?.contenders).toEqual(['A', 'B', 'C', 'D']);
    expect(result.tie?.seats).toBe(2);
    expect(new Set(result.tie?.givenTo).size).toBe(2);
    const total = [...result.seats.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBe(6);
    for (const key of result.tie!.givenTo) expect(result.seats.get(key)).toBe(2);
  });
});

describe('projectEersteKamer refuses invalid input', () => {
  it.each([
    ['a seat count of 0', [body('P', 1, { A: 1 })], 0],
    ['a fractional seat count', [body('P', 1, { A: 1 })], 7.5],
    ['a stemwaarde of 0', [body('P', 0, { A: 1 })], 75],
    ['a fractional stemwaarde', [body('P', 1.5, { A: 1 })], 75],
    ['negative seats', [body('P', 1, { A: -1 })], 75],
    ['fractional seats', [body('P', 1, { A: 0.5 })], 75],
    ['a body twice', [body('P', 1, { A: 1 }), body('P', 2, { B: 1 })], 75],
  ])('throws on %s', (_case, bodies, seatCount) => {
    expect(() => projectEersteKamer(bodies, seatCount, 's')).toThrow(RangeError);
  });
});

describe('projectEersteKamer on 2023-like figures', () => {
  /*
   * The stemwaarden are those of the 2023 Eerste Kamer election. Drenthe's Staten seats are
   * its official 2023 result (apportion-seats-ps.test.ts); every other province's are made up
   * by hand, 2023-like, adding up to the size of its Staten. Party keys are shared short names.
   */
  const PROVINCES: readonly [name: string, stemwaarde: number, seats: Record<string, number>][] = [
    [
      'Groningen',
      139,
      {
        BBB: 15,
        GL: 4,
        PvdA: 5,
        VVD: 3,
        CDA: 2,
        SP: 3,
        CU: 3,
        PVV: 2,
        PvdD: 2,
        D66: 1,
        FvD: 1,
        JA21: 1,
        Volt: 1,
      },
    ],
    [
      'Fryslân',
      153,
      {
        BBB: 15,
        FNP: 4,
        PvdA: 4,
        CDA: 4,
        GL: 3,
        VVD: 3,
        CU: 2,
        PVV: 2,
        SP: 1,
        PvdD: 1,
        D66: 1,
        FvD: 1,
        JA21: 1,
        Volt: 1,
      },
    ],
    [
      'Drenthe',
      117,
      {
        BBB: 17,
        PvdA: 4,
        VVD: 4,
        CDA: 3,
        GL: 2,
        PVV: 2,
        CU: 2,
        SP: 2,
        PvdD: 2,
        D66: 1,
        FvD: 1,
        Volt: 1,
        SLD: 1,
        JA21: 1,
      },
    ],
    [
      'Overijssel',
      252,
      {
        BBB: 15,
        CDA: 5,
        VVD: 5,
        GL: 3,
        PvdA: 3,
        CU: 3,
        PVV: 2,
        SP: 2,
        D66: 2,
        SGP: 1,
        PvdD: 1,
        JA21: 1,
        FvD: 1,
        Volt: 1,
        '50PLUS': 2,
      },
    ],
    [
      'Flevoland',
      109,
      {
        BBB: 9,
        VVD: 5,
        PVV: 4,
        GL: 3,
        PvdA: 3,
        CU: 3,
        CDA: 2,
        SGP: 2,
        PvdD: 2,
        D66: 2,
        JA21: 2,
        SP: 1,
        FvD: 1,
        Volt: 1,
        '50PLUS': 1,
      },
    ],
    [
      'Gelderland',
      388,
      {
        BBB: 15,
        VVD: 7,
        GL: 5,
        PvdA: 4,
        CDA: 4,
        D66: 3,
        PVV: 3,
        CU: 3,
        SGP: 3,
        PvdD: 3,
        SP: 2,
        JA21: 1,
        FvD: 1,
        Volt: 1,
      },
    ],
    [
      'Utrecht',
      283,
      {
        BBB: 9,
        GL: 7,
        VVD: 7,
        D66: 5,
        PvdA: 4,
        CDA: 3,
        PvdD: 3,
        CU: 2,
        SGP: 2,
        PVV: 2,
        Volt: 2,
        SP: 1,
        JA21: 1,
        FvD: 1,
      },
    ],
    [
      'Noord-Holland',
      537,
      {
        BBB: 10,
        VVD: 9,
        GL: 7,
        PvdA: 6,
        D66: 5,
        PvdD: 4,
        PVV: 3,
        JA21: 2,
        CDA: 2,
        SP: 2,
        Volt: 2,
        FvD: 1,
        CU: 1,
        '50PLUS': 1,
      },
    ],
    [
      'Zuid-Holland',
      692,
      {
        BBB: 10,
        VVD: 9,
        GL: 5,
        PvdA: 5,
        D66: 4,
        PVV: 4,
        PvdD: 3,
        CDA: 3,
        JA21: 3,
        SGP: 2,
        CU: 2,
        Volt: 2,
        SP: 1,
        FvD: 1,
        '50PLUS': 1,
      },
    ],
    [
      'Zeeland',
      100,
      {
        BBB: 12,
        VVD: 4,
        SGP: 4,
        PvdA: 3,
        CDA: 3,
        GL: 2,
        PVV: 2,
        CU: 2,
        PvdD: 1,
        D66: 1,
        SP: 1,
        JA21: 1,
        FvD: 1,
        '50PLUS': 2,
      },
    ],
    [
      'Noord-Brabant',
      478,
      {
        BBB: 14,
        VVD: 8,
        GL: 5,
        PvdA: 4,
        CDA: 5,
        D66: 4,
        PVV: 4,
        SP: 3,
        PvdD: 3,
        JA21: 2,
        Volt: 1,
        FvD: 1,
        '50PLUS': 1,
      },
    ],
    [
      'Limburg',
      240,
      {
        BBB: 10,
        CDA: 7,
        VVD: 5,
        PVV: 5,
        GL: 3,
        PvdA: 3,
        SP: 3,
        D66: 2,
        PvdD: 2,
        JA21: 2,
        Volt: 1,
        FvD: 1,
        '50PLUS': 1,
        LL: 2,
      },
    ],
  ];
  const STATEN_SIZES = [43, 43, 43, 47, 41, 55, 49, 55, 55, 39, 55, 47];
  const result = projectEersteKamer(
    PROVINCES.map(([name, stemwaarde, seats]) => body(name, stemwaarde, seats)),
    75,
    'EK2023-like',
  );

  it('uses Staten of the right sizes', () => {
    expect(PROVINCES.map(([, , seats]) => Object.values(seats).reduce((a, b) => a + b, 0))).toEqual(
      STATEN_SIZES,
    );
  });

  it('weighs every party by the stemwaarden', () => {
    // BBB: 15·139 + 15·153 + 17·117 + 15·252 + 9·109 + 15·388 + 9·283 + 10·537 + 10·692
    //      + 12·100 + 14·478 + 10·240 = 42,079. SLD only in Drenthe: 1·117.
    expect(asObject(result.values)).toEqual({
      '50PLUS': 2760,
      BBB: 42079,
      CDA: 12640,
      CU: 5891,
      D66: 11655,
      FNP: 612,
      FvD: 3488,
      GL: 16782,
      JA21: 6236,
      LL: 480,
      PVV: 11179,
      PvdA: 15156,
      PvdD: 9386,
      SGP: 3984,
      SLD: 117,
      SP: 6496,
      VVD: 24331,
      Volt: 4900,
    });
    expect(result.quota).toEqual({ totalValue: 178172, seatCount: 75 });
  });

  it('hands out all 75 seats: 67 whole, 8 left over', () => {
    // Quota 178,172 / 75 = 2,375.63. The leftover seats, by average: PvdD 2,346.5, BBB
    // 2,337.72, D66 2,331, PVV 2,235.8, BBB 2,214.68, VVD 2,211.91, SP 6,496/3 = 2,165.33,
    // PvdA 15,156/7 = 2,165.14; the next, CDA 12,640/6 = 2,106.67, misses out.
    const whole = [...result.wholeSeats.values()].reduce((a, b) => a + b, 0);
    expect(whole).toBe(67);
    expect(asObject(result.seats)).toEqual({
      '50PLUS': 1,
      BBB: 19,
      CDA: 5,
      CU: 2,
      D66: 5,
      FNP: 0,
      FvD: 1,
      GL: 7,
      JA21: 2,
      LL: 0,
      PVV: 5,
      PvdA: 7,
      PvdD: 4,
      SGP: 1,
      SLD: 0,
      SP: 3,
      VVD: 11,
      Volt: 2,
    });
    expect([...result.seats.values()].reduce((a, b) => a + b, 0)).toBe(75);
    expect(result.unassignedSeats).toBe(0);
    expect(result.tie).toBeNull();
  });
});

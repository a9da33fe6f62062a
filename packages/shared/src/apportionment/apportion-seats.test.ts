import { describe, expect, it } from 'vitest';
import { apportionSeats, type ListVotes } from './apportion-seats';

/**
 * TK2021, national valid votes per list as the Kiesraad's 510d (Totaaltelling_TK2021.eml.xml
 * in EML_bestanden_TK2021_deel_1.zip, `TotalVotes`, each list's `AffiliationIdentifier` and
 * `ValidVotes`) gives them. Total 10,422,852 (the file's `TotalCounted`).
 */
const TK2021_VOTES: readonly [listNumber: number, name: string, votes: number][] = [
  [1, 'VVD', 2279130],
  [2, 'PVV', 1124482],
  [3, 'CDA', 990601],
  [4, 'D66', 1565861],
  [5, 'GL', 537308],
  [6, 'SP', 623371],
  [7, 'PvdA', 597192],
  [8, 'CU', 351275],
  [9, 'PvdD', 399750],
  [10, '50PLUS', 106702],
  [11, 'SGP', 215249],
  [12, 'DENK', 211237],
  [13, 'FvD', 523083],
  [14, 'BIJ1', 87238],
  [15, 'JA21', 246620],
  [16, 'CODE ORANJE', 40731],
  [17, 'Volt', 252480],
  [18, 'NIDA', 33834],
  [19, 'Piratenpartij', 22816],
  [20, 'LP', 5546],
  [21, 'JONG', 15297],
  [22, 'Splinter', 30328],
  [23, 'BBB', 104319],
  [24, 'NLBeter', 8657],
  [25, 'Lijst Henk Krol', 9264],
  [26, 'OPRECHT', 5449],
  [27, 'JEZUS LEEFT', 5015],
  [28, 'TROTS', 13198],
  [29, 'U-Buntu Connected Front', 1880],
  [30, 'Blanco (Zeven)', 8277],
  [31, 'Partij van de Eenheid', 804],
  [32, 'DE FEESTPARTIJ', 3744],
  [33, 'Vrij en Sociaal Nederland', 942],
  [34, 'Wij zijn Nederland', 553],
  [35, 'Modern Nederland', 245],
  [36, 'De Groenen', 119],
  [37, 'Partij voor de Republiek', 255],
];

/** The official TK2021 seats (Kiesraad, proces-verbaal of 26 March 2021). */
const TK2021_OFFICIAL_SEATS: Record<string, number> = {
  VVD: 34,
  D66: 24,
  PVV: 17,
  CDA: 15,
  SP: 9,
  PvdA: 9,
  GL: 8,
  FvD: 8,
  PvdD: 6,
  CU: 5,
  JA21: 3,
  SGP: 3,
  DENK: 3,
  Volt: 3,
  '50PLUS': 1,
  BIJ1: 1,
  BBB: 1,
};

const lists = (votes: Record<string, number>): ListVotes<string>[] =>
  Object.entries(votes).map(([key, v]) => ({ key, votes: v }));

const seatsOf = (result: { seats: Map<string, number> }) => Object.fromEntries(result.seats);

describe('apportionSeats on the real TK2021 votes', () => {
  const result = apportionSeats(
    TK2021_VOTES.map(([, name, votes]) => ({ key: name, votes })),
    150,
  );

  it('gives every list its official number of seats', () => {
    for (const [, name] of TK2021_VOTES) {
      expect(result.seats.get(name), name).toBe(TK2021_OFFICIAL_SEATS[name] ?? 0);
    }
  });

  it('hands out 139 full seats and 11 leftover seats, with no tie and no majority correction', () => {
    const full = [...result.fullSeats.values()].reduce((sum, n) => sum + n, 0);
    expect(full).toBe(139);
    expect(result.unassignedSeats).toBe(0);
    expect(result.tie).toBeNull();
    expect(result.majorityCorrection).toBeNull();
    expect(result.quota).toEqual({ totalVotes: 10422852, seatCount: 150 });
  });

  it('gives CODE ORANJE nothing: 40,731 votes is below the quota of 69,485.68', () => {
    expect(result.seats.get('CODE ORANJE')).toBe(0);
    expect(result.fullSeats.get('CODE ORANJE')).toBe(0);
  });
});

describe('apportionSeats by hand', () => {
  it('gives full seats for every whole quota and the rest by largest average', () => {
    // 10 seats, 100 votes: quota 10. Full seats 4, 3, 2 (9); averages 45/5 = 9, 35/4 = 8.75,
    // 20/3 = 6.67, so the tenth seat goes to A.
    const result = apportionSeats(lists({ A: 45, B: 35, C: 20 }), 10);
    expect(seatsOf(result)).toEqual({ A: 5, B: 3, C: 2 });
    expect(Object.fromEntries(result.fullSeats)).toEqual({ A: 4, B: 3, C: 2 });
  });

  it('lets a list that reaches the quota exactly take part in the leftover seats', () => {
    // 5 seats, 100 votes: quota 20. C has exactly 20 → 1 full seat; D (19) is below it.
    // Full 2 + 1 + 1 = 4; averages A 41/3 = 13.67, B 20/2 = 10, C 10, D excluded.
    const result = apportionSeats(lists({ A: 41, B: 20, C: 20, D: 19 }), 5);
    expect(seatsOf(result)).toEqual({ A: 3, B: 1, C: 1, D: 0 });
  });

  it('never gives a list below the quota a leftover seat, however large its average', () => {
    // 3 seats, 100 votes: quota 33.33. Full seats A 1, B 1 (2 of 3). D'Hondt without the
    // threshold would give the third seat to C (31/1 = 31 > 35/2 = 17.5); the Kieswet gives it
    // to A, the largest average among the lists that reached the quota.
    const result = apportionSeats(lists({ A: 35, B: 34, C: 31 }), 3);
    expect(seatsOf(result)).toEqual({ A: 2, B: 1, C: 0 });
    expect(result.tie).toBeNull();
  });

  it('reports a tie when equal averages compete for fewer seats, and resolves it by input order', () => {
    // 4 seats, 90 votes: quota 22.5; one full seat each (3); one leftover seat for three equal
    // averages of 15: the law draws lots.
    const result = apportionSeats(lists({ A: 30, B: 30, C: 30 }), 4);
    expect(result.tie).toEqual({ contenders: ['A', 'B', 'C'], seats: 1, givenTo: ['A'] });
    expect(seatsOf(result)).toEqual({ A: 2, B: 1, C: 1 });
    // 5 seats: two leftover seats for the same three lists: still a tie.
    const two = apportionSeats(lists({ A: 30, B: 30, C: 30 }), 5);
    expect(two.tie).toEqual({ contenders: ['A', 'B', 'C'], seats: 2, givenTo: ['A', 'B'] });
  });

  it('follows the order of the input when breaking a tie, so the caller decides who is first', () => {
    const result = apportionSeats(lists({ C: 30, B: 30, A: 30 }), 4);
    expect(result.tie?.givenTo).toEqual(['C']);
    expect(result.seats.get('C')).toBe(2);
  });

  it('reports no tie when there are enough seats for every list sharing the largest average', () => {
    // 6 seats: quota 15, every list has exactly 2 full seats: nothing left, no tie.
    const even = apportionSeats(lists({ A: 30, B: 30, C: 30 }), 6);
    expect(even.tie).toBeNull();
    expect(seatsOf(even)).toEqual({ A: 2, B: 2, C: 2 });
    // 5 seats, two equal lists sharing one average with two seats left: each gets one.
    const pair = apportionSeats(lists({ A: 40, B: 40, C: 20 }), 5);
    expect(pair.tie).toBeNull();
    expect(seatsOf(pair)).toEqual({ A: 2, B: 2, C: 1 });
  });

  it('gives a list with more than half of the votes more than half of the seats (P 9)', () => {
    // 10 seats, 100 votes: quota 10. Full seats A 5, B 2, C 2; the leftover seat goes to B
    // (29/3 = 9.67 > 51/6 = 8.5). A has 51% of the votes but only 5 of 10 seats, so A takes
    // the last leftover seat from B.
    const result = apportionSeats(lists({ A: 51, B: 29, C: 20 }), 10);
    expect(seatsOf(result)).toEqual({ A: 6, B: 2, C: 2 });
    expect(result.majorityCorrection).toEqual({ to: 'A', from: 'B' });
  });

  it('leaves a list with exactly half of the votes as it is', () => {
    const result = apportionSeats(lists({ A: 50, B: 30, C: 20 }), 10);
    expect(seatsOf(result)).toEqual({ A: 5, B: 3, C: 2 });
    expect(result.majorityCorrection).toBeNull();
  });

  it('assigns nothing when no list has a vote', () => {
    const result = apportionSeats(lists({ A: 0, B: 0 }), 150);
    expect(seatsOf(result)).toEqual({ A: 0, B: 0 });
    expect(result.unassignedSeats).toBe(150);
  });

  it('leaves seats unassigned when no list reaches the quota', () => {
    // 2 seats, 3 votes: quota 1.5; no list has 2 votes.
    const result = apportionSeats(lists({ A: 1, B: 1, C: 1 }), 2);
    expect(result.unassignedSeats).toBe(2);
  });

  it.each([
    [[{ key: 'A', votes: -1 }], 10],
    [[{ key: 'A', votes: 1.5 }], 10],
    [[{ key: 'A', votes: 10 }], 0],
    [[{ key: 'A', votes: 10 }], 2.5],
    [
      [
        { key: 'A', votes: 1 },
        { key: 'A', votes: 2 },
      ],
      10,
    ],
  ])('refuses invalid input %j with %d seats', (input, seats) => {
    expect(() => apportionSeats(input, seats)).toThrow(RangeError);
  });
});

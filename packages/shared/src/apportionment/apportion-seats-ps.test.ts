import { describe, expect, it } from 'vitest';
import { apportionSeats, type ListVotes } from './apportion-seats';
import { SEAT_RULES, seatRuleFor } from './seat-rules';

/**
 * PS 2023 Drenthe, valid votes per list as the Kiesraad's 510d of Drenthe gives them
 * (Totaaltelling_PS2023_Drenthe_provincie_Drenthe.eml.xml, kept in
 * apps/server/test/fixtures/eml/ps2023/): the province-level `TotalVotes`, each list's
 * `AffiliationIdentifier` and `ValidVotes`. Total 263,882 (the file's `TotalCounted`); 43 seats.
 */
const DRENTHE_2023_VOTES: readonly [listNumber: number, name: string, votes: number][] = [
  [1, 'PvdA', 24861],
  [2, 'FvD', 7888],
  [3, 'VVD', 20434],
  [4, 'CDA', 15563],
  [5, 'GroenLinks', 14756],
  [6, 'PVV', 13681],
  [7, 'ChristenUnie', 12803],
  [8, 'SP', 12534],
  [9, 'D66', 9981],
  [10, 'Sterk Lokaal Drenthe', 7485],
  [11, '50PLUS', 3446],
  [12, 'PvdD', 11167],
  [13, 'JEZUS LEEFT', 298],
  [14, 'JA21', 6368],
  [15, 'BBB', 88176],
  [16, 'Alliantie', 839],
  [17, 'Volt', 7734],
  [18, 'SGP', 2611],
  [19, 'BVNL', 3257],
];
const DRENTHE_2023_SEAT_COUNT = 43;

/** The official seats of Provinciale Staten of Drenthe, 2023. Lists not named got none. */
const DRENTHE_2023_OFFICIAL_SEATS: Record<string, number> = {
  BBB: 17,
  PvdA: 4,
  VVD: 4,
  CDA: 3,
  GroenLinks: 2,
  PVV: 2,
  ChristenUnie: 2,
  SP: 2,
  PvdD: 2,
  D66: 1,
  FvD: 1,
  Volt: 1,
  'Sterk Lokaal Drenthe': 1,
  JA21: 1,
};

const drenthe: ListVotes<string>[] = DRENTHE_2023_VOTES.map(([, key, votes]) => ({ key, votes }));
const lists = (votes: Record<string, number>): ListVotes<string>[] =>
  Object.entries(votes).map(([key, v]) => ({ key, votes: v }));
const seatsOf = (result: { seats: Map<string, number> }) => Object.fromEntries(result.seats);

describe('seatRuleFor', () => {
  it('requires the quota for the leftover seats at TK and EP, not at PS', () => {
    expect(seatRuleFor('TK')).toEqual({ remainderRequiresQuota: true });
    expect(seatRuleFor('EP')).toEqual({ remainderRequiresQuota: true });
    expect(seatRuleFor('PS')).toEqual({ remainderRequiresQuota: false });
    expect(seatRuleFor('PS')).toBe(SEAT_RULES.PS);
  });
});

describe('apportionSeats on the real PS 2023 votes of Drenthe', () => {
  const result = apportionSeats(drenthe, DRENTHE_2023_SEAT_COUNT, seatRuleFor('PS'));

  it('gives every list its official number of seats', () => {
    for (const [, name] of DRENTHE_2023_VOTES) {
      expect(result.seats.get(name), name).toBe(DRENTHE_2023_OFFICIAL_SEATS[name] ?? 0);
    }
  });

  it('hands out 37 full seats and 6 leftover seats, with no tie and no correction', () => {
    // Quota 263,882 / 43 = 6,136.79. The leftover seats go to BBB (88,176 / 15 = 5,878.40),
    // PvdD (5,583.50), BBB (5,511.00), CDA (5,187.67), BBB (5,186.82), VVD (5,108.50); the
    // next average, D66's 4,990.50, misses out.
    const full = [...result.fullSeats.values()].reduce((sum, n) => sum + n, 0);
    expect(full).toBe(37);
    expect(Object.fromEntries(result.fullSeats)).toMatchObject({ BBB: 14, VVD: 3, PvdD: 1 });
    expect(result.quota).toEqual({ totalVotes: 263882, seatCount: 43 });
    expect(result.unassignedSeats).toBe(0);
    expect(result.tie).toBeNull();
    expect(result.majorityCorrection).toBeNull();
  });

  it('comes out the same under the Tweede Kamer rule: no list below the quota came close', () => {
    // The largest list below the quota, 50PLUS, has an average of 3,446: far below the last
    // leftover average of 5,108.50, so excluding it changes nothing.
    const tk = apportionSeats(drenthe, DRENTHE_2023_SEAT_COUNT, seatRuleFor('TK'));
    expect(seatsOf(tk)).toEqual(seatsOf(result));
    expect(tk.seats.get('BBB')).toBe(17);
    expect(tk.seats.get('50PLUS')).toBe(0);
  });
});

describe('apportionSeats with and without the quota requirement', () => {
  it('lets a list below the quota take a leftover seat when the rule does not require it', () => {
    // 3 seats, 100 votes: quota 33.33. Full seats A 1, B 1. Averages A 35/2 = 17.5, B 34/2 = 17,
    // C 31/1 = 31: at PS the third seat goes to C; at TK C is below the quota and A gets it.
    const input = lists({ A: 35, B: 34, C: 31 });
    expect(seatsOf(apportionSeats(input, 3, seatRuleFor('PS')))).toEqual({ A: 1, B: 1, C: 1 });
    expect(seatsOf(apportionSeats(input, 3, seatRuleFor('TK')))).toEqual({ A: 2, B: 1, C: 0 });
    expect(seatsOf(apportionSeats(input, 3))).toEqual({ A: 2, B: 1, C: 0 });
  });

  it('assigns every seat at PS even when no list reaches the quota', () => {
    // 2 seats, 3 votes: quota 1.5, no full seats; three equal averages of 1 for two seats.
    const ps = apportionSeats(lists({ A: 1, B: 1, C: 1 }), 2, { remainderRequiresQuota: false });
    expect(ps.unassignedSeats).toBe(0);
    expect(seatsOf(ps)).toEqual({ A: 1, B: 1, C: 0 });
    expect(ps.tie).toEqual({ contenders: ['A', 'B', 'C'], seats: 2, givenTo: ['A', 'B'] });
    const tk = apportionSeats(lists({ A: 1, B: 1, C: 1 }), 2, { remainderRequiresQuota: true });
    expect(tk.unassignedSeats).toBe(2);
  });

  it('gives a list without a vote no seat at PS, and leaves the seats when nobody voted', () => {
    const ps = apportionSeats(lists({ A: 5, B: 0 }), 3, { remainderRequiresQuota: false });
    expect(seatsOf(ps)).toEqual({ A: 3, B: 0 });
    const none = apportionSeats(lists({ A: 0, B: 0 }), 3, { remainderRequiresQuota: false });
    expect(none.unassignedSeats).toBe(3);
  });
});

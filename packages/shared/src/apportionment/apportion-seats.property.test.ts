import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionSeats, type ListVotes } from './apportion-seats';

/**
 * Elections as the law meets them: 1–40 lists, votes from a handful to a few million (some
 * lists tiny, so the quota threshold bites), 50–250 seats (SEAT_COUNT_MIN..MAX) and, to reach
 * the corners, small houses of 1–20 seats too.
 */
const votesArb = fc.oneof(
  fc.integer({ min: 0, max: 50 }),
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: 0, max: 5_000_000 }),
);
const listsArb = fc
  .array(votesArb, { minLength: 1, maxLength: 40 })
  .map((votes) => votes.map((v, index): ListVotes<number> => ({ key: index + 1, votes: v })));
const seatCountArb = fc.oneof(fc.integer({ min: 50, max: 250 }), fc.integer({ min: 1, max: 20 }));

const total = (lists: readonly ListVotes<number>[]) => lists.reduce((sum, l) => sum + l.votes, 0);
/** votes ≥ total / seats, in integers. */
const reachesQuota = (votes: number, sum: number, seats: number) => sum > 0 && votes * seats >= sum;

describe('apportionSeats properties', () => {
  it('hands out exactly the seat count whenever some list reaches the quota, else nothing', () => {
    fc.assert(
      fc.property(listsArb, seatCountArb, (lists, seatCount) => {
        const result = apportionSeats(lists, seatCount);
        const assigned = [...result.seats.values()].reduce((sum, n) => sum + n, 0);
        const sum = total(lists);
        if (lists.some((l) => reachesQuota(l.votes, sum, seatCount))) {
          expect(assigned).toBe(seatCount);
          expect(result.unassignedSeats).toBe(0);
        } else {
          expect(assigned).toBe(0);
          expect(result.unassignedSeats).toBe(seatCount);
        }
      }),
    );
  });

  it('gives a list below the quota no seat', () => {
    fc.assert(
      fc.property(listsArb, seatCountArb, (lists, seatCount) => {
        const result = apportionSeats(lists, seatCount);
        const sum = total(lists);
        for (const list of lists) {
          if (!reachesQuota(list.votes, sum, seatCount)) expect(result.seats.get(list.key)).toBe(0);
        }
      }),
    );
  });

  it('never gives a list fewer seats than its full seats', () => {
    fc.assert(
      fc.property(listsArb, seatCountArb, (lists, seatCount) => {
        const result = apportionSeats(lists, seatCount);
        for (const list of lists) {
          expect(result.seats.get(list.key)!).toBeGreaterThanOrEqual(
            result.fullSeats.get(list.key)!,
          );
        }
      }),
    );
  });

  it('never gives a list fewer seats when it gets more votes and the others stay the same', () => {
    fc.assert(
      fc.property(
        listsArb,
        seatCountArb,
        fc.nat(),
        fc.integer({ min: 1, max: 2_000_000 }),
        (lists, seatCount, pick, extra) => {
          const index = pick % lists.length;
          const before = apportionSeats(lists, seatCount);
          const more = lists.map((l, i) => (i === index ? { ...l, votes: l.votes + extra } : l));
          const after = apportionSeats(more, seatCount);
          const key = lists[index]!.key;
          expect(after.seats.get(key)!).toBeGreaterThanOrEqual(before.seats.get(key)!);
        },
      ),
    );
  });

  it('gives a list with more than half of the votes more than half of the seats', () => {
    // With one seat the quota is every vote, so a mere majority does not reach it.
    fc.assert(
      fc.property(listsArb, fc.integer({ min: 2, max: 250 }), (lists, seatCount) => {
        const result = apportionSeats(lists, seatCount);
        const sum = total(lists);
        for (const list of lists) {
          if (list.votes * 2 > sum) {
            expect(result.seats.get(list.key)! * 2).toBeGreaterThan(seatCount);
          }
        }
      }),
    );
  });

  it('gives lists with equal votes equal seats unless it reports a tie', () => {
    fc.assert(
      fc.property(listsArb, seatCountArb, (lists, seatCount) => {
        const result = apportionSeats(lists, seatCount);
        if (result.tie !== null) return;
        for (const a of lists) {
          for (const b of lists) {
            if (a.votes === b.votes) {
              expect(result.seats.get(a.key)).toBe(result.seats.get(b.key));
            }
          }
        }
      }),
    );
  });
});

describe('apportionSeats properties without the quota requirement (PS)', () => {
  const PS = { remainderRequiresQuota: false };

  it('hands out exactly the seat count whenever some list has a vote', () => {
    fc.assert(
      fc.property(listsArb, seatCountArb, (lists, seatCount) => {
        const result = apportionSeats(lists, seatCount, PS);
        const assigned = [...result.seats.values()].reduce((sum, n) => sum + n, 0);
        expect(assigned).toBe(total(lists) > 0 ? seatCount : 0);
      }),
    );
  });

  it('gives every list its full seats, and a list below the quota no fewer than at TK', () => {
    fc.assert(
      fc.property(listsArb, seatCountArb, (lists, seatCount) => {
        const ps = apportionSeats(lists, seatCount, PS);
        const tk = apportionSeats(lists, seatCount);
        const sum = total(lists);
        for (const list of lists) {
          expect(ps.seats.get(list.key)!).toBeGreaterThanOrEqual(ps.fullSeats.get(list.key)!);
          if (!reachesQuota(list.votes, sum, seatCount)) {
            expect(ps.seats.get(list.key)!).toBeGreaterThanOrEqual(tk.seats.get(list.key)!);
          }
        }
      }),
    );
  });

  it('never gives a list fewer seats when it gets more votes and the others stay the same', () => {
    fc.assert(
      fc.property(
        listsArb,
        seatCountArb,
        fc.nat(),
        fc.integer({ min: 1, max: 2_000_000 }),
        (lists, seatCount, pick, extra) => {
          const index = pick % lists.length;
          const before = apportionSeats(lists, seatCount, PS);
          const more = lists.map((l, i) => (i === index ? { ...l, votes: l.votes + extra } : l));
          const after = apportionSeats(more, seatCount, PS);
          const key = lists[index]!.key;
          expect(after.seats.get(key)!).toBeGreaterThanOrEqual(before.seats.get(key)!);
        },
      ),
    );
  });
});

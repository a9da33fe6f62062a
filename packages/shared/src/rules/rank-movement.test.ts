import { describe, expect, it } from 'vitest';
import { rankMovementSince, seenRanksByUser } from './rank-movement';

describe('rankMovementSince', () => {
  it('counts places gained since the rank last seen as up', () => {
    expect(rankMovementSince(5, 2)).toEqual({ kind: 'up', places: 3 });
  });

  it('counts places lost as down', () => {
    expect(rankMovementSince(1, 4)).toEqual({ kind: 'down', places: 3 });
  });

  it('says same when the rank did not change', () => {
    expect(rankMovementSince(7, 7)).toEqual({ kind: 'same', places: 0 });
  });

  it('shows nothing without an earlier or a current rank', () => {
    expect(rankMovementSince(null, 3)).toBeNull();
    expect(rankMovementSince(undefined, 3)).toBeNull();
    expect(rankMovementSince(3, null)).toBeNull();
  });

  it('measures across several recalculations against the last view only', () => {
    // Seen at 6; two saves move the player to 4, then 2: one arrow for both, ↑4.
    const seen = seenRanksByUser([{ user: 9, rank: 6 }]);
    const afterSaves = [4, 2];
    expect(rankMovementSince(seen.get(9), afterSaves.at(-1))).toEqual({ kind: 'up', places: 4 });
    // The next view remembers 2; a save to 3 then reads ↓1, not ↑3 from before.
    const seenAgain = seenRanksByUser([{ user: 9, rank: 2 }]);
    expect(rankMovementSince(seenAgain.get(9), 3)).toEqual({ kind: 'down', places: 1 });
  });
});

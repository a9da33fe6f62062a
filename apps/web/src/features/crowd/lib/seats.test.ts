import { describe, expect, it } from 'vitest';
import { biggestDifferences, seatColorsFromCounts, seatsByParty } from './seats';

describe('the crowd page helpers', () => {
  it('counts a prediction per party', () => {
    const counts = seatsByParty({
      seat_predictions: [
        { seat_number: 0, party: 3 },
        { seat_number: 1, party: 3 },
        { seat_number: 5, party: 7 },
      ],
    } as never);
    expect([...counts]).toEqual([
      [3, 2],
      [7, 1],
    ]);
    expect(seatsByParty(undefined).size).toBe(0);
  });

  it('colours the seats party after party and leaves the rest empty', () => {
    const colors = seatColorsFromCounts(
      5,
      [
        { id: 1, hexcolor: '#111111' },
        { id: 2, hexcolor: '#222222' },
      ],
      new Map([
        [2, 1],
        [1, 2],
      ]),
    );
    expect(colors).toEqual(['#111111', '#111111', '#222222', null, null]);
  });

  it('ranks the biggest gaps to the median first and skips exact agreement', () => {
    const parties = [
      { party_id: 1, name: 'A', hexcolor: '#000000', median: 10 },
      { party_id: 2, name: 'B', hexcolor: '#000000', median: 4.5 },
      { party_id: 3, name: 'C', hexcolor: '#000000', median: 3 },
    ];
    const mine = new Map([
      [1, 14],
      [3, 3],
    ]);
    expect(biggestDifferences(parties, mine).map((d) => [d.name, d.difference])).toEqual([
      ['B', -4.5],
      ['A', 4],
    ]);
    expect(biggestDifferences(parties, mine, 1)).toHaveLength(1);
  });
});

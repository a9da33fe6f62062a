import { describe, expect, it } from 'vitest';
import { BENCHMARK_MESSAGES, benchmarkBodySchemaFor } from './benchmarks';

describe('benchmarkBodySchemaFor', () => {
  const body = (seats: number[], extra: object = {}) => ({
    name: 'Peilingwijzer 28 okt',
    party_seats: seats.map((seat_count, i) => ({ party_id: i + 1, seat_count })),
    ...extra,
  });

  it.each([
    [[75, 75], 150, true],
    [[75, 74], 150, false],
    [[75, 76], 150, false],
    [[50], 50, true],
    [[0, 0], 0, true],
  ])('seats %j against seat_count %i: valid %s', (seats, seatCount, valid) => {
    expect(benchmarkBodySchemaFor(seatCount).safeParse(body(seats)).success).toBe(valid);
  });

  it('says in Dutch what the seats add up to and what they must be', () => {
    const result = benchmarkBodySchemaFor(150).safeParse(body([100, 49]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['party_seats'], BENCHMARK_MESSAGES.seatTotal(149, 150)],
    ]);
    expect(BENCHMARK_MESSAGES.seatTotal(149, 150)).toBe(
      'De zetels tellen op tot 149, maar deze verkiezing heeft er 150. Zorg dat het totaal precies 150 is.',
    );
  });

  it('refuses a party twice, negative or broken seat counts, an empty name and a bad turnout', () => {
    const schema = benchmarkBodySchemaFor(150);
    const twice = {
      name: 'Peiling',
      party_seats: [
        { party_id: 1, seat_count: 75 },
        { party_id: 1, seat_count: 75 },
      ],
    };
    expect(schema.safeParse(twice).success).toBe(false);
    expect(schema.safeParse(body([151, -1])).success).toBe(false);
    expect(schema.safeParse(body([74.5, 75.5])).success).toBe(false);
    expect(schema.safeParse(body([150], { name: '   ' })).success).toBe(false);
    expect(schema.safeParse(body([150], { country_turnout: 78.25 })).success).toBe(false);
    expect(schema.safeParse(body([150], { country_turnout: 78.2 })).success).toBe(true);
    expect(schema.safeParse(body([150], { country_turnout: null })).success).toBe(true);
  });
});

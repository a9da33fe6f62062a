import { describe, expect, it } from 'vitest';
import type { BenchmarkStanding } from '../contract/benchmark-standing';
import { benchmarkToBeat } from './benchmark-to-beat';

const standing = (id: number, points: number, isCrowd = false): BenchmarkStanding => ({
  id,
  name: isCrowd ? 'De Poule' : `Peiling ${id}`,
  is_crowd: isCrowd,
  total_points: points,
});

describe('benchmarkToBeat', () => {
  it('picks the best-scoring poll, never De Poule even when it scores more', () => {
    expect(benchmarkToBeat([standing(9, 80, true), standing(1, 40), standing(2, 55)])?.id).toBe(2);
  });

  it('keeps the first of two polls with equal points', () => {
    expect(benchmarkToBeat([standing(3, 50), standing(4, 50)])?.id).toBe(3);
  });

  it('has nobody to beat without a scored poll', () => {
    expect(benchmarkToBeat([])).toBeUndefined();
    expect(benchmarkToBeat([standing(9, 80, true)])).toBeUndefined();
  });

  it('compares negative totals too', () => {
    expect(benchmarkToBeat([standing(1, -12), standing(2, -3)])?.id).toBe(2);
  });
});

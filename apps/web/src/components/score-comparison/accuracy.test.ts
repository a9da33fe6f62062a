import { describe, expect, it } from 'vitest';
import { accuracyTone, turnoutClass } from './accuracy';

describe('accuracy colours (ACCURACY_THRESHOLDS)', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'orange'],
    [60, 'orange'],
    [59.9, 'red'],
    [40, 'red'],
    [39.9, 'grey'],
    [0, 'grey'],
  ] as const)('%s is %s', (accuracy, tone) => {
    expect(accuracyTone(accuracy)).toBe(tone);
  });
});

describe('turnout item classes (TURNOUT_CLASS_THRESHOLDS)', () => {
  it.each([
    [100, 'high'],
    [80.1, 'high'],
    [80, 'medium'],
    [60.1, 'medium'],
    [60, 'low'],
    [0, 'low'],
  ] as const)('%s is %s', (accuracy, level) => {
    expect(turnoutClass(accuracy)).toBe(level);
  });
});

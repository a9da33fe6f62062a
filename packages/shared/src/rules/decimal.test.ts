import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatPercent, parseDecimalInput } from './decimal';

const PERCENT = { decimals: 1, min: 0, max: 100 };

describe('parseDecimalInput (docs/decisions/021-decimal-input.md)', () => {
  it.each([
    ['7,9', 7.9, 79],
    ['7.9', 7.9, 79],
    ['78,3', 78.3, 783],
    ['78.3', 78.3, 783],
    [' 78,3 ', 78.3, 783],
    ['78', 78, 780],
    ['78,', 78, 780],
    [',5', 0.5, 5],
    ['0', 0, 0],
    ['-0', 0, 0],
    ['100', 100, 1000],
    ['100,0', 100, 1000],
    ['007,1', 7.1, 71],
  ])('reads %j as %d (%d tenths)', (input, value, scaled) => {
    expect(parseDecimalInput(input, PERCENT)).toEqual({ ok: true, value, scaled });
  });

  it('never reads a comma as a thousands separator: "7,9" is 7.9, not 79', () => {
    const parsed = parseDecimalInput('7,9', PERCENT);
    expect(parsed.ok && parsed.value).toBe(7.9);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    [',', 'invalid'],
    ['7,9,1', 'invalid'],
    ['7.9,1', 'invalid'],
    ['1 000', 'invalid'],
    ['78,3%', 'invalid'],
    ['+5', 'invalid'],
    ['1e2', 'invalid'],
    ['0x10', 'invalid'],
    ['٧٨', 'invalid'],
    ['1.000', 'too-precise'],
    ['1,000', 'too-precise'],
    ['55,55', 'too-precise'],
    ['-1', 'below-min'],
    ['-0,1', 'below-min'],
    ['101', 'above-max'],
    ['100,1', 'above-max'],
    ['9'.repeat(400), 'above-max'],
  ])('rejects %j as %s', (input, reason) => {
    expect(parseDecimalInput(input, PERCENT)).toEqual({ ok: false, reason });
  });

  it('takes the number of decimals from the rules', () => {
    expect(parseDecimalInput('12,345', { decimals: 3 })).toEqual({
      ok: true,
      value: 12.345,
      scaled: 12345,
    });
    expect(parseDecimalInput('12,5', { decimals: 0 })).toEqual({
      ok: false,
      reason: 'too-precise',
    });
  });

  it('accepts any size and sign without bounds, but not beyond exact integers', () => {
    expect(parseDecimalInput('-250,5')).toEqual({ ok: true, value: -250.5, scaled: -2505 });
    expect(parseDecimalInput('9'.repeat(400))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads every one-decimal percentage the same with a comma and with a dot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (tenths) => {
        const dot = `${Math.floor(tenths / 10)}.${tenths % 10}`;
        const expected = { ok: true, value: tenths / 10, scaled: tenths };
        expect(parseDecimalInput(dot, PERCENT)).toEqual(expected);
        expect(parseDecimalInput(dot.replace('.', ','), PERCENT)).toEqual(expected);
      }),
    );
  });
});

describe('formatDecimal and formatPercent (nl-NL)', () => {
  it.each([
    [78.3, '78,3'],
    [78, '78'],
    [0, '0'],
    [-0, '0'],
    [-0.5, '-0,5'],
    [55.55, '55,6'],
    [1000.5, '1000,5'],
  ])('shows %d as %j', (value, shown) => {
    expect(formatDecimal(value)).toBe(shown);
  });

  it('adds a plus sign to positive differences only when asked', () => {
    expect(formatDecimal(1.5, { signed: true })).toBe('+1,5');
    expect(formatDecimal(-1.5, { signed: true })).toBe('-1,5');
    expect(formatDecimal(0, { signed: true })).toBe('0');
    expect(formatDecimal(1.5)).toBe('1,5');
  });

  it('shows a percentage with a comma and the percent sign', () => {
    expect(formatPercent(78.3)).toBe('78,3%');
    expect(formatPercent(12.34, { decimals: 0 })).toBe('12%');
  });

  it('reads back every shown one-decimal value as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (tenths) => {
        const shown = formatDecimal(tenths / 10);
        expect(parseDecimalInput(shown)).toEqual({ ok: true, value: tenths / 10, scaled: tenths });
      }),
    );
  });
});

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('nl-NL');

  it('groups thousands with a dot', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(-1234)).toBe('-1.234');
  });

  it('says what Intl says for any whole number, and leaves the rest to it', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true })),
        (value) => {
          if (!Object.is(value, -0)) expect(formatCount(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 2_000 },
    );
    // Where Intl writes "-0", a count is simply 0.
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(1.5)).toBe('1,5');
  });
});

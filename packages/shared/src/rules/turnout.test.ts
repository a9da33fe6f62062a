import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TurnoutInputSchema } from '../contract/turnout-input';
import { parseTurnout, TURNOUT_MESSAGES } from './turnout';

describe('parseTurnout (the player turnout input)', () => {
  it.each([
    [55.5, 55.5, 555],
    ['55,5', 55.5, 555],
    ['55.5', 55.5, 555],
    [' 78 ', 78, 780],
    ['0', 0, 0],
    [0, 0, 0],
    ['100', 100, 1000],
    ['100,0', 100, 1000],
    [100, 100, 1000],
    ['55.', 55, 550],
    ['.5', 0.5, 5],
    ['007,1', 7.1, 71],
    [-0, 0, 0],
  ])('accepts %j as %d%% (%d tenths)', (input, value, tenths) => {
    expect(parseTurnout(input)).toEqual({ ok: true, value, tenths });
  });

  it.each([
    ['abc'],
    [''],
    ['  '],
    [','],
    ['12.34'],
    [12.34],
    ['1,2,3'],
    ['1.2.3'],
    ['55,5%'],
    ['1e2'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{}],
  ])('rejects %j as not a valid number', (input) => {
    expect(parseTurnout(input)).toEqual({ ok: false, error: TURNOUT_MESSAGES.invalid });
  });

  it.each([[-1], ['-1'], ['-0,5'], [-0.1]])('rejects %j as negative', (input) => {
    expect(parseTurnout(input)).toEqual({ ok: false, error: TURNOUT_MESSAGES.negative });
  });

  it.each([[100.5], ['100,1'], ['101'], ['9'.repeat(400)]])('rejects %j as above 100', (input) => {
    expect(parseTurnout(input)).toEqual({ ok: false, error: TURNOUT_MESSAGES.tooHigh });
  });

  it('accepts every one-decimal value from 0 to 100, as number and as comma string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (tenths) => {
        const percent = tenths / 10;
        expect(parseTurnout(percent)).toEqual({ ok: true, value: percent, tenths });
        expect(parseTurnout(String(percent).replace('.', ','))).toEqual({
          ok: true,
          value: percent,
          tenths,
        });
      }),
    );
  });

  it('gives the zod schema the same outcome, with the message as the issue', () => {
    expect(TurnoutInputSchema.parse('55,5')).toBe(55.5);
    const failed = TurnoutInputSchema.safeParse('12.34');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(TURNOUT_MESSAGES.invalid);
    expect(TurnoutInputSchema.safeParse(null).error?.issues[0]?.message).toBe(
      TURNOUT_MESSAGES.invalid,
    );
    expect(TurnoutInputSchema.safeParse(101).error?.issues[0]?.message).toBe(
      TURNOUT_MESSAGES.tooHigh,
    );
  });
});

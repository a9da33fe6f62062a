import { z } from 'zod';
import { parseTurnout, TURNOUT_MESSAGES } from '../rules/turnout';

/**
 * A player's turnout as sent to the server: number or string in, the percentage (one decimal)
 * out. Used by the prediction request bodies and by web forms through the zod resolver.
 */
export const TurnoutInputSchema = z
  .union([z.number(), z.string()], { error: TURNOUT_MESSAGES.invalid })
  .transform((input, ctx) => {
    const result = parseTurnout(input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });

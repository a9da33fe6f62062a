/*
 * Which seat rule an election follows, named in one place so the server picks it by the
 * election's category rather than by a flag at each call. The only difference between the
 * councils this game covers is Kieswet P 7, second paragraph: at the Tweede Kamer and the
 * European Parliament only lists that reached the quota take part in the seats left over; at
 * Provinciale Staten every list does (docs/rules/eerste-kamer-projection.md). A bill may extend the requirement to
 * Provinciale Staten; if it passes, only the 'PS' entry below changes.
 */
import type { ApportionOptions } from './apportion-seats';

/** The election categories of the Kiesraad's EML (`ElectionCategory`) this game plays. */
export type SeatRuleCategory = 'TK' | 'PS' | 'EP';

export const SEAT_RULES: Readonly<Record<SeatRuleCategory, Readonly<Required<ApportionOptions>>>> =
  {
    TK: { remainderRequiresQuota: true },
    PS: { remainderRequiresQuota: false },
    EP: { remainderRequiresQuota: true },
  };

/** The options `apportionSeats` takes for an election of `category`. */
export function seatRuleFor(category: SeatRuleCategory): Readonly<Required<ApportionOptions>> {
  return SEAT_RULES[category];
}

/*
 * Which seat rule an election follows, picked by its category in one place. The councils this
 * game covers differ only in Kieswet P 7 (2): at the Tweede Kamer and the European Parliament
 * only lists that reached the quota share the seats left over; at Provinciale Staten every list
 * does (docs/rules.md#seats-from-votes). Should a bill change that for the Staten, only the 'PS'
 * entry changes.
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

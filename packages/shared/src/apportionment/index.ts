// Seats from votes by the Kieswet: pure, exact, no I/O.
export type { ApportionOptions, Apportionment, ListVotes, SeatTie } from './apportion-seats';
export { apportionSeats } from './apportion-seats';
export type { SeatRuleCategory } from './seat-rules';
export { SEAT_RULES, seatRuleFor } from './seat-rules';
// The Eerste Kamer from the seats of the Staten and kiescolleges that elect it.
export type {
  EersteKamerProjection,
  ElectingBody,
  LotTie,
  PartyKey,
} from './eerste-kamer-projection';
export { projectEersteKamer } from './eerste-kamer-projection';
export { drawLots } from './lot';
// Rounding averages to integers that keep their total (the crowd parliament, benchmarks).
export { largestRemainder } from './largest-remainder';

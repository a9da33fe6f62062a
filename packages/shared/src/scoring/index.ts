// The pure scoring engine (docs/rules.md#points): plain data in, numbers out; no database, no
// clock.

export type {
  ElectionParty,
  MunicipalityId,
  PartyId,
  PredictionInput,
  ResultInput,
  SeatCounts,
  Tenths,
} from './types';
export { fromTenths, roundedPointDifference, toTenths } from './tenths';
export {
  SEAT_POINTS_BY_DIFFERENCE,
  SEAT_POINTS_FAR_OFF,
  captainBonusPoints,
  jokerVoidAtOrBelow,
  seatPoints,
  seatPointsForDifference,
} from './seats';
export type { RankedParty } from './top3';
export {
  TOP3_POINTS_BY_CORRECT,
  actualTop3Set,
  rankPartiesBySeats,
  top3CorrectCount,
  top3Parties,
  top3Points,
  top3SectionPoints,
} from './top3';
export {
  COUNTRY_TURNOUT_MAX_POINTS,
  MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE,
  countryTurnoutPoints,
  municipalityTurnoutPoints,
  turnoutSectionPoints,
} from './turnout';
export { FIRST_MUNICIPALITY_POINTS, firstMunicipalityPoints } from './first-municipality';
export {
  BIGGEST_PARTY_POINTS,
  biggestPartyPoints,
  biggestPartySectionPoints,
} from './biggest-party';
export type { PendingSections, ScoreBreakdown } from './score-prediction';
export { scorePrediction } from './score-prediction';
export {
  SEAT_ACCURACY_COST_PER_SEAT,
  TURNOUT_ACCURACY_COST_PER_POINT,
  seatAccuracy,
  turnoutAccuracy,
} from './accuracy';
export type * from './comparison-types';
export {
  biggestPartyComparison,
  comparePrediction,
  countryTurnoutComparison,
  municipalitySelectionComparison,
  partySeatComparison,
  top3PartiesComparison,
  turnoutComparison,
} from './comparison';

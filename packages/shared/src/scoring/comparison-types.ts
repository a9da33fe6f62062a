// Prediction details: the comparison sections of the admin's analysis of one
// prediction. Field names are the wire names. Turnouts are percentages (78.3), not tenths.
// Every `difference` is signed, predicted − actual, so the UI can tell over from under.

import type { MunicipalityId, PartyId } from './types';

/** Names and colours the comparisons show; the engine itself only knows ids. */
export interface ComparisonLabels {
  parties: readonly { id: PartyId; name: string; hexcolor: string }[];
  municipalities: readonly { id: MunicipalityId; name: string }[];
}

export interface PartySeatComparisonRow {
  party_id: PartyId;
  party_name: string;
  party_color: string;
  predicted_seats: number;
  actual_seats: number;
  difference: number;
  is_correct: boolean;
  accuracy: number;
  /** What this party's seats scored (seatPointsForDifference). */
  points: number;
}

export interface TurnoutComparisonRow {
  municipality_id: MunicipalityId;
  municipality_name: string;
  /** null when the player gave no turnout here (the row then scores 0, accuracy 0). */
  predicted_turnout: number | null;
  actual_turnout: number;
  difference: number | null;
  accuracy: number;
  /** What this region's turnout scored (municipalityTurnoutPoints). */
  points: number;
}

export interface PartyLabel {
  name: string;
  color: string;
}

export interface BiggestPartyComparisonRow {
  municipality_id: MunicipalityId;
  municipality_name: string;
  /** null when the player picked no party here. */
  predicted_party: PartyLabel | null;
  actual_party: PartyLabel;
  is_correct: boolean;
  /** What this region's biggest party scored (biggestPartyPoints). */
  points: number;
}

export interface MunicipalitySelectionComparison {
  user_selected: string | null;
  actual_selected: string;
  is_correct: boolean;
  has_prediction: boolean;
  /** What the pick scored (firstMunicipalityPoints). */
  points: number;
}

export interface CountryTurnoutComparison {
  user_prediction: number | null;
  actual_result: number;
  difference: number | null;
  accuracy: number;
  /** True when the prediction earns the full points (off by less than half a point). */
  is_correct: boolean;
  has_prediction: boolean;
  /** What the national turnout scored (countryTurnoutPoints), negative when far off. */
  points: number;
}

export interface Top3ComparisonRow {
  /** 1, 2, 3. */
  position: number;
  /** The player's party at this position, or null when fewer parties got seats. */
  predicted_party: { party_name: string; party_color: string; predicted_seats: number } | null;
  /** The actual party at this position, or null when fewer parties won seats. */
  actual_party: { party_name: string; party_color: string; actual_seats: number } | null;
  /** The player's party is in the actual top-3 set; the position itself does not matter. */
  is_correct: boolean;
}

export interface Top3PartiesComparison {
  points_earned: number;
  /** How many rows are correct: the count the top-3 rule scores. */
  correct_positions: number;
  rows: Top3ComparisonRow[];
  /**
   * Parties the player gave the same seats across the third place, in list order: the top 3
   * took the first of them by list number. Null without such a tie.
   */
  predicted_tie: string[] | null;
  /** Parties tied for third place in the result: each counts as top 3. Null without a tie. */
  actual_tie: string[] | null;
}

/** All comparison sections; a list is empty, an object null, while its result is pending. */
export interface PredictionComparison {
  party_seat_comparison: PartySeatComparisonRow[];
  turnout_comparison: TurnoutComparisonRow[];
  biggest_party_comparison: BiggestPartyComparisonRow[];
  municipality_selection_comparison: MunicipalitySelectionComparison | null;
  country_turnout_comparison: CountryTurnoutComparison | null;
  top3_parties_comparison: Top3PartiesComparison | null;
}

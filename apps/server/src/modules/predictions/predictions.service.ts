import {
  fromTenths,
  RESULTS_AFTER_DEADLINE_MESSAGE,
  resultsVisibleToPlayers,
  toTenths,
  type ActivePrediction,
  type ElectionCategory,
  type DeadlineInfo,
  type ResetSeatsResult,
  type SaveBiggestPartyBody,
  type SaveCaptainBody,
  type SaveCountryTurnoutBody,
  type SavedBiggestParty,
  type SavedCaptain,
  type SavedCountryTurnout,
  type SavedSeat,
  type SavedTurnout,
  type SaveSeatBody,
  type SaveTurnoutBody,
  type SelectedMunicipality,
  type SelectMunicipalityBody,
  type SetSeatsBody,
  type SetSeatsResult,
  type MyScore,
} from '@zetelpoule/shared';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
import type { Db, DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { DeadlinePassedError, NotFoundError, ValidationError } from '../../errors';
import { findActiveElection } from '../elections/elections.repo';
import { findScore } from '../scoring/scoring.repo';
import { analysePrediction } from '../scoring/scoring.service';
import * as repo from './predictions.repo';
import type { WriteOutcome } from './predictions.repo';

/**
 * The server clock (docs/rules.md#the-deadline-and-who-sees-what): the one source of "now" for the
 * deadline. Tests move the deadline in the database instead of replacing this.
 */
export function now(): Date {
  return new Date();
}

const NO_ACTIVE_ELECTION = 'Er is op dit moment geen actieve verkiezing.';
const PARTY_NOT_IN_ELECTION = 'Deze partij doet niet mee aan deze verkiezing.';
const MUNICIPALITY_NOT_PLAYED = 'Deze gemeente doet niet mee aan deze verkiezing.';
const NOT_A_CANDIDATE = 'Kies een van de gemeenten van de vraag over de eerste telling.';
const DEADLINE_PASSED_STATUS =
  'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.';

/** Which body field a failed check is reported under, and with what message. */
type CheckMessages = Record<string, { field: string; message: (o: WriteOutcome) => string }>;

/**
 * Turns a write's outcome into the answer: 404 without an active election, 423 after the
 * deadline (it wins over any other problem: nothing may change then), 400 for the first failed
 * rule. Returns the time the write was stored.
 */
function assertWritten(outcome: WriteOutcome, messages: CheckMessages = {}): Date {
  if (outcome.electionId === null)
    throw new NotFoundError(NO_ACTIVE_ELECTION, 'no_active_election');
  if (!outcome.isOpen) throw new DeadlinePassedError(outcome.electionDate!);
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, passed] of Object.entries(outcome.checks)) {
    if (passed) continue;
    const { field, message } = messages[name]!;
    (fieldErrors[field] ??= []).push(message(outcome));
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new ValidationError(fieldErrors, first);
  // All checks passed and the election is open, so the statement wrote the prediction.
  return outcome.updatedAt!;
}

const partyCheck = { field: 'party_id', message: () => PARTY_NOT_IN_ELECTION };
const municipalityCheck = { field: 'municipality_id', message: () => MUNICIPALITY_NOT_PLAYED };

/**
 * A write naming a party that an admin deleted while the write ran: the statement's own check
 * still saw the party (its snapshot predates the delete), the foreign key did not. For the
 * player it is the same as naming a party the election does not have: a 400, never a 500.
 */
async function partyMayBeGone<T>(field: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw ValidationError.field(field, PARTY_NOT_IN_ELECTION);
    throw err;
  }
}

export async function saveSeat(db: Db, userId: number, body: SaveSeatBody): Promise<SavedSeat> {
  const outcome = await partyMayBeGone(
    'party_id',
    repo.saveSeat(db, {
      userId,
      now: now(),
      seatNumber: body.seat_number,
      partyId: body.party_id,
    }),
  );
  const updatedAt = assertWritten(outcome, {
    seat: {
      field: 'seat_number',
      message: (o) => `Zetelnummer moet tussen 0 en ${Number(o.values.seat_count) - 1} liggen.`,
    },
    party: partyCheck,
  });
  return {
    seat_number: body.seat_number,
    party_id: body.party_id,
    updated_at: updatedAt.toISOString(),
  };
}

/**
 * The whole seat distribution at once (docs/decisions/015-set-seats-in-one-call.md): contiguous
 * blocks in list order, every seat beyond the total cleared. The seats change only after every
 * check held, in one transaction, so a refused call changes nothing.
 */
export async function setSeats(
  db: Db,
  userId: number,
  body: SetSeatsBody,
): Promise<SetSeatsResult> {
  const partyIds = body.party_seats.map((row) => row.party_id);
  const seats = body.party_seats.flatMap((row) => Array<number>(row.seats).fill(row.party_id));
  const outcome = await partyMayBeGone(
    'party_seats',
    repo.setSeats(db, { userId, now: now(), partyIds, seats }),
  );
  const updatedAt = assertWritten(outcome, {
    total: {
      field: 'party_seats',
      message: (o) =>
        `Je hebt ${seats.length} zetels verdeeld, maar deze verkiezing heeft er ${Number(o.values.seat_count)}.`,
    },
    parties: { field: 'party_seats', message: () => PARTY_NOT_IN_ELECTION },
  });
  return {
    seat_predictions: seats.map((party, seatNumber) => ({ seat_number: seatNumber, party })),
    updated_at: updatedAt.toISOString(),
  };
}

export async function resetSeats(db: Db, userId: number): Promise<ResetSeatsResult> {
  const outcome = await repo.resetSeats(db, { userId, now: now() });
  if (outcome.electionId === null)
    throw new NotFoundError(NO_ACTIVE_ELECTION, 'no_active_election');
  if (!outcome.isOpen) throw new DeadlinePassedError(outcome.electionDate!);
  return {
    cleared_seats: outcome.clearedSeats,
    updated_at: outcome.updatedAt?.toISOString() ?? null,
  };
}

export async function saveTurnout(
  db: Db,
  userId: number,
  body: SaveTurnoutBody,
): Promise<SavedTurnout> {
  const turnoutTenths = toTenths(body.predicted_turnout);
  const outcome = await repo.saveTurnout(db, {
    userId,
    now: now(),
    municipalityId: body.municipality_id,
    turnoutTenths,
  });
  const updatedAt = assertWritten(outcome, { municipality: municipalityCheck });
  return {
    municipality_id: body.municipality_id,
    region_id: body.municipality_id,
    predicted_turnout: fromTenths(turnoutTenths),
    updated_at: updatedAt.toISOString(),
  };
}

export async function saveBiggestParty(
  db: Db,
  userId: number,
  body: SaveBiggestPartyBody,
): Promise<SavedBiggestParty> {
  const outcome = await partyMayBeGone(
    'party_id',
    repo.saveBiggestParty(db, {
      userId,
      now: now(),
      municipalityId: body.municipality_id,
      partyId: body.party_id,
    }),
  );
  const updatedAt = assertWritten(outcome, {
    municipality: municipalityCheck,
    party: partyCheck,
  });
  return {
    municipality_id: body.municipality_id,
    region_id: body.municipality_id,
    party_id: body.party_id,
    updated_at: updatedAt.toISOString(),
  };
}

export async function selectFirstMunicipality(
  db: Db,
  userId: number,
  body: SelectMunicipalityBody,
): Promise<SelectedMunicipality> {
  const outcome = await repo.selectFirstMunicipality(db, {
    userId,
    now: now(),
    municipalityName: body.municipality_name,
  });
  const updatedAt = assertWritten(outcome, {
    candidate: { field: 'municipality_name', message: () => NOT_A_CANDIDATE },
  });
  return {
    municipality_name: String(outcome.values.municipality_name),
    updated_at: updatedAt.toISOString(),
  };
}

export async function saveCountryTurnout(
  db: Db,
  userId: number,
  body: SaveCountryTurnoutBody,
): Promise<SavedCountryTurnout> {
  const turnoutTenths = toTenths(body.predicted_turnout);
  const outcome = await repo.saveCountryTurnout(db, { userId, now: now(), turnoutTenths });
  const updatedAt = assertWritten(outcome);
  return { predicted_turnout: fromTenths(turnoutTenths), updated_at: updatedAt.toISOString() };
}

export async function saveCaptain(
  db: Db,
  userId: number,
  body: SaveCaptainBody,
): Promise<SavedCaptain> {
  const outcome = await partyMayBeGone(
    'party_id',
    repo.saveCaptain(db, { userId, now: now(), partyId: body.party_id }),
  );
  const updatedAt = assertWritten(outcome, { party: partyCheck });
  return { party_id: body.party_id, updated_at: updatedAt.toISOString() };
}

/** "Active prediction" for the signed-in player; empty until the first write. */
export async function activePrediction(db: Db, userId: number): Promise<ActivePrediction> {
  const election = await repo.findActiveElectionSummary(db);
  if (!election) throw new NotFoundError(NO_ACTIVE_ELECTION, 'no_active_election');
  return predictionView(db, userId, election);
}

/**
 * One player's whole prediction for an election in the contract's shape: what the player sees on
 * the dashboard, and what others see after the deadline (member predictions).
 */
export async function predictionView(
  db: DbOrTx,
  userId: number,
  election: { id: number; seatCount: number; category: ElectionCategory },
): Promise<ActivePrediction> {
  const { candidateNames, prediction, seats, turnouts, biggestParties } = await repo.readPrediction(
    db,
    userId,
    election.id,
  );
  return {
    election_id: election.id,
    category: election.category,
    seat_count: election.seatCount,
    first_count_candidates: candidateNames,
    updated_at: prediction?.updatedAt.toISOString() ?? null,
    seat_predictions: seats.map((s) => ({ seat_number: s.seatNumber, party: s.partyId })),
    selected_municipality: prediction?.firstMunicipalityName
      ? { municipality_name: prediction.firstMunicipalityName }
      : null,
    country_turnout_prediction:
      prediction?.countryTurnoutTenths != null
        ? { predicted_turnout: fromTenths(prediction.countryTurnoutTenths) }
        : null,
    turnout_predictions: turnouts.map((t) => ({
      municipality: t.municipalityId,
      municipality_name: t.municipalityName,
      predicted_turnout: fromTenths(t.turnoutTenths),
    })),
    biggest_party_predictions: biggestParties.map((b) => ({
      municipality: b.municipalityId,
      municipality_name: b.municipalityName,
      predicted_party: b.partyId,
    })),
    captain_party:
      prediction?.captainPartyId != null ? { selected_party: prediction.captainPartyId } : null,
  };
}

const NO_PREDICTION = 'Je hebt voor deze verkiezing geen voorspelling ingevuld.';
const NO_SCORE_YET =
  'Je punten zijn nog niet berekend. Zodra de uitslag binnen is en de punten zijn berekend, zie je hier hoe je hebt gescoord.';
/**
 * The player's own points for the active election, once calculate-scores has scored them and
 * the deadline has passed (docs/decisions/050-results-before-the-deadline.md): the stored score (the leaderboard's numbers)
 * beside the admin analysis's comparison, built against the results as they are now.
 */
export async function myScore(db: Db, userId: number): Promise<MyScore> {
  const election = await findActiveElection(db);
  if (!election) throw new NotFoundError(NO_ACTIVE_ELECTION, 'no_active_election');
  const electionRef = { id: election.id, name: election.name };
  if (!resultsVisibleToPlayers(election, now())) {
    return { has_results: false, election: electionRef, message: RESULTS_AFTER_DEADLINE_MESSAGE };
  }
  const head = await repo.findPredictionHead(db, userId, election.id);
  // Not an error: the dashboard asks for every player, also one who has saved nothing yet.
  if (!head) return { has_results: false, election: electionRef, message: NO_PREDICTION };
  const stored = await findScore(db, userId, election.id);
  if (!stored) return { has_results: false, election: electionRef, message: NO_SCORE_YET };

  const { score, comparison } = await analysePrediction(db, election, head);
  return {
    has_results: true,
    election: electionRef,
    score: {
      seat_points: stored.seatPoints,
      captain_bonus_points: stored.captainBonusPoints,
      turnout_points: stored.turnoutPoints,
      biggest_party_points: stored.biggestPartyPoints,
      municipality_selection_points: stored.municipalitySelectionPoints,
      top3_parties_points: stored.top3PartiesPoints,
      country_turnout_points: stored.countryTurnoutPoints,
      total_points: stored.totalPoints,
      calculated_at: stored.calculatedAt.toISOString(),
      pending: score.pending,
    },
    // Results removed after the calculation leave points but nothing to compare against.
    party_seat_comparison: comparison?.party_seat_comparison ?? [],
    turnout_comparison: comparison?.turnout_comparison ?? [],
    biggest_party_comparison: comparison?.biggest_party_comparison ?? [],
    municipality_selection_comparison: comparison?.municipality_selection_comparison ?? null,
    country_turnout_comparison: comparison?.country_turnout_comparison ?? null,
    top3_parties_comparison: comparison?.top3_parties_comparison ?? null,
    captain_party_comparison: comparison?.captain_party_comparison ?? null,
  };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "Deadline info", by the server clock. */
export async function deadlineInfo(db: Db): Promise<DeadlineInfo> {
  const election = await repo.findActiveElectionSummary(db);
  if (!election) {
    return {
      predictions_locked: false,
      deadline_passed: false,
      deadline_active: false,
      election_name: null,
      election_category: null,
      election_date: null,
      predictions_deadline: null,
      status_message: NO_ACTIVE_ELECTION,
      results_final: false,
      time_remaining: null,
    };
  }
  const remainingMs = election.predictionsDeadline.getTime() - now().getTime();
  // The same boundary as the writes: locked from the deadline itself onwards.
  const locked = remainingMs <= 0;
  return {
    predictions_locked: locked,
    deadline_passed: locked,
    deadline_active: true,
    election_name: election.name,
    election_category: election.category,
    election_date: election.electionDate.toISOString(),
    predictions_deadline: election.predictionsDeadline.toISOString(),
    status_message: locked
      ? DEADLINE_PASSED_STATUS
      : `Je kunt je voorspellingen nog wijzigen tot ${formatDeadline(election.predictionsDeadline)}.`,
    results_final: election.isFinal,
    time_remaining: locked
      ? null
      : {
          days: Math.floor(remainingMs / DAY_MS),
          hours: Math.floor((remainingMs % DAY_MS) / HOUR_MS),
          minutes: Math.floor((remainingMs % HOUR_MS) / MINUTE_MS),
        },
  };
}

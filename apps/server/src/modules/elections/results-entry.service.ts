import {
  ADMIN_MESSAGES,
  seatResultsBodySchemaFor,
  toTenths,
  type BiggestPartyResultsBody,
  type CountryTurnoutResultBody,
  type ElectionDetails,
  type MunicipalitySelectionResultBody,
  type SeatResultsBody,
  type TurnoutResultsBody,
} from '@zetelpoule/shared';
import type { Db, Tx } from '../../db/client';
import { NotFoundError, ValidationError, type FieldErrors } from '../../errors';
import * as repo from './elections.repo';
import type { Election } from './elections.repo';
import { getElectionDetails } from './elections.service';

/*
 * Entering the official results by hand, one section at a time. Every write runs in one
 * transaction that first locks the election row, so a section is replaced as a whole and a
 * score calculation never sees half of it. A PS election's seats entered here are the elected
 * Eerste Kamer, which then replaces the projection (staten module).
 */

const ELECTION_NOT_FOUND = ADMIN_MESSAGES.electionNotFound;

/** Seats of every party of this election, each 0..seat_count, total ≤ seat_count. */
export async function saveSeatResults(
  db: Db,
  electionId: number,
  body: SeatResultsBody,
  changedBy: number | null = null,
): Promise<ElectionDetails> {
  return db.transaction(async (tx) => {
    const election = await lockedElection(tx, electionId);
    const checked = seatResultsBodySchemaFor(election.seatCount).safeParse(body);
    if (!checked.success) throw validationErrorFrom(checked.error.issues);

    const partyIds = new Set((await repo.listElectionParties(tx, electionId)).map((p) => p.id));
    const sent = new Set(body.party_seats.map((row) => row.party_id));
    const foreign = [...sent].filter((id) => !partyIds.has(id));
    if (foreign.length > 0) {
      throw ValidationError.field(
        'party_seats',
        `Geen partij van deze verkiezing: ${foreign.join(', ')}.`,
      );
    }
    const missing = [...partyIds].filter((id) => !sent.has(id));
    if (missing.length > 0) {
      throw ValidationError.field(
        'party_seats',
        `Vul de zetels van elke partij van deze verkiezing in; nog niet ingevuld: ${missing.join(', ')}.`,
      );
    }
    await repo.replaceSeatResults(
      tx,
      electionId,
      body.party_seats.map((row) => ({ partyId: row.party_id, seats: row.seat_count })),
    );
    // For a PS election these are the elected Eerste Kamer: they replace the projection.
    if (election.category === 'PS')
      await repo.updateElection(tx, electionId, { chamberSeatsOfficial: true });
    await repo.recordResultsChange(tx, electionId, 'seats', changedBy);
    return getElectionDetails(tx, electionId);
  });
}

/** Turnout per played municipality; what is left out has no turnout result afterwards. */
export async function saveTurnoutResults(
  db: Db,
  electionId: number,
  body: TurnoutResultsBody,
  changedBy: number | null = null,
): Promise<ElectionDetails> {
  return db.transaction(async (tx) => {
    await lockedElection(tx, electionId);
    await requirePlayed(
      tx,
      electionId,
      body.turnout_results.map((row) => row.municipality_id),
      'turnout_results',
    );
    await repo.replaceTurnoutResults(
      tx,
      electionId,
      body.turnout_results.map((row) => ({
        municipalityId: row.municipality_id,
        turnoutTenths: toTenths(row.actual_turnout),
      })),
    );
    await repo.recordResultsChange(tx, electionId, 'turnout', changedBy);
    return getElectionDetails(tx, electionId);
  });
}

/** The winning party per played municipality, a party of this election. */
export async function saveBiggestPartyResults(
  db: Db,
  electionId: number,
  body: BiggestPartyResultsBody,
  changedBy: number | null = null,
): Promise<ElectionDetails> {
  return db.transaction(async (tx) => {
    await lockedElection(tx, electionId);
    const rows = body.biggest_party_results;
    await requirePlayed(
      tx,
      electionId,
      rows.map((row) => row.municipality_id),
      'biggest_party_results',
    );
    const partyIds = new Set((await repo.listElectionParties(tx, electionId)).map((p) => p.id));
    const foreign = [...new Set(rows.map((row) => row.winning_party_id))].filter(
      (id) => !partyIds.has(id),
    );
    if (foreign.length > 0) {
      throw ValidationError.field(
        'biggest_party_results',
        `Geen partij van deze verkiezing: ${foreign.join(', ')}.`,
      );
    }
    await repo.replaceBiggestPartyResults(
      tx,
      electionId,
      rows.map((row) => ({
        municipalityId: row.municipality_id,
        partyId: row.winning_party_id,
        votePercentageTenths:
          row.vote_percentage === null || row.vote_percentage === undefined
            ? null
            : toTenths(row.vote_percentage),
      })),
    );
    await repo.recordResultsChange(tx, electionId, 'biggest-party', changedBy);
    return getElectionDetails(tx, electionId);
  });
}

export async function saveCountryTurnout(
  db: Db,
  electionId: number,
  body: CountryTurnoutResultBody,
  changedBy: number | null = null,
): Promise<ElectionDetails> {
  return db.transaction(async (tx) => {
    await lockedElection(tx, electionId);
    await repo.updateElection(tx, electionId, {
      countryTurnoutTenths: toTenths(body.actual_turnout),
    });
    await repo.recordResultsChange(tx, electionId, 'country-turnout', changedBy);
    return getElectionDetails(tx, electionId);
  });
}

/** The municipality that finished counting first: one of this election's candidates. */
export async function saveMunicipalitySelection(
  db: Db,
  electionId: number,
  body: MunicipalitySelectionResultBody,
  changedBy: number | null = null,
): Promise<ElectionDetails> {
  return db.transaction(async (tx) => {
    await lockedElection(tx, electionId);
    const candidates = await repo.listFirstCountCandidates(tx, electionId);
    const wanted = body.municipality_name.toLocaleLowerCase('nl-NL');
    const chosen = candidates.find((m) => m.name.toLocaleLowerCase('nl-NL') === wanted);
    if (!chosen) {
      throw ValidationError.field(
        'municipality_name',
        `Kies een van de kandidaten voor de eerste telling: ${candidates.map((m) => m.name).join(', ')}.`,
      );
    }
    await repo.updateElection(tx, electionId, { firstCountedMunicipalityId: chosen.id });
    await repo.recordResultsChange(tx, electionId, 'municipality-selection', changedBy);
    return getElectionDetails(tx, electionId);
  });
}

async function lockedElection(tx: Tx, electionId: number): Promise<Election> {
  const election = await repo.lockElection(tx, electionId);
  if (!election) throw new NotFoundError(ELECTION_NOT_FOUND);
  return election;
}

async function requirePlayed(
  tx: Tx,
  electionId: number,
  municipalityIds: number[],
  field: string,
): Promise<void> {
  const played = new Set((await repo.listPlayedMunicipalities(tx, electionId)).map((m) => m.id));
  const notPlayed = municipalityIds.filter((id) => !played.has(id));
  if (notPlayed.length > 0) {
    throw ValidationError.field(
      field,
      `Geen gespeelde gemeente van deze verkiezing: ${notPlayed.join(', ')}.`,
    );
  }
}

/** zod issues of a body-level check -> the same field errors the error handler gives. */
function validationErrorFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ValidationError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const [field, ...rest] = issue.path.map(String);
    const where = rest.length > 0 ? ` (${rest.join('.')})` : '';
    (fields[field ?? 'non_field_errors'] ??= []).push(`${issue.message}${where}`);
  }
  const first = Object.values(fields)[0]?.[0];
  return new ValidationError(fields, first);
}

import {
  ADMIN_MESSAGES,
  FIRST_COUNT_CANDIDATES_DEFAULT,
  SEAT_COUNT_DEFAULT,
  fromTenths,
  resultsStatus,
  seatResultsBodySchemaFor,
  toTenths,
  type AdminMunicipality,
  type BiggestPartyResultsBody,
  type CountryTurnoutResultBody,
  type CreateElectionBody,
  type CreatePartyBody,
  type ElectionDetails,
  type ElectionSummary,
  type MunicipalitySelectionResultBody,
  type Party,
  type SeatResultsBody,
  type TurnoutResultsBody,
  type UpdateElectionBody,
  type UpdatePartyBody,
} from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../errors';
import * as repo from './elections.repo';
import { invalidateCrowds, invalidateNationalPool } from '../leagues/national-pool';
import type { Election } from './elections.repo';

/*
 * The admin side of elections (SPEC §7 "Admin", DESIGN §5.3): the list, the details, creating
 * and editing an election, its parties, and entering the official results. Every write runs in
 * one transaction that first locks the election row, so a results section is replaced as a
 * whole and a score calculation never sees half of it.
 */

const ELECTION_NOT_FOUND = ADMIN_MESSAGES.electionNotFound;
const PARTY_NOT_FOUND = 'Deze partij hoort niet bij deze verkiezing.';

/* ---------- Reading ---------- */

export async function listElections(db: Db): Promise<ElectionSummary[]> {
  const rows = await repo.listElectionsWithSeatTotals(db);
  return rows.map((row) => toSummary(row.election, row.seatTotal));
}

export async function getElectionDetails(db: DbOrTx, electionId: number): Promise<ElectionDetails> {
  const election = await repo.findElectionById(db, electionId);
  if (!election) throw new NotFoundError(ELECTION_NOT_FOUND);
  return buildDetails(db, election);
}

export function listMunicipalities(db: Db): Promise<AdminMunicipality[]> {
  return repo.listAllMunicipalities(db);
}

async function buildDetails(db: DbOrTx, election: Election): Promise<ElectionDetails> {
  // One after the other: inside a transaction the queries share one connection, which runs
  // them one at a time anyway (node-postgres deprecates queueing them).
  const parties = await repo.listElectionParties(db, election.id);
  const played = await repo.listPlayedMunicipalities(db, election.id);
  const candidates = await repo.listFirstCountCandidates(db, election.id);
  const seatResults = await repo.listSeatResults(db, election.id);
  const turnout = await repo.listTurnoutResults(db, election.id);
  const biggest = await repo.listBiggestPartyResults(db, election.id);
  const predictionsCount = await repo.countPredictions(db, election.id);
  const seatTotal = seatResults.reduce((sum, row) => sum + row.seat_count, 0);
  const firstCountedId = election.firstCountedMunicipalityId;
  const [firstCounted] =
    firstCountedId === null ? [] : await repo.findMunicipalitiesByIds(db, [firstCountedId]);
  return {
    ...toSummary(election, seatTotal),
    parties,
    played_municipalities: played,
    first_count_candidates: candidates,
    seat_results: seatResults,
    turnout_results: turnout.map((row) => ({
      municipality_id: row.municipalityId,
      actual_turnout: fromTenths(row.tenths),
    })),
    biggest_party_results: biggest.map((row) => ({
      municipality_id: row.municipalityId,
      winning_party_id: row.partyId,
      vote_percentage:
        row.votePercentageTenths === null ? null : fromTenths(row.votePercentageTenths),
    })),
    country_turnout_result:
      election.countryTurnoutTenths === null
        ? null
        : { actual_turnout: fromTenths(election.countryTurnoutTenths) },
    municipality_selection_result: firstCounted
      ? { municipality_id: firstCounted.id, municipality_name: firstCounted.name }
      : null,
    predictions_count: predictionsCount,
    results_status: resultsStatus({
      isFinal: election.isFinal,
      hasAnyResult:
        seatResults.length > 0 ||
        turnout.length > 0 ||
        biggest.length > 0 ||
        election.countryTurnoutTenths !== null ||
        firstCountedId !== null,
    }),
    results_updated_at: election.resultsUpdatedAt?.toISOString() ?? null,
    scores_calculated_at: election.scoresCalculatedAt?.toISOString() ?? null,
    scores_calculation_ms: election.scoresCalculationMs,
  };
}

function toSummary(election: Election, seatTotal: number): ElectionSummary {
  return {
    id: election.id,
    name: election.name,
    election_date: election.electionDate.toISOString(),
    predictions_deadline: election.predictionsDeadline.toISOString(),
    seat_count: election.seatCount,
    is_final: election.isFinal,
    is_active: election.isActive,
    seat_results_count: seatTotal,
  };
}

/* ---------- Creating and editing ---------- */

/**
 * A new election is playable at once: it copies the active election's parties, played
 * municipalities and first-count candidates (with none active: no parties, nothing played,
 * the default three candidates). Its deadline is its election date; PATCH moves it.
 */
export async function createElection(db: Db, body: CreateElectionBody): Promise<ElectionDetails> {
  const details = await db.transaction(async (tx) => {
    await repo.lockActivation(tx);
    const source = await repo.findActiveElection(tx);
    if (body.is_active) await repo.deactivateOtherElections(tx, null);
    const electionDate = new Date(body.election_date);
    const election = await repo.insertElection(tx, {
      name: body.name,
      electionDate,
      predictionsDeadline: electionDate,
      seatCount: SEAT_COUNT_DEFAULT,
      isActive: body.is_active,
      isFinal: body.is_final,
    });
    if (source) {
      await repo.copyParties(tx, source.id, election.id);
      const played = await repo.listPlayedMunicipalities(tx, source.id);
      await repo.replacePlayedMunicipalities(
        tx,
        election.id,
        played.map((m) => m.id),
      );
      const candidates = await repo.listFirstCountCandidates(tx, source.id);
      await repo.replaceFirstCountCandidates(
        tx,
        election.id,
        candidates.map((m) => m.id),
      );
    } else {
      const defaults = await repo.findMunicipalitiesByNames(tx, FIRST_COUNT_CANDIDATES_DEFAULT);
      await repo.replaceFirstCountCandidates(
        tx,
        election.id,
        defaults.map((m) => m.id),
      );
    }
    return buildDetails(tx, election);
  });
  if (body.is_active) {
    invalidateNationalPool(db);
    invalidateCrowds(db);
  }
  return details;
}

/** DESIGN §5.3: PATCH an election; what is sent replaces what was there, in one transaction. */
export async function updateElection(
  db: Db,
  electionId: number,
  body: UpdateElectionBody,
  changedBy: number | null = null,
): Promise<ElectionDetails> {
  const details = await db.transaction(async (tx) => {
    // Taken before the row lock, in the order createElection takes them, so two calls never
    // wait on each other's lock.
    if (body.is_active !== undefined) await repo.lockActivation(tx);
    const election = await repo.lockElectionAgainstWrites(tx, electionId);
    if (!election) throw new NotFoundError(ELECTION_NOT_FOUND);

    if (body.seat_count !== undefined) await checkSeatCountFits(tx, election, body.seat_count);
    if (body.played_municipality_ids !== undefined) {
      const ids = body.played_municipality_ids;
      await requireMunicipalities(tx, ids, 'played_municipality_ids');
      await repo.replacePlayedMunicipalities(tx, electionId, ids);
      await repo.deleteResultsOutside(tx, electionId, ids);
    }
    let firstCountedId = election.firstCountedMunicipalityId;
    if (body.first_count_candidate_ids !== undefined) {
      const ids = body.first_count_candidate_ids;
      await requireMunicipalities(tx, ids, 'first_count_candidate_ids');
      await repo.replaceFirstCountCandidates(tx, electionId, ids);
      // A first-counted result that is no longer a choice could never be predicted.
      if (firstCountedId !== null && !ids.includes(firstCountedId)) firstCountedId = null;
    }
    if (body.is_active === true) await repo.deactivateOtherElections(tx, electionId);

    await repo.updateElection(tx, electionId, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.election_date !== undefined && { electionDate: new Date(body.election_date) }),
      ...(body.predictions_deadline !== undefined && {
        predictionsDeadline: new Date(body.predictions_deadline),
      }),
      ...(body.seat_count !== undefined && { seatCount: body.seat_count }),
      ...(body.is_active !== undefined && { isActive: body.is_active }),
      ...(body.is_final !== undefined && { isFinal: body.is_final }),
      ...(firstCountedId !== election.firstCountedMunicipalityId && {
        firstCountedMunicipalityId: firstCountedId,
      }),
    });
    // Issue 12: what players see of the results changes with these; they are results changes.
    if (body.is_final !== undefined && body.is_final !== election.isFinal) {
      await repo.recordResultsChange(tx, electionId, 'status', changedBy);
    } else if (
      body.played_municipality_ids !== undefined ||
      firstCountedId !== election.firstCountedMunicipalityId
    ) {
      await repo.recordResultsChange(tx, electionId, 'played-municipalities', changedBy);
    }
    return getElectionDetails(tx, electionId);
  });
  // The leaderboard shows the active election and its final flag: rank afresh. The crowds
  // (issue 13) depend on its seat count, parties and played municipalities.
  invalidateNationalPool(db);
  invalidateCrowds(db);
  return details;
}

/**
 * DESIGN §5.1: seat numbers run 0..seat_count−1 and a result may not exceed seat_count, so a
 * smaller seat_count must still hold the entered result and every seat a player filled.
 */
async function checkSeatCountFits(tx: Tx, election: Election, seatCount: number): Promise<void> {
  if (seatCount >= election.seatCount) return;
  const entered = (await repo.listSeatResults(tx, election.id)).reduce(
    (sum, row) => sum + row.seat_count,
    0,
  );
  if (entered > seatCount) {
    const message = `De ingevoerde zeteluitslag heeft al ${entered} zetels; voer eerst minder zetels in.`;
    throw new ConflictError({ seat_count: [message] }, message);
  }
  // Read under the caller's `for update` lock on the election row: seat saves key-share-lock
  // that row, so every save that could still add a seat has committed (and is counted here) or
  // waits and then sees the new seat_count (docs/decisions/014).
  const highest = await repo.highestPredictedSeatNumber(tx, election.id);
  if (highest !== null && highest >= seatCount) {
    const message = `Spelers hebben al zetel ${highest + 1} ingevuld; het aantal zetels kan niet lager worden dan dat.`;
    throw new ConflictError({ seat_count: [message] }, message);
  }
}

async function requireMunicipalities(tx: Tx, ids: number[], field: string): Promise<void> {
  const found = new Set((await repo.findMunicipalitiesByIds(tx, ids)).map((m) => m.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw ValidationError.field(field, `Onbekend gemeente-id: ${unknown.join(', ')}.`);
  }
}

/* ---------- Parties ---------- */

export async function listParties(db: Db, electionId: number): Promise<Party[]> {
  if (!(await repo.findElectionById(db, electionId))) throw new NotFoundError(ELECTION_NOT_FOUND);
  return repo.listElectionParties(db, electionId);
}

export async function createParty(
  db: Db,
  electionId: number,
  body: CreatePartyBody,
): Promise<Party> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockElection(tx, electionId))) throw new NotFoundError(ELECTION_NOT_FOUND);
    const listNumber = body.list_number ?? (await repo.highestListNumber(tx, electionId)) + 1;
    await requireFreeListNumber(tx, electionId, listNumber);
    return repo.insertParty(tx, {
      electionId,
      name: body.name,
      hexcolor: body.hexcolor,
      listNumber,
    });
  });
}

export async function updateParty(
  db: Db,
  electionId: number,
  partyId: number,
  body: UpdatePartyBody,
): Promise<Party> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockElection(tx, electionId))) throw new NotFoundError(ELECTION_NOT_FOUND);
    const party = await repo.findElectionParty(tx, electionId, partyId);
    if (!party) throw new NotFoundError(PARTY_NOT_FOUND);
    if (body.list_number !== undefined && body.list_number !== party.list_number) {
      await requireFreeListNumber(tx, electionId, body.list_number, partyId);
    }
    if (body.name === undefined && body.hexcolor === undefined && body.list_number === undefined) {
      return party;
    }
    return repo.updateParty(tx, partyId, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.hexcolor !== undefined && { hexcolor: body.hexcolor }),
      ...(body.list_number !== undefined && { listNumber: body.list_number }),
    });
  });
}

const PARTY_IN_USE_NOW =
  'Deze partij wordt op dit moment in een voorspelling gebruikt en kan niet worden verwijderd.';

/**
 * A party a prediction or a result still uses stays: deleting it would rewrite scores. The
 * `for update` lock on the election row waits for players' writes in flight (they key-share-lock
 * it), so the usage check sees every use; should a write still slip past it, the foreign key
 * refuses the delete and the admin gets the same 409, never a 500.
 */
export async function deleteParty(db: Db, electionId: number, partyId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.lockElectionAgainstWrites(tx, electionId))) {
        throw new NotFoundError(ELECTION_NOT_FOUND);
      }
      const party = await repo.findElectionParty(tx, electionId, partyId);
      if (!party) throw new NotFoundError(PARTY_NOT_FOUND);
      const usage = await repo.partyUsage(tx, partyId);
      if (usage.usedByPredictions || usage.usedByResults) {
        const users = [
          usage.usedByPredictions ? 'voorspellingen' : null,
          usage.usedByResults ? 'uitslagen' : null,
        ].filter(Boolean);
        throw new ConflictError(
          {},
          `${party.name} kan niet worden verwijderd: ${users.join(' en ')} van deze verkiezing gebruiken deze partij.`,
        );
      }
      await repo.deleteParty(tx, partyId);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new ConflictError({}, PARTY_IN_USE_NOW);
    throw err;
  }
}

async function requireFreeListNumber(
  tx: Tx,
  electionId: number,
  listNumber: number,
  exceptPartyId?: number,
): Promise<void> {
  if (await repo.isListNumberTaken(tx, electionId, listNumber, exceptPartyId)) {
    const message = `Lijstnummer ${listNumber} is al in gebruik bij een andere partij van deze verkiezing.`;
    throw new ConflictError({ list_number: [message] }, message);
  }
}

/* ---------- Results entry (SPEC §5 admin rules, on the server) ---------- */

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

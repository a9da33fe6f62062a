import {
  ADMIN_MESSAGES,
  FIRST_COUNT_CANDIDATES_DEFAULT,
  categoryInfo,
  fromTenths,
  resultsStatus,
  type AdminMunicipality,
  type CreateElectionBody,
  type ElectionDetails,
  type ElectionSummary,
  type RegionKind,
  type UpdateElectionBody,
} from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import * as repo from './elections.repo';
import { recomputeProjection, startStaten, statenDetails } from '../staten/staten.service';
import { invalidateCrowds, invalidateNationalPool } from '../leagues/national-pool';
import type { Election } from './elections.repo';

/*
 * The admin side of elections: the list, the details, creating and editing an election. Its
 * parties (parties.service.ts), its results (results-entry.service.ts) and a PS election's
 * Staten (modules/staten) have services of their own. Every write runs in one transaction.
 */

const ELECTION_NOT_FOUND = ADMIN_MESSAGES.electionNotFound;

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
  const staten =
    election.category === 'PS'
      ? await statenDetails(db, election)
      : {
          regions: played.map((m) => ({ ...m, kind: 'gemeente' as const })),
          staten_results: [],
          chamber_result: null,
        };
  return {
    ...toSummary(election, seatTotal),
    parties,
    ...staten,
    played_municipalities: played,
    first_count_candidates: candidates,
    seat_results: seatResults,
    turnout_results: turnout.map((row) => ({
      municipality_id: row.municipalityId,
      region_id: row.municipalityId,
      actual_turnout: fromTenths(row.tenths),
    })),
    biggest_party_results: biggest.map((row) => ({
      municipality_id: row.municipalityId,
      region_id: row.municipalityId,
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
    category: election.category,
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
 * A new election is playable at once. It takes the parties, played regions and first-count
 * candidates of the latest election of its category (else the active one's parties and
 * candidates). A PS election plays the twelve provinces, with the Staten of the latest PS
 * election (else the 2023 values) as provisional values. Its deadline is its election date.
 */
export async function createElection(db: Db, body: CreateElectionBody): Promise<ElectionDetails> {
  const details = await db.transaction(async (tx) => {
    await repo.lockActivation(tx);
    const sameCategory = await repo.findLatestElectionOfCategory(tx, body.category);
    const source = sameCategory ?? (await repo.findActiveElection(tx));
    if (body.is_active) await repo.deactivateOtherElections(tx, null);
    const electionDate = new Date(body.election_date);
    const election = await repo.insertElection(tx, {
      name: body.name,
      category: body.category,
      electionDate,
      predictionsDeadline: electionDate,
      seatCount: categoryInfo(body.category).defaultSeatCount,
      isActive: body.is_active,
      isFinal: body.is_final,
    });
    if (source) await repo.copyParties(tx, source.id, election.id);
    const candidates = source ? await repo.listFirstCountCandidates(tx, source.id) : [];
    const candidateIds =
      candidates.length > 0
        ? candidates.map((m) => m.id)
        : (await repo.findMunicipalitiesByNames(tx, FIRST_COUNT_CANDIDATES_DEFAULT)).map(
            (m) => m.id,
          );
    await repo.replaceFirstCountCandidates(tx, election.id, candidateIds);
    if (body.category === 'PS') {
      await startStaten(tx, election.id, sameCategory?.id ?? null);
    } else if (sameCategory) {
      const played = await repo.listPlayedMunicipalities(tx, sameCategory.id);
      await repo.replacePlayedMunicipalities(
        tx,
        election.id,
        played.map((m) => m.id),
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

/** PATCH an election; what is sent replaces what was there, in one transaction. */
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
      await requireRegions(
        tx,
        ids,
        categoryInfo(election.category).regionKind,
        'played_municipality_ids',
      );
      await repo.replacePlayedMunicipalities(tx, electionId, ids);
      await repo.deleteResultsOutside(tx, electionId, ids);
    }
    let firstCountedId = election.firstCountedMunicipalityId;
    if (body.first_count_candidate_ids !== undefined) {
      const ids = body.first_count_candidate_ids;
      await requireRegions(tx, ids, 'gemeente', 'first_count_candidate_ids');
      await repo.replaceFirstCountCandidates(tx, electionId, ids);
      // A first-counted result that is no longer a choice could never be predicted.
      if (firstCountedId !== null && !ids.includes(firstCountedId)) firstCountedId = null;
    }
    if (body.is_active === true) await repo.deactivateOtherElections(tx, electionId);
    if (body.chamber_seats_official === false && election.chamberSeatsOfficial) {
      // Back from the elected Eerste Kamer to the projection from the Staten.
      await repo.updateElection(tx, electionId, { chamberSeatsOfficial: false });
      await recomputeProjection(tx, { ...election, chamberSeatsOfficial: false });
      await repo.recordResultsChange(tx, electionId, 'seats', changedBy);
    }

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
    // What players see of the results changes with these; they are results changes.
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
  // depend on its seat count, parties and played municipalities.
  invalidateNationalPool(db);
  invalidateCrowds(db);
  return details;
}

/**
 * Seat numbers run 0..seat_count−1 and a result may not exceed seat_count, so a
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
  // waits and then sees the new seat_count
  // (docs/decisions/014-election-edits-lock-out-prediction-writes.md).
  const highest = await repo.highestPredictedSeatNumber(tx, election.id);
  if (highest !== null && highest >= seatCount) {
    const message = `Spelers hebben al zetel ${highest + 1} ingevuld; het aantal zetels kan niet lager worden dan dat.`;
    throw new ConflictError({ seat_count: [message] }, message);
  }
}

/** Every id names a region of `kind`: a TK election plays municipalities, PS provinces. */
async function requireRegions(
  tx: Tx,
  ids: number[],
  kind: RegionKind,
  field: string,
): Promise<void> {
  const found = new Map((await repo.findMunicipalitiesByIds(tx, ids)).map((m) => [m.id, m.kind]));
  const unknown = ids.filter((id) => found.get(id) !== kind);
  if (unknown.length > 0) {
    throw ValidationError.field(field, `Onbekend ${kind}-id: ${unknown.join(', ')}.`);
  }
}

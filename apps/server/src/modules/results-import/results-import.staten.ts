import { ADMIN_MESSAGES, type ResultsImportSummary } from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as electionsRepo from '../elections/elections.repo';
import type { Election } from '../elections/elections.repo';
import { setStatenSeats } from '../staten/staten.service';
import { ImportError } from './import-error';
import { createParties, writeRegionResults } from './results-import.apply';
import type { CombinedFiles } from './results-import.combine';
import {
  planStatenImport,
  type StatenPlan,
  type StatenPlanContext,
} from './results-import.plan-ps';
import * as repo from './results-import.repo';
import type { ImportOptions } from './results-import.service';
import { existingPartyIds, summarizeCommon, summarizeRegions } from './results-import.summarize';

/*
 * The Provinciale Staten side of importResults: one province's files, read and checked by the
 * service, planned by planStatenImport, written in one transaction under the election's
 * results lock (decision 014) as every results entry.
 */

export type PlayedProvince = NonNullable<Awaited<ReturnType<typeof repo.findPlayedProvince>>>;

/** The province the admin named; 400 when it is not one of the election's. */
export async function loadProvince(
  db: DbOrTx,
  electionId: number,
  regionId: number,
): Promise<PlayedProvince> {
  const region = await repo.findPlayedProvince(db, electionId, regionId);
  if (!region) {
    throw new ImportError(
      `Provincie ${regionId} hoort niet bij deze verkiezing; kies een van haar provincies.`,
    );
  }
  return region;
}

export async function importStaten(
  db: Db,
  election: Election,
  region: PlayedProvince,
  combined: CombinedFiles,
  options: ImportOptions,
): Promise<ResultsImportSummary> {
  if (options.dryRun) {
    const plan = planStatenImport(combined, await loadContext(db, election, region, options));
    return summarize(election.id, region, combined, plan, existingPartyIds(plan.resolution), false);
  }
  return db.transaction(async (tx) => {
    const locked = await electionsRepo.lockElection(tx, election.id);
    if (!locked) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
    const context = await loadContext(tx, locked, region, options);
    const plan = planStatenImport(combined, context);
    const partyIds = await applyPlan(tx, locked, plan, context);
    await electionsRepo.recordResultsChange(tx, locked.id, 'import', options.changedBy ?? null);
    return summarize(locked.id, region, combined, plan, partyIds, true);
  });
}

async function loadContext(
  db: DbOrTx,
  election: Election,
  region: PlayedProvince,
  options: ImportOptions,
): Promise<StatenPlanContext> {
  return {
    region,
    parties: await electionsRepo.listElectionParties(db, election.id),
    createMissingParties: options.createMissingParties,
    partyMap: options.partyMap ?? {},
    dryRun: options.dryRun,
  };
}

async function applyPlan(
  tx: Tx,
  election: Election,
  plan: StatenPlan,
  context: StatenPlanContext,
): Promise<Map<number, number>> {
  const partyIds = await createParties(tx, election.id, plan.resolution, context.parties);
  if (plan.seatsToWrite) {
    // The province's Staten as a whole, through the staten module as the admin's own entry:
    // it checks the seats add up to the province's members and recomputes the Eerste Kamer.
    await setStatenSeats(tx, {
      electionId: election.id,
      regionId: context.region.id,
      partySeats: [...partyIds].map(([listNumber, partyId]) => ({
        partyId,
        seats: plan.seatsToWrite!.get(listNumber) ?? 0,
      })),
    });
  }
  await writeRegionResults(tx, election.id, plan.municipalities, partyIds);
  return partyIds;
}

function summarize(
  electionId: number,
  region: PlayedProvince,
  combined: CombinedFiles,
  plan: StatenPlan,
  partyIds: Map<number, number>,
  applied: boolean,
): ResultsImportSummary {
  return {
    ...summarizeCommon(electionId, combined, plan.resolution, partyIds, applied),
    seats: [],
    country_turnout: null,
    municipalities: summarizeRegions(plan.municipalities, partyIds),
    region: {
      region_id: region.id,
      code: region.code,
      name: region.name,
      seat_count: plan.seatCount,
    },
    staten_seats: plan.rows.map((row) => ({
      list_number: row.listNumber,
      name: row.name,
      party_id: partyIds.get(row.listNumber) ?? null,
      votes: row.votes,
      seats_from_votes: row.seatsFromVotes,
      seats_520: row.seats520,
    })),
    warnings: plan.warnings,
  };
}

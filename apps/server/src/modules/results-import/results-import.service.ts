import {
  ADMIN_MESSAGES,
  fromTenths,
  seatRuleFor,
  type ElectionCategory,
  type ResultsImportPartyMap,
  type ResultsImportSummary,
} from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as electionsRepo from '../elections/elections.repo';
import type { Election } from '../elections/elections.repo';
import { readImportFiles, type ImportFile } from './eml-sources';
import { ImportError } from './import-error';
import { createParties, writeRegionResults } from './results-import.apply';
import { combineDocuments, type CombinedFiles } from './results-import.combine';
import { checkElection } from './results-import.election-check';
import { planImport, type ImportPlan, type PlanContext } from './results-import.plan';
import * as repo from './results-import.repo';
import { importStaten, loadProvince } from './results-import.staten';
import { existingPartyIds, summarizeCommon, summarizeRegions } from './results-import.summarize';

/*
 * The Kiesraad's EML files in, an election's official results out. The files are
 * read (and refused) before any transaction starts, so a slow or hostile upload never holds a
 * lock. Applying is one transaction under the election's results lock (`lockElection`, `for no
 * key update`, as every results entry: decision 014), through the same repo functions the
 * admin's results forms use. A dry run reads the same way and writes nothing.
 */

export interface ImportOptions {
  dryRun: boolean;
  createMissingParties: boolean;
  /** List name in the files → party id of the election, or "new" (decision 029). */
  partyMap?: ResultsImportPartyMap;
  /** PS: the province being read in; required for PS, refused otherwise. */
  regionId?: number | null;
  /** The admin who imports, for the results change log; null from the CLI. */
  changedBy?: number | null;
}

export async function importResults(
  db: Db,
  electionId: number,
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<ResultsImportSummary> {
  // Cheap before the files are read: an unknown election is a 404 whatever they hold.
  const found = await electionsRepo.findElectionById(db, electionId);
  if (!found) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
  const category = found.category as ElectionCategory;
  if (category !== 'PS' && options.regionId != null) {
    throw new ImportError(
      'Een provincie (region_id) kies je alleen bij een Provinciale Statenverkiezing.',
    );
  }
  if (category === 'PS' && options.regionId == null) {
    throw new ImportError('Kies de provincie waarvan je de uitslag inleest (region_id).');
  }
  // Before the files are read, as the election: a wrong province is a 400 whatever they hold.
  const region =
    options.regionId == null ? null : await loadProvince(db, found.id, options.regionId);
  const combined = combineDocuments(await readImportFiles(files));
  checkElection(
    combined.election,
    { category, electionDate: found.electionDate, region },
    combined.files.length,
  );
  if (region) return importStaten(db, found, region, combined, options);

  if (options.dryRun) {
    const context = await loadContext(db, found, options);
    const plan = planImport(combined, context);
    return summarize(found.id, combined, plan, existingPartyIds(plan.resolution), false);
  }

  return db.transaction(async (tx) => {
    const election = await electionsRepo.lockElection(tx, electionId);
    if (!election) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
    const context = await loadContext(tx, election, options);
    const plan = planImport(combined, context);
    const partyIds = await applyPlan(tx, election, plan, context);
    await electionsRepo.recordResultsChange(tx, election.id, 'import', options.changedBy ?? null);
    return summarize(election.id, combined, plan, partyIds, true);
  });
}

async function loadContext(
  db: DbOrTx,
  election: Election,
  options: ImportOptions,
): Promise<PlanContext> {
  // One after the other: inside a transaction they share one connection.
  const parties = await electionsRepo.listElectionParties(db, election.id);
  const played = await electionsRepo.listPlayedMunicipalities(db, election.id);
  const municipalities = await repo.listMunicipalityCodes(db);
  return {
    seatCount: election.seatCount,
    seatRule: seatRuleFor(election.category as ElectionCategory),
    parties,
    played,
    municipalitiesByCode: new Map(municipalities.map((m) => [m.code, m])),
    createMissingParties: options.createMissingParties,
    partyMap: options.partyMap ?? {},
    dryRun: options.dryRun,
  };
}

/** Writes the plan; returns the party id of every list number, created parties included. */
async function applyPlan(
  tx: Tx,
  election: Election,
  plan: ImportPlan,
  context: PlanContext,
): Promise<Map<number, number>> {
  const partyIds = await createParties(tx, election.id, plan.resolution, context.parties);

  if (plan.seatsToWrite) {
    // Every party of the election gets a row, as the seats form requires (0 when the files do
    // not name it), so scoring reads one complete seat result.
    const seatsByParty = new Map(
      [...partyIds].map(([listNumber, partyId]) => [
        partyId,
        plan.seatsToWrite!.get(listNumber) ?? 0,
      ]),
    );
    const everyParty = new Set([...context.parties.map((p) => p.id), ...partyIds.values()]);
    await electionsRepo.replaceSeatResults(
      tx,
      election.id,
      [...everyParty].map((partyId) => ({ partyId, seats: seatsByParty.get(partyId) ?? 0 })),
    );
  }

  if (plan.countryTurnoutTenths !== null) {
    await electionsRepo.updateElection(tx, election.id, {
      countryTurnoutTenths: plan.countryTurnoutTenths,
    });
  }
  await writeRegionResults(tx, election.id, plan.municipalities, partyIds);
  return partyIds;
}

function summarize(
  electionId: number,
  combined: CombinedFiles,
  plan: ImportPlan,
  partyIds: Map<number, number>,
  applied: boolean,
): ResultsImportSummary {
  return {
    ...summarizeCommon(electionId, combined, plan.resolution, partyIds, applied),
    seats: plan.seatRows.map(({ fileListNumber, partyId, ...row }) => ({
      ...row,
      party_id: fileListNumber === null ? partyId : (partyIds.get(fileListNumber) ?? null),
    })),
    country_turnout:
      plan.countryTurnoutTenths === null ? null : fromTenths(plan.countryTurnoutTenths),
    municipalities: summarizeRegions(plan.municipalities, partyIds),
    region: null,
    staten_seats: null,
    warnings: plan.warnings,
  };
}

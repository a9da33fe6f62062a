import {
  ADMIN_MESSAGES,
  PARTY_NAME_MAX_LENGTH,
  fromTenths,
  type ResultsImportSummary,
} from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as electionsRepo from '../elections/elections.repo';
import type { Election } from '../elections/elections.repo';
import { readImportFiles, type ImportFile } from './eml-sources';
import {
  combineDocuments,
  planImport,
  type CombinedFiles,
  type ImportPlan,
  type PlanContext,
} from './results-import.plan';
import * as repo from './results-import.repo';

/*
 * Issue 11: the Kiesraad's EML files in, an election's official results out. The files are
 * read (and refused) before any transaction starts, so a slow or hostile upload never holds a
 * lock. Applying is one transaction under the election's results lock (`lockElection`, `for no
 * key update`, as every results entry: decision 014), through the same repo functions the
 * admin's results forms use. A dry run reads the same way and writes nothing.
 */

export interface ImportOptions {
  dryRun: boolean;
  createMissingParties: boolean;
  /** The admin who imports, for the results change log (issue 12); null from the CLI. */
  changedBy?: number | null;
}

/** Created parties get a neutral grey; the admin picks their colour afterwards. */
const CREATED_PARTY_COLOUR = '#9CA3AF';

export async function importResults(
  db: Db,
  electionId: number,
  files: readonly ImportFile[],
  options: ImportOptions,
): Promise<ResultsImportSummary> {
  // Cheap before the files are read: an unknown election is a 404 whatever they hold.
  const found = await electionsRepo.findElectionById(db, electionId);
  if (!found) throw new NotFoundError(ADMIN_MESSAGES.electionNotFound);
  const combined = combineDocuments(await readImportFiles(files));

  if (options.dryRun) {
    const election = found;
    const context = await loadContext(db, election, options);
    const plan = planImport(combined, context);
    return summarize(election.id, combined, plan, partyIdsByList(context), false);
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
    parties,
    played,
    municipalitiesByCode: new Map(municipalities.map((m) => [m.code, m])),
    createMissingParties: options.createMissingParties,
  };
}

function partyIdsByList(context: PlanContext): Map<number, number> {
  return new Map(context.parties.map((p) => [p.list_number, p.id]));
}

/** Writes the plan; returns the party id of every list number, created parties included. */
async function applyPlan(
  tx: Tx,
  election: Election,
  plan: ImportPlan,
  context: PlanContext,
): Promise<Map<number, number>> {
  const partyIds = partyIdsByList(context);
  for (const missing of plan.missingLists) {
    const party = await electionsRepo.insertParty(tx, {
      electionId: election.id,
      listNumber: missing.listNumber,
      name: missing.name.slice(0, PARTY_NAME_MAX_LENGTH),
      hexcolor: CREATED_PARTY_COLOUR,
    });
    partyIds.set(missing.listNumber, party.id);
  }

  if (plan.seatsToWrite) {
    // Every party of the election gets a row, as the seats form requires (0 when the files do
    // not name it), so scoring reads one complete seat result.
    await electionsRepo.replaceSeatResults(
      tx,
      election.id,
      [...partyIds].map(([listNumber, partyId]) => ({
        partyId,
        seats: plan.seatsToWrite!.get(listNumber) ?? 0,
      })),
    );
  }

  if (plan.countryTurnoutTenths !== null) {
    await electionsRepo.updateElection(tx, election.id, {
      countryTurnoutTenths: plan.countryTurnoutTenths,
    });
  }

  // Turnout and biggest party: the files' values for the played municipalities they cover;
  // every other stored result stays (a played municipality without data keeps its own).
  const turnout = new Map(
    (await electionsRepo.listTurnoutResults(tx, election.id)).map((row) => [
      row.municipalityId,
      row.tenths,
    ]),
  );
  const biggest = new Map(
    (await electionsRepo.listBiggestPartyResults(tx, election.id)).map((row) => [
      row.municipalityId,
      { partyId: row.partyId, votePercentageTenths: row.votePercentageTenths },
    ]),
  );
  for (const m of plan.municipalities) {
    if (m.turnoutTenths !== null) turnout.set(m.municipalityId, m.turnoutTenths);
    const partyId = m.biggestListNumber === null ? undefined : partyIds.get(m.biggestListNumber);
    if (partyId !== undefined) {
      biggest.set(m.municipalityId, { partyId, votePercentageTenths: m.biggestShareTenths });
    }
  }
  await electionsRepo.replaceTurnoutResults(
    tx,
    election.id,
    [...turnout].map(([municipalityId, turnoutTenths]) => ({ municipalityId, turnoutTenths })),
  );
  await electionsRepo.replaceBiggestPartyResults(
    tx,
    election.id,
    [...biggest].map(([municipalityId, row]) => ({ municipalityId, ...row })),
  );
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
    election_id: electionId,
    source: { election_identifier: combined.electionIdentifier, files: combined.files },
    seats: plan.seatRows.map((row) => ({
      ...row,
      party_id: partyIds.get(row.list_number) ?? null,
    })),
    country_turnout:
      plan.countryTurnoutTenths === null ? null : fromTenths(plan.countryTurnoutTenths),
    municipalities: plan.municipalities.map((m) => ({
      municipality_id: m.municipalityId,
      code: m.code,
      name: m.name,
      eligible: m.eligible,
      votes_cast: m.votesCast,
      turnout: m.turnoutTenths === null ? null : fromTenths(m.turnoutTenths),
      biggest_party_id:
        m.biggestListNumber === null ? null : (partyIds.get(m.biggestListNumber) ?? null),
    })),
    warnings: plan.warnings,
    applied,
  };
}

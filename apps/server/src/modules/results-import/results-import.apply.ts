import { PARTY_NAME_MAX_LENGTH } from '@zetelpoule/shared';
import type { Tx } from '../../db/client';
import * as electionsRepo from '../elections/elections.repo';
import type { PartyResolution } from './results-import.parties';
import type { PlannedMunicipality } from './results-import.plan';

/*
 * The writes an import shares between TK and PS: creating the parties the admin asked for, and
 * the turnout and biggest party of played regions (municipalities for TK, the province for PS),
 * through the same repo functions as the results forms.
 */

/** Created parties get a neutral grey; the admin picks their colour afterwards. */
const CREATED_PARTY_COLOUR = '#9CA3AF';

/**
 * Creates every list resolved as `created` and returns the party id of each list number of the
 * files. A created party takes the files' list number when the election has none such, else
 * the next free one: another election's numbering is not this one's.
 */
export async function createParties(
  tx: Tx,
  electionId: number,
  resolution: PartyResolution,
  existing: readonly { list_number: number }[],
): Promise<Map<number, number>> {
  const partyIds = new Map<number, number>();
  const taken = new Set(existing.map((p) => p.list_number));
  let next = Math.max(0, ...taken) + 1;
  for (const list of resolution.lists) {
    if (list.partyId !== null) {
      partyIds.set(list.listNumber, list.partyId);
      continue;
    }
    if (list.match !== 'created') continue;
    let listNumber = list.listNumber;
    if (taken.has(listNumber)) listNumber = next;
    taken.add(listNumber);
    next = Math.max(next, listNumber + 1);
    const party = await electionsRepo.insertParty(tx, {
      electionId,
      listNumber,
      name: list.name.slice(0, PARTY_NAME_MAX_LENGTH),
      hexcolor: CREATED_PARTY_COLOUR,
    });
    partyIds.set(list.listNumber, party.id);
  }
  return partyIds;
}

/**
 * Turnout and biggest party: the files' values for the played regions they cover; every other
 * stored result stays (a played region without data keeps its own).
 */
export async function writeRegionResults(
  tx: Tx,
  electionId: number,
  planned: readonly PlannedMunicipality[],
  partyIds: Map<number, number>,
): Promise<void> {
  const turnout = new Map(
    (await electionsRepo.listTurnoutResults(tx, electionId)).map((row) => [
      row.municipalityId,
      row.tenths,
    ]),
  );
  const biggest = new Map(
    (await electionsRepo.listBiggestPartyResults(tx, electionId)).map((row) => [
      row.municipalityId,
      { partyId: row.partyId, votePercentageTenths: row.votePercentageTenths },
    ]),
  );
  for (const m of planned) {
    if (m.turnoutTenths !== null) turnout.set(m.municipalityId, m.turnoutTenths);
    const partyId = m.biggestListNumber === null ? undefined : partyIds.get(m.biggestListNumber);
    if (partyId !== undefined) {
      biggest.set(m.municipalityId, { partyId, votePercentageTenths: m.biggestShareTenths });
    }
  }
  await electionsRepo.replaceTurnoutResults(
    tx,
    electionId,
    [...turnout].map(([municipalityId, turnoutTenths]) => ({ municipalityId, turnoutTenths })),
  );
  await electionsRepo.replaceBiggestPartyResults(
    tx,
    electionId,
    [...biggest].map(([municipalityId, row]) => ({ municipalityId, ...row })),
  );
}

import { fromTenths, type ResultsImportMunicipality } from '@zetelpoule/shared';
import type { CombinedFiles } from './results-import.combine';
import type { PartyResolution } from './results-import.parties';
import type { PlannedMunicipality } from './results-import.plan';

/* The parts of the import's answer (ResultsImportSummary) that TK and PS share. */

/** The party id of each list number of the files whose party exists. */
export function existingPartyIds(resolution: PartyResolution): Map<number, number> {
  return new Map(
    resolution.lists.flatMap((l) => (l.partyId === null ? [] : [[l.listNumber, l.partyId]])),
  );
}

export function summarizeCommon(
  electionId: number,
  combined: CombinedFiles,
  resolution: PartyResolution,
  partyIds: Map<number, number>,
  applied: boolean,
) {
  return {
    election_id: electionId,
    source: { election_identifier: combined.election.identifier, files: combined.files },
    parties: resolution.lists.map((l) => ({
      name: l.name,
      list_number: l.listNumber,
      party_id: partyIds.get(l.listNumber) ?? null,
      match: l.match,
    })),
    unmatched_names: resolution.unmatched,
    applied,
  };
}

/** Played municipalities (TK) or the province (PS) with their turnout and biggest party. */
export function summarizeRegions(
  planned: readonly PlannedMunicipality[],
  partyIds: Map<number, number>,
): ResultsImportMunicipality[] {
  return planned.map((m) => ({
    municipality_id: m.municipalityId,
    code: m.code,
    name: m.name,
    eligible: m.eligible,
    votes_cast: m.votesCast,
    turnout: m.turnoutTenths === null ? null : fromTenths(m.turnoutTenths),
    biggest_party_id:
      m.biggestListNumber === null ? null : (partyIds.get(m.biggestListNumber) ?? null),
  }));
}

import {
  RESULTS_IMPORT_NEW_PARTY,
  matchPartyNames,
  type ResultsImportNameMatch,
  type ResultsImportPartyMap,
} from '@zetelpoule/shared';
import { ImportError } from './import-error';
import { joinDutch, quoted } from './results-import.text';

/*
 * Decision 029: which party each list of the files is, by its name. The files' list numbers
 * only tie a 510's votes to a 520's seats within one import; they never pick a party, because
 * another election or province numbers its lists otherwise. A name is matched by
 * matchPartyNames (packages/shared/src/rules/party-names.ts), or by the admin's party_map, or
 * becomes a new party; until each has one of those, the import can be previewed but not
 * applied.
 */

export interface FileList {
  listNumber: number;
  /** The name in the files (`Lijst <n>` when they give none). */
  name: string;
}

export interface ResolvedList extends FileList {
  /** The election's party; null when it is to be created or still unmatched. */
  partyId: number | null;
  match: ResultsImportNameMatch;
}

export interface PartyResolution {
  /** Every list of the files, by list number. */
  lists: ResolvedList[];
  /** Names without a party. */
  unmatched: string[];
  /** Non-obvious matches, worth a look. */
  warnings: string[];
}

/** Every list the files name, by number: the 230b's name first, else the first count's. */
export function fileLists(sources: Iterable<[number, { name: string } | string]>): FileList[] {
  const names = new Map<number, string>();
  for (const [listNumber, value] of sources) {
    const name = (typeof value === 'string' ? value : value.name).trim();
    if (!names.get(listNumber)) names.set(listNumber, name);
  }
  return [...names]
    .sort(([a], [b]) => a - b)
    .map(([listNumber, name]) => ({ listNumber, name: name || `Lijst ${listNumber}` }));
}

export function resolveParties(
  lists: readonly FileList[],
  parties: readonly { id: number; name: string }[],
  partyMap: ResultsImportPartyMap,
  createMissing: boolean,
): PartyResolution {
  const byName = new Map<string, FileList>();
  for (const list of lists) {
    const other = byName.get(list.name);
    if (other) {
      throw new ImportError(
        `Lijst ${other.listNumber} en lijst ${list.listNumber} heten allebei ${quoted(list.name)} in de bestanden; zo kan de import ze niet uit elkaar houden.`,
      );
    }
    byName.set(list.name, list);
  }
  const partyById = new Map(parties.map((p) => [p.id, p]));
  // A Map, so a name such as ‘constructor’ never reads Object.prototype.
  const mapped = new Map(Object.entries(partyMap));
  for (const [name, target] of mapped) {
    if (!byName.has(name)) {
      throw new ImportError(
        `De koppeling noemt ${quoted(name)}, maar die naam staat niet in de bestanden.`,
      );
    }
    if (target !== RESULTS_IMPORT_NEW_PARTY && !partyById.has(target)) {
      throw new ImportError(
        `De koppeling zet ${quoted(name)} op partij ${target}, maar die partij hoort niet bij deze verkiezing.`,
      );
    }
  }

  const mappedIds = new Set([...mapped.values()].filter((v) => typeof v === 'number'));
  const automatic = matchPartyNames(
    lists.map((l) => l.name).filter((name) => !mapped.has(name)),
    parties.filter((p) => !mappedIds.has(p.id)),
  );
  const matchOf = new Map(automatic.matched.map((m) => [m.name, m]));
  const warnings: string[] = [];
  const resolved = lists.map((list): ResolvedList => {
    const target = mapped.get(list.name);
    if (target === RESULTS_IMPORT_NEW_PARTY) return { ...list, partyId: null, match: 'created' };
    if (target !== undefined) return { ...list, partyId: target, match: 'mapped' };
    const match = matchOf.get(list.name);
    if (match) {
      if (match.kind === 'initials') {
        warnings.push(
          `Lijst ${list.listNumber} heet in de bestanden ${quoted(list.name)}, hier ${quoted(match.party.name)}.`,
        );
      }
      return { ...list, partyId: match.party.id, match: match.kind };
    }
    return createMissing
      ? { ...list, partyId: null, match: 'created' }
      : { ...list, partyId: null, match: 'unmatched' };
  });

  // Two names on one party would add up two lists' votes and seats without a word.
  const namesOf = new Map<number, string[]>();
  for (const list of resolved) {
    if (list.partyId !== null)
      namesOf.set(list.partyId, [...(namesOf.get(list.partyId) ?? []), list.name]);
  }
  for (const [partyId, names] of namesOf) {
    if (names.length > 1) {
      throw new ImportError(
        `${joinDutch(names.map(quoted))} zouden allebei bij ${quoted(partyById.get(partyId)!.name)} horen; koppel elke partij aan hooguit één naam.`,
      );
    }
  }
  return {
    lists: resolved,
    unmatched: resolved.filter((l) => l.match === 'unmatched').map((l) => l.name),
    warnings,
  };
}

/** Applying with names that have no party is refused; a dry run lists them instead. */
export function refuseUnmatched(resolution: PartyResolution): void {
  if (resolution.unmatched.length === 0) return;
  throw new ImportError(
    `${resolution.unmatched.length === 1 ? 'Deze naam' : 'Deze namen'} uit de bestanden ${resolution.unmatched.length === 1 ? 'hoort' : 'horen'} bij geen partij van deze verkiezing: ${joinDutch(resolution.unmatched.map(quoted))}. Kies per naam een partij of ‘nieuwe partij aanmaken’, of lees opnieuw in met ‘ontbrekende partijen aanmaken’.`,
  );
}

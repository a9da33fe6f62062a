import {
  apportionSeats,
  shareTenths,
  turnoutTenthsFromCounts,
  type EmlType,
  type Tenths,
} from '@zetelpoule/shared';
import type { MunicipalityCount, VoteCount } from './eml-reader';
import type { ReadFiles } from './eml-sources';
import { ImportError } from './import-error';

/*
 * From what the Kiesraad's files say to what the app stores (issue 11), without a database:
 * the service loads the election, calls planImport and writes what the plan says. Every rule
 * of the issue lives here: seats from the 520 and from the votes, turnout, biggest party,
 * matching lists by number and municipalities by CBS code, and each warning.
 */

/** The documents of one import, merged: one election, at most one 520 and one 510d. */
export interface CombinedFiles {
  electionIdentifier: string;
  files: { name: string; eml_type: EmlType }[];
  seats520: Map<number, { name: string; seats: number }> | null;
  national: VoteCount | null;
  /** By the four digits of the CBS code. */
  municipalities: Map<string, MunicipalityCount>;
  warnings: string[];
}

export function combineDocuments(read: ReadFiles): CombinedFiles {
  const identifiers = [...new Set(read.documents.map((d) => d.document.electionIdentifier))];
  if (identifiers.length > 1) {
    throw new ImportError(
      `De bestanden horen bij verschillende verkiezingen (${identifiers.join(', ')}); lees ze apart in.`,
    );
  }
  const combined: CombinedFiles = {
    electionIdentifier: identifiers[0]!,
    files: read.documents.map((d) => ({ name: d.name, eml_type: d.document.type })),
    seats520: null,
    national: null,
    municipalities: new Map(),
    warnings: [],
  };
  // A kieskring's 510c is checked by its hoofdstembureau, a 510b is the municipality's own
  // count: when both are there, the 510c counts.
  const sourceOf = new Map<string, '510b' | '510c'>();
  const doubled: string[] = [];
  for (const { name, document } of read.documents) {
    switch (document.type) {
      case '520':
        if (combined.seats520) throw new ImportError(`Er is meer dan één 520-bestand (${name}).`);
        combined.seats520 = document.seats;
        break;
      case '510d':
        if (combined.national) throw new ImportError(`Er is meer dan één 510d-bestand (${name}).`);
        combined.national = document.national;
        break;
      default:
        for (const count of document.municipalities) {
          const earlier = sourceOf.get(count.cbsCode);
          if (earlier) {
            doubled.push(count.name);
            if (earlier === '510c' || document.type === '510b') continue;
          }
          sourceOf.set(count.cbsCode, document.type);
          combined.municipalities.set(count.cbsCode, count);
        }
    }
  }
  if (doubled.length > 0) {
    combined.warnings.push(
      `Dubbele gegevens voor ${listNames(doubled)}; de telling van de kieskring (510c) is gebruikt.`,
    );
  }
  if (read.skipped.size > 0) {
    const parts = [...read.skipped].map(([type, n]) =>
      type === 'ander'
        ? `${n} ${n === 1 ? 'ander bestand' : 'andere bestanden'}`
        : `${n} van type ${type}`,
    );
    combined.warnings.push(
      `Overgeslagen: ${joinDutch(parts)} (alleen EML 510b, 510c, 510d en 520 worden gelezen).`,
    );
  }
  return combined;
}

export interface PlanContext {
  seatCount: number;
  /** The election's parties. */
  parties: { id: number; name: string; list_number: number }[];
  /** Every municipality of the app, by CBS code (GM0363). */
  municipalitiesByCode: Map<string, { id: number; name: string }>;
  /** The election's played municipalities. */
  played: { id: number; name: string }[];
  createMissingParties: boolean;
}

export interface PlannedSeatRow {
  list_number: number;
  name: string;
  votes: number | null;
  seats: number | null;
  seats_from_votes: number | null;
}

export interface PlannedMunicipality {
  municipalityId: number;
  code: string;
  name: string;
  eligible: number;
  votesCast: number;
  turnoutTenths: Tenths | null;
  biggestListNumber: number | null;
  biggestShareTenths: Tenths | null;
}

export interface ImportPlan {
  seatRows: PlannedSeatRow[];
  /** Seats per list number to store, or null to leave the seat result as it is. */
  seatsToWrite: Map<number, number> | null;
  /** List numbers in the files that the election has no party for (created on apply). */
  missingLists: { listNumber: number; name: string }[];
  countryTurnoutTenths: Tenths | null;
  /** Played municipalities with data, by name. */
  municipalities: PlannedMunicipality[];
  warnings: string[];
}

export function planImport(files: CombinedFiles, context: PlanContext): ImportPlan {
  const warnings = [...files.warnings];
  const partyByList = new Map(context.parties.map((p) => [p.list_number, p]));

  /* Lists: every list any file names, matched by list number. */
  const fileNames = new Map<number, string>();
  const nameList = (lists: Iterable<[number, { name: string }]>) => {
    for (const [listNumber, { name }] of lists) {
      if (name && !fileNames.has(listNumber)) fileNames.set(listNumber, name);
      else if (!fileNames.has(listNumber)) fileNames.set(listNumber, '');
    }
  };
  if (files.seats520) nameList(files.seats520);
  if (files.national) nameList(files.national.lists);
  for (const count of files.municipalities.values()) nameList(count.lists);

  const missingLists: ImportPlan['missingLists'] = [];
  for (const [listNumber, name] of [...fileNames].sort(([a], [b]) => a - b)) {
    const party = partyByList.get(listNumber);
    if (!party) {
      missingLists.push({ listNumber, name: name || `Lijst ${listNumber}` });
    } else if (name && !namesMatch(party.name, name)) {
      warnings.push(`Lijst ${listNumber} heet in de bestanden ‘${name}’, hier ‘${party.name}’.`);
    }
  }
  if (missingLists.length > 0 && !context.createMissingParties) {
    throw new ImportError(
      `Deze verkiezing heeft geen partij met lijstnummer ${joinDutch(
        missingLists.map((l) => `${l.listNumber} (${l.name})`),
      )}. Voeg ze toe, of lees opnieuw in met ‘ontbrekende partijen aanmaken’.`,
    );
  }
  if (missingLists.length > 0) {
    warnings.push(
      `${missingLists.length === 1 ? 'Eén partij wordt' : `${missingLists.length} partijen worden`} aangemaakt: ${joinDutch(
        missingLists.map((l) => `${l.listNumber} ${l.name}`),
      )}. Kies daarna hun kleur.`,
    );
  }

  /* Seats: the 520's, and always the Kieswet's from the 510d's votes. */
  const allLists = [...new Set([...fileNames.keys(), ...partyByList.keys()])].sort((a, b) => a - b);
  let fromVotes: Map<number, number> | null = null;
  if (files.national) {
    const national = files.national;
    const apportionment = apportionSeats(
      allLists.map((listNumber) => ({
        key: listNumber,
        votes: national.lists.get(listNumber)?.votes ?? 0,
      })),
      context.seatCount,
    );
    fromVotes = apportionment.seats;
    if (apportionment.tie) {
      const tie = apportionment.tie;
      warnings.push(
        `Gelijke gemiddelden bij de restzetels: lijsten ${joinDutch(tie.contenders.map(String))} dingen naar ${tie.seats} ${tie.seats === 1 ? 'zetel' : 'zetels'}. De Kieswet (P 8) laat loten; de berekening gaf ze aan ${joinDutch(tie.givenTo.map(String))}.`,
      );
    }
    if (apportionment.unassignedSeats > 0) {
      warnings.push(
        `${apportionment.unassignedSeats} zetels konden uit de stemmen niet worden verdeeld: geen lijst haalde de kiesdeler.`,
      );
    }
  }
  const seatRows: PlannedSeatRow[] = allLists.map((listNumber) => ({
    list_number: listNumber,
    name: fileNames.get(listNumber) || partyByList.get(listNumber)?.name || `Lijst ${listNumber}`,
    votes: files.national ? (files.national.lists.get(listNumber)?.votes ?? 0) : null,
    seats: files.seats520 ? (files.seats520.get(listNumber)?.seats ?? 0) : null,
    seats_from_votes: fromVotes ? (fromVotes.get(listNumber) ?? 0) : null,
  }));
  for (const row of seatRows) {
    if (row.seats !== null && row.seats_from_votes !== null && row.seats !== row.seats_from_votes) {
      warnings.push(
        `Lijst ${row.list_number} (${row.name}): ${row.seats} zetels volgens het 520-bestand, ${row.seats_from_votes} volgens de stemmen.`,
      );
    }
  }

  let seatsToWrite: Map<number, number> | null = null;
  if (files.seats520) {
    const total = [...files.seats520.values()].reduce((sum, l) => sum + l.seats, 0);
    if (total > context.seatCount) {
      throw new ImportError(
        `Het 520-bestand verdeelt ${total} zetels; deze verkiezing heeft er ${context.seatCount}.`,
      );
    }
    if (total < context.seatCount) {
      warnings.push(
        `Het 520-bestand verdeelt ${total} zetels; deze verkiezing heeft er ${context.seatCount}.`,
      );
    }
    seatsToWrite = new Map(seatRows.map((row) => [row.list_number, row.seats ?? 0]));
  } else if (fromVotes) {
    warnings.push('Er is geen 520-bestand: de zetels worden uit de stemmen (510d) berekend.');
    seatsToWrite = new Map(fromVotes);
  } else {
    warnings.push('Er is geen 520- of 510d-bestand: de zeteluitslag blijft zoals hij is.');
  }
  if (seatsToWrite) {
    const absent = context.parties.filter((p) => !fileNames.has(p.list_number));
    if (absent.length > 0) {
      warnings.push(
        `Niet in de bestanden, dus 0 zetels: ${joinDutch(absent.map((p) => `lijst ${p.list_number} (${p.name})`))}.`,
      );
    }
  }

  /* National turnout (510d). */
  let countryTurnoutTenths: Tenths | null = null;
  if (files.national) {
    const national = files.national;
    const turnout = turnoutTenthsFromCounts(votesCast(national), national.eligible);
    if (turnout === null) {
      warnings.push('Het 510d-bestand noemt 0 kiesgerechtigden: geen landelijke opkomst.');
    } else {
      countryTurnoutTenths = turnout.tenths;
      if (turnout.isCapped) {
        warnings.push(
          `De landelijke opkomst komt uit op ${percent(turnout.uncappedTenths)}; opgeslagen als 100,0%.`,
        );
      }
    }
  } else {
    warnings.push('Er is geen 510d-bestand: de landelijke opkomst blijft zoals hij is.');
  }

  /* Municipalities (510b, 510c). */
  const played = new Map(context.played.map((m) => [m.id, m]));
  const unknown: string[] = [];
  const noEligible: string[] = [];
  const capped: string[] = [];
  const ties: string[] = [];
  const municipalities: PlannedMunicipality[] = [];
  for (const count of files.municipalities.values()) {
    const code = `GM${count.cbsCode}`;
    const app = context.municipalitiesByCode.get(code);
    if (!app) unknown.push(`${count.name} (${code})`);
    const turnout = turnoutTenthsFromCounts(votesCast(count), count.eligible);
    if (turnout === null) noEligible.push(count.name);
    else if (turnout.isCapped) capped.push(`${count.name} (${percent(turnout.uncappedTenths)})`);
    if (!app || !played.has(app.id)) continue;

    const biggest = biggestList(count);
    if (biggest.tied.length > 1) {
      ties.push(`${app.name} (lijsten ${joinDutch(biggest.tied.map(String))})`);
    }
    const winner = biggest.tied.length === 1 ? biggest.tied[0]! : null;
    municipalities.push({
      municipalityId: app.id,
      code,
      name: app.name,
      eligible: count.eligible,
      votesCast: votesCast(count),
      turnoutTenths: turnout?.tenths ?? null,
      biggestListNumber: winner,
      biggestShareTenths: winner === null ? null : shareTenths(biggest.votes, count.valid),
    });
  }
  municipalities.sort((a, b) => a.name.localeCompare(b.name, 'nl'));

  if (noEligible.length > 0) {
    warnings.push(
      `${noEligible.length} ${noEligible.length === 1 ? 'gemeente heeft' : 'gemeenten hebben'} in de bestanden 0 kiesgerechtigden (Cast), dus geen opkomst: ${listNames(noEligible)}.`,
    );
  }
  if (capped.length > 0) {
    warnings.push(
      `Opkomst boven 100% (kiezers met een kiezerspas), opgeslagen als 100,0%: ${listNames(capped)}.`,
    );
  }
  if (unknown.length > 0) {
    warnings.push(
      `${unknown.length} ${unknown.length === 1 ? 'gemeente' : 'gemeenten'} uit de bestanden ${unknown.length === 1 ? 'bestaat' : 'bestaan'} hier niet (meestal sindsdien samengevoegd) en ${unknown.length === 1 ? 'wordt' : 'worden'} overgeslagen: ${listNames(unknown)}.`,
    );
  }
  if (ties.length > 0) {
    warnings.push(
      `Gelijke stemmen voor de grootste partij, dus geen grootste partij opgeslagen in: ${listNames(ties)}.`,
    );
  }
  const withData = new Set(municipalities.map((m) => m.municipalityId));
  const withoutData = context.played.filter((m) => !withData.has(m.id));
  if (withoutData.length > 0) {
    warnings.push(
      `Geen gegevens in de bestanden voor ${withoutData.length === 1 ? 'gespeelde gemeente' : `${withoutData.length} gespeelde gemeenten`} ${listNames(withoutData.map((m) => m.name))}; hun uitslag blijft zoals hij is.`,
    );
  }

  return { seatRows, seatsToWrite, missingLists, countryTurnoutTenths, municipalities, warnings };
}

/** Valid + blank + invalid: every ballot that counts towards turnout. */
function votesCast(count: VoteCount): number {
  return count.valid + count.blank + count.invalid;
}

/** The list(s) with the most valid votes; none when nobody voted. */
function biggestList(count: VoteCount): { tied: number[]; votes: number } {
  let most = 0;
  let tied: number[] = [];
  for (const [listNumber, { votes }] of count.lists) {
    if (votes > most) {
      most = votes;
      tied = [listNumber];
    } else if (votes === most && votes > 0) {
      tied.push(listNumber);
    }
  }
  return { tied: tied.sort((a, b) => a - b), votes: most };
}

/**
 * Whether the app's name and the ballot's name are the same party: equal after dropping case,
 * accents and punctuation, or equal to the part before or inside the parentheses, so PVV
 * matches ‘PVV (Partij voor de Vrijheid)’ and PvdA ‘Partij van de Arbeid (P.v.d.A.)’.
 */
export function namesMatch(appName: string, fileName: string): boolean {
  const app = normalise(appName);
  const paren = /^(.*?)\(([^)]*)\)\s*$/.exec(fileName);
  const forms = [fileName, ...(paren ? [paren[1]!, paren[2]!] : [])].map(normalise);
  return app.length > 0 && forms.includes(app);
}

function normalise(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** 1012 → "101,2%". */
function percent(tenths: Tenths): string {
  return `${Math.floor(tenths / 10)},${tenths % 10}%`;
}

/** At most 20 names, then "en 12 andere". */
function listNames(names: readonly string[]): string {
  const shown = names.slice(0, 20);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} en ${more} andere` : joinDutch(shown);
}

function joinDutch(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} en ${parts[parts.length - 1]}`;
}

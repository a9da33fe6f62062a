import {
  apportionSeats,
  shareTenths,
  turnoutTenthsFromCounts,
  type ApportionOptions,
  type Apportionment,
  type ResultsImportPartyMap,
  type Tenths,
} from '@zetelpoule/shared';
import type { VoteCount } from './eml-reader';
import { ImportError } from './import-error';
import type { CombinedFiles } from './results-import.combine';
import {
  fileLists,
  refuseUnmatched,
  resolveParties,
  type PartyResolution,
} from './results-import.parties';
import { joinDutch, listNames, percent } from './results-import.text';

/*
 * From what the Kiesraad's files say to what the app stores, without a database:
 * the service loads the election, calls planImport (TK) or planStatenImport (PS,
 * results-import.plan-ps.ts) and writes what the plan says. Seats from the 520 and from the
 * votes, turnout, biggest party, lists matched to parties by name (results-import.parties.ts),
 * municipalities by CBS code, and each warning.
 */

export interface PlanContext {
  seatCount: number;
  /** The election's seat rule (seatRuleFor its category). */
  seatRule: ApportionOptions;
  /** The election's parties. */
  parties: { id: number; name: string; list_number: number }[];
  /** Every municipality of the app, by CBS code (GM0363). */
  municipalitiesByCode: Map<string, { id: number; name: string }>;
  /** The election's played municipalities. */
  played: { id: number; name: string }[];
  createMissingParties: boolean;
  partyMap: ResultsImportPartyMap;
  /** A dry run lists names without a party; applying refuses them. */
  dryRun: boolean;
}

export interface PlannedSeatRow {
  /** The list number in the files; a party the files do not name shows its own. */
  list_number: number;
  name: string;
  /** The files' list; null for a party of the election they do not name. */
  fileListNumber: number | null;
  /** The election's party, when it exists already. */
  partyId: number | null;
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
  /** The files' list number of the biggest list. */
  biggestListNumber: number | null;
  biggestShareTenths: Tenths | null;
}

export interface ImportPlan {
  resolution: PartyResolution;
  seatRows: PlannedSeatRow[];
  /** Seats per list number of the files, or null to leave the seat result as it is. */
  seatsToWrite: Map<number, number> | null;
  countryTurnoutTenths: Tenths | null;
  /** Played municipalities with data, by name. */
  municipalities: PlannedMunicipality[];
  warnings: string[];
}

/** Every list the files name, by list number. */
export function listsOfFiles(files: CombinedFiles) {
  const sources: [number, { name: string } | string][] = [...files.listNames];
  if (files.seats520) sources.push(...files.seats520);
  if (files.national) sources.push(...files.national.lists);
  for (const count of files.municipalities.values()) sources.push(...count.lists);
  return fileLists(sources);
}

export function planImport(files: CombinedFiles, context: PlanContext): ImportPlan {
  const resolution = resolveParties(
    listsOfFiles(files),
    context.parties,
    context.partyMap,
    context.createMissingParties,
  );
  if (!context.dryRun) refuseUnmatched(resolution);
  const warnings = [...files.warnings, ...resolution.warnings];
  warnCreated(resolution, warnings);
  if (files.seatCount110a !== null && files.seatCount110a !== context.seatCount) {
    warnings.push(
      `Volgens het 110a-bestand zijn er ${files.seatCount110a} zetels; deze verkiezing heeft er ${context.seatCount}.`,
    );
  }

  /* Seats: the 520's, and always the Kieswet's from the 510d's votes. */
  const listNumbers = resolution.lists.map((l) => l.listNumber);
  let fromVotes: Map<number, number> | null = null;
  if (files.national) {
    const national = files.national;
    const apportionment = apportionSeats(
      listNumbers.map((n) => ({ key: n, votes: national.lists.get(n)?.votes ?? 0 })),
      context.seatCount,
      context.seatRule,
    );
    fromVotes = apportionment.seats;
    warnApportionment(apportionment, warnings);
  }
  const seatRows: PlannedSeatRow[] = resolution.lists.map((list) => ({
    list_number: list.listNumber,
    name: list.name,
    fileListNumber: list.listNumber,
    partyId: list.partyId,
    votes: files.national ? (files.national.lists.get(list.listNumber)?.votes ?? 0) : null,
    seats: files.seats520 ? (files.seats520.get(list.listNumber)?.seats ?? 0) : null,
    seats_from_votes: fromVotes ? (fromVotes.get(list.listNumber) ?? 0) : null,
  }));
  for (const row of seatRows) {
    if (row.seats !== null && row.seats_from_votes !== null && row.seats !== row.seats_from_votes) {
      warnings.push(
        `Lijst ${row.list_number} (${row.name}): ${row.seats} zetels volgens het 520-bestand, ${row.seats_from_votes} volgens de stemmen.`,
      );
    }
  }
  const named = new Set(resolution.lists.flatMap((l) => (l.partyId === null ? [] : [l.partyId])));
  const absent = context.parties.filter((p) => !named.has(p.id));
  for (const party of absent) {
    seatRows.push({
      list_number: party.list_number,
      name: party.name,
      fileListNumber: null,
      partyId: party.id,
      votes: files.national ? 0 : null,
      seats: files.seats520 ? 0 : null,
      seats_from_votes: fromVotes ? 0 : null,
    });
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
    seatsToWrite = new Map(listNumbers.map((n) => [n, files.seats520!.get(n)?.seats ?? 0]));
  } else if (fromVotes) {
    warnings.push('Er is geen 520-bestand: de zetels worden uit de stemmen (510d) berekend.');
    seatsToWrite = new Map(fromVotes);
  } else {
    warnings.push('Er is geen 520- of 510d-bestand: de zeteluitslag blijft zoals hij is.');
  }
  if (seatsToWrite && absent.length > 0) {
    warnings.push(
      `Niet in de bestanden, dus 0 zetels: ${joinDutch(absent.map((p) => `${p.name} (lijst ${p.list_number} hier)`))}.`,
    );
  }

  /* National turnout (510d). */
  let countryTurnoutTenths: Tenths | null = null;
  if (files.national) {
    countryTurnoutTenths = turnoutOf(files.national, 'landelijke opkomst', warnings);
  } else {
    warnings.push('Er is geen 510d-bestand: de landelijke opkomst blijft zoals hij is.');
  }

  const municipalities = planMunicipalities(files, context, warnings);
  return { resolution, seatRows, seatsToWrite, countryTurnoutTenths, municipalities, warnings };
}

/**
 * The turnout of a 510d's total, with a warning when it cannot be told or is capped. `label`:
 * ‘landelijke opkomst’, ‘opkomst van Drenthe’.
 */
export function turnoutOf(count: VoteCount, label: string, warnings: string[]): Tenths | null {
  const turnout = turnoutTenthsFromCounts(votesCast(count), count.eligible);
  if (turnout === null) {
    warnings.push(`Het 510d-bestand noemt 0 kiesgerechtigden: geen ${label}.`);
    return null;
  }
  if (turnout.isCapped) {
    warnings.push(
      `De ${label} komt uit op ${percent(turnout.uncappedTenths)}; opgeslagen als 100,0%.`,
    );
  }
  return turnout.tenths;
}

export function warnCreated(resolution: PartyResolution, warnings: string[]): void {
  const created = resolution.lists.filter((l) => l.match === 'created');
  if (created.length === 0) return;
  warnings.push(
    `${created.length === 1 ? 'Eén partij wordt' : `${created.length} partijen worden`} aangemaakt: ${joinDutch(
      created.map((l) => `${l.listNumber} ${l.name}`),
    )}. Kies daarna hun kleur.`,
  );
}

export function warnApportionment(apportionment: Apportionment<number>, warnings: string[]) {
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

/** Turnout and biggest list of the played municipalities the files count (510b, 510c). */
function planMunicipalities(
  files: CombinedFiles,
  context: PlanContext,
  warnings: string[],
): PlannedMunicipality[] {
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
    municipalities.push({
      municipalityId: app.id,
      code,
      name: app.name,
      eligible: count.eligible,
      votesCast: votesCast(count),
      turnoutTenths: turnout?.tenths ?? null,
      biggestListNumber: biggest.winner,
      biggestShareTenths: biggest.shareTenths,
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
  return municipalities;
}

/** Valid + blank + invalid: every ballot that counts towards turnout. */
export function votesCast(count: VoteCount): number {
  return count.valid + count.blank + count.invalid;
}

/** The list(s) with the most valid votes (none when nobody voted), and the winner's share. */
export function biggestList(count: VoteCount): {
  tied: number[];
  winner: number | null;
  shareTenths: Tenths | null;
} {
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
  tied.sort((a, b) => a - b);
  const winner = tied.length === 1 ? tied[0]! : null;
  return { tied, winner, shareTenths: winner === null ? null : shareTenths(most, count.valid) };
}

import { apportionSeats, seatRuleFor, type ResultsImportPartyMap } from '@zetelpoule/shared';
import { ImportError } from './import-error';
import type { CombinedFiles } from './results-import.combine';
import { refuseUnmatched, resolveParties, type PartyResolution } from './results-import.parties';
import {
  biggestList,
  listsOfFiles,
  turnoutOf,
  votesCast,
  warnApportionment,
  warnCreated,
  type PlannedMunicipality,
} from './results-import.plan';
import { joinDutch, listNames } from './results-import.text';

/*
 * A Provinciale Staten import: one province's files (510d, 520, 110a, 230b) in, that
 * province's Staten seats, turnout and biggest party out. The Eerste Kamer the Staten elect is
 * worked out from every province's Staten seats by the staten module, not here.
 */

export interface StatenPlanContext {
  /** The province read in: one of the election's played regions. */
  region: { id: number; code: string; name: string; memberCount: number | null };
  parties: { id: number; name: string; list_number: number }[];
  createMissingParties: boolean;
  partyMap: ResultsImportPartyMap;
  dryRun: boolean;
}

export interface StatenSeatRow {
  listNumber: number;
  name: string;
  partyId: number | null;
  votes: number | null;
  seatsFromVotes: number | null;
  seats520: number | null;
}

export interface StatenPlan {
  resolution: PartyResolution;
  /** The Staten seats the votes are divided over; null when neither 110a nor store knows. */
  seatCount: number | null;
  rows: StatenSeatRow[];
  /** Seats per list number of the files, or null to leave the province's seats as they are. */
  seatsToWrite: Map<number, number> | null;
  /** The province's turnout and biggest list, when there is a 510d. */
  municipalities: PlannedMunicipality[];
  warnings: string[];
}

export function planStatenImport(files: CombinedFiles, context: StatenPlanContext): StatenPlan {
  const { region } = context;
  const resolution = resolveParties(
    listsOfFiles(files),
    context.parties,
    context.partyMap,
    context.createMissingParties,
  );
  if (!context.dryRun) refuseUnmatched(resolution);
  const warnings = [...files.warnings, ...resolution.warnings];
  warnCreated(resolution, warnings);

  const seatCount = files.seatCount110a ?? region.memberCount;
  if (
    files.seatCount110a !== null &&
    region.memberCount !== null &&
    files.seatCount110a !== region.memberCount
  ) {
    warnings.push(
      `Volgens het 110a-bestand heeft ${region.name} ${files.seatCount110a} Statenzetels; hier staan er ${region.memberCount}.`,
    );
  }
  if (seatCount === null && (files.national || files.seats520)) {
    throw new ImportError(
      `Het aantal Statenzetels van ${region.name} is niet bekend: voeg de Verkiezingsdefinitie (110a) toe of vul het aantal in bij de provincie.`,
    );
  }

  /* Seats: from the votes by the rule for the Staten, and the 520's when there is one. */
  const listNumbers = resolution.lists.map((l) => l.listNumber);
  let fromVotes: Map<number, number> | null = null;
  if (files.national && seatCount !== null) {
    const votes = files.national.lists;
    // Every list takes part in the remaining seats (seatRuleFor, packages/shared).
    const apportionment = apportionSeats(
      listNumbers.map((n) => ({ key: n, votes: votes.get(n)?.votes ?? 0 })),
      seatCount,
      seatRuleFor('PS'),
    );
    fromVotes = apportionment.seats;
    warnApportionment(apportionment, warnings);
  }
  const rows: StatenSeatRow[] = resolution.lists.map((list) => ({
    listNumber: list.listNumber,
    name: list.name,
    partyId: list.partyId,
    votes: files.national ? (files.national.lists.get(list.listNumber)?.votes ?? 0) : null,
    seatsFromVotes: fromVotes ? (fromVotes.get(list.listNumber) ?? 0) : null,
    seats520: files.seats520 ? (files.seats520.get(list.listNumber)?.seats ?? 0) : null,
  }));
  for (const row of rows) {
    if (
      row.seats520 !== null &&
      row.seatsFromVotes !== null &&
      row.seats520 !== row.seatsFromVotes
    ) {
      warnings.push(
        `Lijst ${row.listNumber} (${row.name}): ${row.seats520} zetels volgens het 520-bestand, ${row.seatsFromVotes} volgens de stemmen.`,
      );
    }
  }

  let seatsToWrite: Map<number, number> | null = null;
  if (files.seats520 && seatCount !== null) {
    // The 520 is the central stembureau's own allocation: what is written (decision 029).
    const total = [...files.seats520.values()].reduce((sum, l) => sum + l.seats, 0);
    if (total !== seatCount) {
      throw new ImportError(
        `Het 520-bestand verdeelt ${total} Statenzetels; ${region.name} heeft er ${seatCount}.`,
      );
    }
    seatsToWrite = new Map(listNumbers.map((n) => [n, files.seats520!.get(n)?.seats ?? 0]));
  } else if (fromVotes) {
    warnings.push('Er is geen 520-bestand: de Statenzetels worden uit de stemmen (510d) berekend.');
    seatsToWrite = new Map(fromVotes);
  } else {
    warnings.push(
      `Er is geen 520- of 510d-bestand: de Statenzetels van ${region.name} blijven zoals ze zijn.`,
    );
  }

  /* The province's turnout and biggest list (510d). */
  const municipalities: PlannedMunicipality[] = [];
  if (files.national) {
    const total = files.national;
    const biggest = biggestList(total);
    if (biggest.tied.length > 1) {
      warnings.push(
        `Gelijke stemmen voor de grootste partij (lijsten ${joinDutch(biggest.tied.map(String))}), dus geen grootste partij opgeslagen.`,
      );
    }
    municipalities.push({
      municipalityId: region.id,
      code: region.code,
      name: region.name,
      eligible: total.eligible,
      votesCast: votesCast(total),
      turnoutTenths: turnoutOf(total, `opkomst van ${region.name}`, warnings),
      biggestListNumber: biggest.winner,
      biggestShareTenths: biggest.shareTenths,
    });
  } else {
    warnings.push(
      `Er is geen 510d-bestand: de opkomst en grootste partij van ${region.name} blijven zoals ze zijn.`,
    );
  }
  if (files.municipalities.size > 0) {
    warnings.push(
      `Tellingen per gemeente worden bij Provinciale Staten niet opgeslagen, alleen de totalen van de provincie (510d): ${listNames([...files.municipalities.values()].map((m) => m.name))}.`,
    );
  }
  return { resolution, seatCount, rows, seatsToWrite, municipalities, warnings };
}

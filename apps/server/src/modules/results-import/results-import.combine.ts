import type { EmlType } from '@zetelpoule/shared';
import type { EmlElection, MunicipalityCount, VoteCount } from './eml-reader';
import type { ReadFiles } from './eml-sources';
import { ImportError } from './import-error';
import { joinDutch, listNames } from './results-import.text';

/** The documents of one import, merged: one election, at most one 520 and one 510d. */
export interface CombinedFiles {
  /** The files' election; fields one document leaves out are taken from another. */
  election: EmlElection;
  files: { name: string; eml_type: EmlType }[];
  seats520: Map<number, { name: string; seats: number }> | null;
  /** The 510d's TotalVotes: the country (TK) or the province (PS). */
  national: VoteCount | null;
  /** By the four digits of the CBS code. */
  municipalities: Map<string, MunicipalityCount>;
  /** kr:NumberOfSeats of the 110a; null without one. */
  seatCount110a: number | null;
  /** Every list's name by number, from the 230b (the counts name them too). */
  listNames: Map<number, string>;
  warnings: string[];
}

export function combineDocuments(read: ReadFiles): CombinedFiles {
  const identifiers = [...new Set(read.documents.map((d) => d.document.election.identifier))];
  if (identifiers.length > 1) {
    throw new ImportError(
      `De bestanden horen bij verschillende verkiezingen (${identifiers.join(', ')}); lees ze apart in.`,
    );
  }
  const election: EmlElection = { ...read.documents[0]!.document.election };
  for (const { document } of read.documents) {
    election.category ??= document.election.category;
    election.domain ??= document.election.domain;
    election.date ??= document.election.date;
    election.name ??= document.election.name;
  }
  const combined: CombinedFiles = {
    election,
    files: read.documents.map((d) => ({ name: d.name, eml_type: d.document.type })),
    seats520: null,
    national: null,
    municipalities: new Map(),
    seatCount110a: null,
    listNames: new Map(),
    warnings: [],
  };
  // A kieskring's 510c is checked by its hoofdstembureau, a 510b is the municipality's own
  // count: when both are there, the 510c counts.
  const sourceOf = new Map<string, '510b' | '510c'>();
  const doubled: string[] = [];
  for (const { name, document } of read.documents) {
    switch (document.type) {
      case '110a':
        if (combined.seatCount110a !== null && combined.seatCount110a !== document.seatCount) {
          throw new ImportError(
            `Er is meer dan één 110a-bestand, met verschillende zetelaantallen (${name}).`,
          );
        }
        combined.seatCount110a = document.seatCount;
        break;
      case '230b':
        for (const [listNumber, listName] of document.lists) {
          if (!combined.listNames.has(listNumber)) combined.listNames.set(listNumber, listName);
        }
        break;
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
  if (!combined.seats520 && !combined.national && combined.municipalities.size === 0) {
    throw new ImportError(
      'In de bestanden staat geen telling of uitslag (EML 510b, 510c, 510d of 520): er is niets om in te lezen.',
    );
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
      `Overgeslagen: ${joinDutch(parts)} (alleen EML 110a, 230b, 510b, 510c, 510d en 520 worden gelezen).`,
    );
  }
  return combined;
}

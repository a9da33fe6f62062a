import { amsterdamDay, partyNameKey, type ElectionCategory } from '@zetelpoule/shared';
import type { EmlElection } from './eml-reader';
import { ImportError } from './import-error';

/*
 * Decision 029: the files must be of the election they are read into. A TK2021 zip read into an
 * election holding the TK2025 lists would otherwise put 2021's numbers on 2025's parties. The
 * category and the year must fit, and for Provinciale Staten the province (kr:ElectionDomain,
 * else the identifier's tail: PS2023_Drenthe).
 */

export interface TargetElection {
  category: ElectionCategory;
  electionDate: Date;
  /** PS: the province the admin reads in. */
  region: { name: string } | null;
}

/** What the files call each category, for the message. */
const FILE_CATEGORY: Record<string, string> = {
  TK: 'Tweede Kamer',
  EK: 'Eerste Kamer',
  PS: 'Provinciale Staten',
  EP: 'Europees Parlement',
  GR: 'gemeenteraad',
  AB: 'waterschap',
  ER: 'eilandsraad',
  BC: 'bestuurscommissie',
  GC: 'gebiedscommissie',
};

const TARGET_CATEGORY: Record<ElectionCategory, string> = {
  TK: 'een Tweede Kamerverkiezing',
  PS: 'een Provinciale Statenverkiezing',
  EP: 'een Europese Parlementsverkiezing',
};

/** Official names that fold to something else than the app's name. */
const PROVINCE_ALIASES: Record<string, string> = { friesland: 'fryslan' };

/** Throws ImportError (400) when the files are not of the target election. */
export function checkElection(file: EmlElection, target: TargetElection, fileCount: number): void {
  const subject = fileCount === 1 ? 'Dit bestand hoort' : 'Deze bestanden horen';
  const category = file.category?.trim().toUpperCase() ?? null;
  const year = fileYear(file);
  const targetYear = Number(amsterdamDay(target.electionDate).slice(0, 4));
  const targetText = `${TARGET_CATEGORY[target.category]} ${targetYear}`;
  if (category === null || year === null) {
    throw new ImportError(
      `${subject} bij ${file.identifier}, maar ${fileCount === 1 ? 'het noemt' : 'ze noemen'} geen soort verkiezing of datum; deze verkiezing is ${targetText}.`,
    );
  }
  if (category !== target.category || year !== targetYear) {
    const label = FILE_CATEGORY[category] ?? category;
    throw new ImportError(
      `${subject} bij ${file.identifier} (${label}), maar deze verkiezing is ${targetText}.`,
    );
  }
  if (target.category === 'PS' && target.region) {
    const domain = file.domain ?? /_(.+)$/.exec(file.identifier)?.[1]?.replaceAll('_', ' ') ?? null;
    const subjectIs = fileCount === 1 ? 'Dit bestand is' : 'Deze bestanden zijn';
    if (domain === null) {
      throw new ImportError(
        `${subjectIs} van ${file.identifier} en ${fileCount === 1 ? 'noemt' : 'noemen'} geen provincie, maar je leest de uitslag van ${target.region.name} in.`,
      );
    }
    if (provinceKey(domain) !== provinceKey(target.region.name)) {
      throw new ImportError(
        `${subjectIs} van ${domain}, maar je leest de uitslag van ${target.region.name} in.`,
      );
    }
  }
}

/** kr:ElectionDate's year, else the four digits of the identifier (TK2021). */
function fileYear(file: EmlElection): number | null {
  const date = /^(\d{4})-\d{2}-\d{2}$/.exec(file.date ?? '');
  const digits = date?.[1] ?? /(\d{4})/.exec(file.identifier)?.[1];
  return digits === undefined ? null : Number(digits);
}

function provinceKey(name: string): string {
  const key = partyNameKey(name);
  return PROVINCE_ALIASES[key] ?? key;
}

import { SaxesParser, type SaxesTagNS } from 'saxes';
import { EmlCollector } from './eml-collector';
import { ImportError } from './import-error';

/*
 * A streaming reader of the Kiesraad's EML_NL files: bytes in, the few numbers the app needs out
 * (the election, the seat count, the lists, the votes and turnout per region, the seats of a
 * 520). saxes never reads a DTD or expands entities, and a document that declares a DOCTYPE is
 * refused before the parser sees it (no XXE, no entity bombs). Text between two tags is capped
 * (MAX_GAP_CHARS), so memory stays bounded whatever the file holds (decision 029).
 */

export { EML_NAMESPACE } from './eml-collector';

/** Characters between two tags; EML's longest text is a name of a few dozen. */
const MAX_GAP_CHARS = 1024 * 1024;
/** Characters before the root element starts (a BOM, an XML declaration, a comment). */
const MAX_PROLOG_CHARS = 64 * 1024;
/** saxes is fed at most this many characters at a time, so the gap check runs often. */
const SLICE_CHARS = 64 * 1024;

export interface ListVotes {
  name: string;
  votes: number;
}

export interface VoteCount {
  /** `Cast`: the eligible voters. */
  eligible: number;
  /** `TotalCounted`: valid votes, the sum of the lists' votes. */
  valid: number;
  invalid: number;
  blank: number;
  /** By list number (`AffiliationIdentifier Id`). */
  lists: Map<number, ListVotes>;
}

export interface MunicipalityCount extends VoteCount {
  /** The four digits of the CBS code, e.g. 0363 for GM0363. */
  cbsCode: string;
  name: string;
}

/** The election a document belongs to, as its ElectionIdentifier says. */
export interface EmlElection {
  /** The Id: TK2021, PS2023_Drenthe. */
  identifier: string;
  /** ElectionCategory: TK, PS, EP, GR, …; null when the file leaves it out. */
  category: string | null;
  /** kr:ElectionDomain: the province of a PS election (‘Drenthe’); ‘Nederland’ or none for TK. */
  domain: string | null;
  /** kr:ElectionDate, YYYY-MM-DD. */
  date: string | null;
  name: string | null;
}

export type EmlDocument =
  | { type: '510b' | '510c'; election: EmlElection; municipalities: MunicipalityCount[] }
  /** `national`: the 510d's TotalVotes, the whole country or, for PS, the province. */
  | { type: '510d'; election: EmlElection; national: VoteCount }
  | {
      type: '520';
      election: EmlElection;
      /** Seats by list number; lists without a seat may be missing. */
      seats: Map<number, { name: string; seats: number }>;
    }
  | { type: '110a'; election: EmlElection; seatCount: number | null }
  /** The lists' names by list number. */
  | { type: '230b'; election: EmlElection; lists: Map<number, string> }
  /** A readable EML document of a type the import does not use (a candidate list, …). */
  | { type: 'other'; emlId: string };

/**
 * Parsing costs CPU per element, so a document and the whole import have a maximum (limits in
 * eml-sources.ts); `budget.elements` counts the import's elements so far.
 */
export interface ElementLimits {
  perFile: number;
  total: number;
  budget: { elements: number };
}

export interface ReadEmlOptions {
  /** Shown in every message. */
  fileName: string;
  elements?: ElementLimits;
  /**
   * Stop at the root element when the document is of a type the import does not use, and say
   * so, instead of refusing it: a published zip holds candidate lists and the election
   * definition beside the counts.
   */
  skipOtherTypes?: boolean;
}

/** Reads one EML document from a stream of bytes (UTF-8). Throws ImportError on bad input. */
export async function readEml(
  source: AsyncIterable<Uint8Array>,
  options: ReadEmlOptions,
): Promise<EmlDocument> {
  const collector = new EmlCollector(options);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lastTagAt = 0;
  let elements = 0;
  const limits = options.elements;

  parser.on('doctype', () => {
    throw collector.fail(
      'bevat een DTD (<!DOCTYPE>). Die worden om veiligheidsredenen niet gelezen.',
    );
  });
  parser.on('opentag', (tag) => {
    lastTagAt = parser.position;
    if (limits) {
      elements += 1;
      limits.budget.elements += 1;
      if (elements > limits.perFile) {
        throw collector.fail(
          `bevat meer dan ${limits.perFile.toLocaleString('nl-NL')} elementen; zo groot is geen EML-bestand van de Kiesraad.`,
        );
      }
      if (limits.budget.elements > limits.total) {
        throw new ImportError(
          `De bestanden bevatten samen meer dan ${limits.total.toLocaleString('nl-NL')} elementen; lees ze in delen in.`,
        );
      }
    }
    collector.open(tag as SaxesTagNS);
  });
  parser.on('closetag', (tag) => {
    lastTagAt = parser.position;
    collector.close(tag as SaxesTagNS);
  });
  parser.on('text', (text) => collector.text(text));
  parser.on('cdata', (text) => collector.text(text));
  parser.on('error', (err) => {
    throw collector.fail(`is geen geldige XML (regel:kolom ${err.message})`);
  });

  const feed = (text: string) => {
    for (let at = 0; at < text.length; at += SLICE_CHARS) {
      const slice = text.slice(at, at + SLICE_CHARS);
      // Refused before saxes buffers it: a DOCTYPE can only stand before the root element.
      if (!collector.hasRoot && /<!DOCTYPE/i.test(collector.prologTail + slice)) {
        throw collector.fail(
          'bevat een DTD (<!DOCTYPE>). Die worden om veiligheidsredenen niet gelezen.',
        );
      }
      if (!collector.hasRoot) collector.prologTail = slice.slice(-9);
      parser.write(slice);
      if (collector.isDone) return;
      if (!collector.hasRoot && parser.position > MAX_PROLOG_CHARS) {
        throw collector.fail('is geen EML-bestand.');
      }
      if (parser.position - lastTagAt > MAX_GAP_CHARS) {
        throw collector.fail('bevat een element of tekst die te groot is voor een EML-bestand.');
      }
    }
  };

  try {
    for await (const chunk of source) {
      feed(decoder.decode(chunk, { stream: true }));
      // Leaving the loop early closes the source: the rest of a skipped file is never read.
      if (collector.isDone) break;
    }
    if (!collector.isDone) {
      feed(decoder.decode());
      parser.close();
    }
  } catch (err) {
    if (err instanceof ImportError) throw err;
    if (err instanceof TypeError && /decode|encoded/i.test(err.message)) {
      throw collector.fail('is geen tekstbestand in UTF-8, dus geen EML.');
    }
    throw err;
  }
  return collector.result();
}

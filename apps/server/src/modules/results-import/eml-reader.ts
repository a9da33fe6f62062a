import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ImportError } from './import-error';

/*
 * A streaming reader of the Kiesraad's EML_NL files (issue 11): bytes in, the few numbers the
 * app needs out. saxes is a non-validating parser that never reads a DTD and never expands an
 * entity beyond the five XML ones and character references, so external entities (XXE) and
 * entity bombs cannot work; a document that declares a DOCTYPE at all is refused before the
 * parser sees it. saxes buffers a text node, comment or attribute whole before it reports it,
 * so the reader feeds it in slices and refuses a document with more than MAX_GAP_CHARS between
 * two tags: memory stays bounded whatever the file holds.
 *
 * What is read, per EML type (candidates' votes and everything else are skipped):
 * - 510b (one municipality, per polling station): the municipality from ManagingAuthority
 *   (`AuthorityIdentifier Id="0668"`), its totals from TotalVotes.
 * - 510c (a kieskring, per municipality): each ReportingUnitVotes with Id `HSB<n>::<code>`.
 * - 510d (national, per kieskring): the national TotalVotes.
 * - 520 (the result): seats per list = the list's candidates with `<Elected>yes</Elected>`; a
 *   candidate's Selection follows the Selection of its list.
 * A count is `Cast` (eligible voters), `TotalCounted` (valid votes), RejectedVotes `ongeldig`
 * and `blanco`, and each list's ValidVotes.
 */

export const EML_NAMESPACE = 'urn:oasis:names:tc:evs:schema:eml';

const USABLE_TYPES: readonly string[] = ['510b', '510c', '510d', '520'];

/** Characters between two tags; EML's longest text is a name of a few dozen. */
const MAX_GAP_CHARS = 1024 * 1024;
/** Characters before the root element starts (a BOM, an XML declaration, a comment). */
const MAX_PROLOG_CHARS = 64 * 1024;
/** EML nests about ten deep. */
const MAX_DEPTH = 64;
/** Longest text kept of one element (names); longer is cut, never buffered further. */
const MAX_TEXT_CHARS = 1000;
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

export type EmlDocument =
  | { type: '510b' | '510c'; electionIdentifier: string; municipalities: MunicipalityCount[] }
  | { type: '510d'; electionIdentifier: string; national: VoteCount }
  | {
      type: '520';
      electionIdentifier: string;
      /** Seats by list number; lists without a seat may be missing. */
      seats: Map<number, { name: string; seats: number }>;
    }
  /** A readable EML document of a type the import does not use (a candidate list, …). */
  | { type: 'other'; emlId: string };

export interface ReadEmlOptions {
  /** Shown in every message. */
  fileName: string;
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

  parser.on('doctype', () => {
    throw collector.fail(
      'bevat een DTD (<!DOCTYPE>). Die worden om veiligheidsredenen niet gelezen.',
    );
  });
  parser.on('opentag', (tag) => {
    lastTagAt = parser.position;
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

interface VoteBlock {
  kind: 'total' | 'unit';
  unitId: string | null;
  unitName: string;
  eligible: number | null;
  valid: number | null;
  invalid: number;
  blank: number;
  lists: Map<number, ListVotes>;
}

interface SelectionState {
  kind: 'list' | 'candidate' | null;
  listNumber: number | null;
  name: string;
  votes: number | null;
  isElected: boolean;
}

/** The state machine behind readEml: sees each element once, keeps only what it needs. */
class EmlCollector {
  hasRoot = false;
  isDone = false;
  prologTail = '';
  private emlId = '';
  private electionIdentifier: string | null = null;
  private readonly stack: string[] = [];
  private authority: { id: string; name: string } | null = null;
  private readonly blocks: VoteBlock[] = [];
  private block: VoteBlock | null = null;
  private selection: SelectionState | null = null;
  private reasonCode: string | null = null;
  private collecting: string | null = null;
  private readonly seats = new Map<number, { name: string; seats: number }>();
  private seatList: number | null = null;

  constructor(private readonly options: ReadEmlOptions) {}

  fail(what: string): ImportError {
    return new ImportError(`Bestand ${this.options.fileName} ${what}`);
  }

  open(tag: SaxesTagNS): void {
    // The rest of the slice that held a skipped document's root still reaches the parser.
    if (this.isDone) return;
    if (this.stack.length >= MAX_DEPTH) throw this.fail('is te diep genest voor een EML-bestand.');
    const name = tag.uri === EML_NAMESPACE ? tag.local : `#${tag.local}`;
    const attribute = (key: string) => tag.attributes[key]?.value;
    if (!this.hasRoot) {
      this.hasRoot = true;
      if (name !== 'EML')
        throw this.fail('is geen EML-bestand (de Kiesraad-XML begint met <EML>).');
      this.emlId = attribute('Id') ?? '';
      if (!USABLE_TYPES.includes(this.emlId)) {
        if (this.options.skipOtherTypes) {
          this.isDone = true;
          return;
        }
        throw this.fail(
          `is EML van type ${this.emlId || 'onbekend'}; alleen 510b, 510c, 510d en 520 kunnen worden ingelezen.`,
        );
      }
    }
    const parent = this.stack[this.stack.length - 1];
    this.stack.push(name);
    this.collecting = null;
    switch (name) {
      case 'ElectionIdentifier':
        this.electionIdentifier ??= attribute('Id') ?? null;
        break;
      case 'AuthorityIdentifier':
        if (parent === 'ManagingAuthority') {
          this.authority = { id: attribute('Id') ?? '', name: '' };
          this.collecting = '';
        }
        break;
      case 'TotalVotes':
      case 'ReportingUnitVotes':
        this.block = {
          kind: name === 'TotalVotes' ? 'total' : 'unit',
          unitId: null,
          unitName: '',
          eligible: null,
          valid: null,
          invalid: 0,
          blank: 0,
          lists: new Map(),
        };
        break;
      case 'ReportingUnitIdentifier':
        if (this.block) {
          this.block.unitId = attribute('Id') ?? null;
          this.collecting = '';
        }
        break;
      case 'Selection':
        this.selection = { kind: null, listNumber: null, name: '', votes: null, isElected: false };
        break;
      case 'AffiliationIdentifier':
        if (this.selection) {
          this.selection.kind = 'list';
          this.selection.listNumber = this.listNumber(attribute('Id'));
        }
        break;
      case 'Candidate':
        if (this.selection) this.selection.kind = 'candidate';
        break;
      case 'RejectedVotes':
        this.reasonCode = attribute('ReasonCode') ?? null;
        this.collecting = '';
        break;
      case 'RegisteredName':
      case 'ValidVotes':
      case 'Cast':
      case 'TotalCounted':
      case 'Elected':
        this.collecting = '';
        break;
    }
  }

  text(text: string): void {
    if (this.collecting === null || this.collecting.length >= MAX_TEXT_CHARS) return;
    this.collecting = (this.collecting + text).slice(0, MAX_TEXT_CHARS);
  }

  close(tag: SaxesTagNS): void {
    if (this.isDone) return;
    const name = this.stack.pop();
    const text = (this.collecting ?? '').trim();
    this.collecting = null;
    const selection = this.selection;
    const block = this.block;
    switch (name) {
      case 'AuthorityIdentifier':
        if (this.authority && this.stack[this.stack.length - 1] === 'ManagingAuthority') {
          this.authority.name = text;
        }
        break;
      case 'ReportingUnitIdentifier':
        if (block) block.unitName = text;
        break;
      case 'RegisteredName':
        if (selection) selection.name = text;
        break;
      case 'ValidVotes':
        if (selection) selection.votes = this.count(text, tag.local);
        break;
      case 'Elected':
        if (selection) selection.isElected = text === 'yes';
        break;
      case 'Cast':
        if (block && !selection) block.eligible = this.count(text, tag.local);
        break;
      case 'TotalCounted':
        if (block && !selection) block.valid = this.count(text, tag.local);
        break;
      case 'RejectedVotes':
        if (block && !selection) {
          const votes = this.count(text, tag.local);
          if (this.reasonCode === 'ongeldig') block.invalid += votes;
          else if (this.reasonCode === 'blanco') block.blank += votes;
        }
        this.reasonCode = null;
        break;
      case 'Selection':
        this.closeSelection();
        this.selection = null;
        break;
      case 'TotalVotes':
      case 'ReportingUnitVotes':
        if (block) this.blocks.push(block);
        this.block = null;
        break;
    }
  }

  private closeSelection(): void {
    const selection = this.selection;
    if (!selection) return;
    if (this.emlId === '520') {
      if (selection.kind === 'list' && selection.listNumber !== null) {
        this.seatList = selection.listNumber;
        if (!this.seats.has(selection.listNumber)) {
          this.seats.set(selection.listNumber, { name: selection.name, seats: 0 });
        }
      } else if (selection.kind === 'candidate' && selection.isElected) {
        const list = this.seatList === null ? undefined : this.seats.get(this.seatList);
        if (!list) throw this.fail('noemt een gekozen kandidaat zonder lijst.');
        list.seats += 1;
      }
      return;
    }
    if (selection.kind === 'list' && selection.listNumber !== null && this.block) {
      if (selection.votes === null) throw this.fail('noemt een lijst zonder stemmen.');
      if (this.block.lists.has(selection.listNumber)) {
        throw this.fail(`noemt lijst ${selection.listNumber} twee keer in één telling.`);
      }
      this.block.lists.set(selection.listNumber, { name: selection.name, votes: selection.votes });
    }
  }

  result(): EmlDocument {
    if (!this.hasRoot) throw this.fail('is leeg of geen EML-bestand.');
    if (this.isDone) return { type: 'other', emlId: this.emlId };
    const electionIdentifier = this.electionIdentifier;
    if (!electionIdentifier) throw this.fail('noemt geen verkiezing (ElectionIdentifier).');
    switch (this.emlId) {
      case '520':
        if (this.seats.size === 0) throw this.fail('bevat geen zetelverdeling.');
        return { type: '520', electionIdentifier, seats: this.seats };
      case '510d':
        return { type: '510d', electionIdentifier, national: this.count510(this.onlyTotal()) };
      case '510b': {
        const code = this.authority?.id ?? '';
        if (!/^\d{4}$/.test(code)) {
          throw this.fail('noemt geen gemeente (ManagingAuthority met een CBS-code).');
        }
        const total = this.count510(this.onlyTotal());
        return {
          type: '510b',
          electionIdentifier,
          municipalities: [{ ...total, cbsCode: code, name: this.authority?.name ?? code }],
        };
      }
      default: {
        const municipalities: MunicipalityCount[] = [];
        for (const block of this.blocks) {
          const match = block.kind === 'unit' ? /^HSB\d+::(\d{4})$/.exec(block.unitId ?? '') : null;
          if (!match) continue;
          municipalities.push({
            ...this.count510(block),
            cbsCode: match[1]!,
            name: block.unitName || match[1]!,
          });
        }
        if (municipalities.length === 0) throw this.fail('bevat geen telling per gemeente.');
        return { type: '510c', electionIdentifier, municipalities };
      }
    }
  }

  private onlyTotal(): VoteBlock {
    const totals = this.blocks.filter((block) => block.kind === 'total');
    if (totals.length !== 1) {
      throw this.fail(
        totals.length === 0 ? 'bevat geen totaaltelling.' : 'bevat meer dan één totaaltelling.',
      );
    }
    return totals[0]!;
  }

  private count510(block: VoteBlock): VoteCount {
    if (block.eligible === null || block.valid === null) {
      throw this.fail(
        `mist Cast of TotalCounted${block.unitName ? ` bij ${block.unitName}` : ''}.`,
      );
    }
    return {
      eligible: block.eligible,
      valid: block.valid,
      invalid: block.invalid,
      blank: block.blank,
      lists: block.lists,
    };
  }

  private listNumber(id: string | undefined): number {
    if (!id || !/^\d{1,3}$/.test(id) || Number(id) < 1) {
      throw this.fail(`noemt een ongeldig lijstnummer (${(id ?? '').slice(0, 20)}).`);
    }
    return Number(id);
  }

  private count(text: string, element: string): number {
    // Ten digits: more than every voter of the Netherlands, and still a safe integer.
    if (!/^\d{1,10}$/.test(text)) {
      throw this.fail(`bevat een ongeldig aantal in <${element}>: ${text.slice(0, 20)}.`);
    }
    return Number(text);
  }
}

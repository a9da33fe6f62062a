import type { SaxesTagNS } from 'saxes';
import type {
  EmlDocument,
  EmlElection,
  ListVotes,
  MunicipalityCount,
  ReadEmlOptions,
  VoteCount,
} from './eml-reader';
import { ImportError } from './import-error';

/*
 * The state machine behind readEml (eml-reader.ts says what is read from each EML type).
 */

export const EML_NAMESPACE = 'urn:oasis:names:tc:evs:schema:eml';

const USABLE_TYPES: readonly string[] = ['110a', '230b', '510b', '510c', '510d', '520'];

/** EML nests about ten deep. */
const MAX_DEPTH = 64;
/** Longest text kept of one element (names); longer is cut, never buffered further. */
const MAX_TEXT_CHARS = 1000;

/** ElectionIdentifier's children that are kept (kr: elements are named with a #). */
const ELECTION_FIELDS = new Map<string, keyof Omit<EmlElection, 'identifier'>>([
  ['ElectionName', 'name'],
  ['ElectionCategory', 'category'],
  ['#ElectionDomain', 'domain'],
  ['#ElectionDate', 'date'],
]);

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

/** Sees each element once, keeps only what it needs. */
export class EmlCollector {
  hasRoot = false;
  isDone = false;
  prologTail = '';
  private emlId = '';
  private election: EmlElection | null = null;
  /** Only the first ElectionIdentifier counts. */
  private electionClosed = false;
  private seatCount: number | null = null;
  private affiliation: { listNumber: number | null; name: string } | null = null;
  private readonly listNames = new Map<number, string>();
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
          `is EML van type ${this.emlId || 'onbekend'}; alleen 110a, 230b, 510b, 510c, 510d en 520 kunnen worden ingelezen.`,
        );
      }
    }
    const parent = this.stack[this.stack.length - 1];
    this.stack.push(name);
    this.collecting = null;
    switch (name) {
      case 'ElectionIdentifier':
        if (!this.election) {
          this.election = {
            identifier: attribute('Id') ?? '',
            category: null,
            domain: null,
            date: null,
            name: null,
          };
        }
        break;
      case 'ElectionName':
      case 'ElectionCategory':
      case '#ElectionDomain':
      case '#ElectionDate':
      case '#NumberOfSeats':
        this.collecting = '';
        break;
      case 'Affiliation':
        this.affiliation = { listNumber: null, name: '' };
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
        } else if (this.affiliation && parent === 'Affiliation') {
          this.affiliation.listNumber = this.listNumber(attribute('Id'));
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
    const parent = this.stack[this.stack.length - 1];
    const field = name === undefined ? undefined : ELECTION_FIELDS.get(name);
    if (field && parent === 'ElectionIdentifier' && this.election && !this.electionClosed) {
      this.election[field] = text || null;
      return;
    }
    switch (name) {
      case 'ElectionIdentifier':
        this.electionClosed = true;
        break;
      case '#NumberOfSeats':
        this.seatCount = this.count(text, tag.local);
        break;
      case 'Affiliation': {
        const affiliation = this.affiliation;
        this.affiliation = null;
        if (!affiliation || affiliation.listNumber === null) break;
        if (this.listNames.has(affiliation.listNumber)) {
          throw this.fail(`noemt lijst ${affiliation.listNumber} twee keer.`);
        }
        this.listNames.set(affiliation.listNumber, affiliation.name);
        break;
      }
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
        else if (this.affiliation && parent === 'AffiliationIdentifier') {
          this.affiliation.name = text;
        }
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
    const election = this.election;
    if (!election?.identifier) throw this.fail('noemt geen verkiezing (ElectionIdentifier).');
    switch (this.emlId) {
      case '110a':
        return { type: '110a', election, seatCount: this.seatCount };
      case '230b':
        if (this.listNames.size === 0) throw this.fail('bevat geen kandidatenlijsten.');
        return { type: '230b', election, lists: this.listNames };
      case '520':
        if (this.seats.size === 0) throw this.fail('bevat geen zetelverdeling.');
        return { type: '520', election, seats: this.seats };
      case '510d':
        return { type: '510d', election, national: this.count510(this.onlyTotal()) };
      case '510b': {
        const code = this.authority?.id ?? '';
        if (!/^\d{4}$/.test(code)) {
          throw this.fail('noemt geen gemeente (ManagingAuthority met een CBS-code).');
        }
        const total = this.count510(this.onlyTotal());
        return {
          type: '510b',
          election,
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
        return { type: '510c', election, municipalities };
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

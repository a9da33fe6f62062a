// Test support for the results import: multipart bodies, zips made byte by byte (so a test can
// make one whose headers lie), and hostile EML.

import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  biggestPartyResults,
  elections,
  parties,
  seatResults,
  turnoutResults,
} from '../../db/schema';

/** Copies of the Kiesraad's files (test/fixtures/eml/SOURCES.md). */
export const EML_DIR = new URL('../../../test/fixtures/eml/', import.meta.url);
export const TK2021_ZIP = new URL('EML_bestanden_TK2021_deel_1.zip', EML_DIR);
export const TK2025_510B = new URL('Telling_TK2025_gemeente_West_Maas_en_Waal.eml.xml', EML_DIR);
/** Provinciale Staten Drenthe 2023 (test/fixtures/eml/SOURCES.md). */
export const PS2023_DIR = new URL('ps2023/', EML_DIR);

/** A fixture of ps2023/ as an upload under its own name. */
export function ps2023Upload(name: string): UploadFile {
  return { name, data: readFileSync(new URL(name, PS2023_DIR)) };
}

export const PS_DRENTHE_510D = ps2023Upload(
  'Totaaltelling_PS2023_Drenthe_provincie_Drenthe.eml.xml',
);

/** The TK2021 zip as an upload (read once per test file). */
export const TK2021_UPLOAD = {
  name: 'EML_bestanden_TK2021_deel_1.zip',
  data: readFileSync(TK2021_ZIP),
};

/** Official TK2021 seats by list number; every other list 0. Also read by
 * the end-to-end import journey. */
export const TK2021_OFFICIAL_SEATS: Record<number, number> = {
  1: 34,
  2: 17,
  3: 15,
  4: 24,
  5: 8,
  6: 9,
  7: 9,
  8: 5,
  9: 6,
  10: 1,
  11: 3,
  12: 3,
  13: 8,
  14: 1,
  15: 3,
  17: 3,
  23: 1,
};

const BOUNDARY = '----zetelpoule-test-boundary';

export interface UploadFile {
  name: string;
  data: Buffer;
  field?: string;
  /** A plain form field (no filename), e.g. party_map. */
  isField?: boolean;
}

/** The multipart field party_map with this mapping. */
export function partyMapField(map: Record<string, number | 'new'>): UploadFile {
  return { name: '', field: 'party_map', isField: true, data: Buffer.from(JSON.stringify(map)) };
}

/** A multipart/form-data body with the files in field `files` (or their own field). */
export function multipart(files: readonly UploadFile[]) {
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        file.isField
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"\r\n\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/**
 * One file of `size` bytes, generated while it is sent and never held whole, without a
 * Content-Length (chunked): the server can only find out it is too large by counting.
 */
export function streamedMultipart(name: string, size: number) {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  async function* body() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    for (let sent = 0; sent < size; sent += chunk.length) {
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return {
    payload: Readable.from(body()),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the headers claim the entry inflates to; the truth when left out. */
  declaredSize?: number;
  /** The CRC-32 the headers claim; the data's own when left out. */
  crc?: number;
}

/** A zip (deflate, no zip64) of the entries, with sizes in the headers as given. */
export function makeZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = entry.crc ?? crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const EML_OPEN =
  '<EML xmlns="urn:oasis:names:tc:evs:schema:eml" xmlns:kr="http://www.kiesraad.nl/extensions" Id="510d" SchemaVersion="5">';

/** A small, valid 510d: two lists, 1000 eligible voters. */
export const SMALL_510D = `${EML_OPEN}<Count><Election><ElectionIdentifier Id="TEST1"><ElectionName>Test</ElectionName></ElectionIdentifier><Contests><Contest><ContestIdentifier Id="alle"/><TotalVotes><Selection><AffiliationIdentifier Id="1"><RegisteredName>Een</RegisteredName></AffiliationIdentifier><ValidVotes>600</ValidVotes></Selection><Selection><AffiliationIdentifier Id="2"><RegisteredName>Twee</RegisteredName></AffiliationIdentifier><ValidVotes>200</ValidVotes></Selection><Cast>1000</Cast><TotalCounted>800</TotalCounted><RejectedVotes ReasonCode="ongeldig">5</RejectedVotes><RejectedVotes ReasonCode="blanco">3</RejectedVotes></TotalVotes></Contest></Contests></Election></Count></EML>`;

/** XXE: an external entity that would read a local file if the parser resolved it. */
export const XXE_EML = `<?xml version="1.0"?>\n<!DOCTYPE EML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${EML_OPEN}<Count><Election><ElectionIdentifier Id="&xxe;"/></Election></Count></EML>`;

/** Billion laughs: ten levels of ten references, 10^9 "lol"s if expanded. */
export function entityBomb(): string {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) {
    entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  }
  return `<?xml version="1.0"?>\n<!DOCTYPE EML [${entities.join('')}]>\n${EML_OPEN}<Count><Election><ElectionIdentifier Id="x">&lol9;</ElectionIdentifier></Election></Count></EML>`;
}

/** The first bytes of a PNG (signature and IHDR): binary, not text. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * The 37 lists of TK2021 as an admin would name them; the 510d's RegisteredName differs for
 * several (‘PVV (Partij voor de Vrijheid)’, ‘GROENLINKS’), which the name matching bridges.
 */
export const TK2021_LISTS = [
  'VVD',
  'PVV',
  'CDA',
  'D66',
  'GroenLinks',
  'SP',
  'PvdA',
  'ChristenUnie',
  'Partij voor de Dieren',
  '50PLUS',
  'SGP',
  'DENK',
  'Forum voor Democratie',
  'BIJ1',
  'JA21',
  'CODE ORANJE',
  'Volt',
  'NIDA',
  'Piratenpartij',
  'LP',
  'JONG',
  'Splinter',
  'BBB',
  'NLBeter',
  'Lijst Henk Krol',
  'OPRECHT',
  'JEZUS LEEFT',
  'TROTS',
  'U-Buntu Connected Front',
  'Blanco (Zeven, A.J.L.B.)',
  'Partij van de Eenheid',
  'DE FEESTPARTIJ (DFP)',
  'Vrij en Sociaal Nederland',
  'Wij zijn Nederland',
  'Modern Nederland',
  'De Groenen',
  'Partij voor de Republiek',
];

/** An election with these parties (numbered from 1), or the first `lists` of TK2021. */
export async function insertTestElection(
  db: DbOrTx,
  options: { name: string; lists: number | readonly string[]; date?: string },
): Promise<number> {
  const date = new Date(options.date ?? '2021-03-17T07:30:00Z');
  const [row] = await db
    .insert(elections)
    .values({ name: options.name, electionDate: date, predictionsDeadline: date })
    .returning({ id: elections.id });
  const id = row!.id;
  const names =
    typeof options.lists === 'number' ? TK2021_LISTS.slice(0, options.lists) : options.lists;
  await db.insert(parties).values(
    names.map((name, index) => ({
      electionId: id,
      listNumber: index + 1,
      name,
      hexcolor: '#123456',
    })),
  );
  return id;
}

/** Everything an import could write for an election. */
export async function snapshotResults(db: DbOrTx, id: number) {
  return {
    election: await db
      .select({ country: elections.countryTurnoutTenths })
      .from(elections)
      .where(eq(elections.id, id)),
    parties: await db
      .select({ id: parties.id, name: parties.name })
      .from(parties)
      .where(eq(parties.electionId, id))
      .orderBy(asc(parties.listNumber)),
    seats: await db
      .select()
      .from(seatResults)
      .where(eq(seatResults.electionId, id))
      .orderBy(asc(seatResults.partyId)),
    turnout: await db
      .select()
      .from(turnoutResults)
      .where(eq(turnoutResults.electionId, id))
      .orderBy(asc(turnoutResults.municipalityId)),
    biggest: await db
      .select()
      .from(biggestPartyResults)
      .where(eq(biggestPartyResults.electionId, id))
      .orderBy(asc(biggestPartyResults.municipalityId)),
  };
}

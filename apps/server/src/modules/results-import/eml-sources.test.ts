import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, readImportFiles, type ImportBudget, type ImportFile } from './eml-sources';
import { ImportError } from './import-error';
import {
  PNG_BYTES,
  SMALL_510D,
  TK2021_ZIP,
  TK2025_510B,
  XXE_EML,
  entityBomb,
  makeZip,
} from './results-import.test-support';

const folder = mkdtempSync(path.join(tmpdir(), 'zetelpoule-eml-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let written = 0;
function file(name: string, content: string | Buffer): ImportFile {
  const target = path.join(folder, String(written++));
  writeFileSync(target, content);
  return { name, path: target };
}

const zipFile: ImportFile = {
  name: 'EML_bestanden_TK2021_deel_1.zip',
  path: fileURLToPath(TK2021_ZIP),
};

async function refusal(
  files: ImportFile[],
  limits?: Parameters<typeof readImportFiles>[1],
  budget?: ImportBudget,
) {
  const error = await readImportFiles(files, limits, budget).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ImportError);
  return (error as ImportError).message;
}

describe('readImportFiles on the Kiesraad files', () => {
  it('reads the 520, the 510d, the 19 510c, the 230b and the 110a of the TK2021 zip', async () => {
    const read = await readImportFiles([zipFile]);
    const types = read.documents.map((d) => d.document.type);
    expect(types.filter((t) => t === '520')).toHaveLength(1);
    expect(types.filter((t) => t === '510d')).toHaveLength(1);
    expect(types.filter((t) => t === '510c')).toHaveLength(19);
    // 20 candidate lists (230b) and the election definition (110a); a note in plain text is
    // skipped.
    expect(types.filter((t) => t === '230b')).toHaveLength(20);
    expect(types.filter((t) => t === '110a')).toHaveLength(1);
    expect(Object.fromEntries(read.skipped)).toEqual({ ander: 1 });

    const result = read.documents.find((d) => d.document.type === '520')!.document;
    if (result.type !== '520') throw new Error('not a 520');
    expect(result.election).toEqual({
      identifier: 'TK2021',
      category: 'TK',
      domain: 'Nederland',
      date: '2021-03-17',
      name: 'Tweede Kamer der Staten-Generaal 2021',
    });
    expect(result.seats.get(1)).toEqual({ name: 'VVD', seats: 34 });
    expect(result.seats.get(23)).toEqual({ name: 'BBB', seats: 1 });
    expect([...result.seats.values()].reduce((sum, l) => sum + l.seats, 0)).toBe(150);

    const total = read.documents.find((d) => d.document.type === '510d')!.document;
    if (total.type !== '510d') throw new Error('not a 510d');
    // Totaaltelling_TK2021.eml.xml, national TotalVotes.
    expect(total.national).toMatchObject({
      eligible: 13187770,
      valid: 10422852,
      invalid: 22652,
      blank: 17173,
    });
    expect(total.national.lists.size).toBe(37);
    expect(total.national.lists.get(4)).toEqual({ name: 'D66', votes: 1565861 });

    const amsterdam = read.documents
      .flatMap((d) => (d.document.type === '510c' ? d.document.municipalities : []))
      .find((m) => m.cbsCode === '0363');
    // Telling_TK2021_kieskring_Amsterdam.eml.xml, ReportingUnitVotes HSB9::0363.
    expect(amsterdam).toMatchObject({
      name: 'Amsterdam',
      eligible: 582177,
      valid: 437827,
      invalid: 2136,
      blank: 956,
    });
    expect(amsterdam!.lists.get(4)!.votes).toBe(99649);
  });

  it('reads a municipality’s 510b from its ManagingAuthority and TotalVotes', async () => {
    const read = await readImportFiles([
      {
        name: 'Telling_TK2025_gemeente_West_Maas_en_Waal.eml.xml',
        path: fileURLToPath(TK2025_510B),
      },
    ]);
    const [only] = read.documents;
    if (only?.document.type !== '510b') throw new Error('not a 510b');
    expect(only.document.election).toMatchObject({
      identifier: 'TK2025',
      category: 'TK',
      domain: null,
      date: '2025-10-29',
    });
    expect(only.document.municipalities).toHaveLength(1);
    expect(only.document.municipalities[0]).toMatchObject({
      cbsCode: '0668',
      name: 'West Maas en Waal',
      eligible: 16290,
      valid: 13627,
      invalid: 13,
      blank: 57,
    });
    expect(only.document.municipalities[0]!.lists.get(1)).toEqual({
      name: 'PVV (Partij voor de Vrijheid)',
      votes: 3216,
    });
  });

  it('imports the 61 MB of the TK2021 zip within 200 MB of extra heap', async () => {
    // Sampled while the import runs; garbage not yet collected counts too, so this is an
    // upper bound of what the import keeps.
    const before = getHeapStatistics().used_heap_size;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, getHeapStatistics().used_heap_size);
    }, 5);
    try {
      await readImportFiles([zipFile]);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, getHeapStatistics().used_heap_size);
    expect(peak - before).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('readImportFiles refuses what is not a usable EML file', () => {
  it('reads a small hand-made 510d, so the refusals below are about their one flaw', async () => {
    const read = await readImportFiles([file('klein.eml.xml', SMALL_510D)]);
    expect(read.documents[0]!.document.type).toBe('510d');
  });

  it('refuses malformed XML', async () => {
    const broken = SMALL_510D.replace('</TotalVotes>', '</TotalVote>');
    expect(await refusal([file('kapot.eml.xml', broken)])).toMatch(
      /kapot\.eml\.xml is geen geldige XML/,
    );
  });

  it('refuses a DTD with an external entity before anything reads it (XXE)', async () => {
    const message = await refusal([file('xxe.eml.xml', XXE_EML)]);
    expect(message).toMatch(/bevat een DTD/);
    expect(message).not.toMatch(/root:/);
  });

  it('refuses an entity expansion bomb at its DOCTYPE', async () => {
    const started = process.memoryUsage().heapUsed;
    expect(await refusal([file('bom.eml.xml', entityBomb())])).toMatch(/bevat een DTD/);
    // Nothing was expanded: 10^9 "lol"s would be gigabytes.
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses an undeclared entity, which saxes never expands', async () => {
    const withEntity = SMALL_510D.replace('>Een<', '>&onbekend;<');
    expect(await refusal([file('entiteit.eml.xml', withEntity)])).toMatch(/geen geldige XML/);
  });

  it('refuses a PNG renamed .eml.xml', async () => {
    expect(await refusal([file('foto.eml.xml', PNG_BYTES)])).toMatch(/foto\.eml\.xml is geen/);
  });

  it('refuses XML that is not EML', async () => {
    expect(await refusal([file('ander.xml', '<html><body/></html>')])).toMatch(
      /is geen EML-bestand/,
    );
    const wrongNamespace = SMALL_510D.replace('urn:oasis:names:tc:evs:schema:eml', 'urn:x');
    expect(await refusal([file('ns.eml.xml', wrongNamespace)])).toMatch(/is geen EML-bestand/);
  });

  it('refuses an EML type it cannot use when it is uploaded by itself', async () => {
    const overview = SMALL_510D.replace('Id="510d"', 'Id="210"');
    expect(await refusal([file('Kandidatenlijst.eml.xml', overview)])).toMatch(
      /is EML van type 210; alleen 110a, 230b, 510b, 510c, 510d en 520/,
    );
  });

  it('refuses a text node too large for EML before buffering it whole', async () => {
    const huge = SMALL_510D.replace('>Een<', `>${'a'.repeat(3 * 1024 * 1024)}<`);
    expect(await refusal([file('groot.eml.xml', huge)])).toMatch(/te groot/);
  });

  it('refuses nesting deeper than EML ever goes', async () => {
    const deep = SMALL_510D.replace('<Count>', `<Count>${'<x>'.repeat(100)}${'</x>'.repeat(100)}`);
    expect(await refusal([file('diep.eml.xml', deep)])).toMatch(/te diep genest/);
  });

  it('refuses a count that is not a number', async () => {
    const text = SMALL_510D.replace('<Cast>1000</Cast>', '<Cast>duizend</Cast>');
    expect(await refusal([file('tekst.eml.xml', text)])).toMatch(/ongeldig aantal in <Cast>/);
  });

  it('refuses a file that is neither .zip nor .xml', async () => {
    expect(await refusal([file('uitslag.csv', 'a,b')])).toMatch(/geen \.zip of \.eml\.xml/);
  });
});

describe('readImportFiles against zip bombs and broken zips', () => {
  const limits = { maxEntries: 10, maxUncompressedBytes: 1024 * 1024 };

  it('reads a zip within the limits', async () => {
    const zip = makeZip([{ name: 'a/klein.eml.xml', data: Buffer.from(SMALL_510D) }]);
    const read = await readImportFiles([file('klein.zip', zip)], limits);
    expect(read.documents.map((d) => d.name)).toEqual(['klein.eml.xml']);
  });

  it('refuses a zip whose headers admit it inflates beyond the limit, before inflating', async () => {
    const zip = makeZip([
      { name: 'bom.eml.xml', data: Buffer.from(SMALL_510D), declaredSize: 3_000_000_000 },
    ]);
    expect(await refusal([file('bom.zip', zip)], limits)).toMatch(/pakt uit tot meer dan 1 MB/);
  });

  it('stops an entry that inflates past what its header claims (a lying bomb)', async () => {
    // 20 MB of spaces inside a valid EML start, compressed to a few kB, declared as 2 kB.
    const body = Buffer.concat([
      Buffer.from(SMALL_510D.slice(0, 200)),
      Buffer.alloc(20 * 1024 * 1024, 0x20),
    ]);
    const zip = makeZip([{ name: 'bom.eml.xml', data: body, declaredSize: 2048 }]);
    expect(zip.length).toBeLessThan(100 * 1024);
    expect(await refusal([file('liegt.zip', zip)], limits)).toMatch(
      /kan niet worden uitgepakt|pakt uit tot meer dan/,
    );
  });

  it('counts what every zip of one import inflates together', async () => {
    // A valid 510d followed by 600 kB of whitespace, honestly declared.
    const data = Buffer.concat([Buffer.from(SMALL_510D), Buffer.alloc(600 * 1024, 0x20)]);
    const entry = { name: 'x.eml.xml', data };
    // Each zip alone is within 1 MB by its header; together they are not.
    expect(
      await refusal(
        [file('een.zip', makeZip([entry])), file('twee.zip', makeZip([entry]))],
        limits,
      ),
    ).toMatch(/pakt uit tot meer dan 1 MB/);
  });

  it('refuses a zip with more entries than the limit', async () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({
      name: `${i}.txt`,
      data: Buffer.from('x'),
    }));
    expect(await refusal([file('veel.zip', makeZip(entries))], limits)).toMatch(
      /bevat 11 bestanden; hooguit 10/,
    );
  });

  it('refuses a .zip that is not a zip, and a truncated zip', async () => {
    expect(await refusal([file('nep.zip', SMALL_510D)])).toMatch(/nep\.zip is geen geldige zip/);
    const zip = makeZip([{ name: 'a.eml.xml', data: Buffer.from(SMALL_510D) }]);
    expect(await refusal([file('half.zip', zip.subarray(0, zip.length - 30))])).toMatch(
      /half\.zip is geen geldige zip/,
    );
  });

  it('refuses a zip without any usable EML', async () => {
    const zip = makeZip([{ name: 'leesmij.txt', data: Buffer.from('hallo') }]);
    expect(await refusal([file('leeg.zip', zip)])).toMatch(/geen EML van type 110a, 230b, 510b/);
  });
});

describe('readImportFiles checks what it inflates and bounds the work of one import', () => {
  const fresh = (): ImportBudget => ({ declared: 0, inflated: 0, elements: 0 });

  it('refuses a zip entry whose CRC-32 does not match its data, naming the entry', async () => {
    const data = Buffer.from(SMALL_510D);
    const zip = makeZip([{ name: 'map/telling.eml.xml', data, crc: (crc32(data) ^ 1) >>> 0 }]);
    expect(await refusal([file('kapot.zip', zip)])).toMatch(
      /map\/telling\.eml\.xml in kapot\.zip is beschadigd: de controlesom \(CRC-32\) klopt niet/,
    );
  });

  it('keeps the default limits above the real TK2021 zip, which the first test reads', async () => {
    const budget = fresh();
    await readImportFiles([zipFile], {}, budget);
    expect(budget.inflated).toBeLessThan(IMPORT_LIMITS.maxUncompressedBytes / 2);
    expect(budget.elements).toBeLessThan(IMPORT_LIMITS.maxElements / 2);
  });

  // Both bombs are honestly declared and within the import's 128 MB; parsing all of it would
  // cost tens of seconds of CPU (38 s for 200 MB of empty elements).
  it('refuses a zip bomb of empty elements by its element count, after a few MB', async () => {
    // 48 MB of <a/> in a valid EML document deflates to about 50 kB.
    const data = Buffer.from(SMALL_510D.replace('<Count>', `<Count>${'<a/>'.repeat(12 << 20)}`));
    const zip = makeZip([{ name: 'bom.eml.xml', data }]);
    expect(zip.length).toBeLessThan(200 * 1024);
    const budget = fresh();
    const message = await refusal([file('bom.zip', zip)], {}, budget);
    expect(message).toMatch(/bom\.eml\.xml \(in bom\.zip\) bevat meer dan 2\.000\.000 elementen/);
    expect(budget.elements).toBe(IMPORT_LIMITS.maxElementsPerFile + 1);
    expect(budget.inflated).toBeLessThan(data.length / 4);
  });

  it('refuses a zip bomb of whitespace by its ratio, after a few MB', async () => {
    // 48 MB of elements with 100,000 spaces each: few elements, a ratio of about 1000 to 1.
    const padded = `<a>${' '.repeat(100_000)}</a>`.repeat(480);
    const data = Buffer.from(SMALL_510D.replace('<Count>', `<Count>${padded}`));
    const zip = makeZip([{ name: 'bom.eml.xml', data }]);
    expect(zip.length).toBeLessThan(200 * 1024);
    const budget = fresh();
    const message = await refusal([file('bom.zip', zip)], {}, budget);
    expect(message).toMatch(/bom\.eml\.xml in bom\.zip pakt uit tot meer dan 200 keer/);
    // The limit, plus what the streams had in flight.
    expect(budget.inflated).toBeLessThan(1024 * 1024 + 200 * zip.length + 256 * 1024);
    expect(budget.inflated).toBeLessThan(data.length / 3);
  });

  it('refuses an entry that declares more than the per-file limit before inflating it', async () => {
    const zip = makeZip([
      { name: 'groot.eml.xml', data: Buffer.from(SMALL_510D), declaredSize: 100 << 20 },
    ]);
    const budget = fresh();
    expect(await refusal([file('groot.zip', zip)], {}, budget)).toMatch(
      /groot\.eml\.xml in groot\.zip pakt uit tot meer dan 64 MB/,
    );
    expect(budget.inflated).toBe(0);
  });

  it('stops parsing a document with more elements than the per-file limit', async () => {
    const many = SMALL_510D.replace('<Count>', `<Count>${'<a/>'.repeat(2000)}`);
    expect(
      await refusal([file('veel.eml.xml', many)], { maxElementsPerFile: 1000, maxElements: 1e6 }),
    ).toMatch(/veel\.eml\.xml bevat meer dan 1\.000 elementen/);
  });

  it('counts the elements of every file of one import together', async () => {
    const budget = fresh();
    const message = await refusal(
      [file('een.eml.xml', SMALL_510D), file('twee.eml.xml', SMALL_510D)],
      { maxElements: 40 },
      budget,
    );
    expect(message).toMatch(/De bestanden bevatten samen meer dan 40 elementen/);
    expect(budget.elements).toBe(41);
  });
});

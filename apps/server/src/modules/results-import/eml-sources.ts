import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { readEml, type ElementLimits, type EmlDocument } from './eml-reader';
import { ImportError } from './import-error';

/*
 * The files of one import, `.eml.xml` or the Kiesraad's zip, each streamed through the EML
 * reader, so memory never holds a file. A zip is inflated one entry at a time (yauzl), with
 * every inflated byte counted against IMPORT_LIMITS (per import, per entry, and as a ratio to the
 * compressed size), never trusting the headers, and each entry's CRC-32 checked. Parsing is what
 * costs CPU, so XML elements are counted too (decision 029).
 */

export interface ImportFile {
  /** The name the admin gave it (a zip's entries are named by their path inside it). */
  name: string;
  /** Where its bytes are on disk. */
  path: string;
}

export interface ImportLimits {
  maxEntries: number;
  /** Bytes inflated from every zip of one import together. */
  maxUncompressedBytes: number;
  /** Bytes inflated from one zip entry. */
  maxEntryBytes: number;
  /** Inflated bytes per compressed byte of one entry (beyond its first RATIO_GRACE_BYTES). */
  maxRatio: number;
  /** XML elements in one document. */
  maxElementsPerFile: number;
  /** XML elements in every document of one import together. */
  maxElements: number;
}

/**
 * Measured on the Kiesraad's files: the TK2021 zip (part 1) holds 43 entries that inflate to
 * 62 MB, the largest 5.2 MB with 166,000 elements, 1.9 million elements together; deflate
 * shrinks them 28 times, a municipality's 510b (TK2025 West Maas en Waal) 52 times. The limits
 * leave room for twice that zip, or a large city's 510b, and refuse a bomb after a few MB.
 */
export const IMPORT_LIMITS: ImportLimits = {
  maxEntries: 2000,
  maxUncompressedBytes: 128 * 1024 * 1024,
  maxEntryBytes: 64 * 1024 * 1024,
  maxRatio: 200,
  maxElementsPerFile: 2_000_000,
  maxElements: 4_000_000,
};

/** An entry may inflate this much before its ratio counts: tiny entries compress badly. */
const RATIO_GRACE_BYTES = 1024 * 1024;

/** What one import has inflated and parsed so far; tests read it after a refusal. */
export interface ImportBudget {
  declared: number;
  inflated: number;
  elements: number;
}

export interface ReadDocument {
  name: string;
  document: Exclude<EmlDocument, { type: 'other' }>;
}

export interface ReadFiles {
  documents: ReadDocument[];
  /** What a zip held besides usable EML: count per EML type, and other files. */
  skipped: Map<string, number>;
}

/** Reads every file; throws ImportError (400) for the first file it cannot use. */
export async function readImportFiles(
  files: readonly ImportFile[],
  overrides: Partial<ImportLimits> = {},
  budget: ImportBudget = { declared: 0, inflated: 0, elements: 0 },
): Promise<ReadFiles> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...overrides };
  const read: ReadFiles = { documents: [], skipped: new Map() };
  const elements = elementLimits(limits, budget);
  for (const file of files) {
    const lower = file.name.toLowerCase();
    if (lower.endsWith('.zip')) {
      await readZip(file, limits, budget, read);
    } else if (lower.endsWith('.xml')) {
      const document = await readEml(createReadStream(file.path), {
        fileName: file.name,
        elements,
      });
      if (document.type === 'other') throw new Error('readEml returned a skipped type');
      read.documents.push({ name: file.name, document });
    } else {
      throw new ImportError(
        `Bestand ${file.name} is geen .zip of .eml.xml. Kies de zip van de Kiesraad of EML-bestanden.`,
      );
    }
  }
  if (read.documents.length === 0) {
    throw new ImportError(
      'In de bestanden staat geen EML van type 110a, 230b, 510b, 510c, 510d of 520: er is niets om in te lezen.',
    );
  }
  return read;
}

async function readZip(
  file: ImportFile,
  limits: ImportLimits,
  budget: ImportBudget,
  read: ReadFiles,
): Promise<void> {
  const notAZip = () => new ImportError(`Bestand ${file.name} is geen geldige zip.`);
  if (!(await startsWithZipSignature(file.path))) throw notAZip();
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file.path, {
      lazyEntries: true,
      autoClose: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw notAZip();
  }
  const overLimit = () =>
    new ImportError(
      `Bestand ${file.name} pakt uit tot meer dan ${megabytes(limits.maxUncompressedBytes)} MB; zo groot is geen uitslag van de Kiesraad. Lees de bestanden in delen in.`,
    );
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new ImportError(
        `Bestand ${file.name} bevat ${zip.entryCount} bestanden; hooguit ${limits.maxEntries} kunnen worden ingelezen.`,
      );
    }
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const name = entry.fileName;
      if (!name.toLowerCase().endsWith('.xml')) {
        count(read.skipped, 'ander');
        continue;
      }
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        throw new ImportError(
          `${name} in ${file.name} is versleuteld of op een onbekende manier ingepakt.`,
        );
      }
      // The header's word first: a bomb that admits its size is refused before inflating.
      const entryLabel = `${name} in ${file.name}`;
      budget.declared += entry.uncompressedSize;
      if (budget.declared > limits.maxUncompressedBytes) throw overLimit();
      if (entry.uncompressedSize > limits.maxEntryBytes) throw entryTooLarge(entryLabel, limits);
      let stream;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw notAZip();
      }
      const counted = stream.pipe(new EntryCheck(entry, entryLabel, limits, budget, overLimit));
      stream.on('error', (err) => counted.destroy(err));
      let document: EmlDocument;
      try {
        document = await readEml(counted, {
          fileName: `${path.basename(name)} (in ${file.name})`,
          skipOtherTypes: true,
          elements: elementLimits(limits, budget),
        });
      } catch (err) {
        if (err instanceof ImportError) throw err;
        // yauzl's own checks while inflating: a size that lies, a broken stream.
        throw new ImportError(`${entryLabel} kan niet worden uitgepakt.`);
      } finally {
        counted.destroy();
        stream.destroy();
      }
      if (document.type === 'other') {
        count(read.skipped, document.emlId || 'onbekend');
      } else {
        read.documents.push({ name: path.basename(name), document });
      }
    }
  } catch (err) {
    zip.close();
    if (err instanceof ImportError) throw err;
    throw notAZip();
  }
}

/**
 * Counts an entry's inflated bytes against the import's, the entry's and the ratio's limits,
 * and checks its CRC-32 when it has been read to the end (a skipped type stops earlier: its
 * bytes are not used).
 */
class EntryCheck extends Transform {
  private inflated = 0;
  private crc = 0;

  constructor(
    private readonly entry: yauzl.Entry,
    private readonly label: string,
    private readonly limits: ImportLimits,
    private readonly budget: ImportBudget,
    private readonly overLimit: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.inflated += chunk.length;
    this.budget.inflated += chunk.length;
    this.crc = crc32(chunk, this.crc);
    if (this.budget.inflated > this.limits.maxUncompressedBytes) {
      callback(this.overLimit());
    } else if (this.inflated > this.limits.maxEntryBytes) {
      callback(entryTooLarge(this.label, this.limits));
    } else if (
      this.inflated >
      RATIO_GRACE_BYTES + this.limits.maxRatio * this.entry.compressedSize
    ) {
      callback(
        new ImportError(
          `${this.label} pakt uit tot meer dan ${this.limits.maxRatio} keer zijn ingepakte grootte; zo ingepakt is geen bestand van de Kiesraad (een zip-bom?).`,
        ),
      );
    } else {
      callback(null, chunk);
    }
  }

  override _flush(callback: TransformCallback) {
    if (this.crc >>> 0 !== this.entry.crc32 >>> 0) {
      callback(
        new ImportError(
          `${this.label} is beschadigd: de controlesom (CRC-32) klopt niet. Download de zip opnieuw.`,
        ),
      );
    } else {
      callback();
    }
  }
}

function entryTooLarge(label: string, limits: ImportLimits): ImportError {
  return new ImportError(
    `${label} pakt uit tot meer dan ${megabytes(limits.maxEntryBytes)} MB; zo groot is geen bestand van de Kiesraad.`,
  );
}

/** The element limits of readEml, sharing the import's count. */
function elementLimits(limits: ImportLimits, budget: ImportBudget): ElementLimits {
  return { perFile: limits.maxElementsPerFile, total: limits.maxElements, budget };
}

function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

async function startsWithZipSignature(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    // PK\x03\x04: a local file header; PK\x05\x06: an empty zip.
    return (
      bytesRead === 4 &&
      head[0] === 0x50 &&
      head[1] === 0x4b &&
      ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
    );
  } finally {
    await handle.close();
  }
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import yauzl from 'yauzl';
import { readEml, type EmlDocument } from './eml-reader';
import { ImportError } from './import-error';

/*
 * The files of one import: `.eml.xml` files and the Kiesraad's published zip, read one after
 * the other, each streamed through the EML reader, so memory holds one document's numbers and
 * a few buffers, never a file.
 *
 * A zip is opened with yauzl, which reads the central directory and inflates one entry at a
 * time from the file on disk. Against zip bombs: at most ZIP_LIMITS.maxEntries entries, and
 * every byte inflated is counted against ZIP_LIMITS.maxUncompressedBytes for the whole import
 * while it is inflated — the sizes an entry's header declares are checked first (cheap), but
 * never trusted: yauzl's validateEntrySizes also stops an entry that inflates past its header.
 */

export interface ImportFile {
  /** The name the admin gave it (a zip's entries are named by their path inside it). */
  name: string;
  /** Where its bytes are on disk. */
  path: string;
}

export interface ZipLimits {
  maxEntries: number;
  /** Bytes inflated from every zip of one import together. */
  maxUncompressedBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  // The published TK zips hold tens of files (TK2021 part 1: 43); a municipality-level set a
  // few hundred.
  maxEntries: 2000,
  // The TK2021 zip inflates to 61 MB, of which the counts are 43 MB; room for a complete set.
  maxUncompressedBytes: 1024 * 1024 * 1024,
};

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
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ReadFiles> {
  const read: ReadFiles = { documents: [], skipped: new Map() };
  const budget: Budget = { declared: 0, inflated: 0 };
  for (const file of files) {
    const lower = file.name.toLowerCase();
    if (lower.endsWith('.zip')) {
      await readZip(file, limits, budget, read);
    } else if (lower.endsWith('.xml')) {
      const document = await readEml(createReadStream(file.path), { fileName: file.name });
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
  limits: ZipLimits,
  budget: Budget,
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
      `Bestand ${file.name} pakt uit tot meer dan ${Math.round(limits.maxUncompressedBytes / (1024 * 1024))} MB; zo groot is geen uitslag van de Kiesraad.`,
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
      budget.declared += entry.uncompressedSize;
      if (budget.declared > limits.maxUncompressedBytes) throw overLimit();
      let stream;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw notAZip();
      }
      const counted = stream.pipe(new ByteBudget(budget, limits.maxUncompressedBytes, overLimit));
      stream.on('error', (err) => counted.destroy(err));
      let document: EmlDocument;
      try {
        document = await readEml(counted, {
          fileName: `${path.basename(name)} (in ${file.name})`,
          skipOtherTypes: true,
        });
      } catch (err) {
        if (err instanceof ImportError) throw err;
        // yauzl's own checks while inflating: a size that lies, a broken stream.
        throw new ImportError(`${name} in ${file.name} kan niet worden uitgepakt.`);
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

/** What the zips of one import declare and what was really inflated from them, in bytes. */
interface Budget {
  declared: number;
  inflated: number;
}

/** Counts inflated bytes against the import's budget and fails the stream beyond it. */
class ByteBudget extends Transform {
  constructor(
    private readonly budget: Budget,
    private readonly max: number,
    private readonly error: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.budget.inflated += chunk.length;
    if (this.budget.inflated > this.max) callback(this.error());
    else callback(null, chunk);
  }
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

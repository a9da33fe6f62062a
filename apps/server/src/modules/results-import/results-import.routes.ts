import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ElectionIdParamsSchema,
  RESULTS_IMPORT_FIELD,
  RESULTS_IMPORT_MAX_FILES,
  RESULTS_IMPORT_MAX_UPLOAD_BYTES,
  RESULTS_IMPORT_PARTY_MAP_FIELD,
  ResultsImportPartyMapSchema,
  ResultsImportQuerySchema,
  type ResultsImportPartyMap,
  ResultsImportSummarySchema,
} from '@zetelpoule/shared';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import type { ImportFile } from './eml-sources';
import { ImportError, UploadTooLargeError } from './import-error';
import { requireResultsEntryConfirmed } from '../elections/results-entry.guard';
import * as service from './results-import.service';
import { createUploadFolder, removeStaleUploadFolders } from './upload-folder';

const MAX = RESULTS_IMPORT_MAX_UPLOAD_BYTES;
/** Multipart boundaries and part headers on top of the files themselves. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * `results-import`: POST /api/auth/admin/election-results/{id}/import/ (contract in
 * packages/shared/src/contract/results-import.ts). Admins only. The files are streamed to a
 * temporary folder of this request (never held in memory), counted against 100 MB together,
 * read, and the folder is removed whatever happens.
 */
export const resultsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // What an import killed mid-way left behind; a failure here must not stop the server.
  try {
    const removed = await removeStaleUploadFolders();
    if (removed > 0) app.log.info({ removed }, 'removed stale results-import upload folders');
  } catch (err) {
    app.log.warn({ err }, 'could not remove stale results-import upload folders');
  }
  app.addHook('onRequest', app.requireAdmin);
  // Registered here, not for the app: only this route accepts multipart bodies. Limits are
  // per request; the total of every file is counted below.
  await app.register(multipart, {
    limits: {
      fileSize: MAX,
      files: RESULTS_IMPORT_MAX_FILES,
      fields: 10,
      // party_map: a few dozen names of up to 200 characters each.
      fieldSize: 64 * 1024,
      parts: RESULTS_IMPORT_MAX_FILES + 10,
      headerPairs: 50,
    },
  });

  app.post(
    '/api/auth/admin/election-results/:id/import/',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: ElectionIdParamsSchema,
        querystring: ResultsImportQuerySchema,
        response: { 200: ResultsImportSummarySchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'unsupported_media_type',
          `Stuur de bestanden als multipart/form-data in het veld ${RESULTS_IMPORT_FIELD}.`,
        );
      }
      // A try (dry run) writes nothing; applying is results entry, refused before any upload.
      if (!request.query.dry_run) {
        await requireResultsEntryConfirmed(
          app.db,
          request.params.id,
          request.query.confirm_before_deadline,
        );
      }
      // Refused before a byte is read when the client says up front that it is too large.
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX + ENVELOPE_BYTES) {
        throw new UploadTooLargeError(MAX);
      }

      const folder = await createUploadFolder();
      try {
        const { files, partyMap } = await saveUploads(request.parts(), folder);
        const summary = await service.importResults(app.db, request.params.id, files, {
          dryRun: request.query.dry_run,
          createMissingParties: request.query.create_missing_parties,
          partyMap,
          regionId: request.query.region_id ?? null,
          changedBy: currentUser(request).id,
        });
        // Players' pages follow, and the scores are recalculated shortly.
        if (summary.applied) app.live.resultsChanged(request.params.id);
        return summary;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
};

type UploadPart =
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      file: NodeJS.ReadableStream & { truncated?: boolean; resume(): unknown };
    }
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated?: boolean };

/**
 * Streams every part of field `files` to disk (413 beyond 100 MB together) and reads the
 * field `party_map`.
 */
async function saveUploads(
  parts: AsyncIterable<UploadPart>,
  folder: string,
): Promise<{ files: ImportFile[]; partyMap: ResultsImportPartyMap }> {
  const files: ImportFile[] = [];
  let partyMap: ResultsImportPartyMap = {};
  const counter = { bytes: 0 };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== RESULTS_IMPORT_PARTY_MAP_FIELD) {
          throw new ImportError(
            `Onbekend veld ${part.fieldname.slice(0, 40)}: stuur alleen ${RESULTS_IMPORT_FIELD} en ${RESULTS_IMPORT_PARTY_MAP_FIELD}.`,
          );
        }
        partyMap = parsePartyMap(part.value, part.valueTruncated === true);
        continue;
      }
      if (part.fieldname !== RESULTS_IMPORT_FIELD) {
        part.file.resume();
        throw new ImportError(`Stuur de bestanden in het veld ${RESULTS_IMPORT_FIELD}.`);
      }
      // The name only appears in messages; on disk each file is a number in this folder.
      const target = path.join(folder, String(files.length));
      await pipeline(part.file, new UploadBudget(counter), createWriteStream(target));
      if (part.file.truncated) throw new UploadTooLargeError(MAX);
      files.push({ name: cleanFileName(part.filename), path: target });
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (files.length === 0) {
    throw new ImportError(
      `Kies een of meer bestanden: de zip van de Kiesraad of EML-bestanden (veld ${RESULTS_IMPORT_FIELD}).`,
    );
  }
  return { files, partyMap };
}

/** The party_map field: JSON, an object from list name to a party id or "new". */
function parsePartyMap(value: unknown, truncated: boolean): ResultsImportPartyMap {
  const invalid = (detail: string) =>
    new ImportError(`Het veld ${RESULTS_IMPORT_PARTY_MAP_FIELD} ${detail}`);
  if (truncated || typeof value !== 'string') throw invalid('is te lang of geen tekst.');
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw invalid('is geen geldige JSON.');
  }
  const parsed = ResultsImportPartyMapSchema.safeParse(json);
  if (!parsed.success) {
    throw invalid(
      `moet een object zijn van naam naar partijnummer of "new": ${parsed.error.issues[0]?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/** Counts every uploaded byte of the request and fails beyond the limit. */
class UploadBudget extends Transform {
  constructor(private readonly counter: { bytes: number }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.counter.bytes += chunk.length;
    if (this.counter.bytes > MAX) callback(new UploadTooLargeError(MAX));
    else callback(null, chunk);
  }
}

/**
 * What the multipart parser and the streams throw, in the error format: our own errors as
 * they are, the plugin's limits as 413/400 in Dutch, a broken body as 400. A disk error (it
 * has a syscall) stays a 500: that is the server's fault, not the upload's.
 */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadTooLargeError(MAX);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new ImportError(`Stuur hooguit ${RESULTS_IMPORT_MAX_FILES} bestanden per keer.`);
  }
  if (err instanceof Error && !('syscall' in err)) {
    return new ImportError('De upload is onvolledig of ongeldig. Probeer het opnieuw.');
  }
  return err;
}

/** The client's file name, for messages only: no folders, no control characters, bounded. */
function cleanFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 200);
  return clean || 'bestand';
}

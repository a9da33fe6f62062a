import { AppError } from '../../errors';

/**
 * A file the import cannot use: 400 `import_error` with a Dutch message that names the file.
 * Nothing has been written when it is thrown (reading happens before the transaction).
 */
export class ImportError extends AppError {
  constructor(message: string) {
    super(400, 'import_error', message);
  }
}

/** 413: the uploads of one request together are over RESULTS_IMPORT_MAX_UPLOAD_BYTES. */
export class UploadTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super(
      413,
      'payload_too_large',
      `De bestanden zijn samen te groot: hooguit ${Math.round(maxBytes / (1024 * 1024))} MB per keer.`,
    );
  }
}

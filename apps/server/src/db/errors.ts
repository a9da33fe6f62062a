/** PostgreSQL's SQLSTATE of a failed query, found through drizzle's wrapping (`cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A foreign key said no (23503): the row referred to was deleted by a transaction that
 * committed while this one ran, or a row still refers to the one being deleted.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23503';
}

/** A unique index said no (23505): the insert or update raced with another one. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}

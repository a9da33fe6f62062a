/**
 * Whether an error means the database could not be reached (refused, dropped, shut down, out
 * of connections), as opposed to a fault in a query. The client may retry those: the error
 * handler answers 503 with Retry-After, never 500 (docs/decisions/048-readiness-and-outages.md).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);
// SQLSTATE: class 08 (connection exception), admin/crash shutdown, cannot connect now, too
// many connections, the database does not exist (dropped under a running server).
const SQL_STATES = /^(08...|57P0[123]|53300|3D000)$/;
// node-postgres raises these without a code.
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect)/;

export function isDatabaseOutage(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQL_STATES.test(code))) {
      return true;
    }
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    // AggregateError: a host name with several addresses refused each.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseOutage(inner))) return true;
    e = cause;
  }
  return false;
}

import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines are written: stdout by default, a test's buffer in the redaction test. */
export interface LogStream {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/*
 * What the server log may keep. A log is read by more people and kept
 * longer than the database, so nothing that signs someone in or identifies them goes there:
 * no query strings (social callbacks carry tokens there), no token or invite segments in paths,
 * no Authorization or Cookie headers, no bound SQL parameters, no e-mail addresses.
 */

const REDACTED = '[redacted]';

/** Path segments that are secrets themselves: mail links and invite codes, web and API. */
const SECRET_SEGMENTS = [
  /(\/verify-email\/)[^/?#]+/g,
  /(\/reset-password\/)[^/?#]+/g,
  /(\/password-reset\/verify\/)[^/?#]+/g,
  /(\/league\/join\/)[^/?#]+/g,
  /(\/league\/invite\/)[^/?#]+/g,
];

const EMAIL = /[^\s"'<>()[\]{},;:/\\]+@[^\s"'<>()[\]{},;:/\\]+\.[A-Za-z]{2,}/g;

/** The path of a request URL without its query and with secret segments replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  return path;
}

/** Free text (error messages, stacks): URLs lose query and secrets, addresses are hidden. */
export function redactText(text: string): string {
  let out = text.replace(/\?[^\s"']*/g, (query) => (query.includes('=') ? '?' + REDACTED : query));
  for (const pattern of SECRET_SEGMENTS) out = out.replace(pattern, `$1${REDACTED}`);
  // PostgreSQL quotes the offending value in some messages.
  out = out.replace(
    /(invalid input (?:syntax|value) for (?:type|enum) [\w ]+): ".*"/g,
    `$1: ${REDACTED}`,
  );
  return out.replace(EMAIL, '[e-mail]');
}

/** Error fields that describe what went wrong, never with which values. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'errno',
  'syscall',
] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * pino's error serializer, by allow-list: a failed drizzle query keeps its SQL text but loses
 * `params` (in the message, the stack and the field), a PostgreSQL error loses `detail`
 * ("Key (email)=(…) already exists") and `where`; causes are followed a few levels deep.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: redactText(String(err)), stack: '' };
  }
  let message = err.message;
  let stack = err.stack ?? '';
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string' && 'params' in err) {
    // DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
    const safe = `Failed query: ${query}`;
    stack = stack.includes(message) ? stack.replace(message, safe) : safe;
    message = safe;
  }
  const out: SerializedError = {
    type: err.constructor.name === 'Error' ? err.name : err.constructor.name,
    message: redactText(message),
    stack: redactText(stack),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < 4) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields that hold secrets or addresses wherever a log call puts them. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'authorization',
  'cookie',
  // The outbox mode of the mailer logs each mail (mail.ts): recipient and link stay out.
  'to',
  'link',
  'email',
  'password',
  'token',
  'refresh',
  'access',
];

/** Options of Fastify's pino logger; `stream` lets tests capture what would be written. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: serializeRequest,
      err: (err: unknown) => serializeError(err),
    },
    ...(stream ? { stream } : {}),
  };
}

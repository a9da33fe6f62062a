import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { LIVE_PATHS } from '@zetelpoule/shared';
import { users } from '../db/schema';
import { buildTestApp, createUser, type TestUser } from '../../test/helper';
import { enterPool } from '../modules/leagues/leagues.test-data';

/*
 * A permanent guard against 500s on hostile input: every operation of the OpenAPI document
 * (read after start-up, so a new route is fuzzed too), with requests from its own JSON schema
 * plus hostile values (NUL, lone surrogates, 1 MB strings, 2^53, __proto__ keys, ids beyond
 * PostgreSQL's integer), anonymous, as a player and as an admin. No answer may be a 5xx; every
 * 4xx is {error, message}. FUZZ_RUNS (per operation) and FUZZ_SEED hunt longer.
 */

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 100);
/** FUZZ_STATS=1 prints the status codes each operation answered (is the fuzz getting deep?). */
const STATS = process.env.FUZZ_STATS === '1';
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** A piece of JSON written as it is: numbers JSON.stringify cannot produce (-0, 1e309). */
class Raw {
  constructor(readonly text: string) {}
}

/* ---------- Hostile values ---------- */

const MEGABYTE = 'a'.repeat(1024 * 1024);

/** What PostgreSQL or a log refuses or misreads: the strings every field must turn away. */
const CONTROL_STRINGS = [
  '\u0000',
  'a\u0000b@example.com',
  'Jan\u0000',
  '\ud800',
  'x\udfffy',
  '\u0085\u009b',
  '\u001b[31m',
  'tab\there',
  'line\nbreak',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x3',
  '3e0',
  '+3',
  '03',
  ' 3',
  '-0',
  'NaN',
  'Infinity',
  'true',
  'null',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'Zoe\u0308',
  '😀'.repeat(60),
  'x'.repeat(5000),
  MEGABYTE,
];

const HOSTILE_NUMBERS = [
  new Raw('-0'),
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('9007199254740993'),
  new Raw('1.0'),
  2 ** 53,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  0,
  -1,
  1.5,
  0.1,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONTROL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, [null]),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Path segments that are hostile as URLs, not only as values. */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '%2F',
  '%2E%2E',
  '2147483648',
  '99999999999999999999',
  '0x3',
  '3e0',
  '%2B3',
  '03',
  '%203',
  '-1',
  '0',
  'x'.repeat(300),
];

/* ---------- Values from a JSON schema ---------- */

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** Plausible values by field name, so requests get past the field rules to the handler. */
const HINTS: [RegExp, string[]][] = [
  [/email/, ['speler@example.nl', 'admin@example.nl', 'nieuw@example.nl']],
  [/username/, ['speler_een', 'nieuwe-speler', 'admin']],
  [/name/, ['Jan', 'Zoë', 'Amsterdam', 'Vlieland', 'Rozendaal', 'De Buren']],
  [/password/, ['Geheim123!', 'Nieuw456!x']],
  [/avatar/, ['https://example.com/a.png']],
  [/token|refresh|code/, ['abcdefghijklmnopqrstuvwx', 'x']],
];

function stringFrom(schema: JsonSchema, key = ''): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      if (schema.pattern === '^[1-9][0-9]{0,9}$') {
        // An id: mostly small numbers, which are the ids the seed and the set-up created.
        return fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 1, max: 400 }).map(String) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
        );
      }
      // Short strings keep the fuzz fast, but never shorter than the pattern allows (a push
      // key is 87 characters): a filter nothing passes would make fast-check draw for ever.
      return fc.stringMatching(pattern).filter((s) => s.length <= Math.max(maxLength, 128));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const hint = HINTS.find(([pattern]) => pattern.test(key))?.[1];
  const random = fc.string({ minLength, maxLength });
  return hint
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hint) }, { weight: 1, arbitrary: random })
    : random;
}

function integerFrom(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? 1000;
  if (max - min > 100_000) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.min(max, 400) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
    );
  }
  return fc.integer({ min, max });
}

/**
 * A value its schema allows (mostly). `hostile`: nested fields are sometimes hostile too;
 * `key` is the field's name, for plausible strings.
 */
function valueFrom(schema: JsonSchema, depth = 0, hostile = true, key = ''): fc.Arbitrary<unknown> {
  let arbitrary: fc.Arbitrary<unknown>;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (schema.const !== undefined) arbitrary = fc.constant(schema.const);
  else if (schema.enum) arbitrary = fc.constantFrom(...schema.enum);
  else if (alternatives) {
    arbitrary = fc.oneof(...alternatives.map((s) => valueFrom(s, depth, hostile, key)));
  } else if (schema.allOf) {
    arbitrary = valueFrom(Object.assign({}, ...schema.allOf), depth, hostile, key);
  } else {
    switch (typeOf(schema)) {
      case 'string':
        arbitrary = stringFrom(schema, key);
        break;
      case 'integer':
        arbitrary = integerFrom(schema);
        break;
      case 'number':
        arbitrary = fc.oneof(
          fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
          fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
        );
        break;
      case 'boolean':
        arbitrary = fc.boolean();
        break;
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 6, 8));
        arbitrary = fc.array(fieldFrom(schema.items ?? {}, depth + 1, hostile), {
          minLength,
          maxLength,
        });
        break;
      }
      case 'object':
        arbitrary = objectFrom(schema, depth + 1, hostile);
        break;
      default:
        arbitrary = fc.oneof(hostileValue, fc.string({ maxLength: 20 }));
    }
  }
  if (schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'))) {
    arbitrary = fc.option(arbitrary, { nil: null, freq: 5 });
  }
  return arbitrary;
}

/** A field's value: mostly what its schema allows, sometimes something hostile. */
function fieldFrom(schema: JsonSchema, depth = 0, hostile = true, key = ''): fc.Arbitrary<unknown> {
  if (!hostile) return valueFrom(schema, depth, false, key);
  return fc.oneof(
    { weight: 4, arbitrary: valueFrom(schema, depth, true, key) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Objects without a prototype, so "__proto__" and "constructor" can be plain keys. */
function objectFrom(schema: JsonSchema, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([key, propertySchema]) =>
    fc.tuple(
      fc.constant(key),
      required.has(key) || !hostile
        ? fc.oneof({ weight: 12, arbitrary: fc.constant(true) }, fc.constant(false))
        : fc.boolean(),
      depth > 3 ? fc.constant(null) : fieldFrom(propertySchema, depth, hostile, key),
    ),
  );
  // Now and then a key the schema does not name: prototype keys, privilege flags.
  const extraKey = fc.tuple(
    fc.constantFrom('__proto__', 'constructor', 'is_staff', 'is_superuser', 'user_id', 'id'),
    hostileValue,
  );
  const extra: fc.Arbitrary<[string, unknown] | null> = hostile
    ? fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: extraKey })
    : fc.constant(null);
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, extraEntry]) => {
    const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [key, present, value] of entries) if (present) object[key] = value;
    if (extraEntry) {
      const [key, value] = extraEntry;
      object[key] = key === '__proto__' ? { is_staff: true, is_superuser: true } : value;
    }
    return object;
  });
}

/* ---------- Writing a request ---------- */

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encoding that also writes lone surrogates (as the WTF-8 bytes a client could send). */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Raw) return value.text;
  return toJson(value);
}

const pathSegmentFrom = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 6, arbitrary: valueFrom(schema).map((value) => encode(asText(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: hostileValue.map((value) => encode(asText(value))) },
  );

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
];

/**
 * A plausible body with exactly one top-level field hostile (or none): the others pass their
 * rules, so the hostile value travels as far into the handler as the schema lets it.
 */
function oneHostileField(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (typeOf(schema) !== 'object' || keys.length === 0) return valueFrom(schema);
  return fc
    .tuple(
      valueFrom(schema, 0, false),
      fc.option(fc.tuple(fc.constantFrom(...keys), hostileValue), { freq: 6 }),
    )
    .map(([body, swap]) => {
      if (swap && body !== null && typeof body === 'object') {
        (body as Record<string, unknown>)[swap[0]] = swap[1];
      }
      return body;
    });
}

interface FuzzRequest {
  identity: 'anonymous' | 'player' | 'admin';
  segments: string[];
  query: [string, unknown][];
  body: unknown;
  contentType: string | undefined;
}

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const body = operation.body
    ? fc.oneof(
        { weight: 6, arbitrary: oneHostileField(operation.body) },
        { weight: 4, arbitrary: valueFrom(operation.body) },
        { weight: 1, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(new Raw('{"a":')) },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: hostileValue },
      );
  return fc.record({
    // Admins pass every guard, so most requests reach the handler; players and strangers
    // still come often enough to meet theirs.
    identity: fc.oneof(
      { weight: 1, arbitrary: fc.constant('anonymous' as const) },
      { weight: 2, arbitrary: fc.constant('player' as const) },
      { weight: 3, arbitrary: fc.constant('admin' as const) },
    ),
    segments: fc.tuple(...operation.pathParams.map((p) => pathSegmentFrom(p.schema))),
    query: fc.tuple(
      ...operation.queryParams.map((p) =>
        fc.tuple(
          fc.constant(p.name),
          fc.option(fc.oneof({ weight: 4, arbitrary: valueFrom(p.schema) }, hostileValue), {
            freq: 4,
          }),
        ),
      ),
    ),
    body,
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  });
}

function urlFor(operation: Operation, request: FuzzRequest): string {
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => request.segments[index++] ?? 'x');
  const query = request.query
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${encode(name)}=${encode(asText(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** The request as a short line for a failure report (no megabyte strings). */
function describeRequest(operation: Operation, request: FuzzRequest): string {
  const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
  const body = request.body === undefined ? '' : ` body=${shorten(toJson(request.body))}`;
  return `${request.identity} ${operation.method} ${shorten(urlFor(operation, request))} content-type=${request.contentType}${body}`;
}

/* ---------- The app and the document ---------- */

// A stand-in web build, so page paths get the SPA as in production (not "build it first").
const webDir = mkdtempSync(path.join(tmpdir(), 'zetelpoule-fuzz-web-'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Zetelpoule</title>');
const t = await buildTestApp({ webDistDir: webDir });
// Passwords the fuzz never guesses: a fuzzed account deletion must not end the run's users.
const player = await createUser(t, { password: 'Fuzz-Speler-7319!' });
const admin = await createUser(t, {
  isStaff: true,
  isSuperuser: true,
  password: 'Fuzz-Beheer-7319!',
});
// A prediction, so the player is in the national pool and has something to compare.
await enterPool(t, player.id, 3);
const tokens: Record<FuzzRequest['identity'], TestUser | undefined> = {
  anonymous: undefined,
  player,
  admin,
};

/**
 * A token at the user's current token version: a fuzzed logout or password change ends the
 * tokens issued before it, and the rest of the run should still be signed in.
 */
async function freshToken(user: TestUser): Promise<string> {
  const [row] = await t.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  return t.app.signAccessToken(user.id, row?.tokenVersion ?? 0);
}

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
const document = t.app.swagger() as {
  paths: Record<string, Record<string, OpenApiOperation>>;
};
/**
 * The live stream answers a signed-in caller with a stream that stays open, which inject()
 * would wait on for ever; it takes no input but its token, and live.test.ts covers it (401s
 * included) over real HTTP. Its JSON sibling, /api/live/state/, is fuzzed here.
 */
const NOT_FUZZED = new Set<string>([LIVE_PATHS.stream]);
const operations: Operation[] = Object.entries(document.paths)
  .filter(([path]) => !NOT_FUZZED.has(path))
  .flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const pick = (where: string) =>
          parameters
            .filter((p) => p.in === where)
            .map((p) => ({ name: p.name, schema: p.schema ?? {} }));
        // Path parameters in the order they appear in the path.
        const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map(
          ([, name]) => pick('path').find((p) => p.name === name) ?? { name: name!, schema: {} },
        );
        return {
          method: method.toUpperCase(),
          path,
          pathParams,
          queryParams: pick('query'),
          body: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );

afterAll(() => t.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s never answers 5xx and keeps the error format',
    async (name, operation) => {
      const statuses = new Map<number, number>();
      const seed = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);
      const result = await fc.check(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const user = tokens[request.identity];
          const token = user ? await freshToken(user) : undefined;
          const payload = request.body === undefined ? undefined : toJson(request.body);
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          if (payload !== undefined && request.contentType) {
            headers['content-type'] = request.contentType;
          }
          const res = await t.app.inject({
            method: operation.method as 'GET',
            url: urlFor(operation, request),
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          if (STATS) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`);
          }
          if (res.statusCode >= 400) {
            const body = JSON.parse(res.body) as Record<string, unknown>;
            if (typeof body.error !== 'string' || typeof body.message !== 'string') {
              throw new Error(
                `${res.statusCode} without the error format: ${res.body.slice(0, 300)}`,
              );
            }
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed, endOnFailure: true },
      );
      const failure =
        result.failed && result.counterexample
          ? `${describeRequest(operation, result.counterexample[0])}\n→ ${String(result.errorInstance)}`
          : undefined;
      if (STATS) {
        const counts = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
        console.info(`${name}: ${counts.join(' ')}`);
      }
      expect(failure).toBeUndefined();
    },
    120_000,
  );
});

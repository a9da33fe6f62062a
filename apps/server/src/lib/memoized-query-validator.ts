import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** What the zod validator answers: synchronous, never a boolean or a promise. */
type ZodValidation = { value: unknown; error?: undefined } | { error: Error; value?: undefined };

type RouteSchemaDef<S> = Parameters<FastifySchemaCompiler<S>>[0];

/** Distinct accepted query strings kept per route; at the limit the route starts afresh. */
const MAX_KEPT = 10_000;

/**
 * The app's zod validator (app.ts) for a route's query string, with the queries it accepted kept
 * (frozen, shared): the leaderboard is asked for the same few thousand pages all night, and zod
 * was the largest part of the page's own server time. A query not seen before, and every
 * refusal, still goes through zod, so the schema stays the rule and its messages the answer.
 */
export function memoizedQueryValidator<S>(
  route: RouteSchemaDef<S>,
): ReturnType<FastifySchemaCompiler<S>> {
  // A route's schema option types `route.schema` as the whole schema object; the compiler is
  // called with each part's zod schema, as app.ts's is.
  const zodRoute = route as unknown as RouteSchemaDef<ZodType>;
  if (route.httpPart !== 'querystring') return validatorCompiler(zodRoute);
  const validate = validatorCompiler(zodRoute) as (data: unknown) => ZodValidation;
  const accepted = new Map<string, unknown>();
  return (data: unknown) => {
    const key = queryKey(data);
    if (key === undefined) return validate(data);
    const known = accepted.get(key);
    if (known !== undefined) return { value: known };
    const result = validate(data);
    if (!result.error) {
      if (accepted.size >= MAX_KEPT) accepted.clear();
      accepted.set(key, Object.freeze(result.value));
    }
    return result;
  };
}

/**
 * One string per parsed query whose values are all single strings, each name and value
 * length-prefixed so that no two queries share a key ('a=1&b=2' and 'a=1%26b%3D2' differ).
 * Undefined for anything else (a repeated parameter is an array): zod decides those each time.
 */
function queryKey(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  let key = '';
  for (const name in data) {
    const value: unknown = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}

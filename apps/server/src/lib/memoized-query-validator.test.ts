import { LeaderboardQuerySchema } from '@zetelpoule/shared';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { memoizedQueryValidator } from './memoized-query-validator';

type Validation = { value?: unknown; error?: Error };

function compile(schema: ZodType, httpPart = 'querystring') {
  const route = { schema, method: 'GET', url: '/t/', httpPart };
  return {
    memoized: memoizedQueryValidator(route) as (data: unknown) => Validation,
    plain: validatorCompiler(route) as (data: unknown) => Validation,
  };
}

describe('memoizedQueryValidator', () => {
  it('answers an accepted query as zod does, and the same query again with the same frozen value', () => {
    const { memoized, plain } = compile(LeaderboardQuerySchema);
    const first = memoized({ page: '12', page_size: '50' });
    expect(first).toEqual(plain({ page: '12', page_size: '50' }));
    expect(first.value).toEqual({ page: 12, page_size: 50 });
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(memoized({ page: '12', page_size: '50' }).value).toBe(first.value);
    // The defaults are zod's too, for an empty query string.
    expect(memoized({}).value).toEqual({ page: 1, page_size: 50 });
    expect(memoized({ page: '13', page_size: '50' }).value).toEqual({ page: 13, page_size: 50 });
  });

  it('refuses with zod’s error every time, so a refused query is never kept', () => {
    const { memoized, plain } = compile(LeaderboardQuerySchema);
    for (const query of [{ page: '0' }, { page: '0' }, { page_size: '101' }, { page: 'x' }]) {
      const answer = memoized(query);
      expect(answer.value).toBeUndefined();
      expect(answer.error).toBeDefined();
      expect(answer.error).toEqual(plain(query).error);
      expect(JSON.stringify(answer.error)).toMatch(/geheel getal/);
    }
  });

  it('leaves a repeated parameter (an array) to zod', () => {
    const { memoized } = compile(LeaderboardQuerySchema);
    expect(memoized({ page: ['2', '3'] }).error).toBeDefined();
    expect(memoized({ page: ['2', '3'] }).error).toBeDefined();
  });

  it('keeps two queries apart whose names and values run together', () => {
    const { memoized } = compile(z.object({ a: z.string(), b: z.string().optional() }));
    expect(memoized({ a: '1&b=2' }).value).toEqual({ a: '1&b=2' });
    expect(memoized({ a: '1', b: '2' }).value).toEqual({ a: '1', b: '2' });
    expect(memoized({ a: '1:b1:2' }).value).toEqual({ a: '1:b1:2' });
  });

  it('validates the other parts of a request as the app does, each time afresh', () => {
    const { memoized } = compile(z.object({ name: z.string() }), 'body');
    const first = memoized({ name: 'Poule' });
    expect(first.value).toEqual({ name: 'Poule' });
    expect(Object.isFrozen(first.value)).toBe(false);
    expect(memoized({ name: 'Poule' }).value).not.toBe(first.value);
  });
});

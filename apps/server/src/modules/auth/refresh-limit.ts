import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tokens } from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { FailureCounter } from '../../plugins/rate-limit';
import { findRefreshToken } from './auth.repo';
import { hashToken } from './auth.tokens';

/**
 * Decision 047: a token refresh limited by what it is, not only by where it comes from.
 * A token the database knows counts against its own family, so a valid refresh is never
 * refused because other clients behind the same address (a carrier's NAT, an office) failed.
 * An unknown token is a guess (or garbage): refused at once, without touching its row, once
 * the address has failed too often. Every refusal of an invalid token counts as a failure.
 */
export function createLimitedRefresh(deps: {
  db: Db;
  limits: {
    failures: FailureCounter;
    countFamily(request: FastifyRequest, reply: FastifyReply, family: string): Promise<void>;
  };
  refresh(token: string): Promise<Tokens>;
}) {
  return async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<Tokens> => {
    const known = await findRefreshToken(deps.db, hashToken(token));
    if (known) await deps.limits.countFamily(request, reply, known.family);
    else await deps.limits.failures.assertAllowed(request, reply);
    try {
      return await deps.refresh(token);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401) {
        await deps.limits.failures.record(request);
      }
      throw err;
    }
  };
}

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BenchmarkBodySchema,
  BenchmarkListSchema,
  BenchmarkParamsSchema,
  BenchmarkSchema,
  ElectionIdParamsSchema,
  ErrorBodySchema,
} from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import * as service from './poll-opponents.service';

const BASE = '/api/auth/admin/election-results/:id/benchmarks';

/**
 * An election's poll opponents, called benchmarks on the wire and in the tables. Admins only,
 * like every admin call.
 */
export const pollOpponentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: 401/403 before any body is looked at.
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];
  const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

  /**
   * Every change is logged with who made it. Once the election has been scored, a changed poll
   * is scored by a recalculation (debounced like a results change), so its row never shows
   * points of numbers it no longer has.
   */
  const afterWrite = (
    request: FastifyRequest,
    electionId: number,
    benchmarkId: number,
    action: 'create' | 'update' | 'delete',
    isScored: boolean,
  ) => {
    request.log.info({ by: currentUser(request).id, electionId, benchmarkId, action }, 'benchmark');
    if (isScored) app.live.resultsChanged(electionId);
  };

  app.get(
    `${BASE}/`,
    {
      schema: {
        tags,
        params: ElectionIdParamsSchema,
        response: { 200: BenchmarkListSchema, 404: ErrorBodySchema },
      },
    },
    (request) => service.listBenchmarks(app.db, request.params.id),
  );

  app.post(
    `${BASE}/`,
    {
      schema: {
        tags,
        params: ElectionIdParamsSchema,
        body: BenchmarkBodySchema,
        response: { 201: BenchmarkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const write = await service.createBenchmark(app.db, request.params.id, request.body);
      afterWrite(request, request.params.id, write.benchmark.id, 'create', write.isScored);
      return reply.status(201).send(write.benchmark);
    },
  );

  app.put(
    `${BASE}/:benchmarkId/`,
    {
      schema: {
        tags,
        params: BenchmarkParamsSchema,
        body: BenchmarkBodySchema,
        response: { 200: BenchmarkSchema, ...errors },
      },
    },
    async (request) => {
      const { id, benchmarkId } = request.params;
      const write = await service.updateBenchmark(app.db, id, benchmarkId, request.body);
      afterWrite(request, id, benchmarkId, 'update', write.isScored);
      return write.benchmark;
    },
  );

  app.delete(
    `${BASE}/:benchmarkId/`,
    {
      schema: {
        tags,
        params: BenchmarkParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, benchmarkId } = request.params;
      const { isScored } = await service.deleteBenchmark(app.db, id, benchmarkId);
      afterWrite(request, id, benchmarkId, 'delete', isScored);
      return reply.status(204).send(null);
    },
  );
};

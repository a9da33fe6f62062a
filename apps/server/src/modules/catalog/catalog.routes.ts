import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MunicipalityListSchema, PartyListSchema } from '@zetelpoule/shared';
import { activeElectionMunicipalities, activeElectionParties } from './catalog.service';

/** Public lists the dashboard and the landing page read. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/parties/',
    { schema: { tags: ['catalog'], response: { 200: PartyListSchema } } },
    () => activeElectionParties(app.db),
  );
  app.get(
    '/api/auth/municipalities/',
    { schema: { tags: ['catalog'], response: { 200: MunicipalityListSchema } } },
    () => activeElectionMunicipalities(app.db),
  );
};

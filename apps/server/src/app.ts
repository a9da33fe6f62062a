import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connectDatabase, type Database } from './db/client';
import { loggerOptions, type LogStream } from './logging';
import { WEB_DIST_DIR } from './paths';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import captchaPlugin from './plugins/captcha';
import compressionPlugin from './plugins/compression';
import cacheControlPlugin from './plugins/cache-control';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import mailPlugin from './plugins/mail';
import invalidationsPlugin from './plugins/invalidations';
import livePlugin from './plugins/live';
import type { RecalculationTimer } from './modules/live/recalculation';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import webAppPlugin from './plugins/web-app';
import { authRoutes } from './modules/auth/auth.routes';
import { socialRoutes } from './modules/auth/social/social.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes, readinessGate } from './modules/health/health.routes';
import { createReadiness, type Readiness } from './lib/readiness';
import { electionsAdminRoutes } from './modules/elections/elections.routes';
import { statenAdminRoutes, statenPublicRoutes } from './modules/staten/staten.routes';
import { scoringAdminRoutes } from './modules/scoring/scoring.routes';
import { pollOpponentsAdminRoutes } from './modules/poll-opponents/poll-opponents.routes';
import { resultsImportRoutes } from './modules/results-import/results-import.routes';
import { liveRoutes } from './modules/live/live.routes';
import { usersAdminRoutes } from './modules/users/users.routes';
import { leagueInviteRoutes, leaguesRoutes } from './modules/leagues/leagues.routes';
import { memberPredictionsRoutes } from './modules/member-predictions/member-predictions.routes';
import { rankSeenRoutes } from './modules/rank-seen/rank-seen.routes';
import { crowdRoutes } from './modules/crowd/crowd.routes';
import { predictionsRoutes } from './modules/predictions/predictions.routes';
import { quickStartRoutes } from './modules/quick-start/quick-start.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import reminderQueuePlugin from './modules/reminders/reminders.queue';
import { pushRoutes } from './modules/push/push.routes';
import { shareImageRoutes } from './modules/share-images/share-images.routes';

export interface BuildAppOptions {
  /** An already migrated database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Where the built web app lives; tests point this at a folder of their own. */
  webDistDir?: string;
  /** Redis key prefix of the rate-limit counters, so parallel test apps do not share them. */
  rateLimitNameSpace?: string;
  logger?: boolean;
  /** Where the log goes instead of stdout (the log-redaction test reads it). */
  logStream?: LogStream;
  /** The process's phase for `/api/health/ready/` (main.ts); tests get one that is ready. */
  readiness?: Readiness;
  /** When a scheduled recalculation starts (plugins/live.ts); tests may hold them. */
  recalculationTimer?: RecalculationTimer;
}

/** Builds the whole server without listening: used by main.ts and by every test. */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    // Trailing slashes are part of every path (docs/architecture.md#the-shared-contract); keep /x
    // and /x/ distinct.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A bad URL or an over-long path parameter, in the error format without echoing the URL.
    frameworkErrors,
    // Fastify's own 503 while closing is English, outside the error format: readinessGate
    // answers those requests instead.
    return503OnClosing: false,
    // Plugins do real work at start (the web app compresses its pages once); on a busy machine
    // that can take longer than Fastify's 10 s default, which would fail the start. Readiness
    // (/api/health/ready/) says when an instance may take traffic, not a timer.
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await connectDatabase(config));
  await app.register(databasePlugin, { database, ownsDatabase: !options.database });
  await app.register(errorsPlugin);
  // The security headers are set in an onRequest hook: registered before the readiness gate,
  // they are on its early 503s (starting, closing) too.
  await app.register(securityPlugin);
  const readiness = options.readiness ?? createReadiness();
  await app.register(readinessGate, { readiness });
  // Before every route and the 404 handler, so its onSend hook sees all of them.
  await app.register(cacheControlPlugin);
  // Before every route and the static files, so its onSend hook sees all of them.
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    nameSpace: options.rateLimitNameSpace ?? 'zetelpoule-rate-limit-',
  });
  await app.register(invalidationsPlugin, {
    redisUrl: config.redisUrl,
    postgresUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    // Test apps get a channel of their own, as they get their own rate-limit counters.
    channel: options.rateLimitNameSpace && `${options.rateLimitNameSpace}invalidate`,
  });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(livePlugin, { recalculationTimer: options.recalculationTimer });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  await app.register(captchaPlugin, { secret: config.jwtSecret });

  await app.register(swagger, {
    openapi: { info: { title: 'Zetelpoule API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  if (config.env === 'production') {
    // The UI is for developers; in production it would only show strangers the admin API, and
    // our bearer tokens cannot reach a page the browser opens. The document itself stays public.
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  } else {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  // Modules, by name: a short explicit list is easier to follow than autoload.
  await app.register(healthRoutes, { readiness });
  await app.register(catalogRoutes);
  await app.register(electionsAdminRoutes);
  await app.register(statenAdminRoutes);
  await app.register(statenPublicRoutes);
  await app.register(scoringAdminRoutes);
  await app.register(pollOpponentsAdminRoutes);
  await app.register(resultsImportRoutes);
  await app.register(liveRoutes);
  await app.register(usersAdminRoutes);
  await app.register(authRoutes, { config });
  await app.register(socialRoutes, { config });
  await app.register(profileRoutes, { config });
  await app.register(leaguesRoutes, { config });
  await app.register(leagueInviteRoutes, { config });
  await app.register(memberPredictionsRoutes);
  await app.register(rankSeenRoutes);
  await app.register(crowdRoutes);
  await app.register(predictionsRoutes);
  await app.register(quickStartRoutes);
  await app.register(remindersRoutes, { config });
  await app.register(pushRoutes, { config });
  // The reminder e-mails' job queue (decision 032); off in tests unless asked for.
  if (config.reminderQueue) await app.register(reminderQueuePlugin, { config, readiness });
  await app.register(shareImageRoutes, { config });

  await app.register(webAppPlugin, { distDir: options.webDistDir ?? WEB_DIST_DIR });
  return app;
}

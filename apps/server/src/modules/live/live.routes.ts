import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, LIVE_EVENTS, LIVE_PATHS, LiveStateSchema } from '@zetelpoule/shared';
import { currentUser } from '../../plugins/auth';
import { sseEvent } from './live.hub';
import { liveEventId, liveState } from './live.service';

/**
 * Contract in packages/shared/src/contract/live.ts: the live stream and its state
 * as JSON. Both for a signed-in player only (401 otherwise, before anything is streamed).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    LIVE_PATHS.state,
    { schema: { tags: ['live'], response: { 200: LiveStateSchema, 401: ErrorBodySchema } } },
    (request) => liveState(app.db, currentUser(request).id),
  );

  app.get(
    LIVE_PATHS.stream,
    {
      schema: {
        tags: ['live'],
        description: 'Server-Sent Events: `results`, `standing` and `ping` (see the contract).',
        response: { 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Read before the stream opens: a failure is still an ordinary error answer.
      const state = await liveState(app.db, user.id);
      const id = liveEventId(state.results);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx would otherwise buffer the stream (docs/production.md).
        'X-Accel-Buffering': 'no',
        // The connection is the stream's: when it ends (shutdown, token expiry) the socket
        // closes too, rather than idling as keep-alive and holding a closing server up.
        Connection: 'close',
      });
      raw.flushHeaders();
      const forget = app.live.hub.add(
        user.id,
        {
          write: (chunk) => raw.write(chunk),
          end: () => raw.end(),
          destroy: () => raw.destroy(),
          get writableLength() {
            return raw.writableLength;
          },
        },
        request.tokenVersion,
      );
      raw.on('close', forget);

      // The events are states: a client that already has this one needs nothing now.
      if (request.headers['last-event-id'] !== id && state.results) {
        raw.write(sseEvent(LIVE_EVENTS.results, state.results, id));
        if (state.standing) raw.write(sseEvent(LIVE_EVENTS.standing, state.standing, id));
      } else {
        // Something at once, so the client (and every proxy) knows the stream is open.
        raw.write(': open\n\n');
      }
      // A logout between the sign-in check and the registration above was announced to no
      // stream: look once more, now that this one would hear the next.
      await app.live
        .endEndedSessions(user.id)
        .catch((err: unknown) => request.log.error({ err }, 'live: session check failed'));
    },
  );
};

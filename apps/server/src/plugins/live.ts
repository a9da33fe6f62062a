import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../errors';
import { LiveHub } from '../modules/live/live.hub';
import { liveEventId, loadLiveView, poolAsOf, standingsFrom } from '../modules/live/live.service';
import { RecalculationScheduler, type RecalculationTimer } from '../modules/live/recalculation';
import { nationalPoolCache } from '../modules/leagues/national-pool';
import { calculateScores } from '../modules/scoring/scoring.service';
import { findLiveElection, tokenVersionsOf } from '../modules/live/live.repo';
import { findTokenVersion } from '../modules/auth/auth.repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** Election night: results changes in, live events out. */
    live: {
      hub: LiveHub;
      /** A result of the election changed (a results tab, the import, its status). */
      resultsChanged(electionId: number): void;
      /** Its scores were calculated; without an id: the active election's (a reset). */
      scoresChanged(electionId?: number): Promise<void>;
      /** Resolves once no recalculation is pending or running (tests). */
      settled(): Promise<void>;
      /** Ends the player's streams whose session ended (logout, password, deletion). */
      endEndedSessions(userId: number): Promise<void>;
      /** endEndedSessions for every player connected here, in one query (the timer's work). */
      sweepEndedSessions(): Promise<void>;
    };
  }
}

/** How often the streams' sessions are checked without a message: a lost one's bound. */
const SESSION_SWEEP_MS = 30_000;

/**
 * Wires the live module to the rest: a results change is published on the bus (every
 * instance's streams get `results`) and schedules a recalculation here; a recalculation is
 * published too (every instance sends `standing`). Events are handled one at a time per
 * instance, in order, so `results` never overtakes the `standing` it belongs to.
 */
async function livePlugin(
  app: FastifyInstance,
  options: { recalculationTimer?: RecalculationTimer },
) {
  const hub = new LiveHub();
  const bus = app.invalidations;

  const scheduler = new RecalculationScheduler(
    async (electionId) => {
      // Only the sections the change touched (docs/decisions/062-incremental-scoring.md).
      await calculateScores(app.db, electionId);
      await bus.publish({ kind: 'scores-changed', electionId });
    },
    (err, electionId) => {
      // An admin may delete an election while its recalculation waits for the burst to end:
      // nothing is left to score, which is no fault of the server's.
      if (err instanceof NotFoundError) {
        app.log.info({ electionId }, 'live: recalculation skipped, the election is gone');
      } else {
        app.log.error({ err, electionId }, 'live: recalculation failed');
      }
    },
    undefined,
    undefined,
    options.recalculationTimer,
  );

  let queue: Promise<void> = Promise.resolve();
  const handle = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((err: unknown) => app.log.error({ err }, 'live: event failed'));
  };

  // `electionId` undefined: whichever election is live (a resync after the bus was cut off).
  const sendResults = async (electionId: number | undefined, withStandings: boolean) => {
    if (hub.size === 0) return;
    const view = await loadLiveView(app.db);
    // Before the deadline players are told nothing, not even that something changed.
    if (!view || view.hidden) return;
    const { results } = view;
    if (electionId !== undefined && results.election_id !== electionId) return;
    const id = liveEventId(results);
    hub.broadcastResults(results, id);
    if (withStandings) {
      hub.sendStandings(standingsFrom(await poolAsOf(app.db, results), results, hub.userIds), id);
    }
  };

  // Decision 012 for streams: the `auth-user` message that ends a player's access tokens on
  // every instance (a logout, a password change or reset, a deletion) ends their streams too.
  const endEndedSessions = async (userId: number) => {
    if (!hub.has(userId)) return;
    hub.endSessionsBefore(userId, await findTokenVersion(app.db, userId));
  };

  // The bus is best effort (decision 027): a lost message must not leave a stream open until
  // its token expires, so every connected player's session is also checked now and then.
  const sweepEndedSessions = async () => {
    if (hub.size === 0) return;
    const userIds = hub.userIds;
    const versions = await tokenVersionsOf(app.db, userIds);
    for (const userId of userIds) hub.endSessionsBefore(userId, versions.get(userId));
  };
  const sweeper = setInterval(() => {
    sweepEndedSessions().catch((err: unknown) =>
      app.log.error({ err }, 'live: session sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweeper.unref();

  const unsubscribe = bus.subscribe((message) => {
    if (message.kind === 'auth-user') {
      endEndedSessions(message.userId).catch((err: unknown) =>
        app.log.error({ err }, 'live: ending ended sessions failed'),
      );
    } else if (message.kind === 'results-changed') {
      handle(() => sendResults(message.electionId, false));
    } else if (message.kind === 'resync') {
      // Results, scores or logouts may have been missed while the bus was cut off: send
      // every stream the current state and check every session now.
      nationalPoolCache(app.db).invalidate();
      handle(() => sendResults(undefined, true));
      handle(sweepEndedSessions);
    } else if (message.kind === 'scores-changed') {
      // poolAsOf takes the snapshot only when it is as new as the calculation: on the
      // instance that calculated, its own ranking; elsewhere (their national-pool message
      // may come later) one ranked afresh.
      handle(() => sendResults(message.electionId, true));
    }
  });

  app.decorate('live', {
    hub,
    resultsChanged(electionId: number) {
      bus
        .publish({ kind: 'results-changed', electionId })
        .catch((err: unknown) => app.log.error({ err }, 'live: publish failed'));
      scheduler.schedule(electionId);
    },
    async scoresChanged(electionId?: number) {
      const id = electionId ?? (await findLiveElection(app.db))?.id;
      if (id === undefined) return;
      await bus
        .publish({ kind: 'scores-changed', electionId: id })
        .catch((err: unknown) => app.log.error({ err }, 'live: publish failed'));
    },
    async settled() {
      await scheduler.idle();
      await queue;
    },
    endEndedSessions,
    sweepEndedSessions,
  });

  // preClose: before the server waits for connections to end, end the streams (clients
  // reconnect to another instance), and let a running calculation finish.
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    unsubscribe();
    hub.closeAll();
    await scheduler.close();
  });
}

export default fp(livePlugin, { name: 'live', dependencies: ['invalidations'] });

/*
 * bench/live's server (run.ts bundles and starts it, as production runs the server): buildApp
 * and listen as main.ts does, on PostgreSQL without Redis, so events travel over the
 * LISTEN/NOTIFY bus as in a single-instance production set-up. Where the push's time goes is
 * seen without touching the product: this instance's hub methods are wrapped to note when each
 * kind of event went out and how long writing it to every stream took (epoch ms, as the clients
 * record theirs). With --cpu-prof in BENCH_SERVER_NODE_ARGS it prints each round's start and
 * end on its monotonic clock (µs, the profile's time base), so the profile can be cut to them.
 */
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { connectDatabase } from '../../apps/server/src/db/client';
import { reportAndCloseOnDisconnect, SERVER_NODE_ARGS } from '../harness/server';
import type { Memory, Phase, ServerRequest } from './messages';

async function serve(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const hub = app.live.hub;
  let phases: Phase[] = [];
  const wrap = <K extends 'broadcastResults' | 'sendStandings'>(name: K) => {
    const original = hub[name].bind(hub) as (...args: unknown[]) => void;
    (hub as unknown as Record<K, (...args: unknown[]) => void>)[name] = (...args) => {
      const at = Date.now();
      original(...args);
      phases.push({ event: name, at, ms: Date.now() - at });
    };
  };
  wrap('broadcastResults');
  wrap('sendStandings');
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (message: ServerRequest) => {
    if (message.type === 'memory') {
      // Twice: the first pass may only promote what the second frees.
      gc?.();
      gc?.();
      const m = process.memoryUsage();
      process.send!({
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external + m.arrayBuffers,
        streams: app.live.hub.size,
      } satisfies Memory);
    } else if (message.type === 'mark') {
      // The profile's timestamps are on this clock (µs), so a profile can be cut to a round.
      if (SERVER_NODE_ARGS.some((arg) => arg.startsWith('--cpu-prof'))) {
        console.error(`[bench server] ${message.label} at ${process.hrtime.bigint() / 1000n} µs`);
      }
      process.send!(phases);
      phases = [];
    }
  });
  reportAndCloseOnDisconnect(app, database);
}

serve().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

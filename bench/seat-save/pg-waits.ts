import pg from 'pg';

// BENCH_PG_WAITS=1 in bench/seat-save: what the database's busy backends wait for.

/**
 * Samples pg_stat_activity for `dbName`'s active backends until stopped: per wait event (CPU
 * when a backend waits for nothing), its share of the samples in which a backend was active.
 */
export function sampleWaits(connectionString: string, dbName: string) {
  const client = new pg.Client({ connectionString });
  const tally = new Map<string, number>();
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ wait: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait
         from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [dbName],
      );
      for (const { wait } of rows) tally.set(wait, (tally.get(wait) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await client.end();
  })();
  return {
    async stop(): Promise<string> {
      stopped = true;
      await done;
      const total = [...tally.values()].reduce((a, b) => a + b, 0);
      return [...tally]
        .sort((a, b) => b[1] - a[1])
        .map(([wait, n]) => `${wait} ${((n / total) * 100).toFixed(0)}%`)
        .join(', ');
    },
  };
}

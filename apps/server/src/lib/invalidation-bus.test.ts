import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createLocalBus,
  createPostgresBus,
  createRedisBus,
  type Invalidation,
  type InvalidationBus,
} from './invalidation-bus';

// Like the test database (test/helper.ts), the transports follow the environment: the server
// suite's PostgreSQL run has both REDIS_URL and DATABASE_URL, so both real transports are tried.
const transports: [string, (channel: string) => InvalidationBus][] = [];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  transports.push(['Redis pub/sub', (channel) => createRedisBus(url, channel)]);
}
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  transports.push(['PostgreSQL LISTEN/NOTIFY', (channel) => createPostgresBus(url, channel)]);
}

function collect(bus: InvalidationBus): Invalidation[] {
  const seen: Invalidation[] = [];
  bus.subscribe((m) => seen.push(m));
  return seen;
}

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('invalidation bus, in one process', () => {
  it('delivers a publish to its own handlers at once', async () => {
    const bus = createLocalBus();
    const seen = collect(bus);
    await bus.publish({ kind: 'auth-user', userId: 7 });
    expect(seen).toEqual([{ kind: 'auth-user', userId: 7 }]);
    await bus.close();
  });
});

describe.each(transports)('invalidation bus over %s', (_name, create) => {
  it('carries a publish on one instance to the other, once each', async () => {
    // A channel per test, so parallel test files on the same server do not hear each other.
    const channel = `zp_test_${randomBytes(6).toString('hex')}`;
    const [a, b, other] = [create(channel), create(channel), create(`${channel}_other`)];
    try {
      await Promise.all([a.ready(), b.ready(), other.ready()]);
      const [seenA, seenB, seenOther] = [collect(a), collect(b), collect(other)];
      await a.publish({ kind: 'national-pool' });
      await b.publish({ kind: 'auth-user', userId: 42 });
      await until(() => seenA.length === 2 && seenB.length === 2);
      // Order across two publishers is not guaranteed, only that each message arrives.
      for (const seen of [seenA, seenB]) {
        expect(seen).toEqual(
          expect.arrayContaining([{ kind: 'national-pool' }, { kind: 'auth-user', userId: 42 }]),
        );
      }
      // A marker from each side, sent after both publishes were taken: the server delivers in
      // order, so once each side heard the other's marker, any echo of its own publish (which
      // it must not apply twice) would have arrived before it.
      await a.publish({ kind: 'auth-user', userId: 1 });
      await b.publish({ kind: 'auth-user', userId: 2 });
      await until(() => seenA.length >= 4 && seenB.length >= 4);
      const expected = [
        { kind: 'national-pool' },
        { kind: 'auth-user', userId: 42 },
        { kind: 'auth-user', userId: 1 },
        { kind: 'auth-user', userId: 2 },
      ];
      for (const seen of [seenA, seenB]) {
        expect(seen).toHaveLength(4);
        expect(seen).toEqual(expect.arrayContaining(expected));
      }
      expect(seenOther).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });
});

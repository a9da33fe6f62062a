import type { FastifyInstance } from 'fastify';
import { LIVE_PATHS } from '@zetelpoule/shared';

/* Test support of the live tests: a stream read as a browser's EventSource would. */

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** A live stream read as a client would: fetch with a Bearer header, events parsed. */
export async function openStream(baseUrl: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${LIVE_PATHS.stream}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(lastEventId && { 'last-event-id': lastEventId }),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let raw = '';
  const pump = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(': ');
            fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          if (!fields.has('event')) continue;
          events.push({
            id: fields.get('id'),
            event: fields.get('event')!,
            data: JSON.parse(fields.get('data') ?? 'null') as unknown,
          });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    response,
    events,
    raw: () => raw,
    /** Resolves with the n-th event named `name` (1-based), waiting up to `ms`. */
    async nth(name: string, n: number, ms = 10_000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.filter((e) => e.event === name)[n - 1];
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`no ${name} #${n} within ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/*
 * bench/live's SSE clients (run.ts starts BENCH_CLIENT_PROCESSES of these): raw TCP sockets,
 * one HTTP/1.1 request each to GET /api/live/, CONNECT_CONCURRENCY connects in flight, each
 * with an access token signed with the server's secret. A client counts as connected once its
 * first `standing` (the current state) is in; when armed, it notes (epoch ms) when its next
 * `standing` arrives.
 */
import net from 'node:net';
import { signAccessToken } from '../harness/server';
import type { ClientCommand, ClientsConnected, ClientsTimes } from './messages';

/** Connections each client process opens at once (each waits for its first events). */
const CONNECT_CONCURRENCY = 100;
const LIVE_PATH = '/api/live/';

const STANDING = 'event: standing\n';

interface Client {
  socket: net.Socket;
  /** The tail of what arrived, enough to find an event name cut between two reads. */
  tail: string;
  /** The status line said 200. */
  ok: boolean;
  open: boolean;
  armed: boolean;
  gotAt: number | null;
}

async function clients(): Promise<void> {
  const port = Number(process.env.BENCH_PORT);
  const secret = process.env.BENCH_JWT_SECRET!;
  const userIds = process.env.BENCH_USER_IDS!.split(',').map(Number);
  const tokens = await Promise.all(userIds.map((id) => signAccessToken(secret, id)));
  const all: Client[] = [];
  let closed = 0;

  const connectOne = (token: string) =>
    new Promise<Client | null>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      const client: Client = {
        socket,
        tail: '',
        ok: false,
        open: false,
        armed: false,
        gotAt: null,
      };
      socket.setEncoding('utf8');
      socket.setNoDelay(true);
      socket.on('connect', () => {
        socket.write(
          `GET ${LIVE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            'Accept: text/event-stream\r\n\r\n',
        );
      });
      socket.on('data', (chunk: string) => {
        const text = client.tail + chunk;
        if (!client.open) {
          // Open once the status line is 200 and the first standing (the current state) is in.
          if (!client.ok) {
            if (!text.startsWith('HTTP/1.1 200')) {
              socket.destroy();
              resolve(null);
              return;
            }
            client.ok = true;
          }
          if (text.includes(STANDING)) {
            client.open = true;
            client.tail = '';
            resolve(client);
            return;
          }
        } else if (client.armed && client.gotAt === null && text.includes(STANDING)) {
          client.gotAt = Date.now();
        }
        client.tail = text.slice(-STANDING.length);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        if (client.open) closed += 1;
        else resolve(null);
      });
    });

  const started = Date.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < tokens.length) {
        const client = await connectOne(tokens[next++]!);
        if (client) all.push(client);
        else failed += 1;
      }
    }),
  );
  process.send!({
    type: 'connected',
    ok: all.length,
    failed,
    ms: Date.now() - started,
  } satisfies ClientsConnected);

  process.on('message', (command: ClientCommand) => {
    if (command.type === 'arm') {
      for (const client of all) {
        client.armed = true;
        client.gotAt = null;
        client.tail = '';
      }
      process.send!({ type: 'armed' });
    } else if (command.type === 'collect') {
      const poll = setInterval(() => {
        const waiting = all.some((c) => c.gotAt === null && !c.socket.destroyed);
        if (waiting && Date.now() < command.deadline) return;
        clearInterval(poll);
        for (const client of all) client.armed = false;
        process.send!({
          type: 'times',
          times: all.map((c) => c.gotAt),
          closed,
        } satisfies ClientsTimes);
      }, 20);
    } else {
      for (const client of all) client.socket.destroy();
      process.exit(0);
    }
  });
}

clients().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

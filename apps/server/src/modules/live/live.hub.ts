import {
  ACCESS_TOKEN_TTL_SECONDS,
  LIVE_EVENTS,
  LIVE_PING_MS,
  type LiveResults,
  type LiveStanding,
} from '@zetelpoule/shared';

/*
 * This instance's open live streams, and the one place that writes events to them.
 * Timers are per hub, not per stream (one ping loop for 10,000 streams), and a change is
 * turned into events once for all of them (live.service reads once, the hub only writes).
 */

/** The writable end of one stream; `end()` closes it. */
export interface LiveSink {
  write(chunk: string): boolean;
  end(): void;
  /** Closes the connection at once (shutdown: nothing may hold the server open). */
  destroy(): void;
  /** Bytes written but not yet taken by the client. */
  readonly writableLength: number;
}

interface Stream {
  userId: number;
  sink: LiveSink;
  /** The stream ends here: the token it was opened with has expired by then. */
  endsAt: number;
  /** The token version (decision 012) of that token: a raised one ends the stream. */
  tokenVersion: number;
}

/** Streams per player (tabs, devices); a new one beyond it closes that player's oldest. */
export const LIVE_STREAMS_PER_USER = 8;
/** A client that leaves this much unread is gone or hopelessly slow: its stream is closed. */
const MAX_UNREAD_BYTES = 256 * 1024;

/** One event in the SSE wire format (data is one line of JSON). */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class LiveHub {
  private readonly streams = new Map<number, Set<Stream>>();
  private readonly pinger: NodeJS.Timeout;
  private count = 0;

  constructor(
    private readonly now: () => number = Date.now,
    pingMs = LIVE_PING_MS,
  ) {
    this.pinger = setInterval(() => this.ping(), pingMs);
    this.pinger.unref();
  }

  get size(): number {
    return this.count;
  }

  get userIds(): number[] {
    return [...this.streams.keys()];
  }

  /** Whether the player has a stream open here. */
  has(userId: number): boolean {
    return this.streams.has(userId);
  }

  /** Registers a stream; returns the way to forget it (on the connection's close). */
  add(userId: number, sink: LiveSink, tokenVersion = 0): () => void {
    let own = this.streams.get(userId);
    if (!own) {
      own = new Set();
      this.streams.set(userId, own);
    }
    if (own.size >= LIVE_STREAMS_PER_USER) {
      const oldest = own.values().next().value!;
      this.drop(oldest);
    }
    const stream: Stream = {
      userId,
      sink,
      endsAt: this.now() + ACCESS_TOKEN_TTL_SECONDS * 1000,
      tokenVersion,
    };
    own.add(stream);
    this.count += 1;
    return () => this.forget(stream);
  }

  broadcastResults(results: LiveResults, id: string): void {
    const chunk = sseEvent(LIVE_EVENTS.results, results, id);
    for (const own of this.streams.values()) for (const stream of own) this.send(stream, chunk);
  }

  sendStandings(standings: ReadonlyMap<number, LiveStanding>, id: string): void {
    for (const [userId, standing] of standings) {
      const own = this.streams.get(userId);
      if (!own) continue;
      const chunk = sseEvent(LIVE_EVENTS.standing, standing, id);
      for (const stream of own) this.send(stream, chunk);
    }
  }

  /**
   * Ends the player's streams opened with a token older than `tokenVersion` (a logout or
   * password change raised it), or all of them when the account is gone (undefined).
   */
  endSessionsBefore(userId: number, tokenVersion: number | undefined): void {
    for (const stream of [...(this.streams.get(userId) ?? [])]) {
      if (tokenVersion === undefined || stream.tokenVersion < tokenVersion) this.drop(stream);
    }
  }

  /** Ends every stream (shutdown: clients reconnect to another instance). */
  closeAll(): void {
    clearInterval(this.pinger);
    for (const own of [...this.streams.values()]) {
      for (const stream of [...own]) {
        this.forget(stream);
        stream.sink.destroy();
      }
    }
  }

  private ping(): void {
    const now = this.now();
    const chunk = sseEvent(LIVE_EVENTS.ping, {});
    for (const own of [...this.streams.values()]) {
      for (const stream of [...own]) {
        if (now >= stream.endsAt) this.drop(stream);
        else this.send(stream, chunk);
      }
    }
  }

  private send(stream: Stream, chunk: string): void {
    if (stream.sink.writableLength > MAX_UNREAD_BYTES) {
      this.drop(stream);
      return;
    }
    stream.sink.write(chunk);
  }

  private drop(stream: Stream): void {
    this.forget(stream);
    stream.sink.end();
  }

  private forget(stream: Stream): void {
    const own = this.streams.get(stream.userId);
    if (!own?.delete(stream)) return;
    this.count -= 1;
    if (own.size === 0) this.streams.delete(stream.userId);
  }
}

// The IPC messages between bench/live/run.ts and its children (serve.ts, clients.ts).

export interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  streams: number;
}

export type ServerRequest = { type: 'memory' } | { type: 'mark'; label: string };

export type ClientCommand =
  { type: 'arm' } | { type: 'collect'; deadline: number } | { type: 'stop' };

/** One hub call during a round: which, when (epoch ms) and how long writing to every stream took. */
export interface Phase {
  event: 'broadcastResults' | 'sendStandings';
  at: number;
  ms: number;
}

export interface ClientsConnected {
  type: 'connected';
  ok: number;
  failed: number;
  ms: number;
}

export interface ClientsTimes {
  type: 'times';
  /** Epoch ms at which each armed client got its `standing` event; null: none by the deadline. */
  times: (number | null)[];
  closed: number;
}

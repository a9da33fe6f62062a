import {
  LIVE_EVENTS,
  LIVE_PATHS,
  LiveResultsSchema,
  LiveStandingSchema,
  type LiveResults,
  type LiveStanding,
  type LiveState,
} from '@zetelpoule/shared/contract/live';
import { isApiError } from '../api-client';
import { SseParser, type SseEvent } from './sse-parser';

/*
 * The election night's live stream: one GET /api/live/ per tab, read with fetch
 * (EventSource cannot send the Bearer header). It reconnects with exponential backoff and
 * jitter, resumes with Last-Event-ID, refreshes the access token once on a 401, and after
 * repeated failures polls GET /api/live/state/ while it keeps trying the stream now and then.
 */

/** The first reconnect waits about this long; each further failure doubles it... */
export const LIVE_BACKOFF_BASE_MS = 1_000;
/** ...up to this. */
export const LIVE_BACKOFF_MAX_MS = 30_000;
/** After this many failures in a row the client polls the state instead. */
export const LIVE_FAILURES_BEFORE_POLLING = 3;
/** How often the fallback polls GET /api/live/state/. */
export const LIVE_POLL_MS = 30_000;
/** While polling, the stream is tried again about this often. */
export const LIVE_STREAM_RETRY_WHILE_POLLING_MS = 60_000;
/**
 * A stream that stayed open this long ended normally (the server closes it when the access
 * token expires): reconnect at once and forget earlier failures. Shorter counts as a failure,
 * so a server that accepts and drops at once is not hammered.
 */
export const LIVE_HEALTHY_STREAM_MS = 10_000;
/** A normal reconnect waits up to this long, so that a restarted server is not hit all at once. */
export const LIVE_RECONNECT_JITTER_MS = 1_000;

export type LiveConnection = 'connecting' | 'open' | 'polling' | 'stopped';

export type LiveClientOptions = {
  fetch?: typeof fetch;
  getAccessToken: () => string | null;
  /**
   * GET /api/live/state/ through the API client, whose 401 handling refreshes the tokens once
   * (single flight, shared with every other call): the stream's way to a fresh token too.
   */
  fetchState: (signal: AbortSignal) => Promise<LiveState>;
  /**
   * The baseline's state, when it may come from elsewhere than a request of its own (the app
   * shares the results page's cached query); fetchState when left out.
   */
  fetchBaseline?: (signal: AbortSignal) => Promise<LiveState>;
  /**
   * The results status as last heard. `isChange`: it changed since what the client knew, so
   * what shows results is out of date; false for the first word (the baseline) and for a
   * replay of what was known.
   */
  onResults: (results: LiveResults, isChange: boolean) => void;
  /**
   * The player's standing (null when no election is active). `isChange`: a recalculation
   * happened since what the client knew (other players' points may have moved even when the
   * player's own did not).
   */
  onStanding: (standing: LiveStanding | null, isChange: boolean) => void;
  onConnection?: (connection: LiveConnection) => void;
  /**
   * Resolves when the stream may open. The app waits until the page has settled, so the stream
   * never holds up the first paint's requests and load detection (Lighthouse, Playwright's
   * networkidle) sees the page go quiet; the baseline state is fetched at once meanwhile.
   */
  settle?: (signal: AbortSignal) => Promise<void>;
  /** For tests: 0 ≤ random() < 1. */
  random?: () => number;
};

/** Exponential backoff with "equal jitter": half the step fixed, half random. */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const step = Math.min(LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

export function createLiveClient(options: LiveClientOptions) {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const random = options.random ?? Math.random;

  let connection: LiveConnection = 'stopped';
  let isStopped = true;
  let failures = 0;
  let lastEventId = '';
  let streamAbort: AbortController | null = null;
  let pollAbort: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let isPolling = false;
  // What the player last saw, so that polling reports only changes.
  let lastResults: string | null = null;
  let lastStanding: string | null = null;

  function setConnection(next: LiveConnection) {
    if (connection === next) return;
    connection = next;
    options.onConnection?.(next);
  }

  function applyResults(results: LiveResults) {
    const key = JSON.stringify(results);
    const isChange = lastResults !== null && key !== lastResults;
    lastResults = key;
    options.onResults(results, isChange);
  }

  function applyStanding(standing: LiveStanding | null, isRecalculation: boolean) {
    const key = JSON.stringify(standing);
    const isChange = lastStanding !== null && (key !== lastStanding || isRecalculation);
    lastStanding = key;
    options.onStanding(standing, isChange);
  }

  /** A state read by polling or as the baseline: report what changed since last time. */
  function applyState(state: LiveState) {
    const previous = lastResults === null ? null : (JSON.parse(lastResults) as LiveResults);
    if (state.results !== null) applyResults(state.results);
    // A recalculation changes other players' points even when the player's own stay put.
    const isRecalculation =
      previous !== null &&
      state.results !== null &&
      previous.scores_calculated_at !== state.results.scores_calculated_at;
    applyStanding(state.standing, isRecalculation);
  }

  // Whether this connection sent a standing yet: the first one on a fresh connection may be
  // the server's replay of the current standing; every later one follows a recalculation.
  let hasStandingOnThisStream = false;

  function handleEvent(event: SseEvent) {
    lastEventId = event.id;
    if (event.event !== LIVE_EVENTS.results && event.event !== LIVE_EVENTS.standing) return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (event.event === LIVE_EVENTS.results) {
      const parsed = LiveResultsSchema.safeParse(data);
      if (parsed.success) applyResults(parsed.data);
    } else {
      const parsed = LiveStandingSchema.safeParse(data);
      if (parsed.success) {
        applyStanding(parsed.data, hasStandingOnThisStream);
        hasStandingOnThisStream = true;
      }
    }
  }

  function schedule(delay: number) {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => void connect(), delay);
  }

  function fail() {
    if (isStopped) return;
    failures++;
    if (failures >= LIVE_FAILURES_BEFORE_POLLING && !isPolling) startPolling();
    if (isPolling) {
      setConnection('polling');
      const wait = LIVE_STREAM_RETRY_WHILE_POLLING_MS;
      schedule(Math.round(wait / 2 + (random() * wait) / 2));
    } else {
      setConnection('connecting');
      schedule(backoffDelay(failures, random));
    }
  }

  function startPolling() {
    isPolling = true;
    void poll();
  }

  function stopPolling() {
    isPolling = false;
    clearTimeout(pollTimer);
    pollAbort?.abort();
    pollAbort = null;
  }

  async function poll() {
    if (isStopped || !isPolling) return;
    const controller = new AbortController();
    pollAbort = controller;
    try {
      applyState(await options.fetchState(controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      // A 401 here means the refresh failed: the API client has ended the session.
      if (isApiError(error) && error.status === 401) {
        stop();
        return;
      }
    }
    if (isStopped || !isPolling) return;
    pollTimer = setTimeout(() => void poll(), LIVE_POLL_MS);
  }

  async function connect(hasRefreshed = false): Promise<void> {
    if (isStopped) return;
    clearTimeout(reconnectTimer);
    const token = options.getAccessToken();
    if (token === null) {
      stop();
      return;
    }
    if (!isPolling) setConnection('connecting');
    // One connection per client: a retry replaces an attempt still under way.
    streamAbort?.abort();
    const controller = new AbortController();
    streamAbort = controller;
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (lastEventId !== '') headers['Last-Event-ID'] = lastEventId;

    let response: Response;
    try {
      response = await fetchImpl(LIVE_PATHS.stream, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      if (!controller.signal.aborted) fail();
      return;
    }
    if (isStopped || controller.signal.aborted) return;

    if (response.status === 401) {
      void response.body?.cancel().catch(() => undefined);
      if (hasRefreshed) {
        fail();
        return;
      }
      // One refresh through the API client, then straight back with the fresh token. The
      // state it returns bridges the moment without a stream.
      try {
        applyState(await options.fetchState(controller.signal));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 401) {
          stop();
          return;
        }
        fail();
        return;
      }
      await connect(true);
      return;
    }
    if (!response.ok || response.body === null) {
      void response.body?.cancel().catch(() => undefined);
      fail();
      return;
    }

    const openedAt = Date.now();
    hasStandingOnThisStream = false;
    stopPolling();
    setConnection('open');
    const parser = new SseParser(lastEventId);
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          handleEvent(event);
        }
      }
    } catch {
      // A dropped connection: handled below like an ended stream.
    }
    if (isStopped || controller.signal.aborted) return;
    if (Date.now() - openedAt >= LIVE_HEALTHY_STREAM_MS) {
      failures = 0;
      setConnection('connecting');
      schedule(Math.round(random() * LIVE_RECONNECT_JITTER_MS));
    } else {
      fail();
    }
  }

  let settleAbort: AbortController | null = null;

  async function baseline(signal: AbortSignal) {
    try {
      const state = await (options.fetchBaseline ?? options.fetchState)(signal);
      // The stream may have said something newer meanwhile.
      if (!signal.aborted && lastResults === null) applyState(state);
    } catch {
      // The stream brings the state as well; a failure here changes nothing.
    }
  }

  function start() {
    if (!isStopped) return;
    isStopped = false;
    failures = 0;
    setConnection('connecting');
    if (options.settle === undefined) {
      void connect();
      return;
    }
    const controller = new AbortController();
    settleAbort = controller;
    void baseline(controller.signal);
    void options.settle(controller.signal).then(() => {
      if (!controller.signal.aborted) void connect();
    });
  }

  function stop() {
    isStopped = true;
    settleAbort?.abort();
    clearTimeout(reconnectTimer);
    streamAbort?.abort();
    streamAbort = null;
    stopPolling();
    setConnection('stopped');
  }

  /** Back online or back in view: try the stream now instead of waiting out the backoff. */
  function retryNow() {
    if (isStopped || connection === 'open') return;
    void connect();
  }

  return {
    start,
    stop,
    retryNow,
    get connection() {
      return connection;
    },
  };
}

export type LiveClient = ReturnType<typeof createLiveClient>;

import type { LiveResults, LiveStanding, LiveState } from '@zetelpoule/shared/contract/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import {
  LIVE_HEALTHY_STREAM_MS,
  LIVE_POLL_MS,
  LIVE_STREAM_RETRY_WHILE_POLLING_MS,
  backoffDelay,
  createLiveClient,
  type LiveClientOptions,
} from './live-client';

const RESULTS: LiveResults = {
  election_id: 1,
  results_status: 'provisional',
  updated_at: '2026-10-29T20:05:00.000Z',
  scores_calculated_at: '2026-10-29T20:05:02.000Z',
};
const STANDING: LiveStanding = {
  election_id: 1,
  total_points: 12,
  rank: 3,
  previous_rank: 5,
  players: 40,
  provisional: true,
};

/** A stream response the test writes to and closes. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
    error: () => controller.error(new TypeError('network')),
  };
}

function event(id: number, name: string, data: unknown) {
  return `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

type Call = { headers: Record<string, string> };

function setup(overrides: Partial<LiveClientOptions> = {}) {
  const calls: Call[] = [];
  const responses: Array<() => Response | Promise<Response>> = [];
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    calls.push({ headers: init?.headers as Record<string, string> });
    const next = responses.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  let token = 'token-1';
  const state: LiveState = { results: RESULTS, standing: STANDING };
  const options: LiveClientOptions = {
    fetch: fetchMock,
    getAccessToken: () => token,
    fetchState: vi.fn(async () => state),
    onResults: vi.fn(),
    onStanding: vi.fn(),
    onConnection: vi.fn(),
    random: () => 0,
    ...overrides,
  };
  const client = createLiveClient(options);
  return {
    client,
    calls,
    responses,
    fetchMock,
    options,
    setToken: (value: string) => {
      token = value;
    },
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles per failure up to the cap, half of each step random', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 0.999)).toBe(1000);
    expect(backoffDelay(2, () => 0)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });
});

describe('createLiveClient', () => {
  it('reads the stream with the bearer token and forwards results and standing', async () => {
    const { client, calls, responses, options } = setup();
    const stream = openStream();
    responses.push(() => stream.response);
    client.start();
    await flush();
    expect(calls[0]?.headers).toMatchObject({
      Accept: 'text/event-stream',
      Authorization: 'Bearer token-1',
    });
    expect(calls[0]?.headers['Last-Event-ID']).toBeUndefined();
    stream.send(event(1, 'results', RESULTS));
    stream.send(': comment\n\n' + event(2, 'standing', STANDING) + event(3, 'ping', {}));
    await flush();
    // The first word is the baseline, not a change.
    expect(options.onResults).toHaveBeenCalledWith(RESULTS, false);
    expect(options.onStanding).toHaveBeenCalledWith(STANDING, false);
    expect(options.onConnection).toHaveBeenLastCalledWith('open');

    // Later: a change of the results, and a standing after a recalculation, even an equal one.
    const provisional = { ...RESULTS, updated_at: '2026-10-29T20:09:00.000Z' };
    stream.send(event(4, 'results', provisional) + event(5, 'standing', STANDING));
    await flush();
    expect(options.onResults).toHaveBeenLastCalledWith(provisional, true);
    expect(options.onStanding).toHaveBeenLastCalledWith(STANDING, true);
    client.stop();
  });

  it('takes what a reconnect replays for what it is: no change when nothing changed', async () => {
    const { client, responses, options } = setup();
    const first = openStream();
    const second = openStream();
    responses.push(
      () => first.response,
      () => second.response,
    );
    client.start();
    await flush();
    first.send(event(1, 'results', RESULTS) + event(2, 'standing', STANDING));
    await vi.advanceTimersByTimeAsync(LIVE_HEALTHY_STREAM_MS);
    first.close();
    await vi.advanceTimersByTimeAsync(1000);
    second.send(event(1, 'results', RESULTS) + event(2, 'standing', STANDING));
    await flush();
    expect(options.onResults).toHaveBeenLastCalledWith(RESULTS, false);
    expect(options.onStanding).toHaveBeenLastCalledWith(STANDING, false);
    client.stop();
  });

  it('fetches the baseline at once and opens the stream only once the page has settled', async () => {
    let settled!: () => void;
    const { client, fetchMock, responses, options } = setup({
      settle: () => new Promise<void>((resolve) => (settled = resolve)),
    });
    const stream = openStream();
    responses.push(() => stream.response);
    client.start();
    await flush();
    expect(options.fetchState).toHaveBeenCalledTimes(1);
    expect(options.onResults).toHaveBeenCalledWith(RESULTS, false);
    expect(fetchMock).not.toHaveBeenCalled();
    settled();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The stream's first word equals the baseline: not a change.
    stream.send(event(1, 'results', RESULTS));
    await flush();
    expect(options.onResults).toHaveBeenLastCalledWith(RESULTS, false);
    client.stop();
  });

  it('ignores events whose data does not match the contract', async () => {
    const { client, responses, options } = setup();
    const stream = openStream();
    responses.push(() => stream.response);
    client.start();
    await flush();
    stream.send(event(1, 'results', { nonsense: true }) + 'event: standing\ndata: {oops\n\n');
    await flush();
    expect(options.onResults).not.toHaveBeenCalled();
    expect(options.onStanding).not.toHaveBeenCalled();
    client.stop();
  });

  it('reconnects after a long-lived stream ends, sending Last-Event-ID', async () => {
    const { client, calls, responses } = setup();
    const first = openStream();
    const second = openStream();
    responses.push(
      () => first.response,
      () => second.response,
    );
    client.start();
    await flush();
    first.send(event(41, 'results', RESULTS));
    await vi.advanceTimersByTimeAsync(LIVE_HEALTHY_STREAM_MS);
    first.close();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['Last-Event-ID']).toBe('41');
    client.stop();
  });

  it('backs off exponentially while the server cannot be reached', async () => {
    const { client, fetchMock } = setup();
    client.start();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    client.stop();
  });

  it('counts a stream that drops at once as a failure, not as a healthy end', async () => {
    const { client, fetchMock, responses } = setup();
    const stream = openStream();
    responses.push(() => stream.response);
    client.start();
    await flush();
    stream.error();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.stop();
  });

  it('falls back to polling the state after repeated failures and keeps trying the stream', async () => {
    const { client, fetchMock, options, responses } = setup();
    client.start();
    await flush(); // failure 1
    await vi.advanceTimersByTimeAsync(500); // failure 2
    await vi.advanceTimersByTimeAsync(1000); // failure 3: polling starts
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(options.fetchState).toHaveBeenCalledTimes(1);
    expect(options.onConnection).toHaveBeenLastCalledWith('polling');
    expect(options.onResults).toHaveBeenCalledWith(RESULTS, false);
    expect(options.onStanding).toHaveBeenCalledWith(STANDING, false);

    // Polled again; nothing changed, so nothing is reported twice. The stream was retried
    // at the same time (about once a minute, half of it random) and failed again.
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(options.fetchState).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(options.onResults).toHaveBeenLastCalledWith(RESULTS, false);
    expect(options.onStanding).toHaveBeenLastCalledWith(STANDING, false);

    // The next retry opens the stream: polling stops.
    const stream = openStream();
    responses.push(() => stream.response);
    await vi.advanceTimersByTimeAsync(LIVE_STREAM_RETRY_WHILE_POLLING_MS / 2);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(options.onConnection).toHaveBeenLastCalledWith('open');
    const polls = vi.mocked(options.fetchState).mock.calls.length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3);
    expect(options.fetchState).toHaveBeenCalledTimes(polls);
    client.stop();
  });

  it('reports a recalculation seen by polling even when the own standing stayed the same', async () => {
    let state: LiveState = { results: RESULTS, standing: STANDING };
    const { client, options } = setup({ fetchState: vi.fn(async () => state) });
    client.start();
    await flush();
    await vi.advanceTimersByTimeAsync(1500); // three failures: polling
    expect(options.onStanding).toHaveBeenLastCalledWith(STANDING, false);
    state = {
      results: { ...RESULTS, scores_calculated_at: '2026-10-29T20:07:00.000Z' },
      standing: STANDING,
    };
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    expect(options.onResults).toHaveBeenLastCalledWith(state.results, true);
    expect(options.onStanding).toHaveBeenLastCalledWith(STANDING, true);
    client.stop();
  });

  it('refreshes the token once on a 401 and reconnects with the fresh one', async () => {
    const holder = { setToken: (_: string) => {} };
    const fetchState = vi.fn(async () => {
      holder.setToken('token-2');
      return { results: RESULTS, standing: STANDING };
    });
    const { client, calls, responses, setToken, options } = setup({ fetchState });
    holder.setToken = setToken;
    const stream = openStream();
    responses.push(
      () => new Response(null, { status: 401 }),
      () => stream.response,
    );
    client.start();
    await flush();
    expect(fetchState).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.Authorization).toBe('Bearer token-2');
    expect(options.onConnection).toHaveBeenLastCalledWith('open');
    client.stop();
  });

  it('backs off when the stream answers 401 again right after a refresh', async () => {
    const { client, fetchMock, responses, options } = setup();
    responses.push(
      () => new Response(null, { status: 401 }),
      () => new Response(null, { status: 401 }),
    );
    client.start();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(options.fetchState).toHaveBeenCalledTimes(1);
    expect(options.onConnection).toHaveBeenLastCalledWith('connecting');
    client.stop();
  });

  it('stops when the refresh ends the session', async () => {
    const { client, fetchMock, responses, options } = setup({
      fetchState: vi.fn(async () => {
        throw new ApiError({ status: 401, message: 'Sessie verlopen' });
      }),
    });
    responses.push(() => new Response(null, { status: 401 }));
    client.start();
    await flush();
    expect(options.onConnection).toHaveBeenLastCalledWith('stopped');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops without a token and after stop() no longer reconnects or polls', async () => {
    const { client, fetchMock, options } = setup();
    client.start();
    await flush();
    client.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(options.fetchState).not.toHaveBeenCalled();

    const signedOut = setup({ getAccessToken: () => null });
    signedOut.client.start();
    await flush();
    expect(signedOut.fetchMock).not.toHaveBeenCalled();
    expect(signedOut.options.onConnection).toHaveBeenLastCalledWith('stopped');
  });

  it('retries at once when asked (back online) instead of waiting out the backoff', async () => {
    const { client, fetchMock } = setup();
    client.start();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    client.retryNow();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    client.stop();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { LiveResults } from '@zetelpoule/shared/contract/live';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../test/render-app';
import { AuthProvider, useAuth } from '../auth';
import { storage } from '../storage';
import { LiveProvider, useLive } from './live-provider';

const RESULTS: LiveResults = {
  election_id: 1,
  results_status: 'provisional',
  updated_at: '2026-10-29T20:05:00.000Z',
  scores_calculated_at: null,
};

function Probe() {
  const live = useLive();
  const { logout } = useAuth();
  return (
    <>
      <p data-testid="connection">{live.connection}</p>
      <p data-testid="status">{live.results?.results_status ?? 'none yet'}</p>
      <button onClick={() => void logout()}>uit</button>
    </>
  );
}

function setup() {
  const encoder = new TextEncoder();
  const streams: { signal: AbortSignal; send: (text: string) => void }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    if (path === '/api/auth/profile/') return jsonResponse(200, makeUser());
    if (path === '/api/auth/logout/') return jsonResponse(205);
    if (path === '/api/live/') {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      streams.push({
        signal: init!.signal!,
        send: (text) => controller.enqueue(encoder.encode(text)),
      });
      return new Response(body, { status: 200 });
    }
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  storage.setSession({ access: 'access-1', refresh: 'refresh-1' }, makeUser());
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LiveProvider
            invalidateOnResults={[['results']]}
            invalidateOnStanding={[['league']]}
            settle={() => Promise.resolve()}
          >
            <Probe />
          </LiveProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { fetchMock, streams, invalidate };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LiveProvider', () => {
  it('holds one stream per tab while signed in and refetches on each change', async () => {
    const { fetchMock, streams, invalidate } = setup();
    await waitFor(() => expect(screen.getByTestId('connection')).toHaveTextContent('open'));
    // Strict mode mounts twice; still one connection.
    const streamCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/live/');
    expect(streamCalls()).toHaveLength(1);
    expect((streamCalls()[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer access-1',
    );

    // The first word after connecting is what the page loaded anyway: no refetch.
    await act(async () => {
      streams[0]!.send(`id: 1\nevent: results\ndata: ${JSON.stringify(RESULTS)}\n\n`);
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('provisional'));
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => {
      streams[0]!.send(
        `id: 2\nevent: results\ndata: ${JSON.stringify({ ...RESULTS, results_status: 'final' })}\n\n`,
      );
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('final'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['results'] });
  });

  it('closes the stream when the player signs out', async () => {
    const { streams } = setup();
    await waitFor(() => expect(screen.getByTestId('connection')).toHaveTextContent('open'));
    await act(async () => screen.getByRole('button', { name: 'uit' }).click());
    await waitFor(() => expect(streams[0]!.signal.aborted).toBe(true));
    expect(screen.getByTestId('connection')).toHaveTextContent('stopped');
  });
});

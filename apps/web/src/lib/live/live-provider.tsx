import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveResults, LiveStanding } from '@zetelpoule/shared/contract/live';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth';
import { storage } from '../storage';
import { whenPageSettled } from './settle';
import type { LiveConnection } from './live-client';

export type LiveValue = {
  /** The active election's results status, as last pushed; null before the first word. */
  results: LiveResults | null;
  /** The player's own standing after the latest recalculation; null before the first word. */
  standing: LiveStanding | null;
  connection: LiveConnection;
};

const OFFLINE: LiveValue = { results: null, standing: null, connection: 'stopped' };

const LiveContext = createContext<LiveValue>(OFFLINE);

/**
 * Holds the tab's one live connection while a player is signed in, and turns its
 * events into fresh data: a `results` event invalidates the queries that show results, a
 * `standing` event (a recalculation) those that show points and ranks. The client code is
 * loaded only once someone signs in, so the landing page does not carry it
 * (bench/README.md#budgets).
 */
export function LiveProvider({
  children,
  invalidateOnResults,
  invalidateOnStanding,
  settle = whenPageSettled,
}: {
  children: ReactNode;
  /** When the stream may open (tests pass one that resolves at once). */
  settle?: (signal: AbortSignal) => Promise<void>;
  /** Query key prefixes refetched when results change. */
  invalidateOnResults: readonly QueryKey[];
  /** Query key prefixes refetched after a recalculation. */
  invalidateOnStanding: readonly QueryKey[];
}) {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<LiveValue>(OFFLINE);
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  // Read when an event arrives, so a new array identity never reconnects.
  const keys = useRef({ results: invalidateOnResults, standing: invalidateOnStanding });
  useEffect(() => {
    keys.current = { results: invalidateOnResults, standing: invalidateOnStanding };
  }, [invalidateOnResults, invalidateOnStanding]);

  useEffect(() => {
    if (userId === null) return;
    let isCancelled = false;
    let stopClient: (() => void) | undefined;
    const invalidate = (prefixes: readonly QueryKey[]) => {
      for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey });
    };

    void Promise.all([import('./live-client'), import('./get-live-state')]).then(
      ([{ createLiveClient }, { getLiveState, liveStateQueryOptions }]) => {
        if (isCancelled) return;
        const client = createLiveClient({
          getAccessToken: storage.getAccessToken,
          fetchState: getLiveState,
          // The same query the results page reads: a page load asks for the state once.
          fetchBaseline: () => queryClient.fetchQuery(liveStateQueryOptions()),
          settle,
          // The first word (the baseline) is what the page loaded anyway: only changes refetch.
          onResults: (results, isChange) => {
            setValue((current) => ({ ...current, results }));
            if (isChange) invalidate(keys.current.results);
          },
          onStanding: (standing, isChange) => {
            setValue((current) => ({ ...current, standing }));
            if (isChange) invalidate(keys.current.standing);
          },
          onConnection: (connection) => setValue((current) => ({ ...current, connection })),
        });
        const retry = () => client.retryNow();
        window.addEventListener('online', retry);
        client.start();
        stopClient = () => {
          window.removeEventListener('online', retry);
          client.stop();
        };
      },
      // A chunk that failed to load: the pages still work, only without the push.
      () => undefined,
    );
    return () => {
      isCancelled = true;
      stopClient?.();
      setValue(OFFLINE);
    };
  }, [userId, queryClient, settle]);

  return <LiveContext value={value}>{children}</LiveContext>;
}

/** The live results status and the player's standing, updated as they are pushed. */
export function useLive(): LiveValue {
  return useContext(LiveContext);
}

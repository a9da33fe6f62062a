import { act, screen, waitFor } from '@testing-library/react';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../test/render-app';
import { renderPage } from '../../test/render-page';
import { createFakeServer } from '../features/dashboard/testing/fake-server';
import { MUNICIPALITIES_PATH, PARTIES_PATH } from '../lib/election-catalog';
import { storage } from '../lib/storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANNA = makeUser({ id: 1, username: 'anna' });
const PROFILE_PATH = '/api/auth/profile/';
/** The server's answer for a player whose points have not been calculated yet. */
const NO_SCORE_YET = {
  has_results: false,
  election: { id: 1, name: 'Tweede Kamer 2025' },
  message: 'Je punten zijn nog niet berekend.',
};

/** The whole app at `path` (test/render-page.tsx), with a profile call that answers on cue. */
function openApp(path: string) {
  const server = createFakeServer();
  let answerProfile: () => void = () => {};
  const profileAnswered = new Promise<void>((resolve) => (answerProfile = resolve));
  const { router, fetchMock } = renderPage(path, async (url, init) => {
    if (url === PROFILE_PATH) return profileAnswered.then(() => jsonResponse(200, ANNA));
    if (url === PREDICTION_PATHS.myScore) return jsonResponse(200, NO_SCORE_YET);
    return server.fetch(url, init);
  });
  const callsTo = (target: string) =>
    fetchMock.mock.calls.filter(([url]) => String(url) === target).length;
  return { router, answerProfile, callsTo };
}

describe("a signed-in page's calls", () => {
  it('start while the session is still being checked, and are made once', async () => {
    storage.setSession({ access: 'access-1', refresh: 'refresh-1' }, ANNA);
    const { answerProfile, callsTo } = openApp('/dashboard');

    // The profile has not answered: the page is not shown, but its data is on its way.
    await waitFor(() => {
      for (const path of [
        PREDICTION_PATHS.active,
        PARTIES_PATH,
        MUNICIPALITIES_PATH,
        PREDICTION_PATHS.deadlineInfo,
        PREDICTION_PATHS.myScore,
      ]) {
        expect(callsTo(path), path).toBe(1);
      }
    });
    expect(screen.queryByRole('heading', { name: 'Welkom, anna!' })).not.toBeInTheDocument();

    answerProfile();
    expect(await screen.findByRole('heading', { name: 'Welkom, anna!' })).toBeVisible();
    // Every section and the coalition check below them read what was fetched ahead instead
    // of asking again.
    // The sections come in stages (dashboard-page.tsx), which act runs to the end; the check is
    // a chunk of its own (coalition-check-when-near.tsx), whose module is awaited here however
    // long a busy machine takes to transform it, where a find polled for it against 5 s.
    await act(async () => {});
    expect(screen.getByRole('region', { name: 'Joker' })).toBeInTheDocument();
    await act(() => import('../features/crowd/components/coalition-check'));
    expect(await screen.findByRole('heading', { name: 'Coalitiecheck' })).toBeVisible();
    for (const path of [
      PARTIES_PATH,
      MUNICIPALITIES_PATH,
      PREDICTION_PATHS.deadlineInfo,
      PREDICTION_PATHS.myScore,
    ]) {
      expect(callsTo(path), path).toBe(1);
    }
  });

  it('are not made for a visitor without a session, who is sent to the login', async () => {
    const { router, callsTo } = openApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(PREDICTION_PATHS.active)).toBe(0);
    expect(callsTo(PREDICTION_PATHS.myScore)).toBe(0);
  });
});

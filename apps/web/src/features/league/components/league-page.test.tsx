import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  entry,
  fakeServer,
  installIntersectionObserver,
  jsonResponse,
  leaderboardPage,
  PARTIES,
  profileHandler,
  renderLeaguePage,
  setupUser,
  subleague,
  VIEWER,
  type FakeRequest,
} from '../testing';
import { leagueKeys } from '../api/query-keys';

const PAGE_SIZE = 50;

/** Players `from`..`to`, each ranked by id, points descending. */
function players(from: number, to: number) {
  const list = [];
  for (let id = from; id <= to; id++) {
    const points = 500 - id * 2;
    list.push(entry({ id, total_points: points, rank: id }));
  }
  return list;
}

function baseHandlers() {
  return {
    ...profileHandler(),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: 7, global_points: 486, subleagues_count: 1 }),
    'GET /api/auth/league/subleagues/': () => jsonResponse(200, [subleague({ id: 1 })]),
    'GET /api/auth/parties/': () => jsonResponse(200, PARTIES),
  };
}

function renderLeague(path = '/league') {
  return renderLeaguePage(path);
}

function rows() {
  return within(
    screen.getByRole('list', { name: 'Ranglijst van de Nationale Poule' }),
  ).getAllByRole('button');
}

describe('the national leaderboard', () => {
  let observer: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    observer = installIntersectionObserver();
  });

  it('shows medals for ranks 1 to 3, #n below, (Jij) on the own row, the total and the provisional banner', async () => {
    const first = [
      entry({ id: 11, username: 'kees', display_name: 'Kees Smit', total_points: 90, rank: 1 }),
      entry({ id: 12, total_points: 80, rank: 2 }),
      entry({ id: 13, total_points: 80, rank: 2 }),
      entry({
        id: VIEWER.id,
        username: 'anna_dv',
        display_name: 'Anna de Vries',
        total_points: 70,
        rank: 4,
      }),
      entry({ id: 14, total_points: 1, rank: 5 }),
    ];
    fakeServer({
      ...baseHandlers(),
      'GET /api/auth/league/global/': () =>
        jsonResponse(200, leaderboardPage({ results: first, count: 5, is_final: false })),
    });
    renderLeague();

    await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    const list = rows();
    expect(list).toHaveLength(5);
    expect(within(list[0]!).getByRole('img', { name: 'Goud, plaats 1' })).toBeVisible();
    expect(list[0]).toHaveTextContent('Kees Smit');
    expect(list[0]).toHaveTextContent('@kees');
    expect(list[0]).toHaveTextContent('90 punten');
    // Equal points share a rank: two silver medals, then #4.
    expect(within(list[1]!).getByRole('img', { name: 'Zilver, plaats 2' })).toBeVisible();
    expect(within(list[2]!).getByRole('img', { name: 'Zilver, plaats 2' })).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Brons, plaats 3' })).not.toBeInTheDocument();
    expect(list[3]).toHaveTextContent('#4');
    expect(list[3]).toHaveTextContent('Anna de Vries(Jij)');
    expect(list[3]).toHaveAttribute('aria-current', 'true');
    expect(list[4]).toHaveTextContent('#5');
    expect(list[4]).toHaveTextContent('1 punt');
    expect(screen.getAllByText('(Jij)')).toHaveLength(1);

    expect(screen.getByText('5 spelers')).toBeVisible();
    expect(screen.getByText('Voorlopige Uitslagen')).toBeVisible();
    expect(screen.getByText('Je hebt de hele ranglijst gezien.')).toBeVisible();
  });

  it('shows no provisional banner once the results are final', async () => {
    fakeServer({
      ...baseHandlers(),
      'GET /api/auth/league/global/': () =>
        jsonResponse(200, leaderboardPage({ results: players(1, 3), count: 3, is_final: true })),
    });
    renderLeague();

    await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    expect(screen.queryByText('Voorlopige Uitslagen')).not.toBeInTheDocument();
  });

  it('loads pages of 50 as the end comes into view, drops players seen on an earlier page, and stops after the last page', async () => {
    // Between the two loads the ranking shifted: player 50 moved down onto page 2 as well.
    const pageOne = players(1, 50);
    const pageTwo = [entry({ id: 50, total_points: 399, rank: 51 }), ...players(51, 74)];
    const server = fakeServer({
      ...baseHandlers(),
      'GET /api/auth/league/global/': ({ url }: FakeRequest) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(
          200,
          page === 1
            ? leaderboardPage({ results: pageOne, count: 75, has_next: true })
            : leaderboardPage({ results: pageTwo, count: 75, has_next: false }),
        );
      },
    });
    renderLeague();

    await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    expect(rows()).toHaveLength(50);
    expect(server.to('GET', '/api/auth/league/global/')).toHaveLength(1);
    const firstCall = server.to('GET', '/api/auth/league/global/')[0]!.url.searchParams;
    expect(firstCall.get('page')).toBe('1');
    expect(firstCall.get('page_size')).toBe(String(PAGE_SIZE));

    observer.intersect();

    await waitFor(() => expect(rows()).toHaveLength(74));
    const ids = rows().map((row) => row.textContent);
    expect(new Set(ids).size).toBe(74);
    // The first appearance wins: player 50 keeps its place (and rank) from page 1.
    expect(rows()[49]).toHaveTextContent('speler_50');
    expect(rows()[49]).toHaveTextContent('#50');
    expect(rows()[50]).toHaveTextContent('speler_51');
    expect(server.to('GET', '/api/auth/league/global/')[1]!.url.searchParams.get('page')).toBe('2');
    expect(await screen.findByText('Je hebt de hele ranglijst gezien.')).toBeVisible();

    // has_next was false: coming into view again asks for nothing more.
    observer.intersect();
    expect(server.to('GET', '/api/auth/league/global/')).toHaveLength(2);
  });

  it("says 'De ranglijst kon niet worden geladen' and loads again on retry", async () => {
    let isUp = false;
    fakeServer({
      ...baseHandlers(),
      'GET /api/auth/league/global/': () =>
        isUp
          ? jsonResponse(200, leaderboardPage({ results: players(1, 2), count: 2 }))
          : jsonResponse(500, { error: 'internal', message: 'Er ging iets mis.' }),
    });
    const user = setupUser();
    renderLeague();

    expect(await screen.findByText('De ranglijst kon niet worden geladen')).toBeVisible();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('De ranglijst kon niet worden geladen')).not.toBeInTheDocument();
  });
});

describe('the stats bar', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  function statsHandlers(stats: () => Response) {
    return {
      ...baseHandlers(),
      'GET /api/auth/league/stats/': stats,
      'GET /api/auth/league/global/': () => jsonResponse(200, leaderboardPage()),
    };
  }

  it('shows the national rank, the points and the number of sub-leagues', async () => {
    fakeServer(
      statsHandlers(() =>
        jsonResponse(200, { global_rank: 1234, global_points: -3, subleagues_count: 2 }),
      ),
    );
    renderLeague();

    const stats = await screen.findByRole('region', { name: 'Jouw stand' });
    await waitFor(() => expect(stats).toHaveTextContent('Nationale positie#1.234'));
    expect(stats).toHaveTextContent('Punten-3');
    expect(stats).toHaveTextContent('Subpoules2');
  });

  it('shows a dash for a player without a prediction', async () => {
    fakeServer(
      statsHandlers(() =>
        jsonResponse(200, { global_rank: null, global_points: 0, subleagues_count: 0 }),
      ),
    );
    renderLeague();

    const stats = await screen.findByRole('region', { name: 'Jouw stand' });
    await waitFor(() => expect(stats).toHaveTextContent('Nationale positie–Nog geen voorspelling'));
  });

  it("says 'Je statistieken konden niet worden geladen' and loads again on retry", async () => {
    let isUp = false;
    fakeServer(
      statsHandlers(() =>
        isUp
          ? jsonResponse(200, { global_rank: 5, global_points: 9, subleagues_count: 1 })
          : jsonResponse(500, { error: 'internal', message: 'Er ging iets mis.' }),
      ),
    );
    const user = setupUser();
    renderLeague();

    expect(await screen.findByText('Je statistieken konden niet worden geladen')).toBeVisible();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('region', { name: 'Jouw stand' })).toHaveTextContent('#5');
  });

  it('refreshes stats, sub-leagues and the leaderboard on a live push, not on a timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer(
      statsHandlers(() =>
        jsonResponse(200, { global_rank: 5, global_points: 9, subleagues_count: 1 }),
      ),
    );
    const { queryClient } = renderLeague();
    await screen.findByRole('region', { name: 'Jouw stand' });
    await waitFor(() => expect(server.to('GET', '/api/auth/league/stats/')).toHaveLength(1));
    const calls = (path: string) => server.requests.filter((r) => r.url.pathname === path).length;
    const subleagues = calls('/api/auth/league/subleagues/');
    const leaderboard = calls('/api/auth/league/global/');

    // No periodic poll: the live client refreshes, and its fallback polls when it must.
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(server.to('GET', '/api/auth/league/stats/')).toHaveLength(1);
    expect(calls('/api/auth/league/subleagues/')).toBe(subleagues);

    // What the live provider does on a `standing` event (app/providers.tsx).
    await act(() => queryClient.invalidateQueries({ queryKey: leagueKeys.all }));
    await waitFor(() => expect(server.to('GET', '/api/auth/league/stats/')).toHaveLength(2));
    expect(calls('/api/auth/league/subleagues/')).toBe(subleagues + 1);
    expect(calls('/api/auth/league/global/')).toBeGreaterThan(leaderboard);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  entry,
  fakeServer,
  installIntersectionObserver,
  jsonResponse,
  leaderboardPage,
  profileHandler,
  renderLeaguePage,
  subleague,
  VIEWER,
} from '../testing';

const RANK_SEEN = '/api/auth/league/rank-seen/';

function handlers(seen: { user: number; rank: number }[]) {
  return {
    ...profileHandler(),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: 1, global_points: 40, subleagues_count: 1 }),
    'GET /api/auth/league/subleagues/': () => jsonResponse(200, [subleague({ id: 1 })]),
    [`GET ${RANK_SEEN}`]: () =>
      jsonResponse(200, { scope: 'national', election_id: 1, seen_at: null, ranks: seen }),
    [`POST ${RANK_SEEN}`]: () =>
      jsonResponse(200, { scope: 'national', election_id: 1, seen_at: null, ranks: [] }),
    'GET /api/auth/league/global/': () =>
      jsonResponse(
        200,
        leaderboardPage({
          results: [
            entry({ id: VIEWER.id, username: VIEWER.username, total_points: 40, rank: 1 }),
            entry({ id: 11, username: 'kees', total_points: 30, rank: 2 }),
            entry({ id: 12, username: 'piet', total_points: 30, rank: 2 }),
          ],
          count: 3,
        }),
      ),
  };
}

function row(name: RegExp) {
  const list = screen.getByRole('list', { name: 'Ranglijst van de Nationale Poule' });
  return within(list).getByRole('button', { name });
}

describe('movement in the national table', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });

  it('shows each row ↑/↓ against the ranking you last saw, and reports what it showed', async () => {
    const server = fakeServer(
      handlers([
        { user: VIEWER.id, rank: 3 },
        { user: 11, rank: 1 },
        { user: 12, rank: 2 },
      ]),
    );
    renderLeaguePage();

    await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    await waitFor(() =>
      expect(within(row(/anna_dv/)).getByTestId('row-movement')).toHaveTextContent(
        '↑22 plaatsen gestegen sinds je vorige bezoek',
      ),
    );
    expect(within(row(/kees/)).getByTestId('row-movement')).toHaveTextContent('↓1');
    // Unchanged: no badge at all.
    expect(within(row(/piet/)).queryByTestId('row-movement')).toBeNull();

    await waitFor(() => expect(server.to('POST', RANK_SEEN)).toHaveLength(1));
    expect(server.to('POST', RANK_SEEN)[0]!.body).toEqual({
      scope: 'national',
      ranks: [
        { user: VIEWER.id, rank: 1 },
        { user: 11, rank: 2 },
        { user: 12, rank: 2 },
      ],
    });
  });

  it('shows no arrows on a first visit', async () => {
    fakeServer(handlers([]));
    renderLeaguePage();
    await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    expect(screen.queryByTestId('row-movement')).toBeNull();
  });
});

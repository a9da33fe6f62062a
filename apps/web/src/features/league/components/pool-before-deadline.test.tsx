import { screen, within } from '@testing-library/react';
import type { DeadlineInfo } from '@zetelpoule/shared';
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
} from '../testing';

const OPEN: DeadlineInfo = {
  predictions_locked: false,
  deadline_passed: false,
  deadline_active: true,
  election_name: 'Tweede Kamer 2029',
  election_category: 'TK',
  election_date: '2029-03-21T00:00:00.000Z',
  predictions_deadline: '2029-03-21T06:30:00.000Z',
  status_message: 'Nog 3 dagen',
  time_remaining: { days: 3, hours: 0, minutes: 0 },
};

function handlers(globalRank: number | null, deadline: DeadlineInfo = OPEN) {
  return {
    ...profileHandler(),
    'GET /api/auth/predictions/deadline-info/': () => jsonResponse(200, deadline),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: globalRank, global_points: 0, subleagues_count: 1 }),
    'GET /api/auth/league/subleagues/': () => jsonResponse(200, [subleague({ id: 1 })]),
    'GET /api/auth/league/global/': () =>
      jsonResponse(
        200,
        leaderboardPage({
          results: [
            entry({ id: 11, username: 'kees', rank: 1 }),
            entry({ id: 12, username: 'piet', rank: 1 }),
          ],
          count: 60,
          has_next: true,
          is_final: false,
          election_name: 'Tweede Kamer 2029',
        }),
      ),
  };
}

describe('the national pool before the deadline', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });

  it('shows who has predicted, not a ranking of zeros under "Voorlopige Uitslagen"', async () => {
    fakeServer(handlers(1));
    renderLeaguePage();

    const list = await screen.findByRole('list', { name: 'Spelers die al voorspellen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['kees', 'piet']);
    expect(screen.getByTestId('predicted-count')).toHaveTextContent('60 spelers hebben voorspeld');
    expect(screen.getByText('en nog 58 spelers')).toBeVisible();
    expect(screen.queryByText('Voorlopige Uitslagen')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Ranglijst van de Nationale Poule' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Naar je voorspelling' })).toBeNull();
  });

  it('asks a player who has not predicted to do so', async () => {
    fakeServer(handlers(null));
    renderLeaguePage();

    expect(await screen.findByText('Je hebt nog niet voorspeld')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar je voorspelling' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the ranking once the deadline has passed', async () => {
    fakeServer(handlers(1, { ...OPEN, predictions_locked: true, deadline_passed: true }));
    renderLeaguePage();

    expect(
      await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Spelers die al voorspellen' })).toBeNull();
  });
});

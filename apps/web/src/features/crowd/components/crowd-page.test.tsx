import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Crowd } from '@zetelpoule/shared';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../../test/render-app';
import { storage } from '../../../lib/storage';
import { CrowdPage } from './crowd-page';

const PARTIES = [
  { id: 1, name: 'Alfa', hexcolor: '#1d4ed8', list_number: 1 },
  { id: 2, name: 'Beta', hexcolor: '#dc2626', list_number: 2 },
];

const party = (id: number, seats: number, spread: [number, number, number]) => ({
  party_id: id,
  name: PARTIES[id - 1]!.name,
  list_number: id,
  hexcolor: PARTIES[id - 1]!.hexcolor,
  p10: spread[0],
  median: spread[1],
  p90: spread[2],
  mean: spread[1],
  share_with_seats: 1,
  crowd_seats: seats,
});

const CROWD = (subleague: number | null, players: number): Crowd => ({
  election_id: 3,
  election_name: 'Tweede Kamer 2099',
  seat_count: 150,
  subleague_id: subleague,
  players,
  parties: [party(1, 80, [70, 80, 90]), party(2, 70, [60, 70, 80])],
  top3: [
    {
      position: 1,
      shares: [
        { party_id: 1, share: 0.75 },
        { party_id: 2, share: 0.25 },
      ],
    },
    {
      position: 2,
      shares: [
        { party_id: 2, share: 0.75 },
        { party_id: 1, share: 0.25 },
      ],
    },
    { position: 3, shares: [] },
  ],
  joker: [{ party_id: 2, share: 0.5 }],
  first_count: [{ municipality_id: 9, name: 'Vlieland', share: 0.5 }],
  turnout: {
    median: 78.5,
    answers: 4,
    histogram: [
      { percent: 77, count: 1 },
      { percent: 78, count: 2 },
      { percent: 80, count: 1 },
    ],
  },
  municipalities: [
    {
      municipality_id: 10,
      name: 'Utrecht',
      turnout_median: 81,
      turnout_answers: 2,
      biggest_party: [{ party_id: 2, share: 0.5 }],
    },
  ],
  computed_at: '2099-10-29T08:00:00.000Z',
});

/** The player: Alfa 95, Beta 55. */
const PREDICTION = {
  election_id: 3,
  category: 'TK',
  seat_count: 150,
  first_count_candidates: [],
  updated_at: null,
  seat_predictions: [
    ...Array.from({ length: 95 }, (_, i) => ({ seat_number: i, party: 1 })),
    ...Array.from({ length: 55 }, (_, i) => ({ seat_number: 95 + i, party: 2 })),
  ],
  selected_municipality: null,
  country_turnout_prediction: null,
  turnout_predictions: [],
  biggest_party_predictions: [],
  captain_party: null,
};

function setup(crowd: (url: URL) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      switch (url.pathname) {
        case '/api/auth/crowd/':
          return crowd(url);
        case '/api/auth/parties/':
          return jsonResponse(200, PARTIES);
        case '/api/auth/predictions/active/':
          return jsonResponse(200, PREDICTION);
        case '/api/auth/predictions/my-score/':
          return jsonResponse(200, {
            has_results: false,
            election: { id: 3, name: 'Tweede Kamer 2099' },
            message: 'Nog geen punten.',
          });
        case '/api/auth/league/subleagues/':
          return jsonResponse(200, [
            {
              id: 5,
              name: 'Kantoor',
              creator: 7,
              user_points: 0,
              member_count: 2,
              members: [],
              invite_link: 'http://localhost/league/join/abcdefghijklmnopqrstuvwx',
            },
          ]);
        default:
          return jsonResponse(404, { error: 'not_found', message: 'Niet gevonden.' });
      }
    }),
  );
  storage.setSession({ access: 'a', refresh: 'r' }, makeUser({ id: 7 }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/voorspelling-van-nederland']}>
        <CrowdPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CrowdPage', () => {
  it('before the deadline says when the crowd opens and how many players take part', async () => {
    setup(() =>
      jsonResponse(423, {
        error: 'crowd_locked',
        message: 'Te vroeg.',
        deadline: '2099-10-29T06:30:00.000Z',
        deadline_passed: false,
        players: 1234,
      }),
    );
    const locked = await screen.findByTestId('crowd-locked');
    expect(locked).toHaveTextContent('donderdag 29 oktober 2099 om 07:30');
    expect(within(locked).getByTestId('crowd-player-count')).toHaveTextContent(
      'Er doen al 1.234 spelers mee.',
    );
  });

  it('after the deadline shows the crowd, where the player differs, and a tab per sub-league', async () => {
    const user = userEvent.setup();
    const { container } = setup((url) =>
      jsonResponse(200, url.searchParams.get('subleague') === '5' ? CROWD(5, 2) : CROWD(null, 4)),
    );
    expect(await screen.findByTestId('crowd-players')).toHaveTextContent(
      'Gebaseerd op de voorspellingen van 4 spelers.',
    );
    expect(screen.getByRole('img', { name: /Halfrond van de Kamer van de poule/ })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Voorspelde landelijke opkomst' })).toBeVisible();
    // Alfa: 95 against a median of 80; Beta 55 against 70.
    const differences = await within(screen.getByTestId('crowd-differences')).findAllByRole(
      'listitem',
    );
    expect(differences.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Alfa: jij geeft 15 zetels meer dan de poule'),
      expect.stringContaining('Beta: jij geeft 15 zetels minder dan de poule'),
    ]);
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);

    await user.click(await screen.findByRole('link', { name: 'Kantoor' }));
    expect(await screen.findByText('Gebaseerd op de voorspellingen van 2 spelers.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kantoor' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a player who is not in the sub-league so, without a retry', async () => {
    setup(() =>
      jsonResponse(403, { error: 'not_a_member', message: 'Je bent geen lid van deze subpoule.' }),
    );
    expect(await screen.findByText('Je bent geen lid van deze subpoule.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });
});

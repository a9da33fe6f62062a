import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type {
  ActivePrediction,
  LiveResults,
  LiveStanding,
  MyScore,
  Subleague,
} from '@zetelpoule/shared';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../../test/render-app';
import { AuthProvider } from '../../../lib/auth';
import { LiveProvider } from '../../../lib/live/live-provider';
import { storage } from '../../../lib/storage';
import { ResultsPage } from './results-page';

const USER = makeUser({ id: 7, username: 'anna_dv' });

const PARTIES = [
  { id: 1, name: 'Alfa', hexcolor: '#1d4ed8', list_number: 1 },
  { id: 2, name: 'Beta', hexcolor: '#dc2626', list_number: 2 },
];

const PREDICTION = {
  election_id: 3,
  seat_count: 150,
  first_count_candidates: ['Vlieland', 'Rozendaal', 'Schiermonnikoog'],
  updated_at: '2099-10-20T10:00:00.000Z',
  seat_predictions: [
    ...Array.from({ length: 80 }, (_, i) => ({ seat_number: i, party: 1 })),
    ...Array.from({ length: 70 }, (_, i) => ({ seat_number: 80 + i, party: 2 })),
  ],
  selected_municipality: { municipality_name: 'Vlieland' },
  country_turnout_prediction: { predicted_turnout: 78 },
  turnout_predictions: [
    { municipality: 10, municipality_name: 'Utrecht', predicted_turnout: 80 },
    { municipality: 11, municipality_name: 'Breda', predicted_turnout: 75.5 },
  ],
  biggest_party_predictions: [
    { municipality: 10, municipality_name: 'Utrecht', predicted_party: 2 },
    { municipality: 11, municipality_name: 'Breda', predicted_party: 1 },
  ],
  captain_party: { selected_party: 1 },
} as ActivePrediction;

const NOT_SCORED: MyScore = {
  has_results: false,
  election: { id: 3, name: 'Tweede Kamer 2099' },
  message: 'Nog geen punten.',
};

const PENDING = {
  seats: false,
  turnout: true,
  biggest_party: false,
  municipality_selection: true,
  country_turnout: true,
};

const SCORED: MyScore = {
  has_results: true,
  election: { id: 3, name: 'Tweede Kamer 2099' },
  score: {
    seat_points: 4,
    captain_bonus_points: 2,
    turnout_points: 0,
    biggest_party_points: 2,
    municipality_selection_points: 0,
    top3_parties_points: 3,
    country_turnout_points: 0,
    total_points: 11,
    calculated_at: '2099-10-29T20:10:00.000Z',
    pending: PENDING,
  },
  party_seat_comparison: [
    {
      party_id: 1,
      party_name: 'Alfa',
      party_color: '#1d4ed8',
      predicted_seats: 80,
      actual_seats: 78,
      difference: 2,
      is_correct: false,
      accuracy: 90,
      points: 1,
    },
    {
      party_id: 2,
      party_name: 'Beta',
      party_color: '#dc2626',
      predicted_seats: 70,
      actual_seats: 72,
      difference: -2,
      is_correct: false,
      accuracy: 90,
      points: 1,
    },
  ],
  turnout_comparison: [],
  biggest_party_comparison: [
    {
      municipality_id: 11,
      municipality_name: 'Breda',
      predicted_party: { name: 'Alfa', color: '#1d4ed8' },
      actual_party: { name: 'Alfa', color: '#1d4ed8' },
      is_correct: true,
      points: 2,
    },
  ],
  municipality_selection_comparison: null,
  country_turnout_comparison: null,
  top3_parties_comparison: null,
  captain_party_comparison: null,
};

const SUBLEAGUES: Subleague[] = [
  {
    id: 5,
    name: 'Kantoor',
    creator: 7,
    user_points: 11,
    member_count: 2,
    members: [
      { user: 8, user_name: 'bram', full_name: null, points: 14, prediction_complete: true },
      { user: 7, user_name: 'anna_dv', full_name: null, points: 11, prediction_complete: true },
    ],
    invite_link: 'http://localhost/league/join/abcdefghijklmnopqrstuvwx',
  } as Subleague,
];

const NO_RESULTS: LiveResults = {
  election_id: 3,
  results_status: 'none',
  updated_at: null,
  scores_calculated_at: null,
};
const FIRST_STANDING: LiveStanding = {
  election_id: 3,
  total_points: 0,
  rank: 4,
  previous_rank: null,
  players: 9,
  provisional: true,
};

/** The live stream the test writes to, as the server would. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let id = 0;
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) =>
      controller.enqueue(
        new TextEncoder().encode(`id: ${++id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      ),
  };
}

function setup(seenRanks: { user: number; rank: number }[] = []) {
  const server = {
    myScore: NOT_SCORED as MyScore,
    /** The places the player was last shown (GET rank-seen), and what the page reported. */
    seenRanks,
    marked: [] as unknown[],
  };
  const stream = liveStream();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    switch (path) {
      case '/api/auth/league/rank-seen/':
        if (init?.method === 'POST') {
          server.marked.push(JSON.parse(String(init.body)));
          return jsonResponse(200, { scope: 'national', election_id: 1, seen_at: null, ranks: [] });
        }
        return jsonResponse(200, {
          scope: 'national',
          election_id: 1,
          seen_at: server.seenRanks.length ? '2099-10-29T19:00:00.000Z' : null,
          ranks: server.seenRanks,
        });
      case '/api/auth/profile/':
        return jsonResponse(200, USER);
      case '/api/live/':
        return stream.response();
      case '/api/live/state/':
        return jsonResponse(200, { results: NO_RESULTS, standing: FIRST_STANDING });
      case '/api/auth/predictions/my-score/':
        return jsonResponse(200, server.myScore);
      case '/api/auth/predictions/active/':
        return jsonResponse(200, PREDICTION);
      case '/api/auth/parties/':
        return jsonResponse(200, PARTIES);
      case '/api/auth/municipalities/':
        return jsonResponse(200, [
          { id: 10, name: 'Utrecht' },
          { id: 11, name: 'Breda' },
        ]);
      case '/api/auth/league/subleagues/':
        return jsonResponse(200, SUBLEAGUES);
      case '/api/auth/predictions/deadline-info/':
        return jsonResponse(200, {
          predictions_locked: true,
          deadline_passed: true,
          deadline_active: true,
          election_name: 'Tweede Kamer 2099',
          election_date: '2099-10-29T07:30:00.000Z',
          predictions_deadline: '2099-10-29T07:30:00.000Z',
          status_message: 'Vergrendeld',
          time_remaining: null,
        });
      default:
        return jsonResponse(404, { error: 'not_found', message: 'Niet gevonden.' });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  storage.setSession({ access: 'access-token', refresh: 'refresh-token' }, USER);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = [['predictions', 'my-score'], ['results'], ['league']];
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveProvider
          invalidateOnResults={keys}
          invalidateOnStanding={keys}
          settle={() => Promise.resolve()}
        >
          <MemoryRouter>
            <ResultsPage />
          </MemoryRouter>
        </LiveProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, server, stream, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResultsPage', () => {
  it('asks for the live state once as the page loads: the page and the live client share it', async () => {
    const { fetchMock } = setup();
    const calls = (path: string) =>
      fetchMock.mock.calls.filter(
        ([input]) => new URL(String(input), 'http://localhost').pathname === path,
      ).length;
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitslag' })).toBeVisible();
    // The stream opens after the live client's baseline was asked for.
    await waitFor(() => expect(calls('/api/live/')).toBe(1));
    expect(await screen.findByTestId('rank')).toHaveTextContent('#4');
    expect(calls('/api/live/state/')).toBe(1);
  });

  it('counts down to the polls closing and shows every section as not known yet', async () => {
    const { stream } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitslag' })).toBeVisible();
    await act(async () => {
      stream.send('results', NO_RESULTS);
      stream.send('standing', FIRST_STANDING);
    });
    expect(screen.getByTestId('results-status')).toHaveTextContent('Geen uitslag');
    expect(
      within(screen.getByTestId('countdown')).getByRole('heading', {
        name: 'De stembureaus sluiten om 21:00',
      }),
    ).toBeVisible();
    expect(await screen.findByTestId('rank')).toHaveTextContent('#4');
    expect(screen.queryByTestId('rank-movement')).toBeNull();
    const points = screen.getByTestId('points');
    expect(within(points).getAllByText('nog niet bekend')).toHaveLength(7);
    expect(await screen.findByText('0 van 2 gemeenten binnen')).toBeVisible();
    expect(await screen.findByText('Kantoor')).toBeVisible();
  });

  it('updates without a reload when results and the standing are pushed', async () => {
    // Last time the player looked, they stood fifth.
    const { stream, server } = setup([{ user: USER.id, rank: 5 }]);
    await screen.findByRole('heading', { level: 1, name: 'Uitslag' });
    await act(async () => {
      stream.send('results', NO_RESULTS);
      stream.send('standing', FIRST_STANDING);
    });
    await screen.findByTestId('countdown');

    server.myScore = SCORED;
    await act(async () => {
      stream.send('results', {
        ...NO_RESULTS,
        results_status: 'provisional',
        updated_at: '2099-10-29T20:05:00.000Z',
        scores_calculated_at: '2099-10-29T20:05:02.000Z',
      });
    });
    await waitFor(() =>
      expect(screen.getByTestId('results-status')).toHaveTextContent('Voorlopig'),
    );
    expect(screen.queryByTestId('countdown')).toBeNull();

    // Per party the difference, in sign and in words.
    const alfa = await screen.findByRole('row', { name: /Alfa/ });
    expect(alfa).toHaveTextContent('+2');
    expect(alfa).toHaveTextContent('2 zetels te veel');
    expect(screen.getByRole('row', { name: /Beta/ })).toHaveTextContent('2 zetels te weinig');

    // The points per section add up; open sections say so.
    const points = screen.getByTestId('points');
    await waitFor(() => expect(within(points).getByTestId('points-total')).toHaveTextContent('11'));
    expect(within(points).getByRole('row', { name: /Zetels/ })).toHaveTextContent('+4');
    expect(within(points).getByRole('row', { name: /Opkomst per gemeente/ })).toHaveTextContent(
      'nog niet bekend',
    );

    // A municipality that reported, the player's pick right; one still to come.
    expect(screen.getByText('1 van 2 gemeenten binnen')).toBeVisible();
    const breda = screen.getByTestId('municipalities').querySelector('[data-municipality="Breda"]');
    expect(breda).toHaveTextContent('Goed');

    // The server's previous_rank (the admin's previous save) no longer decides the arrow: the
    // place last seen does, 5 → 2.
    await act(async () => {
      stream.send('standing', { ...FIRST_STANDING, total_points: 11, rank: 2, previous_rank: 3 });
    });
    await waitFor(() => expect(screen.getByTestId('rank')).toHaveTextContent('#2'));
    expect(screen.getByTestId('rank-movement')).toHaveTextContent('↑33 plaatsen gestegen');
    // What was shown is reported, for the next visit to measure from.
    await waitFor(() =>
      expect(server.marked).toContainEqual({
        scope: 'national',
        ranks: [{ user: USER.id, rank: 2 }],
      }),
    );
    expect(screen.getByTestId('total-points')).toHaveTextContent('11');
    // Announced once the new rank is on screen (an effect after that render).
    expect(
      await screen.findByText('Je staat nu op plaats 2, 3 plaatsen gestegen, met 11 punten.'),
    ).toBeInTheDocument();
  });

  it('has no accessibility violations axe can find', async () => {
    const { stream, server } = setup();
    server.myScore = SCORED;
    await screen.findByRole('heading', { level: 1, name: 'Uitslag' });
    await act(async () => {
      stream.send('results', { ...NO_RESULTS, results_status: 'provisional' });
      stream.send('standing', { ...FIRST_STANDING, rank: 2, previous_rank: 5 });
    });
    await screen.findByRole('row', { name: /Alfa/ });
    const outcome = await axe.run(document.body, {
      // jsdom has no layout, so colours cannot be measured here (the e2e journey runs axe).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(outcome.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  ActivePrediction,
  ElectionCategory,
  LiveResults,
  LiveStanding,
  MyScore,
  StatenResults,
} from '@zetelpoule/shared';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../../test/render-app';
import { AuthProvider } from '../../../lib/auth';
import { LiveProvider } from '../../../lib/live/live-provider';
import { storage } from '../../../lib/storage';
import { ResultsPage } from './results-page';

// /uitslag at a Provinciale Statenverkiezing: the Eerste Kamer projection beside the player's
// own, and the provinces as they report (GET /api/auth/staten-results/), live.

const USER = makeUser({ id: 7, username: 'anna_dv' });

const PARTIES = [
  { id: 1, name: 'Alfa', hexcolor: '#1d4ed8', list_number: 1 },
  { id: 2, name: 'Beta', hexcolor: '#dc2626', list_number: 2 },
];

const DRENTHE = 21;
const GRONINGEN = 22;
const ZEELAND = 23;

function prediction(category: ElectionCategory): ActivePrediction {
  const seatCount = category === 'PS' ? 75 : 150;
  return {
    election_id: 3,
    category,
    seat_count: seatCount,
    first_count_candidates: ['Vlieland'],
    updated_at: '2099-10-20T10:00:00.000Z',
    seat_predictions: Array.from({ length: seatCount }, (_, i) => ({
      seat_number: i,
      party: i < 40 ? 1 : 2,
    })),
    selected_municipality: null,
    country_turnout_prediction: null,
    turnout_predictions: [
      { municipality: DRENTHE, municipality_name: 'Drenthe', predicted_turnout: 55 },
    ],
    biggest_party_predictions: [
      { municipality: DRENTHE, municipality_name: 'Drenthe', predicted_party: 1 },
      { municipality: GRONINGEN, municipality_name: 'Groningen', predicted_party: 2 },
    ],
    captain_party: null,
  };
}

const NOT_SCORED: MyScore = {
  has_results: false,
  election: { id: 3, name: 'Provinciale Staten 2099' },
  message: 'Nog geen punten.',
};

const region = (id: number, name: string, seats: number) => ({
  id,
  name,
  kind: 'provincie' as const,
  staten_seat_count: seats,
  stemwaarde: 1000,
  reported: false,
  party_seats: [],
  turnout: null,
  biggest_party_id: null,
});

const DRENTHE_IN = {
  ...region(DRENTHE, 'Drenthe', 43),
  reported: true,
  party_seats: [
    { party_id: 1, seat_count: 25 },
    { party_id: 2, seat_count: 18 },
  ],
  turnout: 58.3,
  biggest_party_id: 1,
};

const ONE_IN: StatenResults = {
  election_id: 3,
  chamber_result: {
    source: 'projection',
    regions_reported: 1,
    regions_total: 3,
    decided_by_lot: null,
  },
  regions: [DRENTHE_IN, region(GRONINGEN, 'Groningen', 43), region(ZEELAND, 'Zeeland', 39)],
};

const NO_RESULTS: LiveResults = {
  election_id: 3,
  results_status: 'none',
  updated_at: null,
  scores_calculated_at: null,
};
const PROVISIONAL: LiveResults = {
  ...NO_RESULTS,
  results_status: 'provisional',
  updated_at: '2099-03-17T21:30:00.000Z',
};
const STANDING: LiveStanding = {
  election_id: 3,
  total_points: 0,
  rank: 4,
  previous_rank: null,
  players: 9,
  provisional: true,
};

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

function setup(category: ElectionCategory = 'PS') {
  const server = { staten: ONE_IN, statenFails: false };
  const stream = liveStream();
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    switch (path) {
      case '/api/auth/profile/':
        return jsonResponse(200, USER);
      case '/api/live/':
        return stream.response();
      case '/api/live/state/':
        return jsonResponse(200, { results: PROVISIONAL, standing: STANDING });
      case '/api/auth/predictions/my-score/':
        return jsonResponse(200, NOT_SCORED);
      case '/api/auth/predictions/active/':
        return jsonResponse(200, prediction(category));
      case '/api/auth/parties/':
        return jsonResponse(200, PARTIES);
      case '/api/auth/municipalities/':
        return jsonResponse(
          200,
          category === 'PS'
            ? ONE_IN.regions.map(({ id, name }) => ({ id, name }))
            : [{ id: 10, name: 'Utrecht' }],
        );
      case '/api/auth/staten-results/':
        if (server.statenFails)
          return jsonResponse(500, { error: 'server_error', message: 'Fout.' });
        return category === 'PS'
          ? jsonResponse(200, server.staten)
          : jsonResponse(404, { error: 'not_found', message: 'Niet gevonden.' });
      case '/api/auth/league/subleagues/':
        return jsonResponse(200, []);
      case '/api/auth/predictions/deadline-info/':
        return jsonResponse(200, {
          predictions_locked: true,
          deadline_passed: true,
          deadline_active: true,
          election_name: 'Provinciale Staten 2099',
          election_category: category,
          election_date: '2099-03-17T06:30:00.000Z',
          predictions_deadline: '2099-03-17T06:30:00.000Z',
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
  render(
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
  return { server, stream, fetchMock };
}

function province(name: string) {
  return screen.getByTestId('provinces').querySelector(`[data-province="${name}"]`);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/uitslag at a Provinciale Statenverkiezing', () => {
  it('shows the Eerste Kamer projection and the provinces in and not yet in', async () => {
    setup();
    const chamber = await screen.findByTestId('chamber');
    expect(
      await within(chamber).findByRole('heading', { name: 'Eerste Kamer (prognose)' }),
    ).toBeVisible();
    expect(within(chamber).getByTestId('provinces-in')).toHaveTextContent(
      '1 van de 3 provincies binnen',
    );
    expect(chamber).toHaveTextContent('De nieuwe Statenleden kiezen de Eerste Kamer.');
    expect(within(chamber).getByRole('link', { name: 'Zo werkt de prognose' })).toHaveAttribute(
      'href',
      '/uitleg/eerste-kamer',
    );
    expect(within(chamber).getByText('Prognose uit de Staten')).toBeVisible();
    expect(within(chamber).getByRole('img', { name: /van de 75 zetels verdeeld/ })).toBeVisible();
    expect(within(chamber).queryByRole('note')).toBeNull();
    expect(within(chamber).getByRole('columnheader', { name: 'Prognose' })).toBeVisible();

    const provinces = screen.getByRole('region', { name: 'Provincies' });
    expect(provinces).toHaveTextContent('1 van de 3 provincies binnen');
    const drenthe = province('Drenthe') as HTMLElement;
    const seats = within(drenthe).getByRole('list', {
      name: 'Statenzetels van Drenthe per partij',
    });
    expect(
      within(seats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alfa25', 'Beta18']);
    expect(drenthe).toHaveTextContent('43 zetels');
    expect(drenthe).toHaveTextContent('58,3%');
    expect(drenthe).toHaveTextContent('jij: 55%');
    expect(drenthe).toHaveTextContent('Goed');

    expect(within(provinces).getByText('Nog niet binnen (2)')).toBeVisible();
    const groningen = province('Groningen') as HTMLElement;
    expect(groningen).toHaveTextContent('nog niet binnen');
    expect(groningen).toHaveTextContent('jij: Beta');
    expect(screen.queryByTestId('municipalities')).toBeNull();
    // The points name the provinces too.
    expect(within(screen.getByTestId('points')).getByText('Opkomst per provincie')).toBeVisible();
  });

  it('refreshes the provinces and the projection without a reload as results come in', async () => {
    const { server, stream, fetchMock } = setup();
    await screen.findByText('1 van de 3 provincies binnen', {
      selector: '[data-testid=provinces-in]',
    });
    const statenCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/staten-results/')
        .length;
    const before = statenCalls();

    server.staten = {
      ...ONE_IN,
      chamber_result: {
        ...ONE_IN.chamber_result,
        regions_reported: 2,
        decided_by_lot: { party_ids: [1, 2], seats: 1 },
      },
      regions: [
        DRENTHE_IN,
        {
          ...region(GRONINGEN, 'Groningen', 43),
          reported: true,
          party_seats: [
            { party_id: 1, seat_count: 20 },
            { party_id: 2, seat_count: 23 },
          ],
        },
        region(ZEELAND, 'Zeeland', 39),
      ],
    };
    await act(async () => {
      stream.send('results', PROVISIONAL);
      stream.send('results', { ...PROVISIONAL, updated_at: '2099-03-17T22:00:00.000Z' });
    });

    await waitFor(() =>
      expect(screen.getByTestId('provinces-in')).toHaveTextContent('2 van de 3 provincies binnen'),
    );
    expect(statenCalls()).toBeGreaterThan(before);
    expect(province('Groningen')).toHaveTextContent('Beta23');
    expect(screen.getByRole('note')).toHaveTextContent(
      'De laatste zetel is bij loting verdeeld tussen Alfa en Beta',
    );
  });

  it('says when the Eerste Kamer is elected', async () => {
    const { server } = setup();
    server.staten = { ...ONE_IN, chamber_result: { ...ONE_IN.chamber_result, source: 'official' } };
    expect(await screen.findByRole('heading', { name: 'Eerste Kamer (gekozen)' })).toBeVisible();
    expect(screen.getByText('Gekozen Eerste Kamer')).toBeVisible();
    expect(screen.queryByTestId('provinces-in')).toBeNull();
  });

  it('offers a retry when the provinces cannot be loaded', async () => {
    const { server } = setup();
    server.statenFails = true;
    expect(
      await screen.findByText('De uitslagen per provincie konden niet worden geladen.'),
    ).toBeVisible();
    server.statenFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('region', { name: 'Provincies' })).toBeVisible();
  });

  it('has no accessibility violations axe can find', async () => {
    setup();
    await screen.findByRole('list', { name: 'Statenzetels van Drenthe per partij' });
    const outcome = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(outcome.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('keeps the Tweede Kamer page as it was, without asking for the Staten', async () => {
    const { fetchMock } = setup('TK');
    expect(await screen.findByRole('heading', { name: 'De Kamer' })).toBeVisible();
    expect(await screen.findByText('0 van 1 gemeenten binnen')).toBeVisible();
    expect(within(screen.getByTestId('points')).getByText('Opkomst per gemeente')).toBeVisible();
    expect(screen.queryByTestId('provinces')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/staten-results/'),
    ).toBe(false);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivePrediction, Crowd, MyScore } from '@zetelpoule/shared';
import axe from 'axe-core';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../../test/render-app';
import { storage } from '../../../lib/storage';
import { CoalitionCheck } from './coalition-check';

const PARTIES = [
  { id: 1, name: 'Alfa', hexcolor: '#1d4ed8', list_number: 1 },
  { id: 2, name: 'Beta', hexcolor: '#dc2626', list_number: 2 },
  { id: 3, name: 'Gamma', hexcolor: '#16a34a', list_number: 3 },
];

/** Alfa 60, Beta 50, Gamma 40 in the player's prediction. */
const PREDICTION = {
  election_id: 3,
  category: 'TK',
  seat_count: 150,
  first_count_candidates: [],
  updated_at: null,
  seat_predictions: [60, 50, 40].flatMap((n, k) =>
    Array.from({ length: n }, (_, i) => ({ seat_number: k * 60 + i, party: k + 1 })),
  ),
  selected_municipality: null,
  country_turnout_prediction: null,
  turnout_predictions: [],
  biggest_party_predictions: [],
  captain_party: null,
} as ActivePrediction;

const crowdParty = (id: number, crowdSeats: number) => ({
  party_id: id,
  name: PARTIES[id - 1]!.name,
  list_number: id,
  hexcolor: PARTIES[id - 1]!.hexcolor,
  median: crowdSeats,
  mean: crowdSeats,
  p10: crowdSeats,
  p90: crowdSeats,
  share_with_seats: 1,
  crowd_seats: crowdSeats,
});

/** The crowd parliament: Alfa 70, Beta 45, Gamma 35. */
const CROWD: Crowd = {
  election_id: 3,
  election_name: 'Tweede Kamer 2099',
  seat_count: 150,
  subleague_id: null,
  players: 7,
  parties: [crowdParty(1, 70), crowdParty(2, 45), crowdParty(3, 35)],
  top3: [],
  joker: [],
  first_count: [],
  turnout: { median: null, answers: 0, histogram: [] },
  municipalities: [],
  computed_at: '2099-10-29T08:00:00.000Z',
};

const NOT_SCORED: MyScore = {
  has_results: false,
  election: { id: 3, name: 'Tweede Kamer 2099' },
  message: 'Nog geen punten.',
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function setup(search: string, options: { deadlinePassed: boolean; crowd?: Crowd | null }) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    switch (path) {
      case '/api/auth/parties/':
        return jsonResponse(200, PARTIES);
      case '/api/auth/predictions/active/':
        return jsonResponse(200, PREDICTION);
      case '/api/auth/predictions/my-score/':
        return jsonResponse(200, NOT_SCORED);
      case '/api/auth/crowd/':
        return jsonResponse(200, CROWD);
      case '/api/auth/predictions/deadline-info/':
        return jsonResponse(200, {
          predictions_locked: options.deadlinePassed,
          deadline_passed: options.deadlinePassed,
          deadline_active: true,
          election_name: 'Tweede Kamer 2099',
          election_category: 'TK',
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
  storage.setSession({ access: 'access-token', refresh: 'refresh-token' }, makeUser({ id: 7 }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/uitslag${search}`]}>
        <CoalitionCheck
          {...(options.crowd === undefined ? {} : { crowd: options.crowd })}
          showMinimal
        />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CoalitionCheck', () => {
  it('reads the coalition from the address and adds the seats in every source', async () => {
    setup('?coalitie=alfa', { deadlinePassed: true });
    const check = await screen.findByTestId('coalition-check');
    await waitFor(() =>
      expect(within(check).getByRole('button', { name: 'Alfa' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const crowdRow = await waitFor(() => {
      const row = check.querySelector('[data-source="crowd"]');
      expect(row).toHaveTextContent('70 van 150');
      return row!;
    });
    expect(crowdRow).toHaveTextContent('Geen meerderheid · 6 zetels tekort');
    expect(check.querySelector('[data-source="mine"]')).toHaveTextContent('60 van 150');
    expect(check.querySelector('[data-source="result"]')).toHaveTextContent('Nog geen uitslag');
  });

  it('crosses the majority line of 76 when a party is added, and writes the choice to the address', async () => {
    const user = userEvent.setup();
    setup('?coalitie=Alfa', { deadlinePassed: true });
    const check = await screen.findByTestId('coalition-check');
    await waitFor(() =>
      expect(check.querySelector('[data-source="crowd"]')).toHaveTextContent('70 van 150'),
    );
    await user.click(within(check).getByRole('button', { name: 'Gamma' }));
    const crowdRow = check.querySelector('[data-source="crowd"]')!;
    expect(crowdRow).toHaveTextContent('105 van 150');
    expect(crowdRow).toHaveAttribute('data-majority', 'true');
    expect(check.querySelector('[data-source="mine"]')).toHaveTextContent('100 van 150');
    expect(screen.getByTestId('address')).toHaveTextContent('?coalitie=Alfa%2CGamma');

    await user.click(within(check).getByRole('button', { name: 'Wis keuze' }));
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
    expect(
      within(check).getByText('Kies hierboven partijen om hun zetels op te tellen.'),
    ).toBeVisible();
  });

  it('lists the smallest majorities of the crowd parliament and picks one on request', async () => {
    const user = userEvent.setup();
    setup('', { deadlinePassed: true, crowd: CROWD });
    const list = await screen.findByTestId('minimal-coalitions');
    // Alfa 70 + Gamma 35 = 105 and Alfa 70 + Beta 45 = 115; Beta + Gamma = 80 also wins.
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Beta + Gamma'),
      expect.stringContaining('Alfa + Gamma'),
      expect.stringContaining('Alfa + Beta'),
    ]);
    await user.click(within(items[0]!).getByRole('button', { name: /Kies deze coalitie/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('?coalitie=Beta%2CGamma');
  });

  it('does not ask for the crowd before the deadline (a 423 says nothing new there)', async () => {
    const { fetchMock } = setup('?coalitie=Alfa', { deadlinePassed: false });
    const check = await screen.findByTestId('coalition-check');
    await waitFor(() =>
      expect(check.querySelector('[data-source="mine"]')).toHaveTextContent('60 van 150'),
    );
    expect(check.querySelector('[data-source="crowd"]')).toHaveTextContent(
      'Na de deadline zie je hier ook de Kamer van de poule.',
    );
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths).not.toContain('/api/auth/crowd/');
  });

  it('has no axe violations', async () => {
    const { container } = setup('?coalitie=Alfa,Beta', { deadlinePassed: true, crowd: CROWD });
    await waitFor(() =>
      expect(
        screen.getByTestId('coalition-check').querySelector('[data-source="crowd"]'),
      ).toHaveTextContent('115 van 150'),
    );
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import type { AdminUser, PredictionDetails } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, renderAdmin } from '../testing';
import { UserSearchPage } from './user-search-page';

const SEARCH_PATH = '/api/auth/admin/search-user/';
const DETAILS_PATH = '/api/auth/admin/prediction-details/31/';

const FOUND: AdminUser = {
  id: 9,
  username: 'piet_p',
  email: 'piet@example.nl',
  full_name: '',
  total_points: 42,
  is_email_verified: true,
  date_joined: '2025-09-01T10:00:00Z',
  search_by: 'username',
  total_predictions: 1,
  predictions: [
    {
      id: 31,
      name: 'Voorspelling van piet_p',
      is_active: true,
      updated_at: '2025-10-20T12:00:00Z',
      election_id: 2,
      election_name: 'Tweede Kamer 2029',
      total_points: 42,
    },
  ],
};

const PREDICTION = {
  id: 31,
  name: 'Voorspelling van piet_p',
  user_id: 9,
  username: 'piet_p',
  election_id: 2,
  updated_at: '2025-10-20T12:00:00Z',
  captain_party: null,
};

const ANALYSIS: PredictionDetails = {
  has_results: true,
  prediction: PREDICTION,
  election_result: { id: 2, name: 'Tweede Kamer 2029' },
  score: {
    seat_points: 7,
    captain_bonus_points: 0,
    turnout_points: 5,
    biggest_party_points: 2,
    municipality_selection_points: 2,
    top3_parties_points: 5,
    country_turnout_points: 3,
    total_points: 24,
    pending: {
      seats: false,
      turnout: false,
      biggest_party: false,
      municipality_selection: false,
      country_turnout: false,
    },
  },
  party_seat_comparison: [
    {
      party_id: 11,
      party_name: 'PVV',
      party_color: '#0B2A4A',
      predicted_seats: 30,
      actual_seats: 30,
      difference: 0,
      is_correct: true,
      accuracy: 100,
      points: 5,
    },
    {
      party_id: 12,
      party_name: 'GroenLinks-PvdA',
      party_color: '#D9251D',
      predicted_seats: 22,
      actual_seats: 20,
      difference: 2,
      is_correct: false,
      accuracy: 60,
      points: 1,
    },
    {
      party_id: 13,
      party_name: 'VVD',
      party_color: '#FF7F00',
      predicted_seats: 21,
      actual_seats: 24,
      difference: -3,
      is_correct: false,
      accuracy: 40,
      points: -1,
    },
    {
      party_id: 14,
      party_name: 'D66',
      party_color: '#00AE41',
      predicted_seats: 0,
      actual_seats: 9,
      difference: -9,
      is_correct: false,
      accuracy: 0,
      points: -3,
    },
  ],
  turnout_comparison: [
    {
      municipality_id: 101,
      municipality_name: 'Amsterdam',
      predicted_turnout: 74.5,
      actual_turnout: 74.5,
      difference: 0,
      accuracy: 100,
      points: 3,
    },
    {
      municipality_id: 102,
      municipality_name: 'Rotterdam',
      predicted_turnout: 70,
      actual_turnout: 71.5,
      difference: -1.5,
      accuracy: 70,
      points: 1,
    },
    {
      municipality_id: 103,
      municipality_name: 'Vlieland',
      predicted_turnout: null,
      actual_turnout: 81.2,
      difference: null,
      accuracy: 0,
      points: 0,
    },
  ],
  biggest_party_comparison: [
    {
      municipality_id: 101,
      municipality_name: 'Amsterdam',
      predicted_party: { name: 'GroenLinks-PvdA', color: '#D9251D' },
      actual_party: { name: 'GroenLinks-PvdA', color: '#D9251D' },
      is_correct: true,
      points: 2,
    },
  ],
  municipality_selection_comparison: {
    user_selected: 'Vlieland',
    actual_selected: 'Vlieland',
    is_correct: true,
    has_prediction: true,
    points: 2,
  },
  country_turnout_comparison: {
    user_prediction: 76,
    actual_result: 77.8,
    difference: -1.8,
    accuracy: 64,
    is_correct: false,
    has_prediction: true,
    points: 3,
  },
  top3_parties_comparison: {
    points_earned: 5,
    correct_positions: 2,
    rows: [
      {
        position: 1,
        predicted_party: { party_name: 'PVV', party_color: '#0B2A4A', predicted_seats: 30 },
        actual_party: { party_name: 'PVV', party_color: '#0B2A4A', actual_seats: 30 },
        is_correct: true,
      },
      {
        position: 2,
        predicted_party: {
          party_name: 'GroenLinks-PvdA',
          party_color: '#D9251D',
          predicted_seats: 22,
        },
        actual_party: { party_name: 'VVD', party_color: '#FF7F00', actual_seats: 24 },
        is_correct: true,
      },
      {
        position: 3,
        predicted_party: { party_name: 'VVD', party_color: '#FF7F00', predicted_seats: 21 },
        actual_party: { party_name: 'GroenLinks-PvdA', party_color: '#D9251D', actual_seats: 20 },
        is_correct: false,
      },
    ],
    predicted_tie: null,
    actual_tie: ['VVD', 'D66'],
  },
  captain_party_comparison: {
    has_captain: false,
    party: null,
    predicted_seats: null,
    actual_seats: null,
    seat_points: null,
    bonus_points: 0,
    is_void: false,
    void_at_or_below: 5,
  },
};

async function searchPiet(details: PredictionDetails = ANALYSIS) {
  const server = fakeServer({
    [`POST ${SEARCH_PATH}`]: () => jsonResponse(200, FOUND),
    [`GET ${DETAILS_PATH}`]: () => jsonResponse(200, details),
  });
  const view = renderAdmin(<UserSearchPage />, { path: '/admin/user-search' });
  await view.user.type(screen.getByLabelText('Gebruikersnaam'), '  piet_p ');
  await view.user.click(screen.getByRole('button', { name: 'Zoeken' }));
  await screen.findByRole('heading', { name: 'piet_p' });
  return { ...view, server };
}

// Whole user journeys in jsdom: slow when the machine is busy.
describe('admin user search', { timeout: 20_000 }, () => {
  it('asks for an e-mail or a username and calls nobody without one', async () => {
    const server = fakeServer({});
    const { user } = renderAdmin(<UserSearchPage />, { path: '/admin/user-search' });

    await user.type(screen.getByLabelText('E-mailadres'), '   ');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Vul een e-mailadres of een gebruikersnaam in',
    );
    expect(server.requests).toEqual([]);
  });

  it('sends the trimmed field and shows the user as an admin sees them', async () => {
    const { server } = await searchPiet();

    expect(server.to('POST', SEARCH_PATH)[0]?.body).toEqual({ username: 'piet_p' });
    const facts = screen.getByText('Gevonden op').closest('dl')!;
    expect(within(facts).getByText('Gevonden op').nextSibling).toHaveTextContent('Gebruikersnaam');
    expect(within(facts).getByText('Volledige naam').nextSibling).toHaveTextContent(
      'Niet ingevuld',
    );
    expect(within(facts).getByText('Totaal punten').nextSibling).toHaveTextContent('42');
    expect(within(facts).getByText('E-mailadres geverifieerd').nextSibling).toHaveTextContent('Ja');
    expect(within(facts).getByText('Lid sinds').nextSibling).toHaveTextContent('1 september 2025');
    const prediction = screen.getByRole('button', { name: /Voorspelling van piet_p/ });
    expect(prediction).toHaveTextContent('Actief');
    expect(prediction).toHaveTextContent('Bijgewerkt 20 oktober 2025');
    expect(prediction).toHaveTextContent('42 punten');
  });

  it("shows the server's answer when nobody matches", async () => {
    fakeServer({
      [`POST ${SEARCH_PATH}`]: () =>
        jsonResponse(404, {
          error: 'not_found',
          message: 'Geen gebruiker gevonden met dit e-mailadres of deze gebruikersnaam.',
        }),
    });
    const { user } = renderAdmin(<UserSearchPage />, { path: '/admin/user-search' });

    await user.type(screen.getByLabelText('E-mailadres'), 'niemand@example.nl');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geen gebruiker gevonden met dit e-mailadres of deze gebruikersnaam.',
    );
  });

  it('opens the analysis with every section, coloured by accuracy, and closes it', async () => {
    const { user } = await searchPiet();

    await user.click(screen.getByRole('button', { name: /Voorspelling van piet_p/ }));
    const analysis = await screen.findByRole('region', {
      name: 'Analyse van de voorspelling: Voorspelling van piet_p',
    });

    for (const heading of [
      'Opbouw van de punten',
      'Zetels per partij',
      'Opkomst per gemeente',
      'Grootste partij per gemeente',
      'Eerste gemeente',
      'Landelijke opkomst',
      'Top 3 partijen',
      'Jokerpartij',
    ]) {
      expect(within(analysis).getByRole('heading', { name: heading })).toBeVisible();
    }
    expect(within(analysis).getByText('Totaal').nextSibling).toHaveTextContent('24');

    const seats = within(analysis).getByRole('region', { name: 'Zetels per partij' });
    const tones = within(seats)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[data-accuracy]')?.getAttribute('data-accuracy'));
    expect(tones).toEqual(['green', 'orange', 'red', 'grey']);

    const turnoutItems = within(analysis)
      .getByRole('heading', { name: 'Opkomst per gemeente' })
      .parentElement!.querySelectorAll('li');
    expect([...turnoutItems].map((item) => item.dataset.turnoutClass)).toEqual([
      'high',
      'medium',
      'low',
    ]);
    expect(turnoutItems[2]).toHaveTextContent('Geen voorspelling');

    expect(analysis).toHaveTextContent('2 goed · 5 punten');
    expect(analysis).toHaveTextContent(
      'Gelijk op de derde plaats in de uitslag: VVD en D66. Ze tellen allemaal als top 3.',
    );
    expect(analysis).toHaveTextContent('Gemiste kans op dubbele zetelpunten');

    await user.click(within(analysis).getByRole('button', { name: 'Details sluiten' }));
    expect(
      screen.queryByRole('region', { name: /Analyse van de voorspelling/ }),
    ).not.toBeInTheDocument();
  });

  it('says so when the election has no results yet', async () => {
    const { user } = await searchPiet({
      has_results: false,
      message: 'Er is nog geen verkiezingsuitslag om mee te vergelijken.',
      prediction: PREDICTION,
      election_result: { id: 2, name: 'Tweede Kamer 2029' },
    });

    await user.click(screen.getByRole('button', { name: /Voorspelling van piet_p/ }));

    expect(
      await screen.findByText('Er is nog geen verkiezingsuitslag om mee te vergelijken.'),
    ).toBeVisible();
  });

  it('shows the captain with its bonus when there is one', async () => {
    const { user } = await searchPiet({
      ...ANALYSIS,
      captain_party_comparison: {
        has_captain: true,
        party: { party_id: 11, party_name: 'PVV', party_color: '#0B2A4A' },
        predicted_seats: 30,
        actual_seats: 30,
        seat_points: 5,
        bonus_points: 5,
        is_void: false,
        void_at_or_below: 5,
      },
    });

    await user.click(screen.getByRole('button', { name: /Voorspelling van piet_p/ }));
    const captain = (await screen.findByRole('heading', { name: 'Jokerpartij' })).parentElement!;

    expect(within(captain).getByText('Bonus').nextSibling).toHaveTextContent('+5');
    expect(captain).not.toHaveTextContent('Gemiste kans');
  });
});

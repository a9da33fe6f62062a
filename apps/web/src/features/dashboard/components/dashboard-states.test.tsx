import { fireEvent, screen, within } from '@testing-library/react';
import { PREDICTION_PATHS, type DeadlineInfo, type MyScore } from '@zetelpoule/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderApp } from '../../../../test/render-app';
import { admin as adminTexts } from '../../../i18n/nl-admin';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';
import {
  LOCKED_DEADLINE,
  OPEN_DEADLINE,
  createFakeServer,
  emptyPrediction,
} from '../testing/fake-server';
import { findWholePage } from '../testing/whole-page';

// Completeness at a glance, the locked dashboard and the player's own points.

// The route is lazy; loading it cold takes seconds on a busy machine. Once, before the clock
// of the first test starts.
beforeAll(async () => {
  await import('../../../app/routes/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const analysis = adminTexts.analysis;

const SCORED: MyScore = {
  has_results: true,
  election: { id: 1, name: 'Tweede Kamer 2029' },
  score: {
    seat_points: 12,
    captain_bonus_points: 3,
    turnout_points: 4,
    biggest_party_points: 2,
    municipality_selection_points: 0,
    top3_parties_points: 5,
    country_turnout_points: 1,
    total_points: 27,
    calculated_at: '2029-03-22T09:15:00.000Z',
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
      party_id: 13,
      party_name: 'VVD',
      party_color: '#FF6400',
      predicted_seats: 30,
      actual_seats: 27,
      difference: 3,
      is_correct: false,
      accuracy: 90,
      points: -1,
    },
  ],
  turnout_comparison: [
    {
      municipality_id: 101,
      municipality_name: 'Amsterdam',
      predicted_turnout: 70.1,
      actual_turnout: 72.4,
      difference: -2.3,
      accuracy: 97,
      points: 1,
    },
  ],
  biggest_party_comparison: [
    {
      municipality_id: 102,
      municipality_name: 'Vlieland',
      predicted_party: { name: 'D66', color: '#00AE41' },
      actual_party: { name: 'D66', color: '#00AE41' },
      is_correct: true,
      points: 2,
    },
  ],
  municipality_selection_comparison: {
    user_selected: 'Vlieland',
    actual_selected: 'Schiermonnikoog',
    is_correct: false,
    has_prediction: true,
    points: 0,
  },
  country_turnout_comparison: {
    user_prediction: 78.5,
    actual_result: 77.9,
    difference: 0.6,
    accuracy: 99,
    is_correct: false,
    has_prediction: true,
    points: 4,
  },
  top3_parties_comparison: {
    points_earned: 5,
    correct_positions: 1,
    rows: [
      {
        position: 1,
        predicted_party: { party_name: 'VVD', party_color: '#FF6400', predicted_seats: 30 },
        actual_party: { party_name: 'VVD', party_color: '#FF6400', actual_seats: 27 },
        is_correct: true,
      },
    ],
    predicted_tie: null,
    actual_tie: null,
  },
  captain_party_comparison: {
    has_captain: true,
    party: { party_id: 13, party_name: 'VVD', party_color: '#FF6400' },
    predicted_seats: 30,
    actual_seats: 27,
    seat_points: 3,
    bonus_points: 3,
    is_void: false,
    void_at_or_below: 5,
  },
};

const FILLED = emptyPrediction({
  seat_predictions: Array.from({ length: 142 }, (_, seat_number) => ({
    seat_number,
    party: 13,
  })),
  selected_municipality: { municipality_name: 'Vlieland' },
  country_turnout_prediction: { predicted_turnout: 78.5 },
  turnout_predictions: [
    { municipality: 101, municipality_name: 'Amsterdam', predicted_turnout: 70.1 },
    { municipality: 102, municipality_name: 'Vlieland', predicted_turnout: 81 },
  ],
  biggest_party_predictions: [
    { municipality: 101, municipality_name: 'Amsterdam', predicted_party: 12 },
    { municipality: 102, municipality_name: 'Vlieland', predicted_party: 14 },
  ],
  captain_party: null,
});

async function setup(options: Parameters<typeof createFakeServer>[0] & { myScore?: MyScore } = {}) {
  const server = createFakeServer(options);
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) =>
    String(input) === PREDICTION_PATHS.myScore && options.myScore
      ? Promise.resolve(jsonResponse(200, options.myScore))
      : server.fetch(input, init),
  );
  vi.stubGlobal('fetch', fetch);
  renderApp('/dashboard', { user: makeUser() });
  await findWholePage();
  return server;
}

async function findSummary() {
  return screen.findByTestId('prediction-summary');
}

describe('completeness at a glance', () => {
  it('sums up sections and seats at the top, with a check mark on every finished section', async () => {
    await setup({ prediction: FILLED });
    const summary = await findSummary();
    expect(within(summary).getByTestId('completeness-count')).toHaveTextContent(
      '4 van 6 onderdelen · 142/150 zetels',
    );
    // What is left links to its section.
    expect(within(summary).getByRole('link', { name: 'Zetelverdeling' })).toHaveAttribute(
      'href',
      '#zetels',
    );
    expect(within(summary).getByRole('link', { name: 'Joker' })).toHaveAttribute('href', '#joker');
    expect(within(summary).queryByRole('link', { name: 'Eerste gemeente' })).toBeNull();

    const finished = (name: string) =>
      within(screen.getByRole('region', { name })).queryByText(dashboardTexts.sectionFinished);
    expect(finished('Eerste gemeente')).toBeInTheDocument();
    expect(finished('Landelijke opkomst')).toBeInTheDocument();
    expect(finished('Grootste partij per gemeente')).toBeInTheDocument();
    expect(finished('Opkomst per gemeente')).toBeInTheDocument();
    expect(finished('Zetelverdeling')).toBeNull();
    expect(finished('Joker')).toBeNull();
  });

  it('moves on as soon as a section is saved', async () => {
    await setup({ prediction: FILLED });
    const summary = await findSummary();
    const joker = screen.getByRole('region', { name: 'Joker' });
    fireEvent.click(await within(joker).findByRole('radio', { name: 'PVV' }));
    expect(await within(joker).findByText(dashboardTexts.sectionFinished)).toBeInTheDocument();
    expect(within(summary).getByTestId('completeness-count')).toHaveTextContent(
      '5 van 6 onderdelen · 142/150 zetels',
    );
    expect(within(summary).queryByRole('link', { name: 'Joker' })).toBeNull();
  });

  it('counts a painted seat at once', async () => {
    await setup({ prediction: FILLED });
    const summary = await findSummary();
    const picker = await screen.findByRole('group', { name: 'Kies een partij' });
    fireEvent.click(within(picker).getByRole('radio', { name: /^PVV, / }));
    const chart = screen.getByRole('group', { name: 'Zetelverdeling met 150 zetels' });
    const seat = within(chart).getByRole('button', { name: /^Zetel 150: / });
    fireEvent.pointerDown(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
    expect(await within(summary).findByText(/143\/150 zetels/)).toBeInTheDocument();
  });

  it('says so when the prediction is complete', async () => {
    await setup({
      prediction: {
        ...FILLED,
        seat_predictions: Array.from({ length: 150 }, (_, seat_number) => ({
          seat_number,
          party: 13,
        })),
        captain_party: { selected_party: 13 },
      },
    });
    const summary = await findSummary();
    expect(summary).toHaveTextContent('6 van 6 onderdelen · 150/150 zetels');
    expect(summary).toHaveTextContent(dashboardTexts.summary.complete);
  });

  it('warns in the deadline banner in the last 48 hours while the prediction is incomplete', async () => {
    const near: DeadlineInfo = {
      ...OPEN_DEADLINE,
      time_remaining: { days: 1, hours: 5, minutes: 0 },
    };
    await setup({ prediction: FILLED, deadline: near });
    const banner = await screen.findByRole('region', { name: 'Deadline voorspellingen' });
    expect(await within(banner).findByTestId('deadline-warning')).toHaveTextContent(
      'Je voorspelling is nog niet compleet: 4 van 6 onderdelen ingevuld.',
    );
  });

  it('does not warn earlier than 48 hours before the deadline', async () => {
    await setup({ prediction: FILLED });
    await findSummary();
    const banner = screen.getByRole('region', { name: 'Deadline voorspellingen' });
    expect(within(banner).queryByTestId('deadline-warning')).toBeNull();
  });
});

describe('the locked dashboard', () => {
  it('reads as done: final, no editing instructions, disabled inputs, a way to the others', async () => {
    await setup({ prediction: FILLED, deadline: LOCKED_DEADLINE });
    expect(
      await screen.findByRole('heading', { name: 'Je voorspelling staat vast' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Bekijk de voorspellingen van de anderen/ }),
    ).toHaveAttribute('href', '/league');
    expect(screen.getByTestId('completeness-count')).toHaveTextContent(
      '4 van 6 onderdelen · 142/150 zetels',
    );
    expect(document.body).not.toHaveTextContent(/tot de deadline kun je alles nog aanpassen/i);
    expect(document.body).not.toHaveTextContent(/Kies een partij en klik op een zetel/);
    expect(document.body).not.toHaveTextContent(/Kies per gemeente/);
    expect(document.body).not.toHaveTextContent(dashboardTexts.seats.phoneHint);
    expect(document.body).not.toHaveTextContent(/Sleep met één vinger/);
    expect(screen.getByLabelText('Opkomst in Nederland (%)')).toBeDisabled();
    expect(screen.getByLabelText(/Grootste partij in Vlieland/)).toBeDisabled();
    // The scoring tables stay: they explain the points to come.
    expect(screen.getAllByRole('button', { name: 'Puntentelling bekijken' })).toHaveLength(6);
  });
});

describe('the deadline in your calendar', () => {
  it('offers an .ics file with the deadline and the election day while predictions are open', async () => {
    await setup({ prediction: FILLED, deadline: OPEN_DEADLINE });
    const link = await screen.findByRole('link', { name: 'Zet de deadline in je agenda' });
    expect(link).toHaveAttribute('download', 'zetelpoule-deadline.ics');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    const ics = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(ics).toContain('DTSTART:20290320T185900Z');
    expect(ics).toContain('SUMMARY:Deadline Zetelpoule: Tweede Kamer 2029');
    expect(ics).toContain('DTSTART;VALUE=DATE:20290321');
  });

  it('is gone once the prediction is locked', async () => {
    await setup({ prediction: FILLED, deadline: LOCKED_DEADLINE });
    await screen.findByRole('heading', { name: 'Je voorspelling staat vast' });
    expect(screen.queryByRole('link', { name: 'Zet de deadline in je agenda' })).toBeNull();
  });
});

describe('my points', () => {
  it('shows the total, the points per section and the comparison once scored', async () => {
    await setup({ prediction: FILLED, deadline: LOCKED_DEADLINE, myScore: SCORED });
    const card = await screen.findByRole('region', { name: 'Jouw punten' });
    expect(card).toHaveTextContent('27 punten');
    expect(within(card).getByRole('heading', { name: analysis.breakdown })).toBeInTheDocument();
    const seats = within(card).getByRole('region', { name: `Jouw punten: ${analysis.seats}` });
    expect(within(seats).getByRole('row', { name: /VVD/ })).toHaveTextContent('30');
    expect(within(seats).getByRole('row', { name: /VVD/ })).toHaveTextContent('27');
    expect(within(card).getByRole('heading', { name: analysis.turnout() })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: analysis.top3 })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: analysis.captain })).toBeInTheDocument();
    expect(card).toHaveTextContent('Schiermonnikoog');
  });

  it('shows points beside the predicted and the actual value, never an accuracy percentage', async () => {
    await setup({ prediction: FILLED, deadline: LOCKED_DEADLINE, myScore: SCORED });
    const card = await screen.findByRole('region', { name: 'Jouw punten' });
    expect(card).not.toHaveTextContent(/Nauwkeurigheid/);
    expect(card).not.toHaveTextContent('97%');

    const seats = within(card).getByRole('region', { name: `Jouw punten: ${analysis.seats}` });
    const vvd = within(seats).getByRole('row', { name: /VVD/ });
    expect(
      within(vvd)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '27', '-11 punt eraf']);

    const turnout = within(card).getByRole('heading', { name: analysis.turnout() }).parentElement!;
    const amsterdam = within(turnout).getByRole('listitem');
    expect(amsterdam).toHaveTextContent('Amsterdam');
    expect(amsterdam).toHaveTextContent('Voorspeld 70,1%');
    expect(amsterdam).toHaveTextContent('Uitslag 72,4%');
    expect(within(amsterdam).getByText('1 punt erbij')).toBeInTheDocument();

    const national = within(card).getByRole('heading', {
      name: 'Landelijke opkomst',
    }).parentElement!;
    expect(within(national).getAllByText('4 punten erbij')).not.toHaveLength(0);
    const biggest = within(card).getByRole('heading', {
      name: analysis.biggestParty(),
    }).parentElement!;
    expect(within(biggest).getAllByText('2 punten erbij')).not.toHaveLength(0);
  });

  it('shows no points before the scores are calculated', async () => {
    await setup({
      prediction: FILLED,
      deadline: LOCKED_DEADLINE,
      myScore: {
        has_results: false,
        election: { id: 1, name: 'Tweede Kamer 2029' },
        message: 'Er zijn nog geen uitslagen.',
      },
    });
    await screen.findByRole('heading', { name: 'Je voorspelling staat vast' });
    expect(screen.queryByRole('region', { name: 'Jouw punten' })).toBeNull();
  });
});

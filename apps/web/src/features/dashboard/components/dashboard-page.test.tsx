import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PREDICTION_PATHS, SEAT_CLICK_DEBOUNCE_MS } from '@zetelpoule/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderApp } from '../../../../test/render-app';
import {
  DEADLINE_BODY,
  LOCKED_DEADLINE,
  MUNICIPALITIES,
  createFakeServer,
  emptyPrediction,
} from '../testing/fake-server';
import { findWholePage } from '../testing/whole-page';

// The route's module is loaded on the first navigation to it; transforming it can take
// seconds on a busy machine, which the first test would spend inside its find for the page.
beforeAll(async () => {
  await import('../../../app/routes/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function setup(options: Parameters<typeof createFakeServer>[0] = {}, user = makeUser()) {
  const server = createFakeServer(options);
  vi.stubGlobal('fetch', server.fetch);
  const app = renderApp('/dashboard', { user });
  await findWholePage();
  return { server, ...app };
}

async function findSeat(seatNumber: number) {
  // The chart names seats from 1, as people count; seat_number starts at 0.
  const chart = await screen.findByRole('group', { name: 'Zetelverdeling met 150 zetels' });
  return within(chart).getByRole('button', { name: new RegExp(`^Zetel ${seatNumber + 1}: `) });
}

function pressSeat(seat: Element) {
  fireEvent.pointerDown(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
}

async function chooseParty(name: string) {
  const picker = await screen.findByRole('group', { name: 'Kies een partij' });
  fireEvent.click(within(picker).getByRole('radio', { name: new RegExp(`^${name}, `) }));
}

describe('dashboard', () => {
  it('builds the page once for a player without a prediction (my-score a 404)', async () => {
    const server = createFakeServer();
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/dashboard', { user: makeUser() });
    // The chart comes with the first stage; the later stages mount more readers of the same
    // queries, which ask the server again.
    const chart = await screen.findByRole('group', { name: 'Zetelverdeling met 150 zetels' });
    await findWholePage();
    const myScoreCalls = server.fetch.mock.calls.filter(
      ([url]) => String(url) === PREDICTION_PATHS.myScore,
    );
    expect(myScoreCalls.length).toBeGreaterThan(1);
    // Asking the 404 again put the query back to pending, which took the page down to its
    // placeholder and built every section anew (a seat painted meanwhile was lost from view).
    expect(chart.isConnected).toBe(true);
  });

  it('welcomes the player and shows the six sections in order, then the cards', async () => {
    await setup();
    expect(await screen.findByRole('heading', { name: 'Welkom, anna_dv!' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Zetelverdeling met 150 zetels' });
    // The coalition check is a chunk of its own, loaded when it comes near (at once in jsdom).
    await screen.findByRole('heading', { name: 'Coalitiecheck' }, { timeout: 10_000 });
    // Within the page itself: the cookie banner (outside <main>) may appear on a slow run.
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Zetelverdeling',
      'Eerste gemeente',
      'Landelijke opkomst',
      'Grootste partij per gemeente',
      'Opkomst per gemeente',
      'Joker',
      'Poule',
      'Profiel',
      'Contact',
      // Placed below the page by app/routes/dashboard.tsx.
      'De voorspelling van Nederland',
      'Coalitiecheck',
    ]);
    expect(screen.queryByRole('link', { name: /Uitslagen invoeren/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Volg ons op Instagram/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows staff the admin card with both admin pages', async () => {
    await setup({}, makeUser({ is_staff: true }));
    expect(await screen.findByRole('heading', { name: 'Beheer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Uitslagen invoeren/ })).toHaveAttribute(
      'href',
      '/admin/election-results',
    );
    expect(screen.getByRole('link', { name: /Gebruikers zoeken/ })).toHaveAttribute(
      'href',
      '/admin/user-search',
    );
  });

  it('opens a scoring table built from the scoring engine', async () => {
    await setup();
    const section = await screen.findByRole('region', { name: 'Zetelverdeling' });
    fireEvent.click(within(section).getByRole('button', { name: 'Puntentelling bekijken' }));
    const table = within(section).getByRole('table', { name: 'Zetels per partij' });
    expect(within(table).getByRole('row', { name: /Precies goed/ })).toHaveTextContent('+5');
    expect(within(section).getByRole('table', { name: 'Top 3 partijen' })).toHaveTextContent('+8');
  });

  it('shows the saved prediction again after a reload', async () => {
    await setup({
      prediction: emptyPrediction({
        seat_predictions: [
          { seat_number: 0, party: 13 },
          { seat_number: 1, party: 13 },
          { seat_number: 2, party: 11 },
        ],
        selected_municipality: { municipality_name: 'Vlieland' },
        country_turnout_prediction: { predicted_turnout: 78.5 },
        turnout_predictions: [
          { municipality: 101, municipality_name: 'Amsterdam', predicted_turnout: 70.1 },
        ],
        biggest_party_predictions: [
          { municipality: 102, municipality_name: 'Vlieland', predicted_party: 14 },
        ],
        captain_party: { selected_party: 12 },
      }),
    });
    expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: VVD');
    expect(await findSeat(2)).toHaveAccessibleName('Zetel 3: PVV');
    expect(screen.getByText('3 van de 150 zetels toegewezen')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Vlieland' })).toBeChecked();
    expect(screen.getByLabelText('Opkomst in Nederland (%)')).toHaveValue('78,5');
    expect(screen.getByLabelText('Opkomst Amsterdam (%)')).toHaveValue('70,1');
    expect(screen.getByLabelText(/Grootste partij in Vlieland/)).toHaveDisplayValue('D66');
    expect(
      within(screen.getByRole('group', { name: 'Jokerpartij' })).getByRole('radio', {
        name: 'GroenLinks-PvdA',
      }),
    ).toBeChecked();
    // VVD (2 seats) first, then PVV (1); gold and silver borders.
    const picker = screen.getByRole('group', { name: 'Kies een partij' });
    expect(
      within(picker)
        .getByRole('radio', { name: 'VVD, 2 zetels, 1e plaats in je top 3' })
        .closest('label'),
    ).toHaveAttribute('data-rank', '1');
    expect(
      within(picker)
        .getByRole('radio', { name: 'PVV, 1 zetel, 2e plaats in je top 3' })
        .closest('label'),
    ).toHaveAttribute('data-rank', '2');
  });

  it('lists every played municipality for turnout and biggest party', async () => {
    await setup();
    for (const municipality of MUNICIPALITIES) {
      expect(await screen.findByLabelText(`Opkomst ${municipality.name} (%)`)).toBeEnabled();
      expect(
        screen.getByLabelText(new RegExp(`Grootste partij in ${municipality.name}`)),
      ).toBeEnabled();
    }
  });
});

describe('seat assignment', () => {
  it('colours a pressed seat at once and saves it', async () => {
    const { server } = await setup();
    await chooseParty('VVD');
    const seat = await findSeat(7);
    pressSeat(seat);
    expect(seat).toHaveAccessibleName('Zetel 8: VVD');
    expect(seat).toHaveAttribute('fill', '#FF6400');
    expect(screen.getByText('1 van de 150 zetels toegewezen')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seat)).toEqual([{ seat_number: 7, party_id: 13 }]),
    );
  });

  it('asks for a party before a seat can be painted', async () => {
    const { server } = await setup();
    pressSeat(await findSeat(3));
    expect(await findSeat(3)).toHaveAccessibleName('Zetel 4: leeg');
    expect(screen.getByText('Kies eerst een partij hierboven.')).toHaveClass('text-red-700');
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([]);
  });

  it('ignores a click within 100 ms of the previous one', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { server } = await setup();
    await chooseParty('PVV');
    pressSeat(await findSeat(1));
    act(() => vi.advanceTimersByTime(99));
    pressSeat(await findSeat(2));
    expect(await findSeat(2)).toHaveAccessibleName('Zetel 3: leeg');
    act(() => vi.advanceTimersByTime(1));
    pressSeat(await findSeat(3));
    expect(await findSeat(3)).toHaveAccessibleName('Zetel 4: PVV');
    await waitFor(() => expect(server.posted(PREDICTION_PATHS.seat)).toHaveLength(2));
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([
      { seat_number: 1, party_id: 11 },
      { seat_number: 3, party_id: 11 },
    ]);
  });

  it('does not save a seat again that already has the selected party', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { server } = await setup({
      prediction: emptyPrediction({ seat_predictions: [{ seat_number: 4, party: 14 }] }),
    });
    await chooseParty('D66');
    pressSeat(await findSeat(4));
    await chooseParty('VVD');
    // Past the double-click guard, so only the party decides whether the seat is saved.
    act(() => vi.advanceTimersByTime(SEAT_CLICK_DEBOUNCE_MS));
    pressSeat(await findSeat(4));
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seat)).toEqual([{ seat_number: 4, party_id: 13 }]),
    );
  });

  it('puts a seat back as the server has it when its save fails, with the server message', async () => {
    const { server } = await setup({
      prediction: emptyPrediction({ seat_predictions: [{ seat_number: 9, party: 11 }] }),
    });
    server.on(PREDICTION_PATHS.seat, () =>
      jsonResponse(400, { error: 'validation_error', message: 'Deze partij doet niet mee.' }),
    );
    await chooseParty('VVD');
    const seat = await findSeat(9);
    pressSeat(seat);
    expect(seat).toHaveAccessibleName('Zetel 10: VVD');
    await waitFor(() => expect(seat).toHaveAccessibleName('Zetel 10: PVV'));
    expect(screen.getByText('Deze partij doet niet mee.')).toBeInTheDocument();
    // A save that did not reach the server (5xx, offline) stays: seats-section.test.tsx.
  });

  it('paints with the keyboard: arrows move between seats, Enter paints', async () => {
    const { server } = await setup();
    await chooseParty('D66');
    const first = await findSeat(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(await findSeat(1)).toHaveFocus();
    fireEvent.keyDown(await findSeat(1), { key: 'Enter' });
    expect(await findSeat(1)).toHaveAccessibleName('Zetel 2: D66');
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seat)).toEqual([{ seat_number: 1, party_id: 14 }]),
    );
  });

  it('asks before the reset, and a cancel empties nothing and gives the focus back', async () => {
    const { server } = await setup({
      prediction: emptyPrediction({ seat_predictions: [{ seat_number: 0, party: 11 }] }),
    });
    const resetButton = await screen.findByRole('button', { name: 'Alle zetels wissen' });
    resetButton.focus();
    fireEvent.click(resetButton);
    // The confirmation loads apart (reset-seats-dialog.tsx); it is a modal dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Alle zetels wissen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(resetButton).toHaveFocus());
    expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: PVV');
    expect(server.posted(PREDICTION_PATHS.resetSeats)).toHaveLength(0);
  });

  it('empties every seat after the reset is confirmed', async () => {
    const { server } = await setup({
      prediction: emptyPrediction({ seat_predictions: [{ seat_number: 0, party: 11 }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alle zetels wissen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, alles wissen' }));
    await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: leeg'));
    expect(server.posted(PREDICTION_PATHS.resetSeats)).toHaveLength(1);
    expect(screen.getByText('0 van de 150 zetels toegewezen')).toBeInTheDocument();
  });
});

describe('after the deadline', () => {
  it('raises the toast on a 423, reverts the seat and locks every input', async () => {
    const { server } = await setup();
    server.on(PREDICTION_PATHS.seat, () => {
      server.state.deadline = LOCKED_DEADLINE;
      return jsonResponse(423, DEADLINE_BODY);
    });
    await chooseParty('VVD');
    pressSeat(await findSeat(0));
    expect(await screen.findByTestId('deadline-toast')).toHaveTextContent(DEADLINE_BODY.message);
    expect(screen.getByTestId('deadline-toast')).toHaveTextContent('Voorspellingen vergrendeld');
    await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: leeg'));
    // Deadline info is asked again at once, so the page locks without waiting for the poll.
    expect(
      await screen.findByText(
        'Alle voorspellingen zijn nu vergrendeld en kunnen niet worden gewijzigd',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Opkomst in Nederland (%)')).toBeDisabled());
    expect(
      screen.getAllByText('Voorspellingen zijn vergrendeld - deadline is verstreken'),
    ).toHaveLength(6);
  });

  it('disables every input when the page opens after the deadline', async () => {
    const { server } = await setup({ deadline: LOCKED_DEADLINE });
    await screen.findByText(
      'Alle voorspellingen zijn nu vergrendeld en kunnen niet worden gewijzigd',
    );
    await waitFor(() => expect(screen.getByLabelText('Opkomst in Nederland (%)')).toBeDisabled());
    const inputs = [
      ...screen.getAllByRole('radio'),
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
    ];
    expect(inputs.length).toBeGreaterThan(10);
    for (const input of inputs) expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Alle zetels wissen' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Zetelverdeling met 150 zetels' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    pressSeat(await findSeat(0));
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([]);
  });
});

describe('parties', () => {
  it('says so when the parties fail to load, and loads them on retry', async () => {
    let fail = true;
    await setup({
      parties: () =>
        fail ? jsonResponse(500, { error: 'internal', message: 'x' }) : jsonResponse(200, []),
    });
    const alerts = await screen.findAllByText(
      'De partijen konden niet worden geladen. Probeer het opnieuw.',
      {},
      {
        timeout: 10_000,
      },
    );
    // Seats, biggest party and joker all need the parties.
    expect(alerts).toHaveLength(3);
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Opnieuw proberen' })[0]!);
    expect(
      await screen.findAllByText('Er zijn nog geen partijen voor deze verkiezing.'),
    ).toHaveLength(3);
  });
});

describe('one-value sections', () => {
  it('saves the first municipality and shows saving, then saved', async () => {
    const { server } = await setup();
    const section = await screen.findByRole(
      'region',
      { name: 'Eerste gemeente' },
      { timeout: 10_000 },
    );
    let answer: (response: Response) => void = () => {};
    server.on(
      PREDICTION_PATHS.selectMunicipality,
      () => new Promise((resolve) => (answer = resolve)),
    );
    fireEvent.click(within(section).getByRole('radio', { name: 'Rozendaal' }));
    expect(await within(section).findByText('Opslaan...')).toBeInTheDocument();
    answer(
      jsonResponse(200, { municipality_name: 'Rozendaal', updated_at: new Date(0).toISOString() }),
    );
    expect(await within(section).findByText('Opgeslagen')).toBeInTheDocument();
    expect(server.posted(PREDICTION_PATHS.selectMunicipality)).toEqual([
      { municipality_name: 'Rozendaal' },
    ]);
  });

  it('offers a retry when the joker fails to save', async () => {
    const { server } = await setup();
    server.on(PREDICTION_PATHS.captain, () =>
      jsonResponse(400, { error: 'validation_error', message: 'Deze partij doet niet mee.' }),
    );
    const section = await screen.findByRole('region', { name: 'Joker' }, { timeout: 10_000 });
    fireEvent.click(await within(section).findByRole('radio', { name: 'VVD' }));
    expect(await within(section).findByText('Deze partij doet niet mee.')).toBeInTheDocument();
    server.on(PREDICTION_PATHS.captain, (body) =>
      jsonResponse(200, { ...(body as object), updated_at: new Date(0).toISOString() }),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(section).findByText('Opgeslagen')).toBeInTheDocument();
    expect(server.posted(PREDICTION_PATHS.captain)).toEqual([{ party_id: 13 }, { party_id: 13 }]);
  });

  it('saves the biggest party of each municipality on its own', async () => {
    const { server } = await setup();
    fireEvent.change(await screen.findByLabelText(/Grootste partij in Vlieland/), {
      target: { value: '12' },
    });
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.biggestParty)).toEqual([
        { municipality_id: 102, party_id: 12 },
      ]),
    );
  });
});

describe('without an active election', () => {
  it('says so instead of showing the sections', async () => {
    const server = createFakeServer();
    const fetch = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) =>
      String(input) === PREDICTION_PATHS.active
        ? jsonResponse(404, {
            error: 'no_active_election',
            message: 'Er is op dit moment geen actieve verkiezing.',
          })
        : fetch(input, init),
    );
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/dashboard', { user: makeUser() });
    expect(
      await screen.findByText('Er is op dit moment geen actieve verkiezing.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Zetelverdeling' })).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PREDICTION_PATHS, type Party } from '@zetelpoule/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderApp } from '../../../../test/render-app';
import { PARTIES, createFakeServer, emptyPrediction } from '../testing/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(options: Parameters<typeof createFakeServer>[0] = {}) {
  const server = createFakeServer(options);
  vi.stubGlobal('fetch', server.fetch);
  renderApp('/dashboard', { user: makeUser() });
  return server;
}

async function findSeat(seatNumber: number) {
  const chart = await screen.findByRole('group', { name: 'Zetelverdeling met 150 zetels' });
  return within(chart).findByRole('button', { name: new RegExp(`^Zetel ${seatNumber + 1}: `) });
}

function pressSeat(seat: Element) {
  fireEvent.pointerDown(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
  fireEvent.pointerUp(seat, { pointerId: 1, button: 0, pointerType: 'mouse' });
}

async function chooseParty(name: string) {
  const picker = await screen.findByRole('group', { name: 'Kies een partij' });
  fireEvent.click(within(picker).getByRole('radio', { name: new RegExp(`^${name}, `) }));
}

function typeSeats(party: string, value: string) {
  const field = screen.getByRole('textbox', { name: `Aantal zetels voor ${party}` });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('seats per party', () => {
  // 150 seats redrawn a few times: slow on a busy machine.
  it(
    'fills the chart with steppers and number fields, in blocks in list order, up to 150',
    {
      timeout: 30_000,
    },
    async () => {
      const server = setup();
      fireEvent.click(await screen.findByText('Zetels per partij'));
      fireEvent.click(screen.getByRole('button', { name: 'Eén zetel meer voor VVD' }));
      await waitFor(() =>
        expect(server.posted(PREDICTION_PATHS.seats)).toEqual([
          { party_seats: [{ party_id: 13, seats: 1 }] },
        ]),
      );
      expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: VVD');

      typeSeats('PVV', '149');
      // List order: PVV's block comes before VVD's.
      await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: PVV'));
      expect(await findSeat(149)).toHaveAccessibleName('Zetel 150: VVD');
      expect(server.posted(PREDICTION_PATHS.seats).at(-1)).toEqual({
        party_seats: [
          { party_id: 11, seats: 149 },
          { party_id: 13, seats: 1 },
        ],
      });
      expect(screen.getByText('Alle zetels zijn verdeeld.')).toBeInTheDocument();
      for (const party of PARTIES) {
        expect(
          screen.getByRole('button', { name: `Eén zetel meer voor ${party.name}` }),
        ).toBeDisabled();
      }
      expect(screen.getByText('150 van de 150 zetels toegewezen')).toBeInTheDocument();
    },
  );

  it('caps a typed number at the seats still free', async () => {
    const server = setup({
      prediction: emptyPrediction({
        seat_predictions: Array.from({ length: 100 }, (_, seat) => ({
          seat_number: seat,
          party: 11,
        })),
      }),
    });
    fireEvent.click(await screen.findByText('Zetels per partij'));
    typeSeats('D66', '80');
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seats)).toEqual([
        {
          party_seats: [
            { party_id: 11, seats: 100 },
            { party_id: 14, seats: 50 },
          ],
        },
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'Aantal zetels voor D66' })).toHaveValue('50');
  });
});

describe('undo', () => {
  it('puts back the seat a tap changed', async () => {
    const server = setup({
      prediction: emptyPrediction({ seat_predictions: [{ seat_number: 3, party: 14 }] }),
    });
    await chooseParty('VVD');
    pressSeat(await findSeat(3));
    await waitFor(() => expect(server.posted(PREDICTION_PATHS.seat)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(await findSeat(3)).toHaveAccessibleName('Zetel 4: D66');
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seat)).toEqual([
        { seat_number: 3, party_id: 13 },
        { seat_number: 3, party_id: 14 },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Ongedaan maken' })).toBeDisabled();
  });

  it('empties a seat a tap filled again, and undoes a stepper', async () => {
    const server = setup();
    await chooseParty('PVV');
    pressSeat(await findSeat(0));
    await waitFor(() => expect(server.posted(PREDICTION_PATHS.seat)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: leeg'));
    // Only the whole-chart call can empty a seat.
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seats)).toEqual([{ party_seats: [] }]),
    );

    fireEvent.click(screen.getByText('Zetels per partij'));
    fireEvent.click(screen.getByRole('button', { name: 'Eén zetel meer voor D66' }));
    await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: D66'));
    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: leeg'));
    await waitFor(() => expect(server.posted(PREDICTION_PATHS.seats)).toHaveLength(3));
    expect(server.posted(PREDICTION_PATHS.seats).at(-1)).toEqual({ party_seats: [] });
  });
});

describe('a save that did not arrive', () => {
  it('keeps the seat, says it is not saved, and sends it again when back online', async () => {
    const server = setup();
    let isOnline = false;
    server.on(PREDICTION_PATHS.seat, (body) =>
      isOnline
        ? jsonResponse(200, { ...(body as object), updated_at: new Date(0).toISOString() })
        : jsonResponse(503, {}),
    );
    await chooseParty('VVD');
    pressSeat(await findSeat(10));
    expect(await screen.findByText('Niet opgeslagen —')).toBeInTheDocument();
    expect(await findSeat(10)).toHaveAccessibleName('Zetel 11: VVD');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();

    isOnline = true;
    goOnline();
    await waitFor(() => expect(screen.queryByText('Niet opgeslagen —')).toBeNull());
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([
      { seat_number: 10, party_id: 13 },
      { seat_number: 10, party_id: 13 },
    ]);
    expect(await findSeat(10)).toHaveAccessibleName('Zetel 11: VVD');
  });

  it('keeps a stepper change that failed offline and retries it on the button', async () => {
    const server = setup();
    let isOnline = false;
    const put = (body: unknown) => {
      if (!isOnline) return Promise.reject(new TypeError('Failed to fetch'));
      const rows = (body as { party_seats: Array<{ party_id: number; seats: number }> })
        .party_seats;
      const parties = rows.flatMap((row) => Array<number>(row.seats).fill(row.party_id));
      return jsonResponse(200, {
        seat_predictions: parties.map((party, seat_number) => ({ seat_number, party })),
        updated_at: new Date(0).toISOString(),
      });
    };
    server.on(PREDICTION_PATHS.seats, put as never);
    fireEvent.click(await screen.findByText('Zetels per partij'));
    typeSeats('GroenLinks-PvdA', '20');
    expect(await screen.findByText('Niet opgeslagen —')).toBeInTheDocument();
    expect(await findSeat(19)).toHaveAccessibleName('Zetel 20: GroenLinks-PvdA');

    isOnline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.queryByText('Niet opgeslagen —')).toBeNull());
    expect(server.posted(PREDICTION_PATHS.seats).at(-1)).toEqual({
      party_seats: [{ party_id: 12, seats: 20 }],
    });
  });

  it('sends an autosaved field again when back online', async () => {
    const server = setup();
    let isOnline = false;
    server.on(PREDICTION_PATHS.captain, (body) =>
      isOnline
        ? jsonResponse(200, { ...(body as object), updated_at: new Date(0).toISOString() })
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const section = await screen.findByRole('region', { name: 'Joker' }, { timeout: 10_000 });
    fireEvent.click(await within(section).findByRole('radio', { name: 'VVD' }));
    expect(await within(section).findByText('Niet opgeslagen —')).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'VVD' })).toBeChecked();

    isOnline = true;
    goOnline();
    expect(await within(section).findByText('Opgeslagen')).toBeInTheDocument();
    expect(server.posted(PREDICTION_PATHS.captain)).toEqual([{ party_id: 13 }, { party_id: 13 }]);
  });
});

describe('look-alike party colours', () => {
  const LOOK_ALIKES: Party[] = [
    { id: 21, name: 'GroenLinks-PvdA', hexcolor: '#FF0000', list_number: 1 },
    { id: 22, name: 'D66', hexcolor: '#00AE41', list_number: 2 },
    { id: 23, name: 'CDA', hexcolor: '#2CC84D', list_number: 3 },
    { id: 24, name: 'SP', hexcolor: '#EC1B23', list_number: 4 },
  ];

  it('gives the second of two look-alikes a pattern, in the chart and in the legend', async () => {
    setup({
      parties: LOOK_ALIKES,
      prediction: emptyPrediction({
        seat_predictions: [
          { seat_number: 0, party: 22 },
          { seat_number: 1, party: 23 },
        ],
      }),
    });
    const picker = await screen.findByRole('group', { name: 'Kies een partij' });
    const pattern = (name: string) =>
      within(picker)
        .getByRole('radio', { name: new RegExp(`^${name}, `) })
        .closest('label')
        ?.querySelector('[data-pattern]')
        ?.getAttribute('data-pattern');
    expect(pattern('GroenLinks-PvdA')).toBe('solid');
    expect(pattern('D66')).toBe('solid');
    expect(pattern('CDA')).toBe('stripes');
    expect(pattern('SP')).toBe('stripes');
    // Seat 1 is D66, plain; seat 2 is CDA, with the stripes drawn over its colour.
    expect((await findSeat(0)).querySelector('[fill^="url("]')).toBeNull();
    expect((await findSeat(1)).querySelector('[fill^="url("]')).not.toBeNull();
  });
});

describe('the quick start', () => {
  it('fills every seat from the polls in one tap, opens the steppers, and undoes it', async () => {
    const server = setup();
    const button = await screen.findByRole('button', { name: /^Begin met de peilingen/ });
    await waitFor(() => expect(button).toHaveTextContent('Gemiddelde van 2 peilingen'));
    // The crowd stays secret until the deadline: its button says it starts from the polls.
    expect(screen.getByRole('button', { name: /^Begin met de poule/ })).toHaveTextContent(
      'tot dan begin je met de peilingen',
    );
    expect(screen.getByRole('button', { name: /^Begin met de vorige uitslag/ })).toBeDisabled();

    fireEvent.click(button);
    await waitFor(async () => expect(await findSeat(149)).toHaveAccessibleName('Zetel 150: D66'));
    expect(server.posted(PREDICTION_PATHS.quickStart)).toEqual([{ source: 'polls' }]);
    expect(screen.getByText('150 van de 150 zetels toegewezen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Aantal zetels voor PVV' })).toBeVisible();

    const undos = screen.getAllByRole('button', { name: 'Ongedaan maken' });
    fireEvent.click(undos[0]!);
    await waitFor(async () => expect(await findSeat(0)).toHaveAccessibleName('Zetel 1: leeg'));
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seats)).toEqual([{ party_seats: [] }]),
    );
  });
});

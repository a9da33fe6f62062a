import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderApp } from '../../../../test/render-app';
import { storage } from '../../../lib/storage';
import { PENDING_SAVE_MAX_AGE_MS } from '../lib/pending-saves';
import { DEADLINE_BODY, createFakeServer } from '../testing/fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANNA = makeUser({ id: 1 });

function open(server: ReturnType<typeof createFakeServer>, user = ANNA) {
  vi.stubGlobal('fetch', server.fetch);
  return renderApp('/dashboard', { user });
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

/** Seat 11 painted VVD, kept for `userId` as a failed save `ageMs` ago. */
function keepSeat(userId: number, ageMs = 0) {
  storage.setPendingSaves({
    [String(userId)]: [
      { field: 'seat:10', body: { seat_number: 10, party_id: 13 }, at: Date.now() - ageMs },
    ],
  });
}

const ok = (body: unknown) =>
  jsonResponse(200, { ...(body as object), updated_at: new Date(0).toISOString() });

describe('a save that did not arrive, after a reload', () => {
  it('keeps a seat save that failed in the outbox of the player', async () => {
    const server = createFakeServer();
    server.on(PREDICTION_PATHS.seat, () => jsonResponse(503, {}));
    open(server);
    await chooseParty('VVD');
    pressSeat(await findSeat(10));
    expect(await screen.findByText('Niet opgeslagen —')).toBeInTheDocument();
    expect(storage.getPendingSaves()['1']).toEqual([
      { field: 'seat:10', body: { seat_number: 10, party_id: 13 }, at: expect.any(Number) },
    ]);
  });

  it('shows and sends the kept seat again on the next visit, and forgets it once saved', async () => {
    const server = createFakeServer();
    server.on(PREDICTION_PATHS.seat, () => jsonResponse(503, {}));
    const first = open(server);
    await chooseParty('VVD');
    pressSeat(await findSeat(10));
    expect(await screen.findByText('Niet opgeslagen —')).toBeInTheDocument();
    first.unmount();

    // The reload: the server still holds an empty seat, and is reachable again.
    server.on(PREDICTION_PATHS.seat, ok);
    open(server);
    expect(await findSeat(10)).toHaveAccessibleName('Zetel 11: VVD');
    await waitFor(() => expect(storage.getPendingSaves()).toEqual({}));
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([
      { seat_number: 10, party_id: 13 },
      { seat_number: 10, party_id: 13 },
    ]);
    expect(screen.queryByText('Niet opgeslagen —')).toBeNull();
  });

  it('drops a kept seat the server refuses, and shows what the server holds', async () => {
    const server = createFakeServer();
    server.on(PREDICTION_PATHS.seat, () => jsonResponse(423, DEADLINE_BODY));
    keepSeat(1);
    open(server);
    await waitFor(() => expect(server.posted(PREDICTION_PATHS.seat)).toHaveLength(1));
    await waitFor(() => expect(storage.getPendingSaves()).toEqual({}));
    await waitFor(async () => expect(await findSeat(10)).toHaveAccessibleName('Zetel 11: leeg'));
  });

  it("never sends another player's kept saves", async () => {
    const server = createFakeServer();
    keepSeat(2);
    open(server);
    expect(await findSeat(10)).toHaveAccessibleName('Zetel 11: leeg');
    // The joker section loads after the chart: by then a replay would have been sent.
    await screen.findByRole('radio', { name: 'VVD' });
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([]);
    expect(storage.getPendingSaves()['2']).toHaveLength(1);
  });

  it('drops a kept save older than a day unsent', async () => {
    const server = createFakeServer();
    keepSeat(1, PENDING_SAVE_MAX_AGE_MS + 1000);
    open(server);
    expect(await findSeat(10)).toHaveAccessibleName('Zetel 11: leeg');
    await screen.findByRole('radio', { name: 'VVD' });
    expect(server.posted(PREDICTION_PATHS.seat)).toEqual([]);
    expect(storage.getPendingSaves()).toEqual({});
  });

  it('sends a kept stepper change again as one PUT', async () => {
    const server = createFakeServer();
    storage.setPendingSaves({
      '1': [
        { field: 'seats', body: { party_seats: [{ party_id: 12, seats: 20 }] }, at: Date.now() },
      ],
    });
    open(server);
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.seats)).toEqual([
        { party_seats: [{ party_id: 12, seats: 20 }] },
      ]),
    );
    expect(await findSeat(19)).toHaveAccessibleName('Zetel 20: GroenLinks-PvdA');
    await waitFor(() => expect(storage.getPendingSaves()).toEqual({}));
  });

  it('shows and sends a kept joker again', async () => {
    const server = createFakeServer();
    server.on(PREDICTION_PATHS.captain, () => Promise.reject(new TypeError('Failed to fetch')));
    const first = open(server);
    const section = await screen.findByRole('region', { name: 'Joker' }, { timeout: 10_000 });
    fireEvent.click(await within(section).findByRole('radio', { name: 'VVD' }));
    expect(await within(section).findByText('Niet opgeslagen —')).toBeInTheDocument();
    first.unmount();

    server.on(PREDICTION_PATHS.captain, ok);
    open(server);
    const again = await screen.findByRole('region', { name: 'Joker' }, { timeout: 10_000 });
    // The kept joker is shown by the replay effect, which may run just after the radios appear.
    const vvd = await within(again).findByRole('radio', { name: 'VVD' });
    await waitFor(() => expect(vvd).toBeChecked());
    expect(await within(again).findByText('Opgeslagen')).toBeInTheDocument();
    expect(server.posted(PREDICTION_PATHS.captain)).toEqual([{ party_id: 13 }, { party_id: 13 }]);
    expect(storage.getPendingSaves()).toEqual({});
  });

  it('shows a kept national turnout in its field and sends it again', async () => {
    const server = createFakeServer();
    storage.setPendingSaves({
      '1': [{ field: 'country-turnout', body: 61.5, at: Date.now() }],
    });
    open(server);
    expect(await screen.findByRole('textbox', { name: 'Opkomst in Nederland (%)' })).toHaveValue(
      '61,5',
    );
    await waitFor(() =>
      expect(server.posted(PREDICTION_PATHS.countryTurnout)).toEqual([{ predicted_turnout: 61.5 }]),
    );
    await waitFor(() => expect(storage.getPendingSaves()).toEqual({}));
  });

  it('forgets the kept saves on logout', () => {
    keepSeat(1);
    storage.clearSession();
    expect(storage.getPendingSaves()).toEqual({});
  });
});

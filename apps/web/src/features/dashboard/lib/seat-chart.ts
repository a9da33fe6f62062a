import { SEAT_CLICK_DEBOUNCE_MS } from '@zetelpoule/shared';
import { seatsInRange, type SeatRange } from '@zetelpoule/shared/hemicycle/drag';

/*
 * What the seat chart shows and what each change of the player's means for the server, as a
 * pure reducer: every rule of decision 018 about taps, drags (decision 064), the
 * steppers, the quick start (decision 063) and undo, without a request or a clock in sight.
 * hooks/use-seat-assignment.ts sends the saves it asks for (lib/seat-save-queue.ts).
 */

/** A party id per seat number; null is an empty seat. */
export type SeatParties = ReadonlyArray<number | null>;
export type PartySeatsRows = Array<{ party_id: number; seats: number }>;

export type SeatChart = {
  /** What the chart shows: the seats saved and the ones being saved. */
  seats: SeatParties;
  /** The chart before the last change, for undo; null when there is nothing to undo. */
  undo: SeatParties | null;
  /** A drag under way: the chart before it, and the undo it replaced (if it changes nothing). */
  drag: { base: SeatParties; partyId: number; undoBefore: SeatParties | null } | null;
  /** The last tap: a drag starting on that seat continues it rather than starting a change. */
  lastTap: { seat: number; at: number } | null;
  /** The change undo would take back is a quick start's fill. */
  undoesFill: boolean;
};

/** What a change asks of the server. */
export type SeatSave =
  /** These seats, one save each. */
  | { kind: 'seats'; seats: Array<[seat: number, party: number]> }
  /** The whole chart by its counts (the PUT: blocks in list order, the rest empty). */
  | { kind: 'chart' }
  | null;

export type SeatChartAction =
  | { type: 'tap'; seat: number; partyId: number; at: number }
  | { type: 'drag'; range: SeatRange; partyId: number }
  | { type: 'dragEnd' }
  | { type: 'partySeats'; partyId: number; count: number; order: readonly number[] }
  /** The server filled the whole chart (the quick start): shown, undoable, already saved. */
  | { type: 'filled'; seats: SeatParties }
  | { type: 'undo'; order: readonly number[] }
  /** Shown without being a change of the player's: what the server holds now (an answer, a
   *  reset), or a save kept from the last visit. */
  | { type: 'showSeat'; seat: number; partyId: number | null }
  | { type: 'showChart'; seats: SeatParties; forgetUndo?: boolean };

export type SeatChartStep = { chart: SeatChart; save: SeatSave };

export function seatArray(
  seatCount: number,
  entries: ReadonlyArray<{ seat_number: number; party: number }>,
): Array<number | null> {
  const seats: Array<number | null> = Array.from({ length: seatCount }, () => null);
  for (const { seat_number, party } of entries) {
    if (seat_number >= 0 && seat_number < seatCount) seats[seat_number] = party;
  }
  return seats;
}

export function initialSeatChart(seats: SeatParties): SeatChart {
  return { seats, undo: null, drag: null, lastTap: null, undoesFill: false };
}

/** Seats per party in `order`, parties without seats left out: the PUT body's rows. */
export function partySeatsInOrder(seats: SeatParties, order: readonly number[]): PartySeatsRows {
  const counts = new Map<number, number>();
  for (const partyId of seats) {
    if (partyId !== null) counts.set(partyId, (counts.get(partyId) ?? 0) + 1);
  }
  return order
    .map((partyId) => ({ party_id: partyId, seats: counts.get(partyId) ?? 0 }))
    .filter((row) => row.seats > 0);
}

/** What the server makes of a PUT: contiguous blocks in the order given, the rest empty. */
export function blocksInOrder(
  rows: ReadonlyArray<{ party_id: number; seats: number }>,
  seatCount: number,
): Array<number | null> {
  const seats = rows.flatMap((row) => Array<number>(row.seats).fill(row.party_id));
  return Array.from({ length: seatCount }, (_, seat) => seats[seat] ?? null);
}

const same = (chart: SeatChart): SeatChartStep => ({ chart, save: null });

function withSeat(seats: SeatParties, seat: number, partyId: number | null): SeatParties {
  if (seats[seat] === partyId) return seats;
  const next = seats.slice();
  next[seat] = partyId;
  return next;
}

function tap(chart: SeatChart, seat: number, partyId: number, at: number): SeatChartStep {
  // A click within 100 ms of the previous one is ignored.
  if (chart.lastTap !== null && at - chart.lastTap.at < SEAT_CLICK_DEBOUNCE_MS) return same(chart);
  const lastTap = { seat, at };
  // A seat already holding the selected party is not saved again.
  if (chart.seats[seat] === partyId) return same({ ...chart, lastTap });
  return {
    chart: {
      ...chart,
      seats: withSeat(chart.seats, seat, partyId),
      undo: chart.seats,
      undoesFill: false,
      lastTap,
    },
    save: { kind: 'seats', seats: [[seat, partyId]] },
  };
}

/** The drag's seats painted over the chart as it was before the drag. */
function drag(chart: SeatChart, range: SeatRange, partyId: number): SeatChartStep {
  let current = chart.drag;
  if (current === null || current.partyId !== partyId) {
    // A drag from the seat just tapped carries on that tap: one change to undo, not two.
    const continuesTap = chart.lastTap?.seat === range.from && chart.undo !== null;
    current = {
      base: chart.seats,
      partyId,
      undoBefore: chart.undo,
    };
    chart = { ...chart, undo: continuesTap ? chart.undo : chart.seats, undoesFill: false };
  }
  const seats = current.base.slice();
  for (const seat of seatsInRange(range)) {
    if (seat >= 0 && seat < seats.length) seats[seat] = partyId;
  }
  return same({ ...chart, seats, drag: current });
}

function dragEnd(chart: SeatChart): SeatChartStep {
  const current = chart.drag;
  if (current === null) return same(chart);
  const changed: Array<[number, number]> = [];
  chart.seats.forEach((partyId, seat) => {
    if (partyId !== null && partyId !== current.base[seat]) changed.push([seat, partyId]);
  });
  if (changed.length === 0) return same({ ...chart, drag: null, undo: current.undoBefore });
  return { chart: { ...chart, drag: null }, save: { kind: 'seats', seats: changed } };
}

function partySeats(
  chart: SeatChart,
  partyId: number,
  count: number,
  order: readonly number[],
): SeatChartStep {
  const rows = partySeatsInOrder(chart.seats, order);
  const others = rows.reduce((sum, row) => (row.party_id === partyId ? sum : sum + row.seats), 0);
  // A typed number is capped at the seats still free.
  const wanted = Math.max(0, Math.min(Math.floor(count), chart.seats.length - others));
  const current = rows.find((row) => row.party_id === partyId)?.seats ?? 0;
  if (wanted === current) return same(chart);
  const next = order
    .map((id) => ({
      party_id: id,
      seats: id === partyId ? wanted : (rows.find((row) => row.party_id === id)?.seats ?? 0),
    }))
    .filter((row) => row.seats > 0);
  return {
    chart: {
      ...chart,
      seats: blocksInOrder(next, chart.seats.length),
      undo: chart.seats,
      undoesFill: false,
    },
    save: { kind: 'chart' },
  };
}

function undo(chart: SeatChart, order: readonly number[]): SeatChartStep {
  const target = chart.undo;
  if (target === null) return same(chart);
  const changed = target.flatMap((partyId, seat) => (partyId === chart.seats[seat] ? [] : [seat]));
  const cleared = { ...chart, undo: null, drag: null, lastTap: null, undoesFill: false };
  if (changed.every((seat) => target[seat] !== null)) {
    // Every seat goes back to a party: seat saves restore the chart exactly.
    return {
      chart: { ...cleared, seats: target },
      save: { kind: 'seats', seats: changed.map((seat) => [seat, target[seat]!]) },
    };
  }
  // A seat must become empty again, which only the PUT can do: the counts come back exactly,
  // in blocks (exactly the old chart when it was blocks already, as after a stepper or a fill).
  return {
    chart: { ...cleared, seats: blocksInOrder(partySeatsInOrder(target, order), target.length) },
    save: { kind: 'chart' },
  };
}

export function reduceSeatChart(chart: SeatChart, action: SeatChartAction): SeatChartStep {
  switch (action.type) {
    case 'tap':
      return tap(chart, action.seat, action.partyId, action.at);
    case 'drag':
      return drag(chart, action.range, action.partyId);
    case 'dragEnd':
      return dragEnd(chart);
    case 'partySeats':
      return partySeats(chart, action.partyId, action.count, action.order);
    case 'filled':
      return same({
        ...chart,
        seats: action.seats,
        undo: chart.seats,
        undoesFill: true,
        drag: null,
        lastTap: null,
      });
    case 'undo':
      return undo(chart, action.order);
    case 'showSeat': {
      const { seat, partyId } = action;
      if (chart.drag === null)
        return same({ ...chart, seats: withSeat(chart.seats, seat, partyId) });
      // Mid-drag the seat changes under the drag too, so the drag's end does not undo it; a
      // seat inside the drag's range stays painted.
      const inDrag = chart.seats[seat] === chart.drag.partyId;
      return same({
        ...chart,
        seats: inDrag ? chart.seats : withSeat(chart.seats, seat, partyId),
        drag: { ...chart.drag, base: withSeat(chart.drag.base, seat, partyId) },
      });
    }
    case 'showChart':
      return same({
        ...chart,
        seats: action.seats,
        drag: null,
        ...(action.forgetUndo ? { undo: null, lastTap: null, undoesFill: false } : {}),
      });
  }
}

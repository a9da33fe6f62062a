import { describe, expect, it } from 'vitest';
import {
  blocksInOrder,
  initialSeatChart,
  reduceSeatChart,
  type SeatChart,
  type SeatChartAction,
  type SeatSave,
} from './seat-chart';

const VVD = 1;
const D66 = 2;
const CDA = 3;
const ORDER = [VVD, D66, CDA];
const empty = (n = 10) => Array.from({ length: n }, () => null);

/** Runs actions in turn; returns the chart and every save asked for. */
function run(chart: SeatChart, ...actions: SeatChartAction[]) {
  const saves: SeatSave[] = [];
  for (const action of actions) {
    const step = reduceSeatChart(chart, action);
    chart = step.chart;
    saves.push(step.save);
  }
  return { chart, saves };
}

describe('the seat chart', () => {
  it('paints a tapped seat and asks to save that one seat', () => {
    const { chart, saves } = run(initialSeatChart(empty()), {
      type: 'tap',
      seat: 3,
      partyId: VVD,
      at: 1000,
    });
    expect(chart.seats[3]).toBe(VVD);
    expect(saves).toEqual([{ kind: 'seats', seats: [[3, VVD]] }]);
  });

  it('ignores a tap within 100 ms of the previous one, and a seat that has the party already', () => {
    const { chart, saves } = run(
      initialSeatChart(empty()),
      { type: 'tap', seat: 3, partyId: VVD, at: 1000 },
      { type: 'tap', seat: 4, partyId: VVD, at: 1050 },
      { type: 'tap', seat: 3, partyId: VVD, at: 2000 },
    );
    expect(chart.seats.filter((seat) => seat !== null)).toHaveLength(1);
    expect(saves).toEqual([{ kind: 'seats', seats: [[3, VVD]] }, null, null]);
  });

  it('fills a drag from its first seat to where the finger is, growing and shrinking with it', () => {
    const start = run(initialSeatChart(empty()), {
      type: 'drag',
      range: { from: 2, to: 7 },
      partyId: D66,
    });
    expect(start.chart.seats).toEqual([null, null, D66, D66, D66, D66, D66, D66, null, null]);
    expect(start.saves).toEqual([null]);
    // Back to seat 4: seats 5–7 are as they were before the drag; the drag saves on its end.
    const { chart, saves } = run(
      start.chart,
      { type: 'drag', range: { from: 2, to: 4 }, partyId: D66 },
      { type: 'dragEnd' },
    );
    expect(chart.seats).toEqual([null, null, D66, D66, D66, null, null, null, null, null]);
    expect(saves.at(-1)).toEqual({
      kind: 'seats',
      seats: [
        [2, D66],
        [3, D66],
        [4, D66],
      ],
    });
  });

  it('gives back the seats of another party a drag went over and back from', () => {
    const before = [VVD, VVD, VVD, VVD, null, null, null, null, null, null];
    const { chart, saves } = run(
      initialSeatChart(before),
      { type: 'drag', range: { from: 5, to: 1 }, partyId: D66 },
      { type: 'drag', range: { from: 5, to: 3 }, partyId: D66 },
      { type: 'dragEnd' },
    );
    expect(chart.seats).toEqual([VVD, VVD, VVD, D66, D66, D66, null, null, null, null]);
    expect(saves.at(-1)).toEqual({
      kind: 'seats',
      seats: [
        [3, D66],
        [4, D66],
        [5, D66],
      ],
    });
  });

  it('undoes a whole drag in one step, the tap it started with included', () => {
    const { chart } = run(
      initialSeatChart(empty()),
      { type: 'tap', seat: 0, partyId: VVD, at: 1000 },
      { type: 'drag', range: { from: 0, to: 5 }, partyId: VVD },
      { type: 'dragEnd' },
    );
    const undone = run(chart, { type: 'undo', order: ORDER });
    expect(undone.chart.seats).toEqual(empty());
    // A seat must become empty: only the whole-chart save can do that.
    expect(undone.saves).toEqual([{ kind: 'chart' }]);
    expect(undone.chart.undo).toBeNull();
  });

  it('undoes with seat saves when every seat goes back to a party', () => {
    const before = [VVD, VVD, VVD, null, null, null, null, null, null, null];
    const { chart, saves } = run(
      initialSeatChart(before),
      { type: 'tap', seat: 1, partyId: CDA, at: 1000 },
      { type: 'undo', order: ORDER },
    );
    expect(chart.seats).toEqual(before);
    expect(saves.at(-1)).toEqual({ kind: 'seats', seats: [[1, VVD]] });
  });

  it('gives a party a number of seats in blocks in list order, capped at the seats left', () => {
    const { chart, saves } = run(
      initialSeatChart(empty()),
      { type: 'partySeats', partyId: D66, count: 3, order: ORDER },
      { type: 'partySeats', partyId: VVD, count: 99, order: ORDER },
    );
    expect(chart.seats).toEqual([VVD, VVD, VVD, VVD, VVD, VVD, VVD, D66, D66, D66]);
    expect(saves).toEqual([{ kind: 'chart' }, { kind: 'chart' }]);
  });

  it('shows a quick start as saved, and its undo empties the chart again with the chart save', () => {
    const filled = blocksInOrder(
      [
        { party_id: VVD, seats: 6 },
        { party_id: D66, seats: 4 },
      ],
      10,
    );
    const { chart, saves } = run(initialSeatChart(empty()), { type: 'filled', seats: filled });
    expect(chart.seats).toEqual(filled);
    expect(saves).toEqual([null]);
    expect(chart.undoesFill).toBe(true);
    // A stepper change after it: undo now takes back the stepper, not the fill.
    const adjusted = run(chart, { type: 'partySeats', partyId: D66, count: 3, order: ORDER });
    expect(adjusted.chart.undoesFill).toBe(false);
    const undone = run(chart, { type: 'undo', order: ORDER });
    expect(undone.chart.seats).toEqual(empty());
    expect(undone.saves).toEqual([{ kind: 'chart' }]);
  });

  it("keeps the server's answer for a seat under a drag, and the drag's end saves over it", () => {
    const { chart, saves } = run(
      initialSeatChart(empty()),
      { type: 'drag', range: { from: 0, to: 2 }, partyId: VVD },
      // A refused earlier save: the server has seat 1 empty and seat 8 for CDA.
      { type: 'showSeat', seat: 1, partyId: null },
      { type: 'showSeat', seat: 8, partyId: CDA },
      { type: 'dragEnd' },
    );
    expect(chart.seats).toEqual([VVD, VVD, VVD, null, null, null, null, null, CDA, null]);
    expect(saves.at(-1)).toEqual({
      kind: 'seats',
      seats: [
        [0, VVD],
        [1, VVD],
        [2, VVD],
      ],
    });
  });
});

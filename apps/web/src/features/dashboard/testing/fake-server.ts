import {
  PREDICTION_PATHS,
  type ActivePrediction,
  type DeadlineInfo,
  type Municipality,
  type Party,
} from '@zetelpoule/shared';
import { vi } from 'vitest';
import { jsonResponse } from '../../../../test/render-app';
import { MUNICIPALITIES_PATH, PARTIES_PATH } from '../../../lib/election-catalog';

export const PARTIES: Party[] = [
  { id: 11, name: 'PVV', hexcolor: '#1E90FF', list_number: 1 },
  { id: 12, name: 'GroenLinks-PvdA', hexcolor: '#FF0000', list_number: 2 },
  { id: 13, name: 'VVD', hexcolor: '#FF6400', list_number: 3 },
  { id: 14, name: 'D66', hexcolor: '#00AE41', list_number: 4 },
];

export const MUNICIPALITIES: Municipality[] = [
  { id: 101, name: 'Amsterdam' },
  { id: 102, name: 'Vlieland' },
];

/** The played regions of a Provinciale Staten election: provinces (a few of the twelve). */
export const PROVINCES: Municipality[] = [
  { id: 201, name: 'Drenthe' },
  { id: 202, name: 'Groningen' },
  { id: 203, name: 'Zeeland' },
];

export const OPEN_DEADLINE: DeadlineInfo = {
  predictions_locked: false,
  deadline_passed: false,
  deadline_active: true,
  election_name: 'Tweede Kamer 2029',
  election_category: 'TK',
  election_date: '2029-03-21T06:30:00.000Z',
  predictions_deadline: '2029-03-20T18:59:00.000Z',
  status_message: 'Je kunt je voorspellingen nog wijzigen tot dinsdag 20 maart 2029 om 19:59.',
  time_remaining: { days: 30, hours: 0, minutes: 0 },
};

export const LOCKED_DEADLINE: DeadlineInfo = {
  ...OPEN_DEADLINE,
  predictions_locked: true,
  deadline_passed: true,
  status_message: 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
  time_remaining: null,
};

export const DEADLINE_BODY = {
  error: 'deadline_passed',
  message: 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
  election_date: OPEN_DEADLINE.election_date,
  deadline_passed: true,
};

export function emptyPrediction(overrides: Partial<ActivePrediction> = {}): ActivePrediction {
  return {
    election_id: 1,
    category: 'TK',
    seat_count: 150,
    first_count_candidates: ['Rozendaal', 'Schiermonnikoog', 'Vlieland'],
    updated_at: null,
    seat_predictions: [],
    selected_municipality: null,
    country_turnout_prediction: null,
    turnout_predictions: [],
    biggest_party_predictions: [],
    captain_party: null,
    ...overrides,
  };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A stand-in for the server of the prediction calls, as the global fetch the app's API client
 * uses. Every response can be replaced per test; every request is recorded.
 */
export function createFakeServer(
  options: {
    prediction?: ActivePrediction;
    deadline?: DeadlineInfo;
    parties?: Party[] | (() => Response);
    /** The played regions; provinces for a PS election. */
    municipalities?: Municipality[];
  } = {},
) {
  const state = {
    prediction: options.prediction ?? emptyPrediction(),
    deadline: options.deadline ?? OPEN_DEADLINE,
  };
  const writes: Partial<Record<string, Handler>> = {};
  const now = () => new Date(0).toISOString();

  const defaults: Record<string, Handler> = {
    [PREDICTION_PATHS.seat]: (body) => {
      const { seat_number, party_id } = body as { seat_number: number; party_id: number };
      return jsonResponse(200, { seat_number, party_id, updated_at: now() });
    },
    [PREDICTION_PATHS.resetSeats]: () => jsonResponse(200, { cleared_seats: 0, updated_at: now() }),
    [PREDICTION_PATHS.seats]: (body) => {
      const rows = (body as { party_seats: Array<{ party_id: number; seats: number }> })
        .party_seats;
      const parties = rows.flatMap((row) => Array<number>(row.seats).fill(row.party_id));
      return jsonResponse(200, {
        seat_predictions: parties.map((party, seat_number) => ({ seat_number, party })),
        updated_at: now(),
      });
    },
    // The quick start fills from "the polls": PVV 60, GroenLinks-PvdA 40, VVD 30, D66 20.
    [PREDICTION_PATHS.quickStart]: (body) => {
      const { source } = body as { source: string };
      const party_seats = [
        { party_id: 11, seats: 60 },
        { party_id: 12, seats: 40 },
        { party_id: 13, seats: 30 },
        { party_id: 14, seats: 20 },
      ];
      const parties = party_seats.flatMap((row) => Array<number>(row.seats).fill(row.party_id));
      return jsonResponse(200, {
        source,
        basis: { kind: 'polls', names: ['Peiling A', 'Peiling B'] },
        party_seats,
        seat_predictions: parties.map((party, seat_number) => ({ seat_number, party })),
        updated_at: now(),
      });
    },
    [PREDICTION_PATHS.turnout]: (body) =>
      jsonResponse(200, { ...(body as object), updated_at: now() }),
    [PREDICTION_PATHS.countryTurnout]: (body) =>
      jsonResponse(200, { ...(body as object), updated_at: now() }),
    [PREDICTION_PATHS.biggestParty]: (body) =>
      jsonResponse(200, { ...(body as object), updated_at: now() }),
    [PREDICTION_PATHS.selectMunicipality]: (body) =>
      jsonResponse(200, { ...(body as object), updated_at: now() }),
    [PREDICTION_PATHS.captain]: (body) =>
      jsonResponse(200, { ...(body as object), updated_at: now() }),
  };

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === PREDICTION_PATHS.active) return jsonResponse(200, state.prediction);
    if (path === PREDICTION_PATHS.deadlineInfo) return jsonResponse(200, state.deadline);
    if (path === PARTIES_PATH) {
      return typeof options.parties === 'function'
        ? options.parties()
        : jsonResponse(200, options.parties ?? PARTIES);
    }
    if (path === MUNICIPALITIES_PATH) {
      return jsonResponse(200, options.municipalities ?? MUNICIPALITIES);
    }
    if (path === PREDICTION_PATHS.quickStart && init?.method !== 'POST') {
      const polls = { kind: 'polls', names: ['Peiling A', 'Peiling B'] };
      return jsonResponse(200, {
        seat_count: state.prediction.seat_count,
        options: [
          { source: 'polls', basis: polls },
          { source: 'crowd', basis: polls },
          { source: 'previous', basis: null },
        ],
      });
    }
    const handler = writes[path] ?? defaults[path];
    if (handler && (init?.method === 'POST' || init?.method === 'PUT')) return handler(body);
    return jsonResponse(404, { error: 'not_found', message: `Geen route ${path}` });
  });

  /** The bodies POSTed (or PUT) to `path`, in order. */
  function posted(path: string): unknown[] {
    return fetch.mock.calls
      .filter(
        ([input, init]) =>
          String(input) === path && (init?.method === 'POST' || init?.method === 'PUT'),
      )
      .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  }

  return {
    fetch,
    state,
    posted,
    /** Replace the answer to a write. */
    on(path: string, handler: Handler) {
      writes[path] = handler;
    },
  };
}

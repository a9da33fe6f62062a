// Test helpers for the admin feature: a fake server behind the global fetch (the app's one API
// client calls it), an admin session, and the providers an admin page needs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElectionDetails } from '@zetelpoule/shared';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { jsonResponse, makeUser } from '../../../test/render-app';
import { storage } from '../../lib/storage';

export { jsonResponse };

afterEach(() => {
  vi.unstubAllGlobals();
});

export type FakeRequest = { method: string; path: string; body: unknown };
type Handler = (request: FakeRequest) => Response | Promise<Response>;

/** Routes "METHOD /path/" to a handler; anything else is a 404 the test will notice. */
export function fakeServer(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method, path, body };
      requests.push(request);
      const handler = handlers[`${method} ${path}`];
      if (!handler) return jsonResponse(404, { error: 'not_found', message: 'Not found.' });
      return handler(request);
    }),
  );
  return {
    requests,
    to: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}

/** An admin page or part of one, as a signed-in admin sees it. */
export function renderAdmin(ui: ReactNode, { path = '/admin/election-results' } = {}) {
  storage.setSession(
    { access: 'access-token', refresh: 'refresh-token' },
    makeUser({ is_staff: true }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient, user: userEvent.setup() };
}

/**
 * An election whose predictions closed long ago: its results tabs save without asking first
 * (docs/decisions/050-results-before-the-deadline.md). makeElection's own deadline is still to come.
 */
export const PREDICTIONS_CLOSED = { predictions_deadline: '2025-10-29T06:30:00.000Z' };

/** The seeded active election in miniature: three parties, three played municipalities. */
export function makeElection(overrides: Partial<ElectionDetails> = {}): ElectionDetails {
  return {
    id: 2,
    name: 'Tweede Kamer 2029',
    category: 'TK',
    election_date: '2029-03-21T06:30:00.000Z',
    predictions_deadline: '2029-03-21T06:30:00.000Z',
    seat_count: 150,
    is_final: false,
    is_active: true,
    seat_results_count: 0,
    parties: [
      { id: 11, name: 'PVV', hexcolor: '#0B2A4A', list_number: 1 },
      { id: 12, name: 'GroenLinks-PvdA', hexcolor: '#D9251D', list_number: 2 },
      { id: 13, name: 'VVD', hexcolor: '#FF7F00', list_number: 3 },
    ],
    played_municipalities: [
      { id: 101, name: 'Amsterdam' },
      { id: 102, name: 'Rotterdam' },
      { id: 103, name: 'Vlieland' },
    ],
    regions: [
      { id: 101, name: 'Amsterdam', kind: 'gemeente' },
      { id: 102, name: 'Rotterdam', kind: 'gemeente' },
      { id: 103, name: 'Vlieland', kind: 'gemeente' },
    ],
    staten_results: [],
    chamber_result: null,
    first_count_candidates: [
      { id: 103, name: 'Vlieland' },
      { id: 104, name: 'Rozendaal' },
      { id: 105, name: 'Schiermonnikoog' },
    ],
    seat_results: [],
    turnout_results: [],
    biggest_party_results: [],
    country_turnout_result: null,
    municipality_selection_result: null,
    predictions_count: 4,
    results_status: 'none',
    results_updated_at: null,
    scores_calculated_at: null,
    scores_calculation_ms: null,
    ...overrides,
  };
}

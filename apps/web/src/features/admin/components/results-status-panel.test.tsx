import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { ElectionPanel } from './election-panel';

const BASE = '/api/auth/admin/election-results/2/';

const PROVISIONAL = makeElection({
  results_status: 'provisional',
  seat_results: [{ party_id: 11, seat_count: 40 }],
  seat_results_count: 40,
  results_updated_at: '2029-03-21T20:04:00.000Z',
  scores_calculated_at: '2029-03-21T20:04:02.000Z',
  scores_calculation_ms: 1840,
});

function server(election = PROVISIONAL) {
  return fakeServer({
    [`GET ${BASE}`]: () => jsonResponse(200, election),
    'GET /api/auth/admin/municipalities/': () => jsonResponse(200, []),
    [`PATCH ${BASE}`]: (request) =>
      jsonResponse(
        200,
        makeElection({
          ...election,
          is_final: (request.body as { is_final: boolean }).is_final,
          results_status: (request.body as { is_final: boolean }).is_final
            ? 'final'
            : 'provisional',
        }),
      ),
  });
}

describe('the results status on election night', { timeout: 20_000 }, () => {
  it('shows the status, the last change and the last recalculation with its duration', async () => {
    server();
    renderAdmin(<ElectionPanel electionId={2} />);
    const panel = await screen.findByTestId('results-status-panel');
    expect(within(panel).getByTestId('admin-results-status')).toHaveTextContent('Voorlopig');
    // 20:04 UTC in March is 21:04 in Amsterdam.
    expect(within(panel).getByText('Uitslag laatst gewijzigd').nextSibling).toHaveTextContent(
      '21:04',
    );
    expect(within(panel).getByText('Punten laatst berekend').nextSibling).toHaveTextContent(
      /21:04.*in 1,8 s/,
    );
  });

  it('makes the results final after a confirmation in place, and can go back', async () => {
    const api = server();
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);
    const panel = await screen.findByTestId('results-status-panel');

    await user.click(within(panel).getByRole('button', { name: 'Definitief maken' }));
    // Nothing is sent before the confirmation; cancelling sends nothing at all.
    await user.click(within(panel).getByRole('button', { name: 'Annuleren' }));
    expect(api.to('PATCH', BASE)).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Definitief maken' }));
    await user.click(within(panel).getByRole('button', { name: 'Ja, maak definitief' }));
    expect(await within(panel).findByText('De uitslag is definitief gemaakt.')).toBeVisible();
    expect(api.to('PATCH', BASE)[0]?.body).toEqual({ is_final: true });
    expect(within(panel).getByTestId('admin-results-status')).toHaveTextContent('Definitief');

    await user.click(within(panel).getByRole('button', { name: 'Terug naar voorlopig' }));
    await user.click(within(panel).getByRole('button', { name: 'Ja, terug naar voorlopig' }));
    expect(await within(panel).findByText('De uitslag is weer voorlopig.')).toBeVisible();
    expect(api.to('PATCH', BASE)[1]?.body).toEqual({ is_final: false });
  });

  it('offers no "Definitief maken" before any result is in', async () => {
    server(makeElection());
    renderAdmin(<ElectionPanel electionId={2} />);
    const panel = await screen.findByTestId('results-status-panel');
    expect(within(panel).getByTestId('admin-results-status')).toHaveTextContent('Geen uitslag');
    expect(within(panel).getByRole('button', { name: 'Definitief maken' })).toBeDisabled();
    expect(within(panel).getAllByText('Nog niet')).toHaveLength(2);
  });
});

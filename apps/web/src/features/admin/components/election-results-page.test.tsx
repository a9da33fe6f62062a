import { screen, waitFor, within } from '@testing-library/react';
import type { ElectionSummary } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  jsonResponse,
  makeElection,
  renderAdmin,
  PREDICTIONS_CLOSED,
} from '../testing';
import { ElectionResultsPage } from './election-results-page';

const LIST_PATH = '/api/auth/admin/election-results/';

const HISTORIC: ElectionSummary = {
  id: 1,
  name: 'Tweede Kamer 2025',
  category: 'TK',
  election_date: '2025-10-29T06:30:00.000Z',
  predictions_deadline: '2025-10-29T06:30:00.000Z',
  seat_count: 150,
  is_final: true,
  is_active: false,
  seat_results_count: 150,
};

function summaryOf(details: ReturnType<typeof makeElection>): ElectionSummary {
  const {
    id,
    name,
    category,
    election_date,
    predictions_deadline,
    seat_count,
    is_final,
    is_active,
  } = details;
  return {
    id,
    name,
    category,
    election_date,
    predictions_deadline,
    seat_count,
    is_final,
    is_active,
    seat_results_count: details.seat_results_count,
  };
}

const ACTIVE = makeElection({
  ...PREDICTIONS_CLOSED,
  seat_results_count: 12,
});

function standardServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    [`GET ${LIST_PATH}`]: () => jsonResponse(200, [summaryOf(ACTIVE), HISTORIC]),
    [`GET ${LIST_PATH}2/`]: () => jsonResponse(200, ACTIVE),
    [`GET ${LIST_PATH}1/`]: () =>
      jsonResponse(
        200,
        makeElection({
          ...PREDICTIONS_CLOSED,
          ...HISTORIC,
          id: 1,
          name: HISTORIC.name,
        }),
      ),
    ...extra,
  });
}

// Whole user journeys in jsdom: slow when the machine is busy.
describe('admin election results page', { timeout: 20_000 }, () => {
  it('lists the elections with their badges and seats and opens the active one', async () => {
    standardServer();
    renderAdmin(<ElectionResultsPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Beheer - Verkiezingsuitslagen' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Gebruiker zoeken' })).toHaveAttribute(
      'href',
      '/admin/user-search',
    );

    const list = screen.getByRole('region', { name: 'Verkiezingen' });
    const [active, historic] = await within(list).findAllByRole('button');
    expect(active).toHaveTextContent('Tweede Kamer 2029');
    expect(active).toHaveTextContent('Actief');
    expect(active).toHaveTextContent('Zetels: 12/150');
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(historic).toHaveTextContent('Definitief');
    expect(historic).toHaveTextContent('Zetels: 150/150');
    expect(historic).not.toHaveTextContent('Actief');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tweede Kamer 2029' }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Zetels (150)' })).toBeVisible();
  });

  it('loads the details of the election the admin selects', async () => {
    const server = standardServer();
    const { user } = renderAdmin(<ElectionResultsPage />);

    await user.click(await screen.findByRole('button', { name: /Tweede Kamer 2025/ }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tweede Kamer 2025' }),
    ).toBeVisible();
    expect(server.to('GET', `${LIST_PATH}1/`)).toHaveLength(1);
  });

  it('shows the fallback message when the list cannot be loaded', async () => {
    fakeServer({ [`GET ${LIST_PATH}`]: () => new Response(null, { status: 503 }) });
    renderAdmin(<ElectionResultsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De verkiezingsuitslagen konden niet worden geladen',
    );
  });

  it('creates an election in a modal: name and date-time required, Dutch time sent as UTC', async () => {
    const created = makeElection({
      ...PREDICTIONS_CLOSED,
      id: 3,
      name: 'Gemeenteraad 2026',
      is_active: false,
    });
    const server = standardServer({
      [`POST ${LIST_PATH}create/`]: () => jsonResponse(201, created),
    });
    const { user } = renderAdmin(<ElectionResultsPage />);

    await user.click(screen.getByRole('button', { name: '+ Nieuwe verkiezing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe verkiezing' });
    await user.click(within(dialog).getByRole('button', { name: 'Verkiezing aanmaken' }));
    expect(within(dialog).getByLabelText('Naam')).toHaveAccessibleDescription(
      'Vul een naam in voor de verkiezing.',
    );
    expect(
      within(dialog).getByLabelText('Datum en tijd van de verkiezing'),
    ).toHaveAccessibleDescription(/Vul de datum en tijd van de verkiezing in\./);
    expect(server.to('POST', `${LIST_PATH}create/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Naam'), ' Gemeenteraad 2026 ');
    await user.type(
      within(dialog).getByLabelText('Datum en tijd van de verkiezing'),
      '2026-03-18T07:30',
    );
    await user.click(within(dialog).getByLabelText('Uitslag is definitief'));
    // Tweede Kamer unless the admin picks another category.
    expect(within(dialog).getByRole('radio', { name: 'Tweede Kamer' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Provinciale Staten' }));
    expect(
      within(dialog).getByRole('radio', { name: 'Provinciale Staten' }),
    ).toHaveAccessibleDescription(/de Eerste Kamer \(75 zetels\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Verkiezing aanmaken' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verkiezing "Gemeenteraad 2026" aangemaakt.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.to('POST', `${LIST_PATH}create/`)[0]?.body).toEqual({
      name: 'Gemeenteraad 2026',
      category: 'PS',
      election_date: '2026-03-18T06:30:00.000Z',
      is_final: true,
      is_active: false,
    });
    // The new election is selected at once, from the answer of the create call.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Gemeenteraad 2026' }),
    ).toBeVisible();
  });

  it('resets all points in two steps: statistics first, then the confirmed reset', async () => {
    const server = standardServer({
      'POST /api/auth/admin/reset-all-points/': ({ body }) =>
        (body as { confirm: boolean }).confirm
          ? jsonResponse(200, {
              message: 'Alle punten zijn gewist: 8 scores van 5 gebruikers verwijderd.',
              deleted_scores: 8,
              users_affected: 5,
            })
          : jsonResponse(200, { total_scores: 8, users_affected: 5 }),
    });
    const { user } = renderAdmin(<ElectionResultsPage />);

    await user.click(screen.getByRole('button', { name: 'Alle punten wissen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle punten wissen' });
    expect(dialog).toHaveTextContent('Dit wist 8 scores van 5 gebruikers, voor alle verkiezingen.');
    expect(server.to('POST', '/api/auth/admin/reset-all-points/').map((r) => r.body)).toEqual([
      { confirm: false },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Ja, wis alle punten' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alle punten zijn gewist: 8 scores van 5 gebruikers verwijderd.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.to('POST', '/api/auth/admin/reset-all-points/').map((r) => r.body)).toEqual([
      { confirm: false },
      { confirm: true },
    ]);
  });

  it('cancelling the reset modal changes nothing', async () => {
    const server = standardServer({
      'POST /api/auth/admin/reset-all-points/': () =>
        jsonResponse(200, { total_scores: 3, users_affected: 3 }),
    });
    const { user } = renderAdmin(<ElectionResultsPage />);

    await user.click(screen.getByRole('button', { name: 'Alle punten wissen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle punten wissen' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.to('POST', '/api/auth/admin/reset-all-points/')).toHaveLength(1);
  });

  it('calculates the scores with a progress state and shows the message', async () => {
    let finish: (response: Response) => void = () => {};
    standardServer({
      [`POST ${LIST_PATH}2/calculate-scores/`]: () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const { user } = renderAdmin(<ElectionResultsPage />);

    await user.click(await screen.findByRole('button', { name: 'Alle punten berekenen' }));

    expect(screen.getByRole('button', { name: 'Punten berekenen...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Punten berekenen...' })).toBeVisible();

    finish(jsonResponse(200, { message: 'Scores calculated for 4 players.', players_scored: 4 }));

    expect(await screen.findByText('Scores calculated for 4 players.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alle punten berekenen' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the seat result in the list once the seats are saved', async () => {
    let seatTotal = 12;
    standardServer({
      [`GET ${LIST_PATH}`]: () =>
        jsonResponse(200, [{ ...summaryOf(ACTIVE), seat_results_count: seatTotal }, HISTORIC]),
      [`POST ${LIST_PATH}2/seats/`]: () => {
        seatTotal = 20;
        return jsonResponse(
          200,
          makeElection({
            ...PREDICTIONS_CLOSED,
            seat_results_count: 20,
          }),
        );
      },
    });
    const { user } = renderAdmin(<ElectionResultsPage />);

    await user.type(await screen.findByLabelText('1. PVV'), '20');
    await user.click(screen.getByRole('button', { name: 'Zeteluitslag opslaan' }));

    expect(await screen.findByText('Zeteluitslag opgeslagen.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Tweede Kamer 2029/ })).toHaveTextContent(
        'Zetels: 20/150',
      ),
    );
  });
});

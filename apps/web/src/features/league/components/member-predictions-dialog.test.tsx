import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  entry,
  fakeServer,
  installIntersectionObserver,
  jsonResponse,
  leaderboardPage,
  memberPrediction,
  PARTIES,
  profileHandler,
  renderLeaguePage,
  setupUser,
  subleague,
  VIEWER,
} from '../testing';

const RIVAL = { id: 21, username: 'kees', name: 'Kees Smit' };

function handlers(memberAnswer: () => Response) {
  return {
    ...profileHandler(),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: 2, global_points: 10, subleagues_count: 1 }),
    'GET /api/auth/league/subleagues/': () =>
      jsonResponse(200, [
        subleague({
          id: 3,
          name: 'Borrelclub',
          member_count: 2,
          members: [
            {
              user: RIVAL.id,
              user_name: RIVAL.username,
              full_name: null,
              points: 12,
              prediction_complete: false,
            },
            {
              user: VIEWER.id,
              user_name: VIEWER.username,
              full_name: null,
              points: 10,
              prediction_complete: false,
            },
          ],
        }),
      ]),
    'GET /api/auth/league/global/': () =>
      jsonResponse(
        200,
        leaderboardPage({
          results: [
            entry({ id: RIVAL.id, username: RIVAL.username, display_name: RIVAL.name, rank: 1 }),
            entry({ id: VIEWER.id, username: VIEWER.username, rank: 2 }),
          ],
          count: 2,
        }),
      ),
    'GET /api/auth/parties/': () => jsonResponse(200, PARTIES),
    [`GET /api/auth/member-predictions/${RIVAL.id}/`]: memberAnswer,
  };
}

function renderLeague(path: string) {
  installIntersectionObserver();
  renderLeaguePage(path);
  return setupUser();
}

async function openFromLeaderboard(user: ReturnType<typeof setupUser>) {
  const list = await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
  await user.click(within(list).getByRole('button', { name: /Kees Smit/ }));
  return screen.findByRole('dialog', { name: 'Voorspelling van Kees Smit' });
}

describe('the member-predictions modal', () => {
  it('shows the whole prediction read-only, asked for globally from the national leaderboard', async () => {
    const server = fakeServer(
      handlers(() =>
        jsonResponse(
          200,
          memberPrediction(
            { 2: 40, 1: 40, 3: 30, 4: 5 },
            {
              selected_municipality: { municipality_name: 'Vlieland' },
              country_turnout_prediction: { predicted_turnout: 78.5 },
              turnout_predictions: [
                { municipality: 9, municipality_name: 'Utrecht', predicted_turnout: 81.2 },
                { municipality: 8, municipality_name: 'Amsterdam', predicted_turnout: 76 },
              ],
              biggest_party_predictions: [
                { municipality: 8, municipality_name: 'Amsterdam', predicted_party: 3 },
                { municipality: 10, municipality_name: 'Rozendaal', predicted_party: 2 },
              ],
              captain_party: { selected_party: 4 },
            },
          ),
        ),
      ),
    );
    const user = renderLeague('/league');

    const dialog = await openFromLeaderboard(user);

    expect(await within(dialog).findByRole('img', { name: /115 van de 150 zetels/ })).toBeVisible();
    expect(within(dialog).getByText('115 van de 150 zetels toegewezen')).toBeVisible();
    // The chart colours each predicted seat with its party's colour.
    const painted = dialog.querySelectorAll('[data-seat][data-color="#1d4ed8"]');
    expect(painted).toHaveLength(40);
    expect(dialog.querySelectorAll('[data-seat]')).toHaveLength(150);

    // Top 3: most seats first, equal seats by list number (docs/rules.md#points).
    const top3 = within(within(dialog).getByRole('heading', { name: 'Top 3' }).closest('section')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(top3).toEqual(['1eOranje Partij40', '2eBlauwe Beweging40', '3eGroen Front30']);

    const sectionOf = (name: string) =>
      within(dialog).getByRole('heading', { name }).closest('section')!;
    expect(sectionOf('Joker')).toHaveTextContent('Rode Lijst');
    expect(sectionOf('Eerste gemeente')).toHaveTextContent('Vlieland');
    expect(sectionOf('Landelijke opkomst')).toHaveTextContent('78,5%');

    const table = within(sectionOf('Per gemeente')).getByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Amsterdam', '76%', 'Groen Front'],
      ['Rozendaal', 'Niet ingevuld', 'Blauwe Beweging'],
      ['Utrecht', '81,2%', 'Niet ingevuld'],
    ]);

    const [request] = server.to('GET', `/api/auth/member-predictions/${RIVAL.id}/`);
    expect(request!.url.searchParams.get('global')).toBe('true');

    // Read-only: nothing in it can be changed.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('after the result, sets their points per section beside yours', async () => {
    const points = (seats: number, joker: number, total: number) => ({
      seat_points: seats,
      captain_bonus_points: joker,
      top3_parties_points: 5,
      country_turnout_points: 4,
      turnout_points: 6,
      biggest_party_points: 2,
      municipality_selection_points: 0,
      total_points: total,
    });
    fakeServer(
      handlers(() =>
        jsonResponse(
          200,
          memberPrediction(
            { 1: 80, 2: 70 },
            { points: { member: points(20, 5, 42), viewer: points(11, -3, 25) } },
          ),
        ),
      ),
    );
    const user = renderLeague('/league');
    const dialog = await openFromLeaderboard(user);

    const table = await within(dialog).findByRole('table', {
      name: 'Punten per onderdeel van Kees Smit en van jou',
    });
    const row = (name: string) =>
      [...within(table).getByRole('row', { name: new RegExp(`^${name}`) }).children].map(
        (cell) => cell.querySelector('[aria-hidden]')?.textContent ?? cell.textContent,
      );
    expect(row('Zetels')).toEqual(['Zetels', '+20', '+11']);
    expect(row('Jokerbonus')).toEqual(['Jokerbonus', '+5', '-3']);
    expect(row('Totaal')).toEqual(['Totaal', '42', '25']);
  });

  it('shows no points before the viewed player is scored', async () => {
    fakeServer(handlers(() => jsonResponse(200, memberPrediction({ 1: 80, 2: 70 }))));
    const user = renderLeague('/league');
    const dialog = await openFromLeaderboard(user);
    await within(dialog).findByText('150 van de 150 zetels toegewezen');
    expect(within(dialog).queryByRole('heading', { name: 'Punten' })).toBeNull();
  });

  it('says the predictions are locked before the deadline (423)', async () => {
    fakeServer(
      handlers(() =>
        jsonResponse(423, {
          error: 'predictions_locked',
          message: 'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
          deadline_passed: false,
        }),
      ),
    );
    const user = renderLeague('/league');

    const dialog = await openFromLeaderboard(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
    );
  });

  it('asks without ?global from a sub-league card and shows the 403 message', async () => {
    const server = fakeServer(
      handlers(() =>
        jsonResponse(403, { error: 'permission_denied', message: 'Geen toestemming.' }),
      ),
    );
    const user = renderLeague('/league?tab=subpoules');

    const card = (await screen.findByRole('heading', { name: 'Borrelclub' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: /kees/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Voorspelling van kees' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Je hebt geen toestemming om de voorspellingen van deze gebruiker te bekijken.',
    );
    const [request] = server.to('GET', `/api/auth/member-predictions/${RIVAL.id}/`);
    expect(request!.url.search).toBe('');
  });

  it.each([
    [
      404,
      { error: 'not_found', message: 'Gebruiker of voorspellingen niet gevonden.' },
      'Gebruiker of voorspellingen niet gevonden.',
    ],
    [
      500,
      { error: 'internal', message: 'Boem.' },
      'Kan voorspellingen niet laden. Probeer het opnieuw.',
    ],
  ])('shows the refusal message for a %i', async (status, body, message) => {
    fakeServer(handlers(() => jsonResponse(status, body)));
    const user = renderLeague('/league');

    const dialog = await openFromLeaderboard(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('opens from the keyboard (rows are buttons) and gives the focus back on close', async () => {
    fakeServer(handlers(() => jsonResponse(200, memberPrediction({ 1: 3 }))));
    const user = renderLeague('/league');
    const list = await screen.findByRole('list', { name: 'Ranglijst van de Nationale Poule' });
    const row = within(list).getByRole('button', { name: /Kees Smit/ });
    row.focus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Voorspelling van Kees Smit' })).toBeVisible();

    // Escape closes it and puts the focus back on the row it came from.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(row).toHaveFocus();
  });
});

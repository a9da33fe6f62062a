import { screen, within } from '@testing-library/react';
import type { OverviewMember, SectionPoints, SubleagueOverview } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, profileHandler, renderWithRoutes, VIEWER } from '../testing';
import { useAuth } from '../../../lib/auth';
import { SubleagueOverviewPage } from './subleague-overview-page';

const PATH = '/api/auth/league/subleagues/3/overview/';

/** As behind the app's guard: the page appears once the profile call has answered. */
function Settled() {
  return useAuth().status === 'loading' ? null : <SubleagueOverviewPage />;
}

function renderOverview() {
  return renderWithRoutes(
    [{ path: '/league/subpoule/:subleagueId/overzicht', element: <Settled /> }],
    '/league/subpoule/3/overzicht',
    { user: VIEWER },
  );
}

const points = (seat: number, total: number): SectionPoints => ({
  seat_points: seat,
  captain_bonus_points: 0,
  top3_parties_points: 5,
  country_turnout_points: 3,
  turnout_points: 0,
  biggest_party_points: 0,
  municipality_selection_points: 0,
  total_points: total,
});

function member(overrides: Partial<OverviewMember> & { user: number; user_name: string }) {
  return {
    full_name: null,
    rank: 1,
    points: null,
    prediction: null,
    difference: null,
    ...overrides,
  } satisfies OverviewMember;
}

const BASE: Omit<SubleagueOverview, 'scored' | 'members'> = {
  subleague: { id: 3, name: 'Borrelclub' },
  election: { id: 1, name: 'Tweede Kamer 2029', category: 'TK' },
  regions: 12,
  parties: [
    { id: 1, name: 'Oranje Partij', color: '#f97316' },
    { id: 2, name: 'Blauwe Beweging', color: '#1d4ed8' },
    { id: 3, name: 'Groen Front', color: '#15803d' },
  ],
};

const prediction = (turnout: number | null) => ({
  seats: [
    { party_id: 1, seats: 80 },
    { party_id: 2, seats: 70 },
  ],
  top3: [1, 2],
  captain_party_id: 2,
  country_turnout: turnout,
  first_municipality: 'Vlieland',
  biggest_party_count: 10,
});

describe('the sub-league overview page', () => {
  it('after the result, lists every member with points per section and the gap with you', async () => {
    fakeServer({
      ...profileHandler(),
      [`GET ${PATH}`]: () =>
        jsonResponse(200, {
          ...BASE,
          scored: true,
          members: [
            member({ user: 21, user_name: 'kees', rank: 1, points: points(20, 28) }),
            member({
              user: VIEWER.id,
              user_name: VIEWER.username,
              rank: 2,
              points: points(11, 19),
            }),
            member({ user: 22, user_name: 'piet', rank: 3 }),
          ],
        } satisfies SubleagueOverview),
    });
    renderOverview();

    const frame = await screen.findByRole('region', { name: /Overzicht van alle leden/ });
    expect(screen.getByRole('heading', { name: 'Borrelclub: overzicht' })).toBeVisible();
    const rows = within(frame).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([
      undefined,
      '1.kees',
      `2.${VIEWER.username}(jij)`,
      '3.piet',
    ]);
    const heads = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual([
      'Speler',
      'Totaal',
      'Zetels',
      'Joker',
      'Top 3',
      'Landelijke opkomst',
      'Opkomst per gemeente',
      'Grootste partij per gemeente',
      'Eerste gemeente',
    ]);
    const kees = within(rows[1]!).getAllByRole('cell');
    expect(kees[0]).toHaveTextContent('28');
    expect(kees[0]).toHaveTextContent('+9 op jou');
    expect(kees[1]).toHaveTextContent('+20');
    expect(kees[1]).toHaveTextContent('+9 op jou');
    expect(kees[3]).toHaveTextContent('gelijk met jou');
    // Your own row says nothing about a gap with yourself.
    expect(rows[2]).not.toHaveTextContent('op jou');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
  });

  it('before the result, shows predictions and how far each is from yours', async () => {
    fakeServer({
      ...profileHandler(),
      [`GET ${PATH}`]: () =>
        jsonResponse(200, {
          ...BASE,
          scored: false,
          members: [
            member({
              user: 21,
              user_name: 'kees',
              prediction: prediction(78.5),
              difference: {
                seats_different: 12,
                top3_shared: 2,
                same_captain: false,
                country_turnout: 1.4,
                same_first_municipality: true,
                biggest_party_same: 7,
              },
            }),
            member({ user: VIEWER.id, user_name: VIEWER.username, prediction: prediction(77.1) }),
            member({ user: 22, user_name: 'piet' }),
          ],
        } satisfies SubleagueOverview),
    });
    renderOverview();

    const frame = await screen.findByRole('region', { name: /Overzicht van alle leden/ });
    const [, keesRow, ownRow, pietRow] = within(frame).getAllByRole('row');
    expect(keesRow).toHaveTextContent('12 zetels anders');
    expect(keesRow).toHaveTextContent('2 van 3 zoals jij');
    expect(keesRow).toHaveTextContent('anders dan jij');
    expect(keesRow).toHaveTextContent('78,5%');
    expect(keesRow).toHaveTextContent('+1,4 t.o.v. jou');
    expect(keesRow).toHaveTextContent('10 van 12 ingevuld');
    expect(keesRow).toHaveTextContent('7 gelijk aan jou');
    expect(ownRow).toHaveTextContent('150 zetels verdeeld');
    expect(pietRow).toHaveTextContent('Geen voorspelling');
  });

  it('before the deadline, says predictions are secret until then', async () => {
    fakeServer({
      ...profileHandler(),
      [`GET ${PATH}`]: () =>
        jsonResponse(423, {
          error: 'predictions_locked',
          message: 'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
        }),
    });
    renderOverview();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal to a player who is not a member", async () => {
    fakeServer({
      ...profileHandler(),
      [`GET ${PATH}`]: () =>
        jsonResponse(404, {
          error: 'not_a_member',
          message: 'Je bent geen lid van deze subpoule.',
        }),
    });
    renderOverview();
    expect(await screen.findByText('Je bent geen lid van deze subpoule.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

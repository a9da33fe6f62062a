import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  installIntersectionObserver,
  jsonResponse,
  leaderboardPage,
  profileHandler,
  renderLeaguePage,
  setupUser,
  subleague,
  VIEWER,
} from '../testing';

const ELECTIONS = [
  {
    id: 2,
    name: 'Provinciale Statenverkiezingen 2027',
    category: 'PS',
    election_date: '2027-03-17T06:30:00.000Z',
    is_active: true,
    is_final: false,
  },
  {
    id: 1,
    name: 'Tweede Kamerverkiezing 2025',
    category: 'TK',
    election_date: '2025-10-29T06:30:00.000Z',
    is_active: false,
    is_final: true,
  },
];

const withPoints = (points: number) =>
  subleague({
    id: 5,
    name: 'Blijvers',
    creator: VIEWER.id,
    user_points: points,
    members: [
      {
        user: VIEWER.id,
        user_name: VIEWER.username,
        full_name: null,
        points,
        prediction_complete: true,
      },
    ],
  });

describe('looking back at an earlier election', { timeout: 30_000 }, () => {
  it('ranks the sub-leagues by the election the player picks', async () => {
    const server = fakeServer({
      ...profileHandler(),
      'GET /api/auth/league/stats/': () =>
        jsonResponse(200, { global_rank: 1, global_points: 4, subleagues_count: 1 }),
      'GET /api/auth/league/global/': () => jsonResponse(200, leaderboardPage()),
      'GET /api/auth/elections/': () => jsonResponse(200, ELECTIONS),
      'GET /api/auth/league/subleagues/': ({ url }) =>
        jsonResponse(200, [withPoints(url.searchParams.get('election_id') === '1' ? 117 : 4)]),
    });
    const user = setupUser();
    installIntersectionObserver();
    renderLeaguePage('/league?tab=subpoules');

    const card = async () =>
      (await screen.findByRole('heading', { name: 'Blijvers' })).closest('article')!;
    expect(within(await card()).getByText('Jouw punten').nextSibling).toHaveTextContent('4');

    const picker = await screen.findByLabelText('Stand van');
    expect(picker).toHaveDisplayValue('Provinciale Statenverkiezingen 2027 (nu)');
    await user.selectOptions(picker, 'Tweede Kamerverkiezing 2025');
    expect(
      await within(await card()).findByText('117', { selector: 'dd, span, p, strong, div' }),
    ).toBeVisible();
    expect(server.to('GET', '/api/auth/league/subleagues/').at(-1)!.url.search).toBe(
      '?election_id=1',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subleague } from '@zetelpoule/shared';
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
  type FakeRequest,
} from '../testing';

// The creator removes a member, makes a new invite link and deletes the sub-league;
// every destructive step asks once more first.

const member = (user: number, name: string) => ({
  user,
  user_name: name,
  full_name: null,
  points: 0,
  prediction_complete: false,
});

function setup(initial: Subleague[]) {
  let leagues = initial;
  const calls: string[] = [];
  const record = (r: FakeRequest) => calls.push(`${r.method} ${r.url.pathname}`);
  fakeServer({
    ...profileHandler(),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: 3, global_points: 0, subleagues_count: leagues.length }),
    'GET /api/auth/league/subleagues/': () => jsonResponse(200, leagues),
    'GET /api/auth/league/global/': () => jsonResponse(200, leaderboardPage()),
    'DELETE /api/auth/league/subleagues/5/members/31/': (r) => {
      record(r);
      leagues = leagues.map((l) => ({
        ...l,
        members: l.members.filter((m) => m.user !== 31),
        member_count: l.member_count - 1,
      }));
      return jsonResponse(200, {
        message: 'Het lid is uit de subpoule verwijderd.',
        subleague: leagues[0],
      });
    },
    'POST /api/auth/league/subleagues/5/invite-code/': (r) => {
      record(r);
      leagues = leagues.map((l) => ({
        ...l,
        invite_link: 'http://localhost/league/join/nieuweCode123456789012',
      }));
      return jsonResponse(200, leagues[0]);
    },
    'DELETE /api/auth/league/subleagues/5/': (r) => {
      record(r);
      leagues = [];
      return jsonResponse(200, {
        message: 'De subpoule Borrelclub is verwijderd.',
        subleague_id: 5,
      });
    },
  });
  installIntersectionObserver();
  renderLeaguePage('/league?tab=subpoules');
  return calls;
}

const OWN = subleague({
  id: 5,
  name: 'Borrelclub',
  creator: VIEWER.id,
  member_count: 3,
  members: [member(VIEWER.id, VIEWER.username), member(31, 'tante_els'), member(32, 'neef_tim')],
});

describe('managing a sub-league', () => {
  it('removes a member only after a second tap, and renews the link', async () => {
    const calls = setup([OWN]);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Borrelclub beheren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrelclub beheren' });
    // The creator is not in the list of members to remove.
    expect(within(dialog).queryByRole('button', { name: /anna_dv/ })).not.toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('button', { name: 'tante_els uit de subpoule verwijderen' }),
    );
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' }));
    expect(
      await within(dialog).findByText('tante_els is uit de subpoule verwijderd.'),
    ).toBeVisible();
    expect(calls).toEqual(['DELETE /api/auth/league/subleagues/5/members/31/']);
    await waitFor(() => expect(within(dialog).queryByText('tante_els')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(
      await within(dialog).findByText(
        'Er is een nieuwe uitnodigingslink. De oude werkt niet meer.',
      ),
    ).toBeVisible();
    expect(calls.at(-1)).toBe('POST /api/auth/league/subleagues/5/invite-code/');
  });

  it('deletes the sub-league after confirming, and says so', async () => {
    const calls = setup([OWN]);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Borrelclub beheren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrelclub beheren' });
    await user.click(within(dialog).getByRole('button', { name: 'Subpoule verwijderen' }));
    expect(
      within(dialog).getByText('Weet je zeker dat je Borrelclub wilt verwijderen?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Subpoule verwijderen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ja, definitief verwijderen' }));
    expect(await screen.findByText('De subpoule Borrelclub is verwijderd.')).toBeVisible();
    expect(calls).toEqual(['DELETE /api/auth/league/subleagues/5/']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Je zit nog in geen enkele subpoule.')).toBeVisible();
  });

  it('is offered to the creator only', async () => {
    setup([subleague({ id: 6, name: 'Familie', creator: 99 })]);
    expect(await screen.findByRole('heading', { name: 'Familie' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Familie beheren' })).not.toBeInTheDocument();
  });
});

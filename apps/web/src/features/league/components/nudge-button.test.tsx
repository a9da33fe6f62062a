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

// The creator gives a member whose prediction is not finished a daily nudge.

const member = (user: number, name: string, complete: boolean) => ({
  user,
  user_name: name,
  full_name: null,
  points: 0,
  prediction_complete: complete,
});

describe('the nudge button', () => {
  it('is offered for unfinished members only, and shows what the server says', async () => {
    const leagues = [
      subleague({
        id: 5,
        name: 'Borrelclub',
        creator: VIEWER.id,
        member_count: 3,
        members: [
          member(VIEWER.id, VIEWER.username, false),
          member(31, 'tante_els', false),
          member(32, 'neef_tim', true),
        ],
      }),
    ];
    let nudges = 0;
    const server = fakeServer({
      ...profileHandler(),
      'GET /api/auth/league/stats/': () =>
        jsonResponse(200, { global_rank: 3, global_points: 0, subleagues_count: 1 }),
      'GET /api/auth/league/subleagues/': () => jsonResponse(200, leagues),
      'GET /api/auth/league/global/': () => jsonResponse(200, leaderboardPage()),
      'POST /api/auth/league/subleagues/5/members/31/nudge/': () => {
        nudges += 1;
        return nudges === 1
          ? jsonResponse(200, { message: 'tante_els heeft een duwtje gekregen.' })
          : jsonResponse(409, {
              error: 'nudged_today',
              message: 'Je hebt tante_els vandaag al een duwtje gegeven. Morgen kan het weer.',
            });
      },
    });
    installIntersectionObserver();
    renderLeaguePage('/league?tab=subpoules');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Borrelclub beheren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Borrelclub beheren' });

    const label = /Geef (.+) een duwtje om de voorspelling af te maken/;
    const buttons = within(dialog).getAllByRole('button', { name: label });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Geef tante_els een duwtje om de voorspelling af te maken',
    ]);

    await user.click(buttons[0]!);
    expect(await within(dialog).findByText('tante_els heeft een duwtje gekregen.')).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Geef tante_els een duwtje om de voorspelling af te maken',
      }),
    );
    expect(
      await within(dialog).findByText(
        'Je hebt tante_els vandaag al een duwtje gegeven. Morgen kan het weer.',
      ),
    ).toBeVisible();
    expect(server.to('POST', '/api/auth/league/subleagues/5/members/31/nudge/')).toHaveLength(2);
  });
});

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

/* Nothing lost silently: the name counter, and renaming by the creator. */

const OWN = subleague({ id: 5, name: 'Borrelclub', creator: VIEWER.id });
const OTHERS = subleague({ id: 6, name: 'Familie', creator: 99 });
const TOO_LONG = 'Een veel te lange naam voor een subpoule';

function renderLeague(
  list: () => Subleague[],
  extra: Record<string, (r: FakeRequest) => Response> = {},
) {
  const server = fakeServer({
    ...profileHandler(),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: 3, global_points: 10, subleagues_count: list().length }),
    'GET /api/auth/league/subleagues/': () => jsonResponse(200, list()),
    'GET /api/auth/league/global/': () => jsonResponse(200, leaderboardPage()),
    ...extra,
  });
  installIntersectionObserver();
  renderLeaguePage('/league?tab=subpoules');
  return server;
}

async function card(name: string) {
  return (await screen.findByRole('heading', { name })).closest('article')!;
}

describe('the sub-league name', () => {
  it('is never cut when creating: a counter, and an error instead of a request when too long', async () => {
    const server = renderLeague(() => []);
    const user = setupUser();

    await user.click(await screen.findByRole('button', { name: 'Subpoule aanmaken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe subpoule' });
    const field = within(dialog).getByLabelText('Naam van de subpoule');
    expect(field).not.toHaveAttribute('maxlength');
    expect(within(dialog).getByLabelText('0 van maximaal 30 tekens')).toHaveTextContent('0/30');

    await user.click(field);
    await user.paste(TOO_LONG);

    expect(field).toHaveValue(TOO_LONG);
    expect(within(dialog).getByText(`${TOO_LONG.length}/30`)).toBeVisible();
    expect(
      within(dialog).getByText('De naam van de subpoule mag maximaal 30 tekens lang zijn'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(server.to('POST', '/api/auth/league/subleagues/')).toHaveLength(0);
    expect(field).toHaveValue(TOO_LONG);
  });

  it('can be changed by the creator, and only the creator sees the control', async () => {
    let name = 'Borrelclub';
    const server = renderLeague(() => [{ ...OWN, name }, OTHERS], {
      'PATCH /api/auth/league/subleagues/5/': (request) => {
        name = (request.body as { name: string }).name.trim();
        return jsonResponse(200, { ...OWN, name });
      },
    });
    const user = setupUser();

    const others = await card('Familie');
    expect(within(others).queryByRole('button', { name: /Naam wijzigen/ })).toBeNull();
    await user.click(
      within(await card('Borrelclub')).getByRole('button', { name: 'Naam wijzigen (Borrelclub)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subpoule hernoemen' });
    const field = within(dialog).getByLabelText('Naam van de subpoule');
    expect(field).toHaveValue('Borrelclub');

    await user.clear(field);
    await user.type(field, 'Borrelclub 2029');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De subpoule heet nu Borrelclub 2029.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Borrelclub 2029' })).toBeVisible();
    expect(server.to('PATCH', '/api/auth/league/subleagues/5/').map((r) => r.body)).toEqual([
      { name: 'Borrelclub 2029' },
    ]);
  });

  it("shows the server's Dutch refusal in the rename dialog", async () => {
    renderLeague(() => [OWN], {
      'PATCH /api/auth/league/subleagues/5/': () =>
        jsonResponse(403, {
          error: 'not_creator',
          message: 'Alleen de aanmaker kan de naam van de subpoule wijzigen.',
        }),
    });
    const user = setupUser();

    await user.click(
      within(await card('Borrelclub')).getByRole('button', { name: 'Naam wijzigen (Borrelclub)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subpoule hernoemen' });
    await user.type(within(dialog).getByLabelText('Naam van de subpoule'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Alleen de aanmaker kan de naam van de subpoule wijzigen.',
      ),
    );
  });
});

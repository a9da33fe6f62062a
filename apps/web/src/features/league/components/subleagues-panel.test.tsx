import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const INVITE = 'http://localhost/league/join/Qm9ycmVsY2x1YjIwMjlhYmNk';

const CREATED_BY_OTHER = subleague({
  id: 4,
  name: 'Familie',
  creator: 99,
  user_points: 10,
  member_count: 5,
  members: [
    { user: 99, user_name: 'opa_jan', full_name: null, points: 30, prediction_complete: true },
    { user: 31, user_name: 'tante_els', full_name: null, points: 20, prediction_complete: false },
    { user: 32, user_name: 'neef_tim', full_name: null, points: 20, prediction_complete: false },
    {
      user: VIEWER.id,
      user_name: VIEWER.username,
      full_name: null,
      points: 10,
      prediction_complete: false,
    },
    { user: 33, user_name: 'nicht_sara', full_name: null, points: 0, prediction_complete: false },
  ],
  invite_link: INVITE,
});
const OWN = subleague({ id: 5, name: 'Borrelclub', creator: VIEWER.id, user_points: 10 });

function handlers(
  list: () => Subleague[],
  extra: Record<string, (r: FakeRequest) => Response> = {},
) {
  return {
    ...profileHandler(),
    'GET /api/auth/league/stats/': () =>
      jsonResponse(200, { global_rank: 3, global_points: 10, subleagues_count: list().length }),
    'GET /api/auth/league/subleagues/': () => jsonResponse(200, list()),
    'GET /api/auth/league/global/': () => jsonResponse(200, leaderboardPage()),
    ...extra,
  };
}

function renderPanel() {
  installIntersectionObserver();
  renderLeaguePage('/league?tab=subpoules');
}

async function card(name: string) {
  return (await screen.findByRole('heading', { name })).closest('article')!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the sub-league cards', () => {
  it('show name, creator badge, own points, member count and the top 3 with a toggle to show all', async () => {
    fakeServer(handlers(() => [CREATED_BY_OTHER, OWN]));
    const user = setupUser();
    renderPanel();

    expect(await screen.findByRole('tab', { name: 'Mijn Subpoules (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const family = await card('Familie');
    expect(within(family).queryByText('Aanmaker')).not.toBeInTheDocument();
    expect(within(family).getByText('5 leden')).toBeVisible();
    expect(within(family).getByText('Jouw punten').nextSibling).toHaveTextContent('10');
    const members = () =>
      within(family)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    // Equal points share a rank: 1, 2, 2 — and the top 3 are three members.
    // A check mark for a member who has finished predicting (opa_jan), named for screen readers.
    expect(members()).toEqual([
      '1opa_janvoorspelling compleet30 punten',
      '2tante_els20 punten',
      '2neef_tim20 punten',
    ]);
    expect(within(family).getAllByRole('img', { name: 'Zilver, plaats 2' })).toHaveLength(2);

    await user.click(within(family).getByRole('button', { name: 'Toon alle 5 leden' }));
    expect(members()).toHaveLength(5);
    expect(members()[3]).toBe('#4anna_dv(Jij)10 punten');
    await user.click(within(family).getByRole('button', { name: 'Toon alleen de top 3' }));
    expect(members()).toHaveLength(3);

    const own = await card('Borrelclub');
    expect(within(own).getByText('Aanmaker')).toBeVisible();
    // The creator cannot leave.
    expect(within(own).queryByRole('button', { name: /verlaten/ })).not.toBeInTheDocument();
    expect(within(family).getByRole('button', { name: 'Familie verlaten' })).toBeVisible();
  });

  it("copies the invite link and says 'Gekopieerd!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer(handlers(() => [CREATED_BY_OTHER]));
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPanel();
    const family = await card('Familie');

    await user.click(within(family).getByRole('button', { name: 'Uitnodigingslink tonen' }));
    expect(
      within(family).getByRole('textbox', { name: 'Uitnodigingslink voor Familie' }),
    ).toHaveValue(INVITE);
    await user.click(within(family).getByRole('button', { name: 'Kopiëren' }));

    expect(await navigator.clipboard.readText()).toBe(INVITE);
    expect(within(family).getByRole('button', { name: 'Gekopieerd!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1900));
    expect(within(family).getByRole('button', { name: 'Gekopieerd!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(within(family).getByRole('button', { name: 'Kopiëren' })).toBeVisible();
    expect(within(family).queryByText('Gekopieerd!')).not.toBeInTheDocument();
  });

  it('falls back to the copy command where the Clipboard API is missing', async () => {
    fakeServer(handlers(() => [CREATED_BY_OTHER]));
    const user = setupUser();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    let copied: string | null = null;
    const execCommand = vi.fn((command: string) => {
      copied = command === 'copy' ? (document.querySelector('textarea')?.value ?? null) : null;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderPanel();
    const family = await card('Familie');

    await user.click(within(family).getByRole('button', { name: 'Uitnodigingslink tonen' }));
    await user.click(within(family).getByRole('button', { name: 'Kopiëren' }));

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(INVITE);
    expect(within(family).getByRole('button', { name: 'Gekopieerd!' })).toBeVisible();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('leaves after confirmation and shows a notice for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isMember = true;
    const server = fakeServer(
      handlers(() => (isMember ? [CREATED_BY_OTHER, OWN] : [OWN]), {
        'POST /api/auth/league/leave/4/': () => {
          isMember = false;
          return jsonResponse(200, { message: 'Je hebt Familie verlaten.', subleague_id: 4 });
        },
      }),
    );
    const user = setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPanel();
    const family = await card('Familie');

    await user.click(within(family).getByRole('button', { name: 'Familie verlaten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subpoule verlaten?' });
    expect(dialog).toHaveTextContent('Weet je zeker dat je Familie wilt verlaten?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(server.to('POST', '/api/auth/league/leave/4/')).toHaveLength(0);

    await user.click(within(family).getByRole('button', { name: 'Familie verlaten' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verlaten' }),
    );

    expect(await screen.findByText('Je hebt Familie verlaten.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Familie' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mijn Subpoules (1)' })).toBeVisible();
    // The card and its leave button are gone: the focus lands on the panel's heading.
    expect(screen.getByRole('heading', { name: 'Mijn Subpoules' })).toHaveFocus();
    expect(server.to('POST', '/api/auth/league/leave/4/')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Je hebt Familie verlaten.')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to leave in the modal", async () => {
    fakeServer(
      handlers(() => [CREATED_BY_OTHER], {
        'POST /api/auth/league/leave/4/': () =>
          jsonResponse(404, {
            error: 'not_a_member',
            message: 'Je bent geen lid van deze subpoule.',
          }),
      }),
    );
    const user = setupUser();
    renderPanel();

    await user.click(
      within(await card('Familie')).getByRole('button', { name: 'Familie verlaten' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verlaten' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Je bent geen lid van deze subpoule.',
    );
  });

  it("says 'Je subpoules konden niet worden geladen' with a retry", async () => {
    let isUp = false;
    fakeServer({
      ...handlers(() => [OWN]),
      'GET /api/auth/league/subleagues/': () =>
        isUp ? jsonResponse(200, [OWN]) : jsonResponse(503, { error: 'unavailable', message: 'x' }),
    });
    const user = setupUser();
    renderPanel();

    expect(await screen.findByText('Je subpoules konden niet worden geladen')).toBeVisible();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Borrelclub' })).toBeVisible();
  });
});

describe('creating a sub-league', () => {
  it('asks for a name, shows server errors and opens the new card with its invite link', async () => {
    const created = subleague({ id: 9, name: 'Collega’s', invite_link: INVITE });
    let list: Subleague[] = [];
    let attempt = 0;
    const server = fakeServer(
      handlers(() => list, {
        'POST /api/auth/league/subleagues/': () => {
          attempt += 1;
          if (attempt === 1) {
            return jsonResponse(400, {
              error: 'validation_error',
              message: 'De invoer is ongeldig.',
              name: ['Die naam mag niet.'],
            });
          }
          if (attempt === 2) return jsonResponse(500, {});
          list = [created];
          return jsonResponse(201, created);
        },
      }),
    );
    const user = setupUser();
    renderPanel();
    expect(await screen.findByText('Je zit nog in geen enkele subpoule.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Subpoule aanmaken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe subpoule' });
    const name = within(dialog).getByRole('textbox', { name: 'Naam van de subpoule' });
    // Never cut silently: no maxlength, a counter instead (subleague-name.test.tsx).
    expect(name).not.toHaveAttribute('maxlength');

    // A name is required (spaces only do not count).
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Voer een naam in voor de subpoule')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(server.to('POST', '/api/auth/league/subleagues/')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  Collega’s ');
    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByText('Die naam mag niet.')).toBeVisible();
    expect(server.to('POST', '/api/auth/league/subleagues/')[0]!.body).toEqual({
      name: 'Collega’s',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'De subpoule kon niet worden aangemaakt',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    const newCard = await card('Collega’s');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(newCard).getByText('Aanmaker')).toBeVisible();
    expect(within(newCard).getByRole('textbox', { name: /Uitnodigingslink/ })).toHaveValue(INVITE);
    expect(
      screen.getByText('Subpoule Collega’s is aangemaakt. Deel de uitnodigingslink!'),
    ).toBeVisible();
  });
});

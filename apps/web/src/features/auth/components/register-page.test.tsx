import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { bodiesSentTo, json, renderPage } from '../../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

const SOLVED = 'c29sdmVkLWNhcHRjaGE=';

/** The widget reports a solved proof-of-work, as ALTCHA does in the browser. */
function solveCaptcha(payload = SOLVED) {
  const widget = document.querySelector('altcha-widget')!;
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
}

async function fillIn(
  user: ReturnType<typeof renderPage>['user'],
  overrides: Record<string, string> = {},
) {
  const values = {
    Voornaam: 'Anne',
    Achternaam: "van 't Hof",
    'E-mailadres': 'anne@example.nl',
    Gebruikersnaam: 'anne_hof',
    Wachtwoord: 'Sterk-Wachtw0ord',
    'Bevestig wachtwoord': 'Sterk-Wachtw0ord',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label, { selector: 'input' });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('registration form', () => {
  it('enables submit only when every field holds and the captcha is solved', async () => {
    const { user } = renderPage('/register', () => json(404));
    const submit = await screen.findByRole('button', { name: 'Account aanmaken' });
    expect(submit).toBeDisabled();

    await fillIn(user);
    expect(submit).toBeDisabled(); // the captcha is not solved yet
    solveCaptcha();
    await waitFor(() => expect(submit).toBeEnabled());

    // A weak password disables it again, and the checklist says why.
    const password = screen.getByLabelText('Wachtwoord', { selector: 'input' });
    await user.clear(password);
    await user.type(password, 'zwak');
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByText('Minimaal één hoofdletter bevatten').closest('li')).toHaveAttribute(
      'data-state',
      'failed',
    );

    // Back to strong but a different confirmation: still disabled, with the mismatch message.
    await user.clear(password);
    await user.type(password, 'Ander-Wachtw0ord');
    await waitFor(() => expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeVisible());
    expect(submit).toBeDisabled();

    const confirmation = screen.getByLabelText('Bevestig wachtwoord', { selector: 'input' });
    await user.clear(confirmation);
    await user.type(confirmation, 'Ander-Wachtw0ord');
    await waitFor(() => expect(submit).toBeEnabled());

    // An invalid username disables it, with the rule's message.
    const username = screen.getByLabelText('Gebruikersnaam', { selector: 'input' });
    await user.clear(username);
    await user.type(username, 'an');
    await user.tab();
    expect(
      await screen.findByText('Gebruikersnaam moet minimaal 3 tekens lang zijn'),
    ).toBeVisible();
    expect(submit).toBeDisabled();
  }, 20_000); // Types six fields key by key: slow on a loaded machine.

  it('sends the registration payload and shows the server message on success', async () => {
    const { user, fetchMock } = renderPage('/register', (path) =>
      path === '/api/auth/register/'
        ? json(201, {
            success: true,
            message: 'Je account is aangemaakt. Controleer je e-mail.',
            user_email: 'anne@example.nl',
            email_sent: true,
            verification_required: true,
          })
        : json(404),
    );
    await screen.findByRole('button', { name: 'Account aanmaken' });
    await fillIn(user, { Voornaam: '  Anne  ' });
    solveCaptcha();
    const submit = screen.getByRole('button', { name: 'Account aanmaken' });
    await waitFor(() => expect(submit).toBeEnabled());
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Registratie gelukt!' })).toBeVisible();
    expect(screen.getByText('Je account is aangemaakt. Controleer je e-mail.')).toBeVisible();
    // The card opens at its top, not where the long form was sent from.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockRestore();
    expect(screen.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(bodiesSentTo(fetchMock, '/api/auth/register/')).toEqual([
      {
        email: 'anne@example.nl',
        username: 'anne_hof',
        first_name: 'Anne',
        last_name: "van 't Hof",
        password: 'Sterk-Wachtw0ord',
        password_confirm: 'Sterk-Wachtw0ord',
        captcha_token: SOLVED,
      },
    ]);
  });

  it('shows the server’s field errors and needs a fresh captcha after a refusal', async () => {
    const { user } = renderPage('/register', (path) =>
      path === '/api/auth/register/'
        ? json(409, {
            error: 'conflict',
            message: 'Er bestaat al een account met dit e-mailadres',
            email: ['Er bestaat al een account met dit e-mailadres'],
          })
        : json(404),
    );
    await screen.findByRole('button', { name: 'Account aanmaken' });
    await fillIn(user);
    solveCaptcha();
    const submit = screen.getByRole('button', { name: 'Account aanmaken' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('Er bestaat al een account met dit e-mailadres')).toBeVisible();
    // The used solution is gone: submit waits for the widget to solve a new challenge.
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('says the captcha failed when the server refuses it', async () => {
    const { user } = renderPage('/register', (path) =>
      path === '/api/auth/register/'
        ? json(400, {
            error: 'captcha_invalid',
            message: 'De beveiligingscontrole is mislukt. Probeer het opnieuw.',
            captcha_token: ['De beveiligingscontrole is mislukt. Probeer het opnieuw.'],
          })
        : json(404),
    );
    await screen.findByRole('button', { name: 'Account aanmaken' });
    await fillIn(user);
    solveCaptcha();
    const submit = screen.getByRole('button', { name: 'Account aanmaken' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(
      await screen.findByText('De beveiligingscontrole is mislukt. Probeer het opnieuw.'),
    ).toBeVisible();
  });
});

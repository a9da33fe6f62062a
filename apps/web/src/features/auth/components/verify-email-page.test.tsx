import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../test/render-page';

afterEach(() => vi.unstubAllGlobals());

let tokenCounter = 0;
/** Each test its own token: a token is verified at most once per page load. */
function newToken() {
  tokenCounter += 1;
  return `token-${tokenCounter}`;
}

function verifyCalls(fetchMock: ReturnType<typeof renderPage>['fetchMock'], token: string) {
  return fetchMock.mock.calls.filter(([url]) => url === `/api/auth/verify-email/${token}/`);
}

describe('e-mail verification page', () => {
  it('verifies exactly once, even in strict mode, and says so', async () => {
    const token = newToken();
    const { fetchMock } = renderPage(`/verify-email/${token}`, (path) =>
      path === `/api/auth/verify-email/${token}/`
        ? json(200, {
            success: true,
            message: 'Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.',
          })
        : json(404),
    );
    expect(await screen.findByRole('heading', { name: 'E-mail is geverifieerd!' })).toBeVisible();
    expect(
      screen.getByText('Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');
    expect(verifyCalls(fetchMock, token)).toHaveLength(1);
  });

  it('says so when a second visit finds the address already verified', async () => {
    const token = newToken();
    renderPage(`/verify-email/${token}`, () =>
      json(200, {
        success: true,
        message: 'Je e-mailadres was al geverifieerd. Je hebt toegang tot het spel.',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'E-mail is geverifieerd!' })).toBeVisible();
    expect(
      screen.getByText('Je e-mailadres was al geverifieerd. Je hebt toegang tot het spel.'),
    ).toBeVisible();
  });

  it('explains an expired or used link (410)', async () => {
    const token = newToken();
    renderPage(`/verify-email/${token}`, () =>
      json(410, { error: 'token_used', message: 'Deze verificatielink is al gebruikt.' }),
    );
    expect(await screen.findByRole('heading', { name: 'Verificatie mislukt' })).toBeVisible();
    expect(
      screen.getByText(
        'Deze verificatielink is verlopen of al gebruikt. Vraag een nieuwe verificatiemail aan.',
      ),
    ).toBeVisible();
  });

  it('explains an invalid link (400) and offers to send a new mail', async () => {
    const token = newToken();
    const { user, fetchMock } = renderPage(`/verify-email/${token}`, (path) =>
      path === '/api/auth/verification/resend/'
        ? json(200, { success: true, message: 'Er is een nieuwe verificatiemail verzonden.' })
        : json(400, { error: 'invalid_token', message: 'Ongeldige verificatielink.' }),
    );
    expect(
      await screen.findByText(
        'Ongeldige verificatielink. Controleer de link of vraag een nieuwe verificatiemail aan.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mail opnieuw verzenden' }));
    await user.type(screen.getByLabelText('E-mailadres'), 'anne@example.nl');
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Er is een nieuwe verificatiemail verzonden.')).toBeVisible();
    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/auth/verification/resend/');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ email: 'anne@example.nl' });

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    const token = newToken();
    renderPage(`/verify-email/${token}`, () => Promise.reject(new TypeError('offline')));
    expect(
      await screen.findByText('Er is een netwerkfout opgetreden. Probeer het opnieuw.'),
    ).toBeVisible();
  });
});

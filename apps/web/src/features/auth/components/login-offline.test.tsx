import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../test/render-page';

// The form's rules load with its first check (login-page.tsx, loadLoginRules). Here they cannot
// be loaded, as on a phone that lost its connection after the page had opened.
vi.mock('@hookform/resolvers/zod', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('login page without its form rules', () => {
  it('says the connection failed, keeps what was typed and sends nothing', async () => {
    const { user, fetchMock } = renderPage('/login', () => json(404));

    await user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), 'Geheim123!');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is een netwerkfout opgetreden. Controleer je verbinding.',
    );
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('anna@example.nl');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/login/');
  });
});

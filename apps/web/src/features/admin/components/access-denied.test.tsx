import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../../../test/render-app';

describe('an admin page opened by a player without admin rights', () => {
  it('says access is denied, then sends the player to the dashboard', async () => {
    const { router } = renderApp('/admin/election-results', { user: makeUser() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geen toegang - je hebt beheerdersrechten nodig om deze pagina te bekijken.',
    );
    expect(router.state.location.pathname).toBe('/admin/election-results');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 6000,
    });
  });

  it('goes to the dashboard at once with the button', async () => {
    const { router, user } = renderApp('/admin/user-search', { user: makeUser() });

    await user.click(await screen.findByRole('link', { name: 'Nu naar het dashboard' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

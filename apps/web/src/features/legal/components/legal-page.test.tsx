import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalPage } from './legal-page';

function renderLegal(path = '/legal') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('legal page', () => {
  it('opens on the privacy policy with its date, rights and contact address', () => {
    renderLegal();

    expect(screen.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Privacy Policy' });
    expect(panel).toHaveTextContent('Last updated October 9, 2025');
    expect(panel).toHaveTextContent(/alleen je naam \(voor- en achternaam\) en je e-mailadres/);
    expect(panel).toHaveTextContent(/geen analysediensten/);
    expect(panel).toHaveTextContent(/We verkopen je gegevens niet/);
    for (const right of [
      'Inzage',
      'Correctie',
      'Verwijdering',
      'Bezwaar',
      'Toestemming intrekken',
    ]) {
      expect(panel).toHaveTextContent(right);
    }
    expect(screen.getByRole('link', { name: 'privacy@zetelpoule.nl' })).toHaveAttribute(
      'href',
      'mailto:privacy@zetelpoule.nl',
    );
  });

  it('switches to the terms of service', async () => {
    const user = renderLegal();

    await user.click(screen.getByRole('tab', { name: 'Terms of Service' }));

    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Terms of Service' })).toHaveTextContent(
      /Geen inzet, geen prijzen/,
    );
    expect(screen.queryByRole('tabpanel', { name: 'Privacy Policy' })).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    const user = renderLegal();

    await user.click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Terms of Service' })).toBeVisible();
  });

  it('opens the tab named in the address', () => {
    renderLegal('/legal?tab=terms');

    expect(screen.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

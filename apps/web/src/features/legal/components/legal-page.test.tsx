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

    expect(screen.getByRole('tab', { name: 'Privacybeleid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Privacybeleid' });
    expect(panel).toHaveTextContent('Laatst bijgewerkt op 27 november 2026');
    expect(panel).toHaveTextContent(/geen analysediensten/);
    expect(panel).toHaveTextContent(/We verkopen je gegevens niet/);
    for (const right of [
      'Inzage en overdraagbaarheid',
      'Correctie',
      'Verwijdering',
      'Bezwaar',
      'Toestemming intrekken',
    ]) {
      expect(panel).toHaveTextContent(right);
    }
  });

  it('says exactly what is stored, what the log keeps and for how long, and who sees your name', () => {
    renderLegal();
    const panel = screen.getByRole('tabpanel', { name: 'Privacybeleid' });
    for (const stored of [
      /je e-mailadres, je gebruikersnaam, je voor- en achternaam/,
      /alleen een versleutelde hash \(argon2id\)/,
      /Je profielfoto als webadres/,
      /Je voorspellingen, voor elke verkiezing/,
      /Je punten per verkiezing/,
      /Je subpoules/,
      /Je inlogsessies/,
      /het pad zonder de zoekparameters en zonder tokens, de statuscode, hoe lang het antwoord duurde en je IP-adres/,
      /We bewaren het logboek 14 dagen/,
      /In de Nationale Poule ziet iedereen alleen je gebruikersnaam/,
      /Toon mijn naam aan leden van mijn subpoules/,
      /"Je gegevens downloaden"/,
      /"Account verwijderen"/,
    ]) {
      expect(panel).toHaveTextContent(stored);
    }
    expect(panel).not.toHaveTextContent(/mail ons; we wissen/);
    expect(screen.getByRole('link', { name: 'privacy@zetelpoule.nl' })).toHaveAttribute(
      'href',
      'mailto:privacy@zetelpoule.nl',
    );
  });

  it('switches to the terms of service', async () => {
    const user = renderLegal();

    await user.click(screen.getByRole('tab', { name: 'Gebruiksvoorwaarden' }));

    expect(screen.getByRole('tab', { name: 'Gebruiksvoorwaarden' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Gebruiksvoorwaarden' })).toHaveTextContent(
      /Geen inzet, geen prijzen/,
    );
    expect(screen.queryByRole('tabpanel', { name: 'Privacybeleid' })).not.toBeInTheDocument();
  });

  it('switches tabs with the arrow keys', async () => {
    const user = renderLegal();

    await user.click(screen.getByRole('tab', { name: 'Privacybeleid' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Gebruiksvoorwaarden' })).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Gebruiksvoorwaarden' })).toBeVisible();
  });

  it('opens the tab named in the address', () => {
    renderLegal('/legal?tab=terms');

    expect(screen.getByRole('tab', { name: 'Gebruiksvoorwaarden' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../../test/render-app';
import {
  OPEN_DEADLINE,
  PROVINCES,
  createFakeServer,
  emptyPrediction,
} from '../testing/fake-server';

// The dashboard names the active election's chamber and regions (categoryInfo in packages/
// shared): a Provinciale Staten election is about the Eerste Kamer's 75 seats and the provinces;
// a Tweede Kamer election reads as it always did.

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderDashboard(options: Parameters<typeof createFakeServer>[0]) {
  vi.stubGlobal('fetch', createFakeServer(options).fetch);
  renderApp('/dashboard', { user: makeUser() });
  // The last stage brings the cards.
  await screen.findByRole('heading', { level: 2, name: 'Poule' }, { timeout: 15_000 });
  return within(screen.getByRole('main'));
}

describe('the dashboard in the words of the election', () => {
  it('asks for the Eerste Kamer and the provinces at a Provinciale Statenverkiezing', async () => {
    const main = await renderDashboard({
      prediction: emptyPrediction({ category: 'PS', seat_count: 75 }),
      deadline: { ...OPEN_DEADLINE, election_category: 'PS' },
      municipalities: PROVINCES,
    });

    const seats = main.getByRole('region', { name: 'Zetelverdeling Eerste Kamer' });
    expect(seats).toHaveTextContent('De nieuwe Statenleden kiezen de Eerste Kamer.');
    expect(seats).toHaveTextContent('Verdeel alle 75 zetels van de Eerste Kamer');
    expect(
      within(seats).getByRole('group', {
        name: 'Zetelverdeling van de Eerste Kamer met 75 zetels',
      }),
    ).toBeInTheDocument();
    expect(seats).toHaveTextContent('0 van de 75 zetels van de Eerste Kamer toegewezen');

    const biggest = main.getByRole('region', { name: 'Grootste partij per provincie' });
    expect(biggest).toHaveTextContent(
      'Kies per provincie welke partij daar de meeste stemmen haalt.',
    );
    expect(
      within(biggest).getByRole('combobox', { name: /Grootste partij in Drenthe/ }),
    ).toBeVisible();
    const turnout = main.getByRole('region', { name: 'Opkomst per provincie' });
    expect(within(turnout).getByRole('textbox', { name: 'Opkomst Zeeland (%)' })).toBeVisible();
    expect(main.getByRole('region', { name: 'Joker' })).toHaveTextContent(
      'Haalt de partij 2 van de 75 zetels van de Eerste Kamer of minder, dan vervalt de joker.',
    );
    // The summary's links to what is left name the sections as their cards do.
    expect(main.getByRole('link', { name: 'Opkomst per provincie' })).toBeVisible();

    const page = screen.getByRole('main').textContent ?? '';
    expect(page).not.toMatch(/Tweede Kamer|150|per gemeente/);
  });

  it('keeps the Tweede Kamer texts as they were', async () => {
    const main = await renderDashboard({});

    const seats = main.getByRole('region', { name: 'Zetelverdeling' });
    expect(seats).toHaveTextContent(
      'Kies een partij en klik op een zetel, of sleep van de eerste naar de laatste zetel die de partij krijgt. Verdeel alle 150 zetels; de drie partijen met de meeste zetels vormen je top 3.',
    );
    expect(
      within(seats).getByRole('group', { name: 'Zetelverdeling met 150 zetels' }),
    ).toBeInTheDocument();
    expect(seats).toHaveTextContent('0 van de 150 zetels toegewezen');
    expect(main.getByRole('region', { name: 'Grootste partij per gemeente' })).toHaveTextContent(
      'Kies per gemeente welke partij daar de meeste stemmen haalt.',
    );
    expect(main.getByRole('region', { name: 'Opkomst per gemeente' })).toBeInTheDocument();
    expect(main.getByRole('region', { name: 'Joker' })).toHaveTextContent(
      'Haalt de partij 5 zetels of minder, dan vervalt de joker.',
    );
    expect(screen.getByRole('main').textContent).not.toMatch(/Eerste Kamer|provincie/);
  });
});

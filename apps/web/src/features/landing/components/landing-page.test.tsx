import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElectionCategory } from '@zetelpoule/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { LandingPage } from './landing-page';

/**
 * The landing page. Without an active election its words name no chamber; with one, the server
 * writes its category into the page's head, as `category` does here.
 */
function renderLanding(
  category: ElectionCategory | null = null,
  signIn = 'google-oauth2 microsoft-graph',
) {
  for (const [name, content] of [
    ['zetelpoule:election', category],
    ['zetelpoule:sign-in', signIn],
  ] as const) {
    document.head.querySelector(`meta[name="${name}"]`)?.remove();
    if (content === null) continue;
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearSession();
});

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('landing page', () => {
  it('shows the hero with its three actions', () => {
    renderLanding();

    expect(screen.getByRole('heading', { level: 1, name: 'Zetelpoule' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Hoe werkt het?' })).toBeVisible();
  });

  it('shows the five reasons to play and the four steps of the rules', () => {
    renderLanding();

    const features = screen.getByRole('region', { name: 'Waarom Meedoen?' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(5);
    const rules = screen.getByRole('region', { name: 'Spelregels' });
    const steps = within(rules).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent(/Google of Microsoft/);
    expect(steps[1]).toHaveTextContent(/Verdeel de zetels van de Kamer over de partijen/);
    expect(steps[1]).toHaveTextContent(/de grootste partij per gemeente of provincie/);
    expect(steps[1]).toHaveTextContent(/Schiermonnikoog, Vlieland of Rozendaal/);
    expect(steps[3]).toHaveTextContent(/Nationale Poule/);
  });

  it('promises only the sign-in services the server has configured', () => {
    renderLanding(null, 'microsoft-graph');
    const account = within(screen.getByRole('region', { name: 'Spelregels' })).getAllByRole(
      'listitem',
    )[0];
    expect(account).toHaveTextContent(/log direct in met Microsoft\./);
    expect(account).not.toHaveTextContent(/Google/);
  });

  it('promises no sign-in service when none is configured', () => {
    renderLanding(null, '');
    const account = within(screen.getByRole('region', { name: 'Spelregels' })).getAllByRole(
      'listitem',
    )[0];
    expect(account).toHaveTextContent(/^.*Registreer met je e-mailadres\. Kies/);
    expect(account).not.toHaveTextContent(/Google|Microsoft/);
  });

  it('shows the full scoring table', () => {
    renderLanding();

    expect(rowsOf(screen.getByRole('table', { name: 'Zetels per partij' }))).toEqual([
      ['Precies goed', '+5'],
      ['1 zetel ernaast', '+2'],
      ['2 zetels ernaast', '+1'],
      ['3 zetels ernaast', '−1'],
      ['4 zetels ernaast', '−2'],
      ['Meer dan 4 zetels ernaast', '−3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Joker' }))).toEqual([
      ['De zetelpunten van je jokerpartij tellen dubbel, ook als ze negatief zijn', '×2'],
      [
        'De joker vervalt als die partij een dertigste van de zetels of minder haalt (5 van 150, 2 van 75)',
        '0',
      ],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Top 3 partijen' }))).toEqual([
      ['Alle drie goed', '+8'],
      ['Twee goed', '+5'],
      ['Eén goed', '+3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Eerste gemeente' }))).toEqual([
      ['De gemeente die als eerste klaar is met tellen goed voorspeld', '+2'],
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Opkomst per gemeente of provincie' })),
    ).toEqual([
      ['Precies goed', '+3'],
      ['1 procentpunt ernaast', '+2'],
      ['2 procentpunten ernaast', '+1'],
      ['3 of meer procentpunten ernaast', '0'],
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Grootste partij per gemeente of provincie' })),
    ).toEqual([['Grootste partij in een gemeente of provincie goed voorspeld', '+2']]);
    expect(rowsOf(screen.getByRole('table', { name: 'Landelijke opkomst' }))).toEqual([
      ['Precies goed', '+5'],
      ['Per procentpunt ernaast', '−1'],
      ['Voorbeeld: 8 procentpunten ernaast', '−3'],
    ]);
    expect(screen.getByText(/gelijk eindigen op de grens van de top 3/)).toBeVisible();
    expect(screen.getByText(/de decimaal beslist/)).toBeVisible();
  });

  it("scrolls to the rules when 'Hoe werkt het?' is pressed", async () => {
    const user = renderLanding();
    const rules = screen.getByRole('region', { name: 'Spelregels' });
    const scrollIntoView = vi.spyOn(rules, 'scrollIntoView');

    await user.click(screen.getByRole('button', { name: 'Hoe werkt het?' }));

    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Spelregels' })).toHaveFocus();
  });

  it('ends with a call to action and an about section', () => {
    renderLanding();

    expect(screen.getByRole('link', { name: 'Start nu' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const about = screen.getByRole('region', { name: 'Over Zetelpoule' });
    expect(about).toHaveTextContent(/hobbyproject dat in 2023 is begonnen/);
    expect(within(about).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('names no chamber without an active election', () => {
    renderLanding();
    const hero = screen.getByRole('region', { name: 'Zetelpoule' });
    expect(hero).toHaveTextContent('Voorspel de verkiezingen.');
    expect(hero).not.toHaveTextContent(/Kamer|150/);
    expect(document.title).toBe('Zetelpoule · Voorspel de verkiezingen');
  });

  it('names the Tweede Kamer as it always did during a Tweede Kamerverkiezing', async () => {
    renderLanding('TK');
    const hero = screen.getByRole('region', { name: 'Zetelpoule' });
    expect(await within(hero).findByText('Tweede Kamerverkiezing')).toBeVisible();
    expect(document.title).toBe('Zetelpoule · Voorspel de Tweede Kamerverkiezing');
    const features = screen.getByRole('region', { name: 'Waarom Meedoen?' });
    expect(features).toHaveTextContent('Verdeel de 150 zetels van de Tweede Kamer');
    expect(screen.getByRole('table', { name: 'Opkomst per gemeente' })).toBeInTheDocument();
  });

  it('names the Eerste Kamer and the provinces during a Provinciale Statenverkiezing', async () => {
    renderLanding('PS');
    const hero = screen.getByRole('region', { name: 'Zetelpoule' });

    expect(await within(hero).findByText('Provinciale Statenverkiezingen')).toBeVisible();
    expect(document.title).toBe('Zetelpoule · Voorspel de Provinciale Statenverkiezingen');
    expect(screen.getByRole('region', { name: 'Waarom Meedoen?' })).toHaveTextContent(
      'Verdeel de 75 zetels van de Eerste Kamer',
    );
    const rules = screen.getByRole('region', { name: 'Spelregels' });
    expect(rules).toHaveTextContent(/75 zetels van de Eerste Kamer/);
    expect(rules).toHaveTextContent(/de grootste partij per provincie/);
    expect(rules).not.toHaveTextContent(/Tweede Kamer|150 zetels|per gemeente/);
    expect(screen.getByRole('table', { name: 'Opkomst per provincie' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Grootste partij per provincie' }))).toEqual([
      ['Grootste partij in een provincie goed voorspeld', '+2'],
    ]);
  });
});

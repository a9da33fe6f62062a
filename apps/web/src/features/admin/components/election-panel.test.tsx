import { screen, within } from '@testing-library/react';
import type { AdminMunicipality } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { ElectionPanel } from './election-panel';

const BASE = '/api/auth/admin/election-results/2/';

const MUNICIPALITIES: AdminMunicipality[] = [
  { id: 101, name: 'Amsterdam', province: 'Noord-Holland' },
  { id: 110, name: "'s-Hertogenbosch", province: 'Noord-Brabant' },
  { id: 102, name: 'Rotterdam', province: 'Zuid-Holland' },
  { id: 104, name: 'Rozendaal', province: 'Gelderland' },
  { id: 105, name: 'Schiermonnikoog', province: 'Friesland' },
  { id: 111, name: 'Súdwest-Fryslân', province: 'Friesland' },
  { id: 103, name: 'Vlieland', province: 'Friesland' },
];

function panelServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    [`GET ${BASE}`]: () => jsonResponse(200, makeElection()),
    'GET /api/auth/admin/municipalities/': () => jsonResponse(200, MUNICIPALITIES),
    ...extra,
  });
}

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the edit panel of an election', { timeout: 20_000 }, () => {
  it('sends only what changed, with the deadline entered in Dutch time', async () => {
    const server = panelServer({
      [`PATCH ${BASE}`]: () =>
        jsonResponse(
          200,
          makeElection({ predictions_deadline: '2029-03-20T22:59:00.000Z', seat_count: 100 }),
        ),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Verkiezing bewerken/ }));
    const deadline = screen.getByLabelText('Deadline van de voorspellingen');
    // 06:30 UTC in March is 07:30 in Amsterdam (winter time).
    expect(deadline).toHaveValue('2029-03-21T07:30');
    await user.clear(deadline);
    await user.type(deadline, '2029-03-20T23:59');
    await user.clear(screen.getByLabelText('Zetels in de Tweede Kamer'));
    await user.type(screen.getByLabelText('Zetels in de Tweede Kamer'), '100');
    await user.click(screen.getByRole('button', { name: 'Verkiezing opslaan' }));

    expect(await screen.findByText('Verkiezing opgeslagen.')).toBeVisible();
    expect(server.to('PATCH', BASE)[0]?.body).toEqual({
      predictions_deadline: '2029-03-20T22:59:00.000Z',
      seat_count: 100,
    });
  });

  it('refuses a seat count outside 25–250 before calling the server', async () => {
    const server = panelServer();
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Verkiezing bewerken/ }));
    await user.clear(screen.getByLabelText('Zetels in de Tweede Kamer'));
    await user.type(screen.getByLabelText('Zetels in de Tweede Kamer'), '300');
    await user.click(screen.getByRole('button', { name: 'Verkiezing opslaan' }));

    expect(screen.getByLabelText('Zetels in de Tweede Kamer')).toHaveAccessibleDescription(
      /Het aantal zetels moet een geheel getal tussen 25 en 250 zijn\./,
    );
    expect(server.to('PATCH', BASE)).toHaveLength(0);
  });

  it('picks played municipalities by searching, without accents, and removes them again', async () => {
    const server = panelServer({
      [`PATCH ${BASE}`]: () => jsonResponse(200, makeElection()),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Verkiezing bewerken/ }));
    const played = screen.getByRole('group', { name: 'Gespeelde gemeenten' });
    expect(played).toHaveTextContent('3 van 7 gekozen');

    await user.type(within(played).getByLabelText('Gemeenten zoeken'), 'sudwest');
    expect(within(played).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(played).getByRole('checkbox', { name: /Súdwest-Fryslân/ }));
    await user.click(within(played).getByRole('button', { name: 'Rotterdam verwijderen' }));
    expect(played).toHaveTextContent('3 van 7 gekozen');

    await user.click(screen.getByRole('button', { name: 'Verkiezing opslaan' }));

    await screen.findByText('Verkiezing opgeslagen.');
    expect(server.to('PATCH', BASE)[0]?.body).toEqual({
      played_municipality_ids: [101, 103, 111],
    });
  });

  it("shows the server's reason under the field it concerns", async () => {
    const message = 'De ingevoerde zeteluitslag heeft al 140 zetels; voer eerst minder zetels in.';
    panelServer({
      [`PATCH ${BASE}`]: () =>
        jsonResponse(409, { error: 'conflict', message, seat_count: [message] }),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Verkiezing bewerken/ }));
    await user.clear(screen.getByLabelText('Zetels in de Tweede Kamer'));
    await user.type(screen.getByLabelText('Zetels in de Tweede Kamer'), '120');
    await user.click(screen.getByRole('button', { name: 'Verkiezing opslaan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Zetels in de Tweede Kamer')).toHaveAccessibleDescription(
      new RegExp(message),
    );
  });
});

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the parties panel', { timeout: 20_000 }, () => {
  it('edits a party: name, colour as hex, list number', async () => {
    const server = panelServer({
      [`PATCH ${BASE}parties/13/`]: () =>
        jsonResponse(200, { id: 13, name: 'VVD', hexcolor: '#1E4FA3', list_number: 3 }),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Partijen \(3\)/ }));
    await user.click(screen.getByRole('button', { name: 'VVD bewerken' }));
    const row = within(screen.getByRole('button', { name: 'Opslaan' }).closest('li')!);
    expect(row.getByLabelText('Naam')).toHaveValue('VVD');
    const hex = row.getByLabelText('Kleur (hex)');
    expect(hex).toHaveValue('#FF7F00');
    await user.clear(hex);
    await user.type(hex, '#1e4fa3');
    expect(row.getByLabelText('Kleurkiezer')).toHaveValue('#1e4fa3');
    await user.click(row.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('VVD opgeslagen.')).toBeVisible();
    expect(server.to('PATCH', `${BASE}parties/13/`)[0]?.body).toEqual({
      name: 'VVD',
      hexcolor: '#1E4FA3',
      list_number: 3,
    });
  });

  it('adds a party with the next free list number', async () => {
    const server = panelServer({
      [`POST ${BASE}parties/`]: () =>
        jsonResponse(201, { id: 14, name: 'D66', hexcolor: '#00AE41', list_number: 4 }),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Partijen \(3\)/ }));
    const add = screen.getByRole('heading', { name: 'Een partij toevoegen' }).parentElement!;
    await user.click(within(add).getByRole('button', { name: 'Partij toevoegen' }));
    expect(within(add).getByLabelText('Naam')).toHaveAccessibleDescription(
      'Vul de naam van de partij in.',
    );

    await user.type(within(add).getByLabelText('Naam'), 'D66');
    await user.clear(within(add).getByLabelText('Kleur (hex)'));
    await user.type(within(add).getByLabelText('Kleur (hex)'), '#00AE41');
    await user.click(within(add).getByRole('button', { name: 'Partij toevoegen' }));

    expect(await screen.findByText('D66 toegevoegd.')).toBeVisible();
    expect(server.to('POST', `${BASE}parties/`)[0]?.body).toEqual({
      name: 'D66',
      hexcolor: '#00AE41',
    });
  });

  it("shows the server's 409 when a party in use cannot be deleted", async () => {
    const message =
      'Deze partij wordt op dit moment in een voorspelling gebruikt en kan niet worden verwijderd.';
    panelServer({
      [`DELETE ${BASE}parties/11/`]: () => jsonResponse(409, { error: 'conflict', message }),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Partijen \(3\)/ }));
    await user.click(screen.getByRole('button', { name: 'PVV verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'PVV verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });
});

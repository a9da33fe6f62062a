import { screen, within } from '@testing-library/react';
import type { ElectionDetails } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  jsonResponse,
  makeElection,
  renderAdmin,
  PREDICTIONS_CLOSED,
} from '../testing';
import { ElectionPanel } from './election-panel';

const BASE = '/api/auth/admin/election-results/2/';

const DRENTHE = 201;
const GRONINGEN = 202;
const ZEELAND = 203;
const BONAIRE = 301;

/** A PS election in miniature: three provinces (Drenthe still provisional) and a kiescollege. */
function makePs(overrides: Partial<ElectionDetails> = {}): ElectionDetails {
  return makeElection({
    ...PREDICTIONS_CLOSED,
    name: 'Provinciale Statenverkiezingen 2027',
    category: 'PS',
    seat_count: 75,
    played_municipalities: [
      { id: DRENTHE, name: 'Drenthe' },
      { id: GRONINGEN, name: 'Groningen' },
      { id: ZEELAND, name: 'Zeeland' },
    ],
    regions: [
      {
        id: DRENTHE,
        name: 'Drenthe',
        kind: 'provincie',
        staten_seat_count: 43,
        stemwaarde: 493,
        values_provisional: true,
      },
      {
        id: GRONINGEN,
        name: 'Groningen',
        kind: 'provincie',
        staten_seat_count: 43,
        stemwaarde: 586,
        values_provisional: false,
      },
      {
        id: ZEELAND,
        name: 'Zeeland',
        kind: 'provincie',
        staten_seat_count: 39,
        stemwaarde: 394,
        values_provisional: true,
      },
      {
        id: BONAIRE,
        name: 'Kiescollege Bonaire',
        kind: 'kiescollege',
        staten_seat_count: null,
        stemwaarde: null,
        values_provisional: false,
      },
    ],
    chamber_result: {
      source: 'projection',
      regions_reported: 0,
      regions_total: 3,
      decided_by_lot: null,
    },
    ...overrides,
  });
}

/** Drenthe in: 20, 13 and 10 Staten seats, and the projection that follows. */
const DRENTHE_IN = makePs({
  staten_results: [
    {
      region_id: DRENTHE,
      party_seats: [
        { party_id: 11, seat_count: 20 },
        { party_id: 12, seat_count: 13 },
        { party_id: 13, seat_count: 10 },
      ],
    },
  ],
  seat_results: [
    { party_id: 11, seat_count: 35 },
    { party_id: 12, seat_count: 23 },
    { party_id: 13, seat_count: 17 },
  ],
  chamber_result: {
    source: 'projection',
    regions_reported: 1,
    regions_total: 3,
    decided_by_lot: null,
  },
});

function psServer(election: ElectionDetails, extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({ [`GET ${BASE}`]: () => jsonResponse(200, election), ...extra });
}

async function typeSeats(
  user: ReturnType<typeof renderAdmin>['user'],
  dialog: HTMLElement,
  seats: Record<string, number>,
) {
  for (const [label, count] of Object.entries(seats)) {
    await user.type(within(dialog).getByLabelText(label), String(count));
  }
}

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the Provincies tab of a PS election', { timeout: 20_000 }, () => {
  it('opens first, lists every body with its status and marks provisional values', async () => {
    psServer(makePs());
    renderAdmin(<ElectionPanel electionId={2} />);

    const tab = await screen.findByRole('tab', { name: 'Provincies' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')[0]).toBe(tab);
    expect(screen.getByRole('tab', { name: 'Zetels (75)' })).toBeVisible();

    const provinces = within(screen.getByRole('list', { name: 'Provincies' }));
    const drenthe = provinces.getByText('Drenthe').closest('li')!;
    expect(drenthe).toHaveTextContent('Nog niet binnen');
    expect(drenthe).toHaveTextContent('43 zetels · stemwaarde 493');
    expect(drenthe).toHaveTextContent('Voorlopig');
    const groningen = provinces.getByText('Groningen').closest('li')!;
    expect(groningen).not.toHaveTextContent('Voorlopig');
    expect(screen.getByText(/Waar "voorlopig" staat/)).toBeVisible();

    // A kiescollege without members cannot take seats yet, only its values.
    const colleges = within(screen.getByRole('list', { name: 'Kiescolleges' }));
    expect(colleges.getByText('Nog geen leden en stemwaarde')).toBeVisible();
    expect(colleges.queryByRole('button', { name: /Zetels invoeren/ })).not.toBeInTheDocument();

    const projection = screen.getByRole('region', { name: 'Prognose Eerste Kamer' });
    expect(projection).toHaveTextContent('0 van de 3 provincies binnen');
    expect(projection).toHaveTextContent('Nog geen provincie binnen.');
  });

  it("sends one province's seats, then offers the next province", async () => {
    const server = psServer(makePs(), {
      [`POST ${BASE}staten-seats/`]: () => jsonResponse(200, DRENTHE_IN),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: 'Zetels invoeren van Drenthe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zetels Drenthe' });
    await typeSeats(user, dialog, { '1. PVV': 20, '2. GroenLinks-PvdA': 13, '3. VVD': 10 });
    expect(dialog).toHaveTextContent('43 van de 43');
    await user.click(within(dialog).getByRole('button', { name: 'Zetels opslaan' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Zetels van Drenthe opgeslagen.1 van de 3 provincies binnen',
    );
    expect(server.to('POST', `${BASE}staten-seats/`)[0]?.body).toEqual({
      region_id: DRENTHE,
      party_seats: [
        { party_id: 11, seat_count: 20 },
        { party_id: 12, seat_count: 13 },
        { party_id: 13, seat_count: 10 },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Volgende: Groningen' }));
    const next = await screen.findByRole('dialog', { name: 'Zetels Groningen' });
    expect(within(next).getByLabelText('1. PVV')).toHaveValue(null);
    await user.keyboard('{Escape}');

    // Behind the dialog: Drenthe is in and the projection has its seats.
    const drenthe = screen
      .getByRole('button', { name: 'Zetels wijzigen van Drenthe' })
      .closest('li')!;
    expect(drenthe).toHaveTextContent('Binnen');
    const projection = screen.getByRole('region', { name: 'Prognose Eerste Kamer' });
    expect(projection).toHaveTextContent('1 van de 3 provincies binnen');
    expect(within(projection).getByRole('list', { name: 'Zetels per partij' })).toHaveTextContent(
      'PVV35GroenLinks-PvdA23VVD17',
    );
    expect(projection).toHaveTextContent('Totaal: 75 van de 75 zetels');
  });

  it("starts from a province's stored seats and can clear them", async () => {
    const server = psServer(DRENTHE_IN, {
      [`POST ${BASE}staten-seats/`]: () => jsonResponse(200, makePs()),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: 'Zetels wijzigen van Drenthe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zetels Drenthe' });
    expect(within(dialog).getByLabelText('1. PVV')).toHaveValue(20);
    expect(dialog).toHaveTextContent('43 van de 43');
    await user.click(within(dialog).getByRole('button', { name: 'Zetels wissen' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Zetels van Drenthe gewist.0 van de 3 provincies binnen',
    );
    expect(server.to('POST', `${BASE}staten-seats/`)[0]?.body).toEqual({
      region_id: DRENTHE,
      party_seats: [],
    });
  });

  it('blocks a total that does not add up, with the rule in Dutch', async () => {
    const server = psServer(makePs());
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: 'Zetels invoeren van Zeeland' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zetels Zeeland' });
    await typeSeats(user, dialog, { '1. PVV': 20, '2. GroenLinks-PvdA': 13 });
    expect(dialog).toHaveTextContent('33 van de 39');
    expect(dialog).toHaveTextContent('nog 6 te verdelen');
    await user.click(within(dialog).getByRole('button', { name: 'Zetels opslaan' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'De zetels van Zeeland tellen op tot 33, maar Zeeland heeft 39 zetels. Pas de aantallen aan.',
    );
    expect(server.to('POST', `${BASE}staten-seats/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('3. VVD'), '9');
    expect(dialog).toHaveTextContent('42 van de 39');
    expect(dialog).toHaveTextContent('3 te veel');
  });

  it("shows the server's Dutch reason when it refuses the seats", async () => {
    const message = 'Vul eerst het aantal leden en de stemwaarde van Drenthe in.';
    psServer(makePs(), {
      [`POST ${BASE}staten-seats/`]: () =>
        jsonResponse(400, { error: 'validation_error', message, region_id: [message] }),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: 'Zetels invoeren van Drenthe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zetels Drenthe' });
    await typeSeats(user, dialog, { '1. PVV': 43 });
    await user.click(within(dialog).getByRole('button', { name: 'Zetels opslaan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('edits the stemwaarde, which makes the values final', async () => {
    const saved = makePs();
    saved.regions = saved.regions.map((r) =>
      r.id === DRENTHE && r.kind !== 'gemeente'
        ? { ...r, stemwaarde: 512, values_provisional: false }
        : r,
    );
    const server = psServer(makePs(), {
      [`PATCH ${BASE}regions/${DRENTHE}/`]: () => jsonResponse(200, saved),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(
      await screen.findByRole('button', { name: 'Wijzig leden en stemwaarde van Drenthe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Drenthe: leden en stemwaarde' });
    expect(within(dialog).getByLabelText('Aantal zetels (leden)')).toHaveValue(43);
    const stemwaarde = within(dialog).getByLabelText('Stemwaarde');
    await user.clear(stemwaarde);
    await user.click(within(dialog).getByRole('button', { name: 'Leden en stemwaarde opslaan' }));
    expect(stemwaarde).toHaveAccessibleDescription(
      'De stemwaarde moet een geheel getal tussen 1 en 1.000.000 zijn.',
    );
    expect(server.to('PATCH', `${BASE}regions/${DRENTHE}/`)).toHaveLength(0);

    await user.type(stemwaarde, '512');
    await user.click(within(dialog).getByRole('button', { name: 'Leden en stemwaarde opslaan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Leden en stemwaarde van Drenthe opgeslagen.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.to('PATCH', `${BASE}regions/${DRENTHE}/`)[0]?.body).toEqual({
      staten_seat_count: 43,
      stemwaarde: 512,
    });
    const provinces = within(screen.getByRole('list', { name: 'Provincies' }));
    const drenthe = provinces.getByText('Drenthe').closest('li')!;
    expect(drenthe).toHaveTextContent('43 zetels · stemwaarde 512');
    expect(drenthe).not.toHaveTextContent('Voorlopig');
  });

  it('says when the last seats of the projection went by lot', async () => {
    psServer({
      ...DRENTHE_IN,
      chamber_result: {
        ...DRENTHE_IN.chamber_result!,
        decided_by_lot: { party_ids: [12, 13], seats: 1 },
      },
    });
    renderAdmin(<ElectionPanel electionId={2} />);

    expect(await screen.findByRole('region', { name: 'Prognose Eerste Kamer' })).toHaveTextContent(
      'De laatste zetel is door loting toegekend (gelijke gemiddelden van GroenLinks-PvdA en VVD). Het echte lot kan anders vallen.',
    );
  });
});

describe('the other tabs and the settings of a PS election', { timeout: 20_000 }, () => {
  it('explains the projection, and goes back to it from the elected chamber', async () => {
    const official = {
      ...DRENTHE_IN,
      chamber_result: { ...DRENTHE_IN.chamber_result!, source: 'official' as const },
    };
    const server = psServer(official, {
      [`PATCH ${BASE}`]: () => jsonResponse(200, DRENTHE_IN),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    expect(await screen.findByRole('region', { name: 'Gekozen Eerste Kamer' })).toHaveTextContent(
      'De gekozen Eerste Kamer is ingevoerd bij Zetels',
    );
    await user.click(screen.getByRole('tab', { name: 'Zetels (75)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Zetels (75)' });
    expect(panel).toHaveTextContent('Hier staat de gekozen Eerste Kamer die je hebt ingevoerd');

    await user.click(within(panel).getByRole('button', { name: 'Terug naar de prognose' }));
    await user.click(within(panel).getByRole('button', { name: 'Ja, terug naar de prognose' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'De prognose uit de Provinciale Staten telt weer.',
    );
    expect(server.to('PATCH', BASE)[0]?.body).toEqual({ chamber_seats_official: false });
    expect(panel).toHaveTextContent('Vul hier pas de gekozen Eerste Kamer in, eind mei');
  });

  it('asks about provinces, not municipalities, in the turnout and biggest-party tabs', async () => {
    const server = psServer(makePs(), {
      [`POST ${BASE}turnout/`]: () => jsonResponse(200, makePs()),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('tab', { name: 'Opkomst' }));
    const panel = screen.getByRole('tabpanel', { name: 'Opkomst' });
    await user.type(within(panel).getByLabelText('Opkomst Zeeland (%)'), '58.2');
    await user.click(within(panel).getByRole('button', { name: 'Opkomstuitslag opslaan' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Opkomst opgeslagen voor 1 provincie.',
    );
    expect(server.to('POST', `${BASE}turnout/`)[0]?.body).toEqual({
      turnout_results: [{ municipality_id: ZEELAND, actual_turnout: 58.2 }],
    });

    await user.click(screen.getByRole('tab', { name: 'Grootste partij' }));
    expect(screen.getByRole('tabpanel', { name: 'Grootste partij' })).toHaveTextContent(
      'Kies per provincie de winnende partij. Alleen provincies met een partij worden opgeslagen.',
    );
  });

  it('shows the category and the fixed provinces in the settings, the chamber in the seat label', async () => {
    psServer(makePs(), {
      'GET /api/auth/admin/municipalities/': () =>
        jsonResponse(200, [{ id: 103, name: 'Vlieland', province: 'Fryslân' }]),
    });
    const { user } = renderAdmin(<ElectionPanel electionId={2} />);

    await user.click(await screen.findByRole('button', { name: /Verkiezing bewerken/ }));
    expect(
      screen.getByText(
        'Naam, datums, aantal zetels, gespeelde provincies en status van deze verkiezing.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Soort verkiezing').nextElementSibling).toHaveTextContent(
      'Provinciale Staten',
    );
    expect(screen.getByLabelText('Zetels in de Eerste Kamer')).toHaveValue(75);
    expect(
      within(screen.getByRole('list', { name: 'Gespeelde provincies' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Drenthe', 'Groningen', 'Zeeland']);
    expect(screen.queryByLabelText('Gemeenten zoeken')).not.toBeInTheDocument();
  });
});

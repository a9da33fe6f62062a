import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResultsImportSummary } from '@zetelpoule/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { ResultsImportPanel } from './results-import-panel';
import { ResultsTabs } from './results-tabs';

const IMPORT_PATH = '/api/auth/admin/election-results/2/import/';

/**
 * XMLHttpRequest as the upload sees it: each send is recorded and reports upload progress; the
 * test answers it when it wants to, so the page can be read while it waits.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

async function nextUpload(count: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent[count - 1]!;
}

afterEach(() => {
  FakeXhr.sent = [];
});

function summary(overrides: Partial<ResultsImportSummary> = {}): ResultsImportSummary {
  return {
    election_id: 2,
    source: {
      election_identifier: 'TK2029',
      files: [
        { name: 'Resultaat_TK2029.eml.xml', eml_type: '520' },
        { name: 'Totaaltelling_TK2029.eml.xml', eml_type: '510d' },
      ],
    },
    seats: [
      {
        party_id: 11,
        list_number: 1,
        name: 'PVV',
        votes: 3000000,
        seats: 70,
        seats_from_votes: 70,
      },
      {
        party_id: 12,
        list_number: 2,
        name: 'GROENLINKS / Partij van de Arbeid (PvdA)',
        votes: 2000000,
        seats: 46,
        seats_from_votes: 47,
      },
      {
        party_id: 13,
        list_number: 3,
        name: 'VVD',
        votes: 1500000,
        seats: 34,
        seats_from_votes: 33,
      },
      {
        party_id: null,
        list_number: 4,
        name: 'Nieuwe Lijst',
        votes: 1000,
        seats: 0,
        seats_from_votes: 0,
      },
    ],
    country_turnout: 79.3,
    municipalities: [
      {
        municipality_id: 101,
        code: 'GM0363',
        name: 'Amsterdam',
        eligible: 582177,
        votes_cast: 440919,
        turnout: 75.7,
        biggest_party_id: 12,
      },
    ],
    parties: [
      { name: 'PVV', list_number: 1, party_id: 11, match: 'name' },
      {
        name: 'GROENLINKS / Partij van de Arbeid (PvdA)',
        list_number: 2,
        party_id: 12,
        match: 'form',
      },
      { name: 'VVD', list_number: 3, party_id: 13, match: 'name' },
      { name: 'Nieuwe Lijst', list_number: 4, party_id: null, match: 'created' },
    ],
    unmatched_names: [],
    region: null,
    staten_seats: null,
    warnings: [
      'Lijst 2 (GROENLINKS / Partij van de Arbeid (PvdA)): 46 zetels volgens het 520-bestand, 47 volgens de stemmen.',
    ],
    applied: false,
    ...overrides,
  };
}

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'EML_bestanden_TK2029.zip', {
    type: 'application/zip',
  });

// Whole admin journeys in jsdom: slow when the machine is busy.
describe('the import tab', { timeout: 20_000 }, () => {
  it('uploads with progress, previews next to the stored results, applies and offers scoring', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const server = fakeServer({
      'POST /api/auth/admin/election-results/2/calculate-scores/': () =>
        jsonResponse(200, { message: 'Punten berekend voor 4 spelers.', players_scored: 4 }),
    });
    const election = makeElection({
      seat_results: [
        { party_id: 11, seat_count: 70 },
        { party_id: 12, seat_count: 40 },
        { party_id: 13, seat_count: 40 },
      ],
      turnout_results: [{ municipality_id: 101, region_id: 101, actual_turnout: 75.7 }],
      country_turnout_result: { actual_turnout: 78.3 },
    });
    const { user } = renderAdmin(<ResultsTabs election={election} />);

    await user.click(screen.getByRole('tab', { name: 'Importeren (Kiesraad)' }));
    await user.upload(screen.getByLabelText('Kies bestanden'), zip());
    expect(screen.getByText('1 bestand gekozen')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Ontbrekende partijen aanmaken' }));
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));

    const preview = await nextUpload(1);
    expect(preview.method).toBe('POST');
    expect(preview.url).toBe(`${IMPORT_PATH}?dry_run=true&create_missing_parties=true`);
    expect(preview.headers.Authorization).toBe('Bearer access-token');
    expect((preview.body!.get('files') as File).name).toBe('EML_bestanden_TK2029.zip');

    preview.progress(50, 100);
    expect(await screen.findByText('Uploaden... 50%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Voortgang van het inlezen' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    preview.progress(100, 100);
    expect(await screen.findByText('Bestanden lezen...')).toBeVisible();
    preview.respond(200, summary());

    const seats = await screen.findByRole('table', { name: /Zetels per partij/ });
    const row = (name: RegExp) => within(seats).getByRole('row', { name });
    // Columns: list, party, votes, seats (520), from votes, stored now.
    expect(
      within(row(/^1 PVV/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '3.000.000', '70', '70', '70']);
    expect(
      within(row(/GROENLINKS/))
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('40wijzigt');
    expect(within(row(/Nieuwe Lijst/)).getByText('nieuw')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Let op (1)' })).toHaveTextContent(
      '46 zetels volgens het 520-bestand, 47 volgens de stemmen.',
    );
    expect(screen.getByText(/Landelijke opkomst:/).closest('p')).toHaveTextContent(
      'Landelijke opkomst: 79,3% (nu: 78,3%)wijzigt',
    );
    const towns = screen.getByRole('table', { name: 'Gespeelde gemeenten' });
    expect(
      within(within(towns).getByRole('row', { name: /Amsterdam/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['75,7%', 'GroenLinks-PvdA', '75,7% · –wijzigt']);

    // makeElection's predictions are still open: applying asks first (docs/decisions/050-results-before-the-deadline.md).
    await user.click(screen.getByRole('button', { name: 'Toepassen' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, nu al invoeren' }));
    const apply = await nextUpload(2);
    expect(apply.url).toBe(
      `${IMPORT_PATH}?dry_run=false&create_missing_parties=true&confirm_before_deadline=true`,
    );
    apply.respond(200, summary({ applied: true }));

    expect(await screen.findByText('De uitslag uit de bestanden is opgeslagen.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Alle punten berekenen' }));
    expect(await screen.findByText('Punten berekend voor 4 spelers.')).toBeVisible();
    expect(server.to('POST', '/api/auth/admin/election-results/2/calculate-scores/')).toHaveLength(
      1,
    );
  });

  it('refuses files that are not .zip or .xml, or too large together, before uploading', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeServer({});
    renderAdmin(<ResultsImportPanel election={makeElection()} />);
    // A file the picker's accept filter would hide can still be dropped.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Kies bestanden');

    await user.upload(input, new File(['a,b'], 'uitslag.csv'));
    expect(screen.getByRole('alert')).toHaveTextContent('uitslag.csv is geen .zip of .xml.');
    expect(screen.getByRole('button', { name: 'Voorbeeld bekijken' })).toBeDisabled();

    const big = zip();
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'De bestanden zijn samen te groot: hooguit 100 MB per keer.',
    );
    expect(screen.getByRole('button', { name: 'Voorbeeld bekijken' })).toBeDisabled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows why the server refused the files', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeServer({});
    const { user } = renderAdmin(<ResultsImportPanel election={makeElection()} />);
    await user.upload(screen.getByLabelText('Kies bestanden'), zip());
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));

    (await nextUpload(1)).respond(400, {
      error: 'import_error',
      message: 'Bestand x.eml.xml bevat een DTD (<!DOCTYPE>).',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bestand x.eml.xml bevat een DTD (<!DOCTYPE>).',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refreshes an expired session once and sends the files again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const server = fakeServer({
      'POST /api/auth/token/refresh/': () =>
        jsonResponse(200, { access: 'new-access', refresh: 'new-refresh' }),
    });
    const { user } = renderAdmin(<ResultsImportPanel election={makeElection()} />);
    await user.upload(screen.getByLabelText('Kies bestanden'), zip());
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));

    (await nextUpload(1)).respond(401, { error: 'not_authenticated', message: 'Verlopen.' });
    const retry = await nextUpload(2);
    expect(retry.headers.Authorization).toBe('Bearer new-access');
    expect(storage.getRefreshToken()).toBe('new-refresh');
    expect(server.to('POST', '/api/auth/token/refresh/')).toHaveLength(1);
    retry.respond(200, summary());
    expect(await screen.findByRole('table', { name: /Zetels per partij/ })).toBeVisible();
  });

  it('asks a party for each name without one, and applies only when each has a choice', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeServer({});
    const { user } = renderAdmin(<ResultsImportPanel election={makeElection()} />);
    await user.upload(screen.getByLabelText('Kies bestanden'), zip());
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    (await nextUpload(1)).respond(
      200,
      summary({
        parties: [
          { name: 'PVV', list_number: 1, party_id: 11, match: 'name' },
          { name: 'GL/PvdA', list_number: 2, party_id: null, match: 'unmatched' },
          { name: 'VVD', list_number: 3, party_id: 13, match: 'name' },
          { name: 'Nieuwe Lijst', list_number: 4, party_id: null, match: 'unmatched' },
        ],
        unmatched_names: ['GL/PvdA', 'Nieuwe Lijst'],
      }),
    );

    const mapping = await screen.findByRole('region', { name: 'Namen zonder partij (2)' });
    const apply = screen.getByRole('button', { name: 'Toepassen' });
    expect(apply).toBeDisabled();
    expect(mapping).toHaveTextContent('Kies nog voor 2 namen een partij voordat je toepast.');
    const forGl = within(mapping).getByRole('combobox', { name: 'GL/PvdA' });
    // Parties the files' other names already have cannot be picked twice.
    expect(within(forGl).getByRole('option', { name: 'PVV (al gekoppeld)' })).toBeDisabled();
    await user.selectOptions(forGl, 'GroenLinks-PvdA');
    expect(apply).toBeDisabled();
    const forNew = within(mapping).getByRole('combobox', { name: 'Nieuwe Lijst' });
    expect(
      within(forNew).getByRole('option', { name: 'GroenLinks-PvdA (al gekoppeld)' }),
    ).toBeDisabled();
    await user.selectOptions(forNew, 'Nieuwe partij aanmaken');
    expect(mapping).not.toHaveTextContent('Kies nog voor');
    expect(apply).toBeEnabled();

    await user.click(apply);
    const sent = await nextUpload(2);
    expect(sent.url).toBe(`${IMPORT_PATH}?dry_run=false&create_missing_parties=false`);
    expect(JSON.parse(sent.body!.get('party_map') as string)).toEqual({
      'GL/PvdA': 12,
      'Nieuwe Lijst': 'new',
    });
    sent.respond(200, summary({ applied: true }));
    expect(await screen.findByText('De uitslag uit de bestanden is opgeslagen.')).toBeVisible();
  });

  it('asks the province of a Provinciale Staten election and shows its Staten seats', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeServer({});
    const region = (id: number, name: string, kind: 'provincie' | 'kiescollege') => ({
      id,
      name,
      kind,
      staten_seat_count: 43,
      stemwaarde: 1146,
      values_provisional: false,
    });
    const election = makeElection({
      name: 'Provinciale Staten 2027',
      category: 'PS',
      seat_count: 75,
      regions: [
        region(201, 'Groningen', 'provincie'),
        region(203, 'Drenthe', 'provincie'),
        // The kiescolleges elect the Eerste Kamer too, but have no EML of their own.
        region(301, 'Kiescollege Bonaire', 'kiescollege'),
      ],
    });
    const { user } = renderAdmin(<ResultsImportPanel election={election} />);
    await user.upload(screen.getByLabelText('Kies bestanden'), zip());
    const preview = screen.getByRole('button', { name: 'Voorbeeld bekijken' });
    expect(preview).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Provincie' });
    expect(within(select).queryByRole('option', { name: /Bonaire/ })).toBeNull();
    await user.selectOptions(select, 'Drenthe (43 Statenzetels)');
    await user.click(preview);

    const sent = await nextUpload(1);
    expect(sent.url).toBe(`${IMPORT_PATH}?dry_run=true&create_missing_parties=false&region_id=203`);
    sent.respond(
      200,
      summary({
        source: {
          election_identifier: 'PS2027_Drenthe',
          files: [{ name: 'Totaaltelling_PS2027_Drenthe.eml.xml', eml_type: '510d' }],
        },
        seats: [],
        country_turnout: null,
        municipalities: [
          {
            municipality_id: 203,
            code: 'PV22',
            name: 'Drenthe',
            eligible: 399405,
            votes_cast: 265037,
            turnout: 66.4,
            biggest_party_id: 13,
          },
        ],
        parties: [{ name: 'VVD', list_number: 3, party_id: 13, match: 'name' }],
        region: { region_id: 203, code: 'PV22', name: 'Drenthe', seat_count: 43 },
        staten_seats: [
          {
            list_number: 3,
            name: 'VVD',
            party_id: 13,
            votes: 20434,
            seats_from_votes: 4,
            seats_520: null,
          },
        ],
        warnings: [],
      }),
    );

    const staten = await screen.findByRole('table', { name: /Statenzetels Drenthe/ });
    expect(
      within(within(staten).getByRole('row', { name: /VVD/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '20.434', '4', '–']);
    expect(screen.queryByText(/Landelijke opkomst/)).toBeNull();
    const province = screen.getByRole('table', { name: 'Provincie' });
    expect(within(province).getByRole('row', { name: /Drenthe/ })).toHaveTextContent('66,4%');
    expect(screen.getByRole('button', { name: 'Toepassen' })).toBeEnabled();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  jsonResponse,
  makeElection,
  renderAdmin,
  PREDICTIONS_CLOSED,
} from '../testing';
import { ResultsTabs } from './results-tabs';

const BASE = '/api/auth/admin/election-results/2';

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the results tabs', { timeout: 20_000 }, () => {
  it('has the six tabs, the seats tab named by the seat count', () => {
    fakeServer({});
    renderAdmin(<ResultsTabs election={makeElection(PREDICTIONS_CLOSED)} />);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Zetels (150)',
      'Opkomst',
      'Grootste partij',
      'Eerste gemeente',
      'Landelijke opkomst',
      'Importeren (Kiesraad)',
    ]);
  });

  it('keeps what was typed when the admin switches tabs and back', async () => {
    fakeServer({});
    const { user } = renderAdmin(<ResultsTabs election={makeElection(PREDICTIONS_CLOSED)} />);

    await user.click(screen.getByRole('tab', { name: 'Opkomst' }));
    await user.type(screen.getByLabelText('Opkomst Rotterdam (%)'), '66.6');
    await user.click(screen.getByRole('tab', { name: 'Landelijke opkomst' }));
    await user.click(screen.getByRole('tab', { name: 'Opkomst' }));

    expect(screen.getByLabelText('Opkomst Rotterdam (%)')).toHaveValue('66.6');
  });

  it('sends only the municipalities with a biggest party', async () => {
    const server = fakeServer({
      [`POST ${BASE}/biggest-party/`]: () => jsonResponse(200, makeElection(PREDICTIONS_CLOSED)),
    });
    const { user } = renderAdmin(<ResultsTabs election={makeElection(PREDICTIONS_CLOSED)} />);

    await user.click(screen.getByRole('tab', { name: 'Grootste partij' }));
    const panel = screen.getByRole('tabpanel', { name: 'Grootste partij' });
    await user.selectOptions(within(panel).getByLabelText('Winnende partij in Rotterdam'), 'VVD');
    await user.type(
      within(panel).getByLabelText('Stemaandeel in Rotterdam (%, optioneel)'),
      '21.4',
    );
    await user.click(
      within(panel).getByRole('button', { name: 'Uitslag grootste partij opslaan' }),
    );

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Grootste partij opgeslagen voor 1 gemeente.',
    );
    expect(server.to('POST', `${BASE}/biggest-party/`)[0]?.body).toEqual({
      biggest_party_results: [
        { municipality_id: 102, winning_party_id: 13, vote_percentage: 21.4 },
      ],
    });
  });

  it('offers the three first-count candidates and saves a choice', async () => {
    const server = fakeServer({
      [`POST ${BASE}/municipality-selection/`]: () =>
        jsonResponse(
          200,
          makeElection({
            ...PREDICTIONS_CLOSED,
            municipality_selection_result: { municipality_id: 104, municipality_name: 'Rozendaal' },
          }),
        ),
    });
    const { user } = renderAdmin(<ResultsTabs election={makeElection(PREDICTIONS_CLOSED)} />);

    await user.click(screen.getByRole('tab', { name: 'Eerste gemeente' }));
    const panel = screen.getByRole('tabpanel', { name: 'Eerste gemeente' });
    expect(panel).toHaveTextContent('Huidige keuze: Nog geen');
    const select = within(panel).getByLabelText('Gemeente die als eerste klaar was met tellen');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— Kies een gemeente —', 'Vlieland', 'Rozendaal', 'Schiermonnikoog']);
    const save = within(panel).getByRole('button', { name: 'Keuze opslaan' });
    expect(save).toBeDisabled();

    await user.selectOptions(select, 'Rozendaal');
    await user.click(save);

    expect(await within(panel).findByRole('status')).toHaveTextContent('Gemeentekeuze opgeslagen.');
    expect(server.to('POST', `${BASE}/municipality-selection/`)[0]?.body).toEqual({
      municipality_name: 'Rozendaal',
    });
  });

  it('validates the country turnout and disables save while it is empty', async () => {
    const server = fakeServer({
      [`POST ${BASE}/country-turnout/`]: () =>
        jsonResponse(
          200,
          makeElection({
            ...PREDICTIONS_CLOSED,
            country_turnout_result: { actual_turnout: 77.8 },
          }),
        ),
    });
    const { user } = renderAdmin(<ResultsTabs election={makeElection(PREDICTIONS_CLOSED)} />);

    await user.click(screen.getByRole('tab', { name: 'Landelijke opkomst' }));
    const panel = screen.getByRole('tabpanel', { name: 'Landelijke opkomst' });
    const input = within(panel).getByLabelText('Landelijke opkomst (%)');
    const save = within(panel).getByRole('button', { name: 'Landelijke opkomst opslaan' });
    expect(panel).toHaveTextContent('Huidige uitslag: Nog geen');
    expect(save).toBeDisabled();

    await user.type(input, '101');
    expect(input).toHaveAccessibleDescription(
      'Vul een geldig opkomstpercentage tussen 0 en 100 in',
    );
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, '77,8');
    await user.click(save);

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Landelijke opkomst opgeslagen.',
    );
    expect(server.to('POST', `${BASE}/country-turnout/`)[0]?.body).toEqual({
      actual_turnout: 77.8,
    });
  });

  it('asks first while predictions are open, and sends only a confirmed save', async () => {
    const server = fakeServer({
      [`POST ${BASE}/country-turnout/`]: () =>
        jsonResponse(200, makeElection({ country_turnout_result: { actual_turnout: 77.8 } })),
    });
    // makeElection's deadline is in 2029: predictions are still open.
    const { user } = renderAdmin(<ResultsTabs election={makeElection()} />);

    await user.click(screen.getByRole('tab', { name: 'Landelijke opkomst' }));
    const panel = screen.getByRole('tabpanel', { name: 'Landelijke opkomst' });
    await user.type(within(panel).getByLabelText('Landelijke opkomst (%)'), '77,8');
    const save = within(panel).getByRole('button', { name: 'Landelijke opkomst opslaan' });

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'De voorspellingen zijn nog open' });
    expect(dialog).toHaveTextContent(
      'Spelers kunnen hun voorspelling nog wijzigen tot woensdag 21 maart 2029 om 07:30.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.to('POST', `${BASE}/country-turnout/`)).toEqual([]);

    await user.click(save);
    await user.click(await screen.findByRole('button', { name: 'Ja, nu al invoeren' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Landelijke opkomst opgeslagen.',
    );
    expect(server.to('POST', `${BASE}/country-turnout/`).map((r) => r.body)).toEqual([
      { actual_turnout: 77.8, confirm_before_deadline: true },
    ]);
  });
});

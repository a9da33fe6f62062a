import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { ResultsTabs } from './results-tabs';

const BASE = '/api/auth/admin/election-results/2';

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the results tabs', { timeout: 20_000 }, () => {
  it('has the five tabs, the seats tab named by the seat count', () => {
    fakeServer({});
    renderAdmin(<ResultsTabs election={makeElection()} />);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Seats (150)',
      'Turnout',
      'Biggest Party',
      'Municipality Selection',
      'Country Turnout',
    ]);
  });

  it('keeps what was typed when the admin switches tabs and back', async () => {
    fakeServer({});
    const { user } = renderAdmin(<ResultsTabs election={makeElection()} />);

    await user.click(screen.getByRole('tab', { name: 'Turnout' }));
    await user.type(screen.getByLabelText('Turnout Rotterdam (%)'), '66.6');
    await user.click(screen.getByRole('tab', { name: 'Country Turnout' }));
    await user.click(screen.getByRole('tab', { name: 'Turnout' }));

    expect(screen.getByLabelText('Turnout Rotterdam (%)')).toHaveValue(66.6);
  });

  it('sends only the municipalities with a biggest party', async () => {
    const server = fakeServer({
      [`POST ${BASE}/biggest-party/`]: () => jsonResponse(200, makeElection()),
    });
    const { user } = renderAdmin(<ResultsTabs election={makeElection()} />);

    await user.click(screen.getByRole('tab', { name: 'Biggest Party' }));
    const panel = screen.getByRole('tabpanel', { name: 'Biggest Party' });
    await user.selectOptions(within(panel).getByLabelText('Winning party in Rotterdam'), 'VVD');
    await user.type(within(panel).getByLabelText('Vote share in Rotterdam (%, optional)'), '21.4');
    await user.click(within(panel).getByRole('button', { name: 'Save biggest party results' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Biggest party saved for 1 municipality.',
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
            municipality_selection_result: { municipality_id: 104, municipality_name: 'Rozendaal' },
          }),
        ),
    });
    const { user } = renderAdmin(<ResultsTabs election={makeElection()} />);

    await user.click(screen.getByRole('tab', { name: 'Municipality Selection' }));
    const panel = screen.getByRole('tabpanel', { name: 'Municipality Selection' });
    expect(panel).toHaveTextContent('Current selection: None yet');
    const select = within(panel).getByLabelText('Municipality that finished counting first');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— Choose a municipality —', 'Vlieland', 'Rozendaal', 'Schiermonnikoog']);
    const save = within(panel).getByRole('button', { name: 'Save selection' });
    expect(save).toBeDisabled();

    await user.selectOptions(select, 'Rozendaal');
    await user.click(save);

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Municipality selection saved.',
    );
    expect(server.to('POST', `${BASE}/municipality-selection/`)[0]?.body).toEqual({
      municipality_name: 'Rozendaal',
    });
  });

  it('validates the country turnout and disables save while it is empty', async () => {
    const server = fakeServer({
      [`POST ${BASE}/country-turnout/`]: () =>
        jsonResponse(200, makeElection({ country_turnout_result: { actual_turnout: 77.8 } })),
    });
    const { user } = renderAdmin(<ResultsTabs election={makeElection()} />);

    await user.click(screen.getByRole('tab', { name: 'Country Turnout' }));
    const panel = screen.getByRole('tabpanel', { name: 'Country Turnout' });
    const input = within(panel).getByLabelText('National turnout (%)');
    const save = within(panel).getByRole('button', { name: 'Save country turnout' });
    expect(panel).toHaveTextContent('Current result: None yet');
    expect(save).toBeDisabled();

    await user.type(input, '101');
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid turnout percentage between 0 and 100',
    );
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.type(input, '77.8');
    await user.click(save);

    expect(await within(panel).findByRole('status')).toHaveTextContent('Country turnout saved.');
    expect(server.to('POST', `${BASE}/country-turnout/`)[0]?.body).toEqual({
      actual_turnout: 77.8,
    });
  });
});

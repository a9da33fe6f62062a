import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { TurnoutResultsForm } from './turnout-results-form';

const TURNOUT_PATH = '/api/auth/admin/election-results/2/turnout/';

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the turnout tab', { timeout: 20_000 }, () => {
  it('lists every played municipality, not just the first ten', () => {
    fakeServer({});
    const played = Array.from({ length: 13 }, (_, i) => ({
      id: 200 + i,
      name: `Gemeente ${i + 1}`,
    }));
    renderAdmin(<TurnoutResultsForm election={makeElection({ played_municipalities: played })} />);

    expect(screen.getAllByRole('textbox')).toHaveLength(13);
    expect(screen.getByLabelText('Opkomst Gemeente 13 (%)')).toBeVisible();
  });

  it('skips blank entries on save', async () => {
    const server = fakeServer({
      [`POST ${TURNOUT_PATH}`]: () => jsonResponse(200, makeElection()),
    });
    const { user } = renderAdmin(
      <TurnoutResultsForm
        election={makeElection({
          turnout_results: [{ municipality_id: 103, region_id: 103, actual_turnout: 81.2 }],
        })}
      />,
    );
    expect(screen.getByLabelText('Opkomst Vlieland (%)')).toHaveValue('81,2');

    await user.type(screen.getByLabelText('Opkomst Amsterdam (%)'), '74.5');
    await user.clear(screen.getByLabelText('Opkomst Vlieland (%)'));
    await user.click(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Opkomst opgeslagen voor 1 gemeente.',
    );
    expect(server.to('POST', TURNOUT_PATH)[0]?.body).toEqual({
      turnout_results: [{ municipality_id: 101, actual_turnout: 74.5 }],
    });
  });

  it('saves one municipality at a time, sending the stored ones along so none is erased', async () => {
    // The server replaces the set with what is sent.
    const server = fakeServer({
      [`POST ${TURNOUT_PATH}`]: () => jsonResponse(200, makeElection()),
    });
    const { user } = renderAdmin(
      <TurnoutResultsForm
        election={makeElection({
          turnout_results: [{ municipality_id: 103, region_id: 103, actual_turnout: 81.2 }],
        })}
      />,
    );

    await user.type(screen.getByLabelText('Opkomst Rotterdam (%)'), '69,4');
    await user.click(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Opkomst opgeslagen voor 2 gemeenten.',
    );
    expect(server.to('POST', TURNOUT_PATH)[0]?.body).toEqual({
      turnout_results: [
        { municipality_id: 102, actual_turnout: 69.4 },
        { municipality_id: 103, actual_turnout: 81.2 },
      ],
    });
  });

  it('shows a turnout stored meanwhile in the fields not touched, and sends it along', async () => {
    const server = fakeServer({
      [`POST ${TURNOUT_PATH}`]: () => jsonResponse(200, makeElection()),
    });
    const before = makeElection({
      turnout_results: [{ municipality_id: 103, region_id: 103, actual_turnout: 81.2 }],
    });
    const { user, rerender, queryClient } = renderAdmin(<TurnoutResultsForm election={before} />);
    await user.type(screen.getByLabelText('Opkomst Rotterdam (%)'), '69,4');

    // Another admin (or an import) stores Amsterdam; the live push refetches the election.
    rerender(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin/election-results']}>
          <TurnoutResultsForm
            election={makeElection({
              turnout_results: [
                { municipality_id: 101, region_id: 101, actual_turnout: 74.5 },
                { municipality_id: 103, region_id: 103, actual_turnout: 81.2 },
              ],
            })}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Opkomst Amsterdam (%)')).toHaveValue('74,5');
    expect(screen.getByLabelText('Opkomst Rotterdam (%)')).toHaveValue('69,4');

    await user.click(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 gemeenten');
    expect(server.to('POST', TURNOUT_PATH)[0]?.body).toEqual({
      turnout_results: [
        { municipality_id: 101, actual_turnout: 74.5 },
        { municipality_id: 102, actual_turnout: 69.4 },
        { municipality_id: 103, actual_turnout: 81.2 },
      ],
    });
  });

  it('reads "7,9" with a comma as 7.9, never as 79', async () => {
    const server = fakeServer({
      [`POST ${TURNOUT_PATH}`]: () => jsonResponse(200, makeElection()),
    });
    const { user } = renderAdmin(<TurnoutResultsForm election={makeElection()} />);

    await user.type(screen.getByLabelText('Opkomst Amsterdam (%)'), '7,9');
    await user.type(screen.getByLabelText('Opkomst Rotterdam (%)'), '78.3');
    expect(screen.getByLabelText('Opkomst Amsterdam (%)')).toHaveValue('7,9');
    await user.click(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' }));

    await screen.findByRole('status');
    expect(server.to('POST', TURNOUT_PATH)[0]?.body).toEqual({
      turnout_results: [
        { municipality_id: 101, actual_turnout: 7.9 },
        { municipality_id: 102, actual_turnout: 78.3 },
      ],
    });
  });

  it('refuses a turnout above 100 or with two decimals, and does not save', async () => {
    const server = fakeServer({});
    const { user } = renderAdmin(<TurnoutResultsForm election={makeElection()} />);

    await user.type(screen.getByLabelText('Opkomst Amsterdam (%)'), '100.5');
    expect(screen.getByLabelText('Opkomst Amsterdam (%)')).toHaveAccessibleDescription(
      'Vul een geldig opkomstpercentage tussen 0 en 100 in',
    );
    expect(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Opkomst Amsterdam (%)'));
    await user.type(screen.getByLabelText('Opkomst Amsterdam (%)'), '70.25');
    expect(screen.getByLabelText('Opkomst Amsterdam (%)')).toHaveAccessibleDescription(
      'Vul een opkomst in met hooguit één decimaal.',
    );
    expect(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' })).toBeDisabled();
    expect(server.requests).toEqual([]);
  });

  it('shows the fallback message when the save fails without a reason', async () => {
    fakeServer({ [`POST ${TURNOUT_PATH}`]: () => new Response(null, { status: 500 }) });
    const { user } = renderAdmin(<TurnoutResultsForm election={makeElection()} />);

    await user.click(screen.getByRole('button', { name: 'Opkomstuitslag opslaan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De opkomstuitslag kon niet worden opgeslagen',
    );
  });
});

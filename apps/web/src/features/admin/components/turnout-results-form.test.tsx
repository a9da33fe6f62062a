import { screen } from '@testing-library/react';
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

    expect(screen.getAllByRole('spinbutton')).toHaveLength(13);
    expect(screen.getByLabelText('Turnout Gemeente 13 (%)')).toBeVisible();
  });

  it('skips blank entries on save', async () => {
    const server = fakeServer({
      [`POST ${TURNOUT_PATH}`]: () => jsonResponse(200, makeElection()),
    });
    const { user } = renderAdmin(
      <TurnoutResultsForm
        election={makeElection({
          turnout_results: [{ municipality_id: 103, actual_turnout: 81.2 }],
        })}
      />,
    );
    expect(screen.getByLabelText('Turnout Vlieland (%)')).toHaveValue(81.2);

    await user.type(screen.getByLabelText('Turnout Amsterdam (%)'), '74.5');
    await user.clear(screen.getByLabelText('Turnout Vlieland (%)'));
    await user.click(screen.getByRole('button', { name: 'Save turnout results' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Turnout saved for 1 municipality.',
    );
    expect(server.to('POST', TURNOUT_PATH)[0]?.body).toEqual({
      turnout_results: [{ municipality_id: 101, actual_turnout: 74.5 }],
    });
  });

  it('refuses a turnout above 100 or with two decimals, and does not save', async () => {
    const server = fakeServer({});
    const { user } = renderAdmin(<TurnoutResultsForm election={makeElection()} />);

    await user.type(screen.getByLabelText('Turnout Amsterdam (%)'), '100.5');
    expect(screen.getByLabelText('Turnout Amsterdam (%)')).toHaveAccessibleDescription(
      'Please enter a valid turnout percentage between 0 and 100',
    );
    expect(screen.getByRole('button', { name: 'Save turnout results' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Turnout Amsterdam (%)'));
    await user.type(screen.getByLabelText('Turnout Amsterdam (%)'), '70.25');
    expect(screen.getByLabelText('Turnout Amsterdam (%)')).toHaveAccessibleDescription(
      'Please enter a turnout with at most one decimal.',
    );
    expect(screen.getByRole('button', { name: 'Save turnout results' })).toBeDisabled();
    expect(server.requests).toEqual([]);
  });

  it("shows SPEC's fallback when the save fails without a reason", async () => {
    fakeServer({ [`POST ${TURNOUT_PATH}`]: () => new Response(null, { status: 500 }) });
    const { user } = renderAdmin(<TurnoutResultsForm election={makeElection()} />);

    await user.click(screen.getByRole('button', { name: 'Save turnout results' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update turnout results');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { SeatResultsForm } from './seat-results-form';

const SEATS_PATH = '/api/auth/admin/election-results/2/seats/';

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the seats tab', { timeout: 20_000 }, () => {
  it('starts from the entered result and keeps a running total', async () => {
    fakeServer({});
    const { user } = renderAdmin(
      <SeatResultsForm
        election={makeElection({ seat_results: [{ party_id: 11, seat_count: 30 }] })}
      />,
    );

    expect(screen.getByLabelText('1. PVV')).toHaveValue(30);
    expect(screen.getByLabelText('2. GroenLinks-PvdA')).toHaveValue(0);
    expect(screen.getByText('Totaal: 30/150 zetels')).toBeVisible();

    await user.clear(screen.getByLabelText('3. VVD'));
    await user.type(screen.getByLabelText('3. VVD'), '24');
    expect(screen.getByText('Totaal: 54/150 zetels')).toBeVisible();
  });

  it('disables save and says so when the total exceeds the seat count', async () => {
    fakeServer({});
    const { user } = renderAdmin(<SeatResultsForm election={makeElection()} />);

    await user.clear(screen.getByLabelText('1. PVV'));
    await user.type(screen.getByLabelText('1. PVV'), '100');
    await user.clear(screen.getByLabelText('2. GroenLinks-PvdA'));
    await user.type(screen.getByLabelText('2. GroenLinks-PvdA'), '51');

    expect(screen.getByText('Totaal: 151/150 zetels')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Het totaal aantal zetels (151) is hoger dan het maximum van 150. Pas de aantallen aan.',
    );
    expect(screen.getByRole('button', { name: 'Zeteluitslag opslaan' })).toBeDisabled();

    await user.clear(screen.getByLabelText('2. GroenLinks-PvdA'));
    await user.type(screen.getByLabelText('2. GroenLinks-PvdA'), '50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zeteluitslag opslaan' })).toBeEnabled();
  });

  it("uses the election's own seat count", async () => {
    fakeServer({});
    const { user } = renderAdmin(<SeatResultsForm election={makeElection({ seat_count: 75 })} />);

    await user.clear(screen.getByLabelText('1. PVV'));
    await user.type(screen.getByLabelText('1. PVV'), '76');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Het totaal aantal zetels (76) is hoger dan het maximum van 75. Pas de aantallen aan.',
    );
    expect(screen.getByLabelText('1. PVV')).toHaveAccessibleDescription(
      'Het aantal zetels per partij moet een geheel getal tussen 0 en 75 zijn.',
    );
  });

  it('turns an empty field into 0 when the admin moves on', async () => {
    fakeServer({});
    const { user } = renderAdmin(
      <SeatResultsForm
        election={makeElection({ seat_results: [{ party_id: 11, seat_count: 30 }] })}
      />,
    );

    await user.clear(screen.getByLabelText('1. PVV'));
    await user.tab();

    expect(screen.getByLabelText('1. PVV')).toHaveValue(0);
    expect(screen.getByText('Totaal: 0/150 zetels')).toBeVisible();
  });

  it('sends every party and confirms the save', async () => {
    const server = fakeServer({
      [`POST ${SEATS_PATH}`]: () => jsonResponse(200, makeElection({ seat_results_count: 40 })),
    });
    const { user } = renderAdmin(<SeatResultsForm election={makeElection()} />);

    await user.clear(screen.getByLabelText('1. PVV'));
    await user.type(screen.getByLabelText('1. PVV'), '40');
    await user.click(screen.getByRole('button', { name: 'Zeteluitslag opslaan' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Zeteluitslag opgeslagen.');
    expect(server.to('POST', SEATS_PATH)[0]?.body).toEqual({
      party_seats: [
        { party_id: 11, seat_count: 40 },
        { party_id: 12, seat_count: 0 },
        { party_id: 13, seat_count: 0 },
      ],
    });
  });

  it("shows the server's reason, or the fallback when there is none", async () => {
    let answer = jsonResponse(400, {
      error: 'validation_error',
      message: 'Vul de zetels van elke partij in.',
    });
    fakeServer({ [`POST ${SEATS_PATH}`]: () => answer });
    const { user } = renderAdmin(<SeatResultsForm election={makeElection()} />);
    const save = screen.getByRole('button', { name: 'Zeteluitslag opslaan' });

    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vul de zetels van elke partij in.');

    answer = new Response('Bad gateway', { status: 502 });
    await user.click(save);
    expect(
      await within(await screen.findByRole('alert')).findByText(
        'De zeteluitslag kon niet worden opgeslagen',
      ),
    ).toBeVisible();
  });
});

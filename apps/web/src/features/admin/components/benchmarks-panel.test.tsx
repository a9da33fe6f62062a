import { screen, within } from '@testing-library/react';
import type { Benchmark } from '@zetelpoule/shared';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { BenchmarksPanel } from './benchmarks-panel';

// The admin's polls (benchmark players) of an election, and De Poule beside them.

const PATH = '/api/auth/admin/election-results/2/benchmarks/';

const crowd: Benchmark = {
  id: 9,
  election_id: 2,
  name: 'De Poule',
  is_crowd: true,
  party_seats: [
    { party_id: 11, seat_count: 80 },
    { party_id: 12, seat_count: 40 },
    { party_id: 13, seat_count: 30 },
  ],
  country_turnout: null,
  total_points: 41,
  updated_at: '2029-03-21T22:00:00.000Z',
};

describe('the benchmarks panel', { timeout: 20_000 }, () => {
  it('lists the polls with their points; De Poule is shown but cannot be edited', async () => {
    const poll: Benchmark = {
      ...crowd,
      id: 5,
      name: 'Peilingwijzer 28 okt',
      is_crowd: false,
      country_turnout: 78.2,
      total_points: 37,
    };
    fakeServer({ [`GET ${PATH}`]: () => jsonResponse(200, [poll, crowd]) });
    renderAdmin(<BenchmarksPanel election={makeElection()} />);

    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Peilingwijzer 28 okt');
    expect(rows[0]).toHaveTextContent('37 punten · Opkomst 78,2%');
    expect(rows[0]).toHaveTextContent('PVV 80 · GroenLinks-PvdA 40 · VVD 30');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Peilingwijzer 28 okt bewerken' }),
    ).toBeVisible();
    expect(rows[1]).toHaveTextContent('De PouleAutomatisch');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('refuses a poll whose seats do not add up to the seat count before sending it', async () => {
    const server = fakeServer({ [`GET ${PATH}`]: () => jsonResponse(200, []) });
    const { user } = renderAdmin(<BenchmarksPanel election={makeElection()} />);

    await user.click(await screen.findByRole('button', { name: 'Peiling toevoegen' }));
    await user.type(screen.getByLabelText('Naam'), 'Ipsos I&O 27 okt');
    await user.clear(screen.getByLabelText('PVV'));
    await user.type(screen.getByLabelText('PVV'), '100');
    await user.clear(screen.getByLabelText('VVD'));
    await user.type(screen.getByLabelText('VVD'), '49');
    expect(screen.getByText('Totaal 149 van 150 zetels')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'De zetels tellen op tot 149; dat moet precies 150 zijn.',
    );
    expect(server.to('POST', PATH)).toEqual([]);
  });

  it('sends every party and the turnout, and shows what the server refuses by its field', async () => {
    const server = fakeServer({
      [`GET ${PATH}`]: () => jsonResponse(200, []),
      [`POST ${PATH}`]: () =>
        jsonResponse(409, {
          error: 'conflict',
          message: 'Er is al een peiling met deze naam bij deze verkiezing.',
          name: ['Er is al een peiling met deze naam bij deze verkiezing.'],
        }),
    });
    const { user } = renderAdmin(<BenchmarksPanel election={makeElection()} />);

    await user.click(await screen.findByRole('button', { name: 'Peiling toevoegen' }));
    await user.type(screen.getByLabelText('Naam'), ' Peilingwijzer 28 okt ');
    await user.clear(screen.getByLabelText('PVV'));
    await user.type(screen.getByLabelText('PVV'), '100');
    await user.clear(screen.getByLabelText('VVD'));
    await user.type(screen.getByLabelText('VVD'), '50');
    await user.type(screen.getByLabelText('Opkomst (optioneel)'), '78,2');
    expect(screen.getByText('Totaal 150 van 150 zetels')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(
      await screen.findByText('Er is al een peiling met deze naam bij deze verkiezing.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Naam')).toHaveAttribute('aria-invalid', 'true');
    expect(server.to('POST', PATH).map((r) => r.body)).toEqual([
      {
        name: 'Peilingwijzer 28 okt',
        party_seats: [
          { party_id: 11, seat_count: 100 },
          { party_id: 12, seat_count: 0 },
          { party_id: 13, seat_count: 50 },
        ],
        country_turnout: 78.2,
      },
    ]);
  });
});

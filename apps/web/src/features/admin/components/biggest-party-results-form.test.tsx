import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ElectionDetails } from '@zetelpoule/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, makeElection, renderAdmin } from '../testing';
import { BiggestPartyResultsForm } from './biggest-party-results-form';

const PATH = '/api/auth/admin/election-results/2/biggest-party/';

// Whole user journeys in jsdom: slow when the machine is busy.
describe('the biggest-party tab on election night', { timeout: 20_000 }, () => {
  it('saves one municipality at a time and keeps a result stored meanwhile', async () => {
    const server = fakeServer({ [`POST ${PATH}`]: () => jsonResponse(200, makeElection()) });
    const { user, rerender, queryClient } = renderAdmin(
      <BiggestPartyResultsForm
        election={makeElection({
          biggest_party_results: [
            { municipality_id: 103, region_id: 103, winning_party_id: 11, vote_percentage: null },
          ],
        })}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Winnende partij in Rotterdam'), 'VVD');

    // Amsterdam reported through another admin (or an import) and was pushed in live.
    const updated: ElectionDetails = makeElection({
      biggest_party_results: [
        { municipality_id: 101, region_id: 101, winning_party_id: 12, vote_percentage: 31.5 },
        { municipality_id: 103, region_id: 103, winning_party_id: 11, vote_percentage: null },
      ],
    });
    rerender(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BiggestPartyResultsForm election={updated} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Winnende partij in Amsterdam')).toHaveValue('12');
    expect(screen.getByLabelText('Winnende partij in Rotterdam')).toHaveValue('13');

    await user.click(screen.getByRole('button', { name: 'Uitslag grootste partij opslaan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 gemeenten');
    expect(server.to('POST', PATH)[0]?.body).toEqual({
      biggest_party_results: [
        { municipality_id: 101, winning_party_id: 12, vote_percentage: 31.5 },
        { municipality_id: 102, winning_party_id: 13, vote_percentage: null },
        { municipality_id: 103, winning_party_id: 11, vote_percentage: null },
      ],
    });
  });
});

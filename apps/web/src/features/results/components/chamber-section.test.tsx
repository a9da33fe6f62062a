import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartyRow } from '../lib/view-model';
import { ChamberSection } from './chamber-section';

const row = (id: number, name: string, predicted: number, actual: number, points: number) =>
  ({
    id,
    name,
    color: '#123456',
    predicted,
    actual,
    difference: predicted - actual,
    points,
  }) satisfies PartyRow;

// Ballot order, as partyRows gives them: a party the player gave nothing that won nothing too.
const ROWS = [row(1, 'Alfa', 80, 78, 1), row(2, 'Beta', 70, 72, 1), row(3, 'Gamma', 0, 0, 5)];

describe('ChamberSection', () => {
  it('lists every party in ballot order with its points, adding up to the seat points', () => {
    render(<ChamberSection seatCount={150} rows={ROWS} seatPoints={7} status="provisional" />);
    const table = screen.getByTestId('party-table');
    const names = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((r) => r.getAttribute('data-party'));
    expect(names).toEqual(['Alfa', 'Beta', 'Gamma']);
    const gamma = within(table).getByRole('row', { name: /Gamma/ });
    expect(within(gamma).getByTestId('party-points')).toHaveTextContent('+5');
    expect(within(table).getByTestId('party-points-total')).toHaveTextContent('+7');
  });

  it('shows no total while the seats are not in', () => {
    const pending = ROWS.map((r) => ({ ...r, actual: null, difference: null, points: null }));
    render(<ChamberSection seatCount={150} rows={pending} seatPoints={null} status="none" />);
    expect(screen.queryByTestId('party-points-total')).toBeNull();
  });
});

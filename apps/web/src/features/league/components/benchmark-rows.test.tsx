import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenchmarkRows } from './benchmark-rows';

// The polls pinned above a ranking, marked, never ranked; the verdict against the best.

const BENCHMARKS = [
  { id: 1, name: 'Peilingwijzer 28 okt', is_crowd: false, total_points: 61 },
  { id: 3, name: 'De Poule', is_crowd: true, total_points: 70 },
  { id: 2, name: 'Ipsos I&O 27 okt', is_crowd: false, total_points: 48 },
];

describe('benchmark rows', () => {
  it('pins every benchmark with a badge instead of a rank', () => {
    render(<BenchmarkRows benchmarks={BENCHMARKS} ownPoints={null} />);
    const list = screen.getByRole('list', { name: /Peilingen als tegenstander/ });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeilingPeilingwijzer 28 okt (telt niet mee in de ranglijst)61 punten',
      'Alle spelersDe Poule (telt niet mee in de ranglijst)70 punten',
      'PeilingIpsos I&O 27 okt (telt niet mee in de ranglijst)48 punten',
    ]);
    // No verdict for a viewer who does not play in this league.
    expect(screen.queryByText(/peiling met|Gelijk met/)).not.toBeInTheDocument();
  });

  it.each([
    [73, 'Je verslaat de peiling met 12 punten (Peilingwijzer 28 okt).'],
    [60, 'De peiling verslaat je met 1 punt (Peilingwijzer 28 okt).'],
    [61, 'Gelijk met de peiling (Peilingwijzer 28 okt).'],
  ])('measures %i points against the best poll, not De Poule', (own, text) => {
    render(<BenchmarkRows benchmarks={BENCHMARKS} ownPoints={own} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows nothing without benchmarks', () => {
    const { container } = render(<BenchmarkRows benchmarks={undefined} ownPoints={10} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The dashboard shows its welcome once the answers are in, then renders its sections in
 * stages, one more per task (useStagedReveal); the last brings the cards ('Poule'). act runs
 * React's queued stages to the end, however long a busy machine takes over the 2,500
 * elements, where a find polled for the cards against a fixed 10 s.
 */
export async function findWholePage() {
  await screen.findByRole('heading', { level: 1, name: /^Welkom, / });
  await act(async () => {});
  expect(screen.getByRole('heading', { level: 2, name: 'Poule' })).toBeInTheDocument();
}

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

function states() {
  return screen
    .getAllByRole('listitem')
    .map((item) => [item.textContent?.split(' — ')[0], item.getAttribute('data-state')]);
}

describe('password checklist', () => {
  it('shows every rule as neutral before anything is typed', () => {
    render(<PasswordChecklist password="" />);
    expect(screen.getByText('Wachtwoord moet:')).toBeVisible();
    expect(states()).toEqual([
      ['Minimaal 8 tekens lang zijn', 'neutral'],
      ['Minimaal één hoofdletter bevatten', 'neutral'],
      ['Minimaal één kleine letter bevatten', 'neutral'],
      ['Minimaal één cijfer bevatten', 'neutral'],
      ['Minimaal één speciaal teken bevatten', 'neutral'],
    ]);
  });

  it('marks each rule met or failed as the password grows', () => {
    const { rerender } = render(<PasswordChecklist password="abc" />);
    expect(states().map(([, state]) => state)).toEqual([
      'failed',
      'failed',
      'met',
      'failed',
      'failed',
    ]);
    rerender(<PasswordChecklist password="Abcdefg1" />);
    expect(states().map(([, state]) => state)).toEqual(['met', 'met', 'met', 'met', 'failed']);
    rerender(<PasswordChecklist password="Abcdefg1!" />);
    expect(states().every(([, state]) => state === 'met')).toBe(true);
  });

  it('tells screen reader users the state of each rule', () => {
    render(<PasswordChecklist password="a" />);
    const [length, , lowercase] = screen.getAllByRole('listitem');
    expect(lowercase).toHaveTextContent('Minimaal één kleine letter bevatten — voldaan');
    expect(length).toHaveTextContent('Minimaal 8 tekens lang zijn — nog niet voldaan');
  });
});

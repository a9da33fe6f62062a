import { render, screen } from '@testing-library/react';
import type { Party } from '@zetelpoule/shared';
import { describe, expect, it, vi } from 'vitest';
import { PartyPicker } from './party-picker';

const PARTIES: Party[] = [
  { id: 1, name: 'VVD', hexcolor: '#1E4FA3', list_number: 1 },
  { id: 2, name: 'D66', hexcolor: '#00AE41', list_number: 2 },
];

function renderPicker(disabled: boolean) {
  render(
    <PartyPicker
      parties={PARTIES}
      selectedPartyId={null}
      onSelect={vi.fn()}
      seatsByParty={new Map()}
      top3={[]}
      disabled={disabled}
      name="party"
    />,
  );
}

describe('the party picker', () => {
  it('lets a keyboard reach its sideways-scrolling row once locked, when the radios cannot', () => {
    renderPicker(true);
    const row = screen.getByRole('group', { name: 'Alle partijen met hun zetels' });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(row.closest(':disabled')).toBeNull();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('adds no extra tab stop while the radios can take focus', () => {
    renderPicker(false);
    expect(screen.getAllByRole('radio')[0]).toBeEnabled();
    expect(document.querySelector('[tabindex="0"]')).toBeNull();
  });
});

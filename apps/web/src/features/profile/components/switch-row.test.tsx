import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwitchRow } from './switch-row';

describe('a switch row', () => {
  it('is a switch named by its label, described by its hint, that reports a tap', async () => {
    const onToggle = vi.fn();
    render(
      <SwitchRow
        label="De uitslag"
        hint="Een mail zodra de uitslag er is."
        isOn
        onToggle={onToggle}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'De uitslag' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription('Een mail zodra de uitslag er is.');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('cannot be switched while disabled', async () => {
    const onToggle = vi.fn();
    render(
      <SwitchRow
        label="Echte naam"
        hint="Alleen in subpoules."
        isOn={false}
        disabled
        onToggle={onToggle}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Echte naam' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onToggle).not.toHaveBeenCalled();
  });
});

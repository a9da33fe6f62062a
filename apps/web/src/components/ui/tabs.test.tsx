import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as Tabs from './tabs';

function ThreeTabs({ forceMount = false }: { forceMount?: boolean }) {
  return (
    <Tabs.Root defaultValue="one">
      <Tabs.List aria-label="Onderdelen">
        <Tabs.Trigger value="one">Een</Tabs.Trigger>
        <Tabs.Trigger value="two">Twee</Tabs.Trigger>
        <Tabs.Trigger value="three">Drie</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="one" forceMount={forceMount}>
        <label>
          Naam
          <input />
        </label>
      </Tabs.Content>
      <Tabs.Content value="two" forceMount={forceMount}>
        Inhoud twee
      </Tabs.Content>
      <Tabs.Content value="three" forceMount={forceMount}>
        Inhoud drie
      </Tabs.Content>
    </Tabs.Root>
  );
}

function selectedTab() {
  return screen.getByRole('tab', { selected: true }).textContent;
}

describe('tabs', () => {
  it('shows the panel of the tab that is clicked, labelled by that tab', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist', { name: 'Onderdelen' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Een' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Twee' }));

    expect(selectedTab()).toBe('Twee');
    expect(screen.getByRole('tabpanel', { name: 'Twee' })).toHaveTextContent('Inhoud twee');
    expect(screen.queryByRole('tabpanel', { name: 'Een' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Twee' })).toHaveAttribute(
      'aria-controls',
      screen.getByRole('tabpanel').id,
    );
  });

  it('puts only the open tab in the Tab order and moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Een' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Twee' })).toHaveFocus();
    expect(selectedTab()).toBe('Twee');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toBe('Een');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Drie');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('Een');
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('Drie');

    // From the open tab, Tab goes to its panel, not to the other tabs.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Drie' })).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('keeps a forced panel mounted and hidden, with what was typed in it', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs forceMount />);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Kees');

    await user.click(screen.getByRole('tab', { name: 'Drie' }));
    expect(screen.queryByRole('textbox', { name: 'Naam' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Drie' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Een' }));
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Kees');
  });

  it('shows the tab the page holds, and reports each change once', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled({ value }: { value: string }) {
      return (
        <Tabs.Root value={value} onValueChange={onValueChange}>
          <Tabs.List aria-label="Keuze">
            <Tabs.Trigger value="a">A</Tabs.Trigger>
            <Tabs.Trigger value="b">B</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Paneel A</Tabs.Content>
          <Tabs.Content value="b">Paneel B</Tabs.Content>
        </Tabs.Root>
      );
    }
    const { rerender } = render(<Controlled value="a" />);

    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('b');
    // Until the page says so, A stays open (e.g. the page keeps the tab in the address).
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paneel A');

    rerender(<Controlled value="b" />);
    expect(selectedTab()).toBe('B');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paneel B');
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });
});

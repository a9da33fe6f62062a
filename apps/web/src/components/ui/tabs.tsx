import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';

/*
 * Tabs after the WAI-ARIA tabs pattern (an arrow key moves focus and opens the tab), shaped like
 * Radix's (Root, List, Trigger, Content, `data-state`). Our own because Radix's read the panel's
 * style and set state during the commit, which made /league's first commit the longest task of
 * its start on a slow phone; these render plain elements and set no state while mounting.
 */

type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  idFor: (part: 'trigger' | 'content', value: string) => string;
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = useContext(TabsContext);
  if (context === null) throw new Error('A tab is used outside <Tabs.Root>.');
  return context;
}

type RootProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The open tab, when the page holds it (e.g. in `?tab=`). */
  value?: string;
  /** The tab open at first, when the tabs hold it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Root({ value, defaultValue, onValueChange, children, ...props }: RootProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? ownValue;
  const context: TabsContextValue = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    idFor: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={context}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The row of tabs. Arrow keys, Home and End move between them (and open the one reached). */
export function List({ onKeyDown, ...props }: ComponentProps<'div'>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = KEY_STEPS[event.key];
    if (step === undefined || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    // Automatic activation: the tab reached is opened too, as a click would.
    const next = tabs[step(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={handleKeyDown} {...props} />;
}

type TriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

/** One tab. Only the open one is in the Tab order (a roving tabindex). */
export function Trigger({ value, onClick, ...props }: TriggerProps) {
  const { value: current, select, idFor } = useTabsContext();
  const isActive = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={idFor('trigger', value)}
      aria-selected={isActive}
      aria-controls={idFor('content', value)}
      data-state={isActive ? 'active' : 'inactive'}
      tabIndex={isActive ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

type ContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string;
  /** Keep the panel mounted (hidden) while another tab is open, e.g. to keep what was typed. */
  forceMount?: boolean;
};

/** The panel of one tab; an inactive one is not rendered unless `forceMount`. */
export function Content({ value, forceMount = false, ...props }: ContentProps) {
  const { value: current, idFor } = useTabsContext();
  const isActive = value === current;
  if (!isActive && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idFor('content', value)}
      aria-labelledby={idFor('trigger', value)}
      data-state={isActive ? 'active' : 'inactive'}
      hidden={!isActive}
      // The panel itself is reachable by Tab, so a panel without focusable content can be read.
      tabIndex={0}
      {...props}
    />
  );
}

import type { DeadlineInfo } from '@zetelpoule/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** The banner warns about an incomplete prediction in the last 48 hours. */
export const DEADLINE_WARNING_HOURS = 48;

const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

/**
 * Whether the deadline is less than DEADLINE_WARNING_HOURS away, by the server's
 * time_remaining (the server clock decides, as for the lock itself). False once locked.
 */
export function isDeadlineNear(info: DeadlineInfo): boolean {
  if (info.predictions_locked || info.time_remaining === null) return false;
  const { days, hours, minutes } = info.time_remaining;
  const remainingMinutes = (days * HOURS_PER_DAY + hours) * MINUTES_PER_HOUR + minutes;
  return remainingMinutes < DEADLINE_WARNING_HOURS * MINUTES_PER_HOUR;
}

type WarningContextValue = {
  message: string | null;
  setMessage: (message: string | null) => void;
};

const WarningContext = createContext<WarningContextValue | null>(null);

/** Holds what a page wants the banner to warn about (the page knows, the banner shows). */
export function DeadlineWarningProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  return <WarningContext value={{ message, setMessage }}>{children}</WarningContext>;
}

/** The warning a page has set, for the banner. */
export function useDeadlineWarningMessage(): string | null {
  return useContext(WarningContext)?.message ?? null;
}

/**
 * For a page: what the banner should warn about when the deadline is near (null: nothing).
 * Cleared when the page goes away. Outside <WithDeadlineBanner> it does nothing.
 */
export function useDeadlineWarning(message: string | null) {
  const setMessage = useContext(WarningContext)?.setMessage;
  useEffect(() => {
    if (!setMessage) return;
    setMessage(message);
    return () => setMessage(null);
  }, [message, setMessage]);
}

import type { ReactNode } from 'react';
import { DeadlineBanner } from './deadline-banner';
import { DeadlineToastProvider } from './deadline-toast';
import { DeadlineWarningProvider } from './deadline-warning';

/**
 * The dashboard, league and admin election-results pages are "wrapped
 * with deadline banner and toast". A route module renders its page inside this; the page can
 * then raise the toast with useDeadlineErrorHandler() / useDeadlineToast(), and have the banner
 * warn about something unfinished with useDeadlineWarning().
 */
export function WithDeadlineBanner({ children }: { children: ReactNode }) {
  return (
    <DeadlineToastProvider>
      <DeadlineWarningProvider>
        <DeadlineBanner />
        {children}
      </DeadlineWarningProvider>
    </DeadlineToastProvider>
  );
}

import { deadlineCalendar } from '@zetelpoule/shared/rules/calendar';
import { CalendarPlus } from 'lucide-react';
import { useMemo } from 'react';
import { dashboard as dashboardTexts } from '../../../i18n/nl-dashboard';

const t = dashboardTexts.calendar;

/**
 * "Zet de deadline in je agenda" — an .ics file made on the device (no server call),
 * with the deadline, two reminders and the election day.
 */
export function CalendarLink({
  electionId,
  electionName,
  deadline,
  electionDate,
}: {
  electionId: number;
  electionName: string;
  deadline: string;
  electionDate: string | null;
}) {
  const href = useMemo(() => {
    const ics = deadlineCalendar({
      electionId,
      electionName,
      deadline: new Date(deadline),
      electionDate: electionDate === null ? null : new Date(electionDate),
      dashboardUrl: new URL('/dashboard', window.location.origin).href,
      now: new Date(),
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [electionId, electionName, deadline, electionDate]);
  return (
    <a
      href={href}
      download="zetelpoule-deadline.ics"
      className="mt-3 inline-flex min-h-10 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-navy-700 underline-offset-4 hover:bg-navy-50 hover:underline"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t.link}
    </a>
  );
}

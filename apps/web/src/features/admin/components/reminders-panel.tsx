import { Mail } from 'lucide-react';
import { formatDeadline } from '@zetelpoule/shared/rules/deadline-format';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { reminders } from '../../../i18n/nl-reminders';
import { cn } from '../../../lib/cn';
import { useReminderStats } from '../api/get-reminder-stats';

const t = reminders.admin;

/** How many reminder mails of each kind went out for the active election. */
export function RemindersPanel({ className }: { className?: string }) {
  const stats = useReminderStats();
  return (
    <Card className={cn('p-4 sm:p-6', className)}>
      <section aria-labelledby="reminders-heading" className="space-y-3">
        <h2
          id="reminders-heading"
          className="flex items-center gap-2 text-lg font-bold text-navy-950"
        >
          <Mail aria-hidden="true" className="size-5" />
          {t.title}
        </h2>
        {stats.isPending ? (
          <Spinner />
        ) : stats.isError ? (
          // Not an alert: a side panel that did not load is no reason to interrupt the page.
          <p className="text-sm text-red-700">{t.loadFailed}</p>
        ) : stats.data.election_name === null ? (
          <p className="text-sm text-slate-600">{t.noElection}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t.intro(stats.data.election_name)}</p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t.kind}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      {t.sent}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t.due}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.data.kinds.map((row) => (
                    <tr key={row.kind} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 pr-3 font-medium text-navy-950">
                        {t.kinds[row.kind] ?? row.kind}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{t.count(row.sent)}</td>
                      <td className="py-2 text-slate-600">
                        {row.due_at ? formatDeadline(row.due_at) : t.whenFinal}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-slate-600">{t.nudges(stats.data.nudges_sent)}</p>
          </>
        )}
      </section>
    </Card>
  );
}

import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { countdown, pollsCloseAt } from '../lib/polls-close';

const t = resultsTexts.countdown;

/** Before any result: the time left until the polls close, 21:00 on election day (Amsterdam). */
export function CountdownCard({ electionDate }: { electionDate: string | null }) {
  const target = electionDate === null ? null : pollsCloseAt(electionDate);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (target === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);

  const left = target === null ? null : countdown(target, now);

  return (
    <Card className="p-5 sm:p-6" data-testid="countdown">
      <section aria-labelledby="countdown-title">
        <h2
          id="countdown-title"
          className="flex items-center gap-2 text-lg font-bold text-navy-950"
        >
          <Clock aria-hidden="true" className="size-5 text-oranje-600" />
          {t.title}
        </h2>
        {target === null ? (
          <p className="mt-3 text-slate-700">{t.unknownDate}</p>
        ) : left === null ? (
          <p className="mt-3 font-semibold text-navy-900">{t.closed}</p>
        ) : (
          // Not a live region: a screen reader should not hear every second.
          <dl aria-label={t.label} className="mt-4 grid max-w-lg grid-cols-4 gap-2 text-center">
            {(
              [
                [left.days, t.days(left.days)],
                [left.hours, t.hours],
                [left.minutes, t.minutes],
                [left.seconds, t.seconds],
              ] as const
            ).map(([value, unit]) => (
              <div key={unit} className="rounded-xl bg-navy-50 px-1 py-3 ring-1 ring-navy-100">
                <dt className="sr-only">{unit}</dt>
                <dd>
                  <span className="block text-3xl font-extrabold text-navy-950 tabular-nums">
                    {String(value).padStart(2, '0')}
                  </span>
                  <span aria-hidden="true" className="text-xs font-semibold text-slate-600">
                    {unit}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-4 text-sm text-slate-600">{t.intro}</p>
      </section>
    </Card>
  );
}

import type { ElectionCategoryInfo, MyScoreWithResults, PendingSections } from '@zetelpoule/shared';
import { Card } from '../../../components/ui/card';
import { formatDeadline } from '../../../components/deadline/format-deadline';
import { results as resultsTexts } from '../../../i18n/nl-results';
import { cn } from '../../../lib/cn';
import { pointsTone, Unknown } from './verdict';

const t = resultsTexts.sections;

const SECTIONS = [
  ['seat_points', 'seats'],
  ['captain_bonus_points', 'seats'],
  ['top3_parties_points', 'seats'],
  ['turnout_points', 'turnout'],
  ['biggest_party_points', 'biggest_party'],
  ['municipality_selection_points', 'municipality_selection'],
  ['country_turnout_points', 'country_turnout'],
] as const satisfies ReadonlyArray<readonly [keyof typeof t.labels, keyof PendingSections]>;

function label(field: keyof typeof t.labels, words: ElectionCategoryInfo): string {
  const text = t.labels[field];
  return typeof text === 'string' ? text : text(words);
}

/** The player's points per section, adding up to the total; open sections say so in words. */
export function PointsSection({
  score,
  words,
}: {
  score: MyScoreWithResults | null;
  /** The election's words: "Opkomst per provincie" at a Provinciale Statenverkiezing. */
  words: ElectionCategoryInfo;
}) {
  const points = score?.score ?? null;
  return (
    <Card className="p-5" data-testid="points">
      <section aria-labelledby="points-title">
        <h2 id="points-title" className="text-lg font-bold text-navy-950">
          {t.title}
        </h2>
        {points === null ? (
          <p className="mt-1 text-sm text-slate-600">{t.notScored}</p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            {t.calculatedAt(formatDeadline(points.calculated_at))}
          </p>
        )}
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t.section}</th>
              <th scope="col">{t.points}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {SECTIONS.map(([field, section]) => {
              const isPending = points === null || points.pending[section];
              const value = points?.[field] ?? 0;
              return (
                <tr key={field} data-section={field}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-700">
                    {label(field, words)}
                  </th>
                  <td className="py-2 text-right whitespace-nowrap">
                    {isPending ? (
                      <Unknown />
                    ) : (
                      <span className={cn('font-bold tabular-nums', pointsTone(value))}>
                        {resultsTexts.signed(value)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-navy-900">
              <th scope="row" className="pt-2.5 text-left text-base font-bold text-navy-950">
                {t.total}
              </th>
              <td
                data-testid="points-total"
                className="pt-2.5 text-right text-xl font-extrabold text-navy-950 tabular-nums"
              >
                {points?.total_points ?? 0}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>
    </Card>
  );
}

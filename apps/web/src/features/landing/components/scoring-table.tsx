import { nl } from '../../../i18n/nl';
import { SCORING_TABLE, formatPoints } from '../scoring-rules';

const t = nl.landing.scoring;

function pointsClass(points: number | string): string {
  if (typeof points === 'string') return 'bg-navy-100 text-navy-800';
  if (points > 0) return 'bg-emerald-50 text-emerald-800';
  if (points < 0) return 'bg-red-50 text-red-800';
  return 'bg-slate-100 text-slate-700';
}

/** DESIGN §6 in full: one small table per category, each captioned with its name, set in
 * columns so cards of different heights pack without gaps. */
export function ScoringTable() {
  return (
    <div className="mt-16">
      <div className="mx-auto max-w-2xl text-center">
        <h3 className="text-2xl font-bold tracking-tight text-navy-950">{t.title}</h3>
        <p className="mt-3 text-slate-600">{t.intro}</p>
      </div>
      <div className="mx-auto mt-8 max-w-5xl gap-6 md:columns-2">
        {SCORING_TABLE.map((category) => (
          <div
            key={category.id}
            className="mb-6 break-inside-avoid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <table className="w-full text-left text-sm">
              <caption className="bg-navy-900 px-4 py-3 text-left text-base font-semibold text-white">
                {category.title}
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t.situation}</th>
                  <th scope="col">{t.points}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {category.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="px-4 py-3 font-normal text-slate-700">
                      {row.label}
                    </th>
                    <td className="w-20 px-4 py-3 text-right">
                      <span
                        className={`inline-block min-w-12 rounded-lg px-2 py-1 text-center font-bold tabular-nums ${pointsClass(row.points)}`}
                      >
                        {formatPoints(row.points)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {category.note && (
              <p className="border-t border-slate-100 bg-slate-50 px-4 py-3 text-xs text-slate-600">
                {category.note}
              </p>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

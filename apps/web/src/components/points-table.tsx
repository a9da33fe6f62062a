import { landing as landingTexts } from '../i18n/nl-landing';
import { formatPoints, type ScoringCategory } from '../lib/scoring-table';

const t = landingTexts.scoring;

function pointsClass(points: number | string): string {
  if (typeof points === 'string') return 'bg-navy-100 text-navy-800';
  if (points > 0) return 'bg-emerald-50 text-emerald-800';
  if (points < 0) return 'bg-red-50 text-red-800';
  return 'bg-slate-100 text-slate-700';
}

const SIZES = {
  regular: {
    card: 'rounded-2xl shadow-sm',
    caption: 'px-4 py-3 text-base',
    cell: 'px-4 py-3',
    pointsCell: 'w-20',
    badge: 'min-w-12 rounded-lg px-2 py-1',
    note: 'px-4 py-3',
  },
  compact: {
    card: 'rounded-lg',
    caption: 'px-3 py-2 text-sm',
    cell: 'px-3 py-2',
    pointsCell: 'w-16',
    badge: 'min-w-11 rounded-md px-1.5 py-0.5',
    note: 'px-3 py-2',
  },
} as const;

/** One category of the scoring rules as a captioned table (landing page, dashboard sections). */
export function PointsTable({
  category,
  size = 'regular',
  className = '',
}: {
  category: ScoringCategory;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const s = SIZES[size];
  return (
    <div className={`overflow-hidden bg-white ring-1 ring-slate-200 ${s.card} ${className}`}>
      <table className="w-full text-left text-sm">
        <caption className={`bg-navy-900 text-left font-semibold text-white ${s.caption}`}>
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
              <th scope="row" className={`font-normal text-slate-700 ${s.cell}`}>
                {row.label}
              </th>
              <td className={`text-right ${s.cell} ${s.pointsCell}`}>
                <span
                  className={`inline-block text-center font-bold tabular-nums ${s.badge} ${pointsClass(row.points)}`}
                >
                  {formatPoints(row.points)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {category.note && (
        <p className={`border-t border-slate-100 bg-slate-50 text-xs text-slate-600 ${s.note}`}>
          {category.note}
        </p>
      )}
    </div>
  );
}

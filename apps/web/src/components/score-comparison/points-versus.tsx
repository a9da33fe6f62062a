import { SECTION_POINTS_ORDER, type SectionPoints } from '@zetelpoule/shared';
import { cn } from '../../lib/cn';
import { PointsBadge, t, TD, TH, tp } from './comparison-parts';

/**
 * Another player's points per section beside your own, once both are scored: where they
 * pulled ahead of you and where you did. Three columns, so it fits a phone.
 */
export function PointsVersus({
  name,
  member,
  viewer,
}: {
  name: string;
  member: SectionPoints;
  viewer: SectionPoints | null;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{tp.versusCaption(name)}</caption>
        <thead>
          <tr>
            <th scope="col" className={TH}>
              {tp.versusSection}
            </th>
            <th scope="col" className={cn(TH, 'max-w-24 truncate text-right')}>
              {name}
            </th>
            {viewer && (
              <th scope="col" className={cn(TH, 'text-right')}>
                {tp.you}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {SECTION_POINTS_ORDER.map((field) => (
            <tr key={field}>
              <th scope="row" className={cn(TD, 'font-medium text-navy-950')}>
                {t.breakdownLabels[field]}
              </th>
              <td className={cn(TD, 'text-right')}>
                <PointsBadge points={member[field]} />
              </td>
              {viewer && (
                <td className={cn(TD, 'text-right')}>
                  <PointsBadge points={viewer[field]} />
                </td>
              )}
            </tr>
          ))}
          <tr className="bg-navy-50 font-bold text-navy-950">
            <th scope="row" className={TD}>
              {t.breakdownLabels.total_points}
            </th>
            <td className={cn(TD, 'text-right tabular-nums')}>{member.total_points}</td>
            {viewer && <td className={cn(TD, 'text-right tabular-nums')}>{viewer.total_points}</td>}
          </tr>
        </tbody>
      </table>
      {!viewer && <p className="border-t border-slate-100 px-3 py-2 text-sm">{tp.noOwnScore}</p>}
    </div>
  );
}

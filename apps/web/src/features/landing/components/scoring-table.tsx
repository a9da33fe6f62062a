import { landing as landingTexts } from '../../../i18n/nl-landing';
import { PointsTable } from '../../../components/points-table';
import type { ElectionCategory } from '@zetelpoule/shared/rules/election-category';
import { scoringTable } from '../../../lib/scoring-table';

const t = landingTexts.scoring;

/**
 * The points (docs/rules.md#points) in full: one small table per category, each captioned with
 * its name, set in columns so cards of different heights pack without gaps.
 */
export function ScoringTable({ category }: { category: ElectionCategory | null }) {
  return (
    <div className="mt-16">
      <div className="mx-auto max-w-2xl text-center">
        <h3 className="text-2xl font-bold tracking-tight text-navy-950">{t.title}</h3>
        <p className="mt-3 text-slate-600">{t.intro}</p>
      </div>
      <div className="mx-auto mt-8 max-w-5xl gap-6 md:columns-2">
        {scoringTable(category).map((category) => (
          <PointsTable key={category.id} category={category} className="mb-6 break-inside-avoid" />
        ))}
      </div>
    </div>
  );
}

import type { ElectionCategory } from '@zetelpoule/shared/rules/election-category';
import {
  scoringCategory,
  type ScoringCategory,
  type ScoringCategoryId,
} from '../../lib/scoring-table';

/**
 * The scoring tables each dashboard section shows (docs/rules.md#points), in the dashboard's order
 * of sections.
 */
const SECTION_CATEGORIES = {
  seats: ['seats', 'top3'],
  firstMunicipality: ['first-count'],
  nationalTurnout: ['national-turnout'],
  biggestParty: ['biggest-party'],
  municipalityTurnout: ['municipality-turnout'],
  joker: ['joker'],
} satisfies Record<string, ScoringCategoryId[]>;

export type SectionKey = keyof typeof SECTION_CATEGORIES;

/** A section's tables in the words of the election's category ("per provincie"). */
export function sectionScoring(section: SectionKey, category: ElectionCategory): ScoringCategory[] {
  return SECTION_CATEGORIES[section].map((id) => scoringCategory(id, category));
}

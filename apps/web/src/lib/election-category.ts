import {
  categoryInfo,
  type ElectionCategory,
  type ElectionCategoryInfo,
} from '@zetelpoule/shared/rules/election-category';
import { useDeadlineInfo } from '../components/deadline/deadline-info';

/*
 * The active election's chamber and regions in Dutch (packages/shared, election-category.ts),
 * for pages that name them. Deadline info carries the category and is public and cached for
 * every page, so reading it here costs no call of its own. Imported by subpath: the landing
 * chunk stays free of the zod contracts.
 */

/** The words of a category; the Tweede Kamer's while it is not known. */
export function electionWords(category: ElectionCategory | null | undefined): ElectionCategoryInfo {
  return categoryInfo(category ?? 'TK');
}

/** The active election's category from deadline info; null until it answers, or without one. */
export function useActiveCategory(): ElectionCategory | null {
  return useDeadlineInfo().data?.election_category ?? null;
}

/** The active election's words; the Tweede Kamer's until deadline info has answered. */
export function useElectionWords(): ElectionCategoryInfo {
  return electionWords(useActiveCategory());
}

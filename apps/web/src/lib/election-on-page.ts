import {
  isElectionCategory,
  type ElectionCategory,
} from '@zetelpoule/shared/rules/election-category';

/**
 * The active election's category as the server wrote it into the page's HTML
 * (`<meta name="zetelpoule:election">`, on the landing page): known at once, for a visitor too,
 * with no call. Null when the page carries none (no active election, or another page).
 */
export function electionCategoryOnPage(): ElectionCategory | null {
  const value = document.querySelector('meta[name="zetelpoule:election"]')?.getAttribute('content');
  return isElectionCategory(value) ? value : null;
}

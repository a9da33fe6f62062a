/*
 * The quick start's sources without zod (contract/quick-start.ts has the schemas): the
 * dashboard draws its buttons from this in the first render and loads the schemas with the
 * call (apps/web/src/lib/contracts.ts says why).
 */

/**
 * polls: the mean of the admin's polls; crowd: the crowd's mean seats, which stays secret
 * while predictions are open, so until then it is the polls; previous: the previous chamber
 * of the same kind of election.
 */
export const QUICK_START_SOURCES = ['polls', 'crowd', 'previous'] as const;
export type QuickStartSource = (typeof QUICK_START_SOURCES)[number];

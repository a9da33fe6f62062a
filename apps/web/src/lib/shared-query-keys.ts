/*
 * Keys of queries that several features read (lib/my-score.ts, lib/subleagues.ts), apart from
 * their calls: the providers and the league's keys refer to them, and importing the queries'
 * modules would bring their response schemas (and zod) into the entry chunk.
 */

/** The player's own points and comparison (GET my-score). */
export const MY_SCORE_KEY = ['predictions', 'my-score'] as const;

/** The player's sub-leagues; under the league's keys, so the league's writes refresh it. */
export const SUBLEAGUES_KEY = ['league', 'subleagues'] as const;

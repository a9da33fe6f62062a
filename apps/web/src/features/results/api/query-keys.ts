/**
 * The results page's own query keys. The live client (app/providers.tsx) refetches everything
 * under `all` when results change or scores are recalculated.
 */
export const resultsKeys = {
  all: ['results'] as const,
  prediction: () => [...resultsKeys.all, 'prediction'] as const,
};

/** Shared with the dashboard (same call, same cache): the player's points and comparison. */
export const MY_SCORE_KEY = ['predictions', 'my-score'] as const;
/** Shared with the league page: the player's sub-leagues. */
export const SUBLEAGUES_KEY = ['league', 'subleagues'] as const;

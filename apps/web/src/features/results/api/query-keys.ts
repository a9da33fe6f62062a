/**
 * The results page's own query keys. The live client (app/providers.tsx) refetches everything
 * under `all` when results change or scores are recalculated.
 */
export const resultsKeys = {
  all: ['results'] as const,
  prediction: () => [...resultsKeys.all, 'prediction'] as const,
  /** A Provinciale Statenverkiezing's Staten per province (get-staten-results.ts). */
  staten: () => [...resultsKeys.all, 'staten'] as const,
};

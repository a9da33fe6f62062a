/** The crowd page's query keys. */
export const crowdKeys = {
  all: ['crowd'] as const,
  crowd: (subleagueId: number | null) => [...crowdKeys.all, 'crowd', subleagueId] as const,
  prediction: () => [...crowdKeys.all, 'prediction'] as const,
};

/** Shared with the dashboard and the results page (same call, same cache). */
export const MY_SCORE_KEY = ['predictions', 'my-score'] as const;
export const SUBLEAGUES_KEY = ['league', 'subleagues'] as const;

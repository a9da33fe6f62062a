/** The crowd page's query keys. */
export const crowdKeys = {
  all: ['crowd'] as const,
  crowd: (subleagueId: number | null) => [...crowdKeys.all, 'crowd', subleagueId] as const,
  prediction: () => [...crowdKeys.all, 'prediction'] as const,
};

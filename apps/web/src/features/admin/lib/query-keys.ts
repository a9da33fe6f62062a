/** React Query keys of the admin area, in one place so writes can refresh what they change. */
export const adminKeys = {
  all: ['admin'] as const,
  elections: () => [...adminKeys.all, 'elections'] as const,
  election: (id: number) => [...adminKeys.elections(), id] as const,
  municipalities: () => [...adminKeys.all, 'municipalities'] as const,
  predictionDetails: (id: number) => [...adminKeys.all, 'prediction-details', id] as const,
};

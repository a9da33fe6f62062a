/** The in-app explanation of the Eerste Kamer projection (docs/rules/eerste-kamer-projection.md). */
export const PROJECTION_EXPLAINER_PATH = '/uitleg/eerste-kamer';

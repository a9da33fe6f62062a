/*
 * The contract modules of a signed-in page's calls, loaded with the calls rather than with the
 * page: `schema: () => predictionsContract().then((c) => c.ActivePredictionSchema)` (a
 * `SchemaLoader`, lib/api-client.ts). Their paths come from the zod-free contract/paths.ts.
 * On a slow phone, building zod and these schemas in the task that starts /dashboard or
 * /league made it block for over 100 ms (Lighthouse's total blocking time).
 */
/**
 * The signed-in user and its tokens (zod/mini), for the profile call and the token refresh:
 * the entry chunk carries no zod at all, so a visitor's first page stays small (decision
 * 013).
 */
export const userContract = () => import('@zetelpoule/shared/contract/user');
export const predictionsContract = () => import('@zetelpoule/shared/contract/predictions');
export const leaguesContract = () => import('@zetelpoule/shared/contract/leagues');
export const leagueOverviewContract = () => import('@zetelpoule/shared/contract/league-overview');
export const rankSeenContract = () => import('@zetelpoule/shared/contract/rank-seen');
export const catalogContract = () => import('@zetelpoule/shared/contract/catalog');

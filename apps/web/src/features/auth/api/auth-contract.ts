/**
 * The auth contract's schemas (zod), loaded when a call or the login form's first check needs
 * them: a static import would put zod among the chunks the login page waits for on its first
 * load (decision 042).
 */
export const loadAuthContract = () => import('@zetelpoule/shared/contract/auth');

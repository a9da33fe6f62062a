/*
 * The push calls' paths and kinds without zod (docs/decisions/065-web-push.md): the dashboard's
 * notification question imports them, and the dashboard starts without zod (decision 044).
 */

/** What a subscription can get: deadline reminders, the results, and being overtaken. */
export const PUSH_KINDS = ['deadline', 'results', 'overtaken'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_PATHS = {
  /** POST subscribes (201), DELETE `{endpoint}` unsubscribes, GET lists the player's devices. */
  subscriptions: '/api/auth/push/subscriptions/',
  /** PATCH the kinds of one subscription. */
  subscription: '/api/auth/push/subscriptions/:id/',
  /** The VAPID public key (applicationServerKey); 404 when push is off on this server. */
  publicKey: '/api/push/public-key/',
} as const;

export function pushSubscriptionPath(id: number): string {
  return `/api/auth/push/subscriptions/${id}/`;
}

import { z } from 'zod';
import { idParam } from './primitives';
import { PUSH_KINDS } from './push-paths';

/*
 * Web Push (RFC 8030, payloads encrypted per RFC 8291, VAPID per RFC 8292): a player's browsers
 * subscribe, and each subscription chooses which kinds of notification it gets
 * (docs/decisions/065-web-push.md).
 */

export { PUSH_KINDS, PUSH_PATHS, pushSubscriptionPath, type PushKind } from './push-paths';

export const PUSH_ERROR_CODES = {
  invalidEndpoint: 'push_endpoint_invalid',
  disabled: 'push_disabled',
} as const;

/** A P-256 public key, uncompressed (65 bytes), in base64url: 87 characters. */
const P256DH_PATTERN = /^[A-Za-z0-9_-]{86,87}={0,1}$/;
/** The 16-byte authentication secret in base64url: 22 characters. */
const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/;

const ENDPOINT_MESSAGE = 'Dit is geen geldig pushadres van je browser.';

export const PushEndpointSchema = z
  .string({ error: ENDPOINT_MESSAGE })
  .min(1, ENDPOINT_MESSAGE)
  .max(2048, 'Dit pushadres is te lang.')
  // A push service's URL is printable ASCII; anything else (a NUL PostgreSQL refuses) is not one.
  .regex(/^[\x21-\x7E]+$/, ENDPOINT_MESSAGE);

/** What `PushSubscription.toJSON()` gives; `expirationTime` is accepted and ignored. */
export const PushSubscriptionBodySchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'De sleutel van je browser ontbreekt.' })
        .regex(P256DH_PATTERN, 'De sleutel van je browser is ongeldig.'),
      auth: z
        .string({ error: 'De sleutel van je browser ontbreekt.' })
        .regex(AUTH_PATTERN, 'De sleutel van je browser is ongeldig.'),
    },
    { error: 'De sleutels van je browser ontbreken.' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: PushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

export const PushKindsSchema = z.object({
  /** 7 days, 24 hours and 2 hours before the deadline, while the prediction is incomplete. */
  deadline: z.boolean(),
  /** "De uitslag is binnen", with the player's points and rank. */
  results: z.boolean(),
  /** "Je bent ingehaald in …", at most once a night. */
  overtaken: z.boolean(),
});
export type PushKinds = z.infer<typeof PushKindsSchema>;

export const PushSubscriptionSchema = z.object({
  id: z.number().int(),
  kinds: PushKindsSchema,
  /** The push service's host (e.g. fcm.googleapis.com), so a player can tell devices apart. */
  service: z.string(),
  created_at: z.string(),
});
export type PushSubscriptionView = z.infer<typeof PushSubscriptionSchema>;

export const PushSubscriptionListSchema = z.object({
  subscriptions: z.array(PushSubscriptionSchema),
});
export type PushSubscriptionList = z.infer<typeof PushSubscriptionListSchema>;

export const PushSubscriptionParamsSchema = z.object({ id: idParam() });

const aSwitch = z.boolean({ error: 'Kies aan of uit.' });

/** Any of the kinds; at least one. */
export const UpdatePushKindsBodySchema = z
  .object({ deadline: aSwitch, results: aSwitch, overtaken: aSwitch })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Kies minstens één melding.' });
export type UpdatePushKindsBody = z.infer<typeof UpdatePushKindsBodySchema>;

export const PushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/** What the service worker receives (decrypted) and shows. */
export const PushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the app the notification opens. */
  url: z.string(),
  /** Notifications with one tag replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

import {
  PUSH_ERROR_CODES,
  type PushKinds,
  type PushPublicKey,
  type PushSubscriptionBody,
  type PushSubscriptionList,
  type PushSubscriptionView,
  type PushUnsubscribeBody,
  type UpdatePushKindsBody,
} from '@zetelpoule/shared';
import { pushEndpointProblem } from '@zetelpoule/shared/rules/push-endpoint';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import type { VapidKeys } from './push.config';
import {
  deleteSubscription,
  selectSubscriptions,
  trimSubscriptions,
  updateKinds,
  upsertSubscription,
  type SubscriptionRow,
} from './push.repo';

/* A player's push subscriptions and their kinds (docs/decisions/065-web-push.md). */

export interface PushServiceContext {
  db: Db;
  /** Undefined: push is off on this server. */
  vapid: VapidKeys | undefined;
  /** Outside production an http loopback endpoint is accepted (tests receive real pushes). */
  production: boolean;
}

/** Devices per player; saving one more removes the longest unused. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

const DISABLED_MESSAGE = 'Pushmeldingen staan uit op deze server.';
const NOT_FOUND_MESSAGE = 'Dit apparaat krijgt geen pushmeldingen (meer).';

function requireEnabled(ctx: PushServiceContext): VapidKeys {
  if (!ctx.vapid) throw new NotFoundError(DISABLED_MESSAGE, PUSH_ERROR_CODES.disabled);
  return ctx.vapid;
}

function toView(row: SubscriptionRow): PushSubscriptionView {
  const kinds: PushKinds = {
    deadline: row.deadline,
    results: row.results,
    overtaken: row.overtaken,
  };
  return {
    id: row.id,
    kinds,
    service: new URL(row.endpoint).host,
    created_at: row.createdAt.toISOString(),
  };
}

export function publicKey(ctx: PushServiceContext): PushPublicKey {
  return { public_key: requireEnabled(ctx).publicKey };
}

export async function subscribe(
  ctx: PushServiceContext,
  viewer: AuthUser,
  body: PushSubscriptionBody,
): Promise<PushSubscriptionView> {
  requireEnabled(ctx);
  const problem = pushEndpointProblem(body.endpoint, { allowLoopbackHttp: !ctx.production });
  if (problem) {
    throw new ValidationError({ endpoint: [problem] }, problem);
  }
  const row = await upsertSubscription(ctx.db, viewer.id, body).catch((err: unknown) => {
    // The account was deleted after its token was checked.
    throw isForeignKeyViolation(err) ? new UnauthorizedError(AUTH_MESSAGES.userGone) : err;
  });
  await trimSubscriptions(ctx.db, viewer.id, MAX_SUBSCRIPTIONS_PER_PLAYER);
  return toView(row);
}

/** Removes this browser's subscription; repeatable (already gone is fine). */
export async function unsubscribe(
  ctx: PushServiceContext,
  viewer: AuthUser,
  body: PushUnsubscribeBody,
): Promise<void> {
  await deleteSubscription(ctx.db, viewer.id, body.endpoint);
}

export async function listSubscriptions(
  ctx: PushServiceContext,
  viewer: AuthUser,
): Promise<PushSubscriptionList> {
  const rows = await selectSubscriptions(ctx.db, viewer.id);
  return { subscriptions: rows.map(toView) };
}

export async function updateSubscriptionKinds(
  ctx: PushServiceContext,
  viewer: AuthUser,
  id: number,
  body: UpdatePushKindsBody,
): Promise<PushSubscriptionView> {
  // Someone else's id answers as an unknown one: ids reveal nothing.
  const row = await updateKinds(ctx.db, viewer.id, id, body);
  if (!row) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return toView(row);
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/* ---------- Web Push: subscriptions, their kinds, and each notification once (decision 065) ---------- */

/** One browser's push subscription; a new one has every kind on. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: unique, whoever subscribed it last owns it. */
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    deadline: boolean().notNull().default(true),
    results: boolean().notNull().default(true),
    overtaken: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One row per notification a subscription was sent: claimed before it goes, under the unique
 * (subscription, kind, occasion), so a retried batch or a second worker skips it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** e.g. `12:24h` (election and reminder), `12` (results), `12:2025-10-29` (the night). */
    occasion: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while the notification is on its way. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_deliveries_once_key').on(t.subscriptionId, t.kind, t.occasion),
    check('push_deliveries_kind_check', sql`${t.kind} in ('deadline', 'results', 'overtaken')`),
  ],
);

/**
 * A send over every subscription, started once: the first tick that inserts its key queues the
 * first batch, later ticks (of any instance) find it taken.
 */
export const pushRuns = pgTable('push_runs', {
  key: text().primaryKey(),
  startedAt: createdAt(),
});

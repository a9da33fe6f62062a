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
import { elections } from './elections';
import { subleagues } from './leagues';
import { createdAt } from './columns';

/* ---------- reminder e-mails, their unsubscribe and the daily nudge (decision 032) ---------- */

/** Which mails a player wants; no row means every kind is on. */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The 7-day, 24-hour and 2-hour reminders before the deadline. */
  deadlineReminders: boolean().notNull().default(true),
  /** "De uitslag is bekend". */
  results: boolean().notNull().default(true),
  /** A sub-league creator's "Vergeet je voorspelling niet". */
  nudges: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder a player was sent: claimed (inserted) before the mail goes out, so the
 * unique key makes a second run or a second worker skip it (each reminder exactly once).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial().primaryKey(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while the mail is on its way. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once_key').on(t.electionId, t.userId, t.kind),
    index('reminder_deliveries_user_idx').on(t.userId),
    check('reminder_deliveries_kind_check', sql`${t.kind} in ('7d', '24h', '2h', 'results')`),
  ],
);

/** A creator's nudge to a member: at most one per sub-league, member and Amsterdam day. */
export const subleagueNudges = pgTable(
  'subleague_nudges',
  {
    id: serial().primaryKey(),
    subleagueId: integer()
      .notNull()
      .references(() => subleagues.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in Europe/Amsterdam. */
    amsterdamDay: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subleague_nudges_once_a_day_key').on(t.subleagueId, t.recipientId, t.amsterdamDay),
    index('subleague_nudges_recipient_idx').on(t.recipientId),
    index('subleague_nudges_sender_idx').on(t.senderId),
  ],
);

import { index, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { elections } from './elections';

/** The scope of the national pool; any other scope is a sub-league's id. */
export const NATIONAL_RANK_SCOPE = 0;

/**
 * The ranks a player was last shown of a table, so movement (↑2) is measured from what they
 * saw, not from the admin's previous save (docs/decisions/060-rank-movement-since-last-seen.md). One row per player, election
 * and table: `rank` their own place, `ranks` every shown player's place by user id.
 */
export const rankSeen = pgTable(
  'rank_seen',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    /** NATIONAL_RANK_SCOPE, or a sub-league's id (no foreign key: a deleted one is harmless). */
    scope: integer().notNull(),
    rank: integer(),
    ranks: jsonb().$type<Record<string, number>>().notNull().default({}),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.electionId, t.scope] }),
    index('rank_seen_election_idx').on(t.electionId),
  ],
);

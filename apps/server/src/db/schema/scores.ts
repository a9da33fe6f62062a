import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { elections } from './elections';

/** Scores per (user, election), the breakdown; the leaderboard reads it. */
export const scores = pgTable(
  'scores',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    seatPoints: integer().notNull().default(0),
    captainBonusPoints: integer().notNull().default(0),
    turnoutPoints: integer().notNull().default(0),
    biggestPartyPoints: integer().notNull().default(0),
    municipalitySelectionPoints: integer().notNull().default(0),
    top3PartiesPoints: integer().notNull().default(0),
    countryTurnoutPoints: integer().notNull().default(0),
    totalPoints: integer().notNull().default(0),
    /**
     * The national-pool rank before the latest results change was scored, so a
     * player sees their movement (↑3). Null until the second calculation.
     */
    previousRank: integer(),
    calculatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.electionId] }),
    index('scores_election_total_idx').on(t.electionId, t.totalPoints.desc()),
  ],
);

/**
 * Every change of an election's results, with its time, so the night can be
 * replayed and the admin sees what changed when. `section` names the results tab (or
 * `import`, `status`).
 */
export const resultsChanges = pgTable(
  'results_changes',
  {
    id: serial().primaryKey(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    section: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('results_changes_election_idx').on(t.electionId, t.changedAt)],
);

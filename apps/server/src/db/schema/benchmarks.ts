import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { elections, parties } from './elections';
import { createdAt } from './columns';

/*
 * Benchmark players — named reference predictions (a poll, or "De Poule", the
 * crowd's rounded mean) scored like a player but never ranked
 * (docs/decisions/035-benchmark-players.md). Their scores live in their own table so that nothing
 * that counts or ranks `scores` ever sees them.
 */
export const benchmarks = pgTable(
  'benchmarks',
  {
    id: serial().primaryKey(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** De Poule: written by the score calculation, never by hand; at most one per election. */
    isCrowd: boolean().notNull().default(false),
    countryTurnoutTenths: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('benchmarks_election_name_key').on(t.electionId, sql`lower(${t.name})`),
    uniqueIndex('benchmarks_election_crowd_key')
      .on(t.electionId)
      .where(sql`${t.isCrowd}`),
    check(
      'benchmarks_country_turnout_range',
      sql`${t.countryTurnoutTenths} is null or ${t.countryTurnoutTenths} between 0 and 1000`,
    ),
  ],
);

export const benchmarkSeats = pgTable(
  'benchmark_seats',
  {
    benchmarkId: integer()
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    partyId: integer()
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    seats: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.benchmarkId, t.partyId] }),
    check('benchmark_seats_seats_range', sql`${t.seats} between 0 and 250`),
  ],
);

/** The breakdown of `scores`, per benchmark; written by the same calculation. */
export const benchmarkScores = pgTable(
  'benchmark_scores',
  {
    benchmarkId: integer()
      .primaryKey()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
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
    calculatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('benchmark_scores_election_idx').on(t.electionId)],
);

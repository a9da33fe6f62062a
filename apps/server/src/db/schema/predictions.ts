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
import { users } from './accounts';
import { elections, municipalities, parties } from './elections';
import { createdAt } from './columns';

/* Predictions: one per player per election , created on first write. */

export const predictions = pgTable(
  'predictions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    name: text().notNull().default('Mijn voorspelling'),
    isActive: boolean().notNull().default(true),
    firstMunicipalityId: integer().references(() => municipalities.id),
    countryTurnoutTenths: integer(),
    captainPartyId: integer().references(() => parties.id),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('predictions_user_election_key').on(t.userId, t.electionId),
    index('predictions_election_idx').on(t.electionId),
    check(
      'predictions_country_turnout_range',
      sql`${t.countryTurnoutTenths} is null or ${t.countryTurnoutTenths} between 0 and 1000`,
    ),
  ],
);

export const seatPredictions = pgTable(
  'seat_predictions',
  {
    predictionId: integer()
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    seatNumber: integer().notNull(),
    partyId: integer()
      .notNull()
      .references(() => parties.id),
  },
  // The primary key makes a seat write an upsert: two tabs writing at once cannot duplicate a seat.
  (t) => [primaryKey({ columns: [t.predictionId, t.seatNumber] })],
);

export const turnoutPredictions = pgTable(
  'turnout_predictions',
  {
    predictionId: integer()
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
    turnoutTenths: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.predictionId, t.municipalityId] }),
    check('turnout_predictions_range', sql`${t.turnoutTenths} between 0 and 1000`),
  ],
);

export const biggestPartyPredictions = pgTable(
  'biggest_party_predictions',
  {
    predictionId: integer()
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
    partyId: integer()
      .notNull()
      .references(() => parties.id),
  },
  (t) => [primaryKey({ columns: [t.predictionId, t.municipalityId] })],
);

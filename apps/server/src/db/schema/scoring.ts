import { check, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { elections, parties } from './elections';
import { predictions } from './predictions';

/**
 * Seats per (prediction, party), kept in step with `seat_predictions` by statement triggers
 * (migration 0008): scoring reads ~15 counts per player instead of counting 150 seat rows on
 * every recalculation (docs/decisions/061-scoring-in-sql.md). Never written by the application.
 */
export const seatPredictionCounts = pgTable(
  'seat_prediction_counts',
  {
    predictionId: integer()
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    partyId: integer()
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    seats: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.predictionId, t.partyId] }),
    check('seat_prediction_counts_seats_positive', sql`${t.seats} > 0`),
  ],
);

/**
 * What an election's stored scores were calculated from, so a results change recomputes only
 * the sections it touched (docs/decisions/062-incremental-scoring.md).
 */
export const scoreBases = pgTable('score_bases', {
  electionId: integer()
    .primaryKey()
    .references(() => elections.id, { onDelete: 'cascade' }),
  basis: jsonb().notNull(),
  takenAt: timestamp({ withTimezone: true }).notNull(),
});

import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { elections, municipalities, parties } from './elections';

/*
 * A Provinciale Staten election (category PS): the bodies that elect the Eerste Kamer and the
 * seats each party won in them. The projection of the Eerste Kamer follows from these and is
 * written to seat_results (docs/rules.md, "The Eerste Kamer projection").
 */

/**
 * Each province's Provinciale Staten, and each kiescollege, of one election: how many members
 * it has and the weight of each member's vote (the stemwaarde). The Kiesraad sets both from the
 * population on 1 January; until the admin confirms them they are provisional.
 */
export const electoralColleges = pgTable(
  'electoral_colleges',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    regionId: integer()
      .notNull()
      .references(() => municipalities.id),
    memberCount: integer().notNull(),
    stemwaarde: integer().notNull(),
    valuesProvisional: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.regionId] }),
    check('electoral_colleges_member_count_range', sql`${t.memberCount} between 1 and 250`),
    check('electoral_colleges_stemwaarde_range', sql`${t.stemwaarde} between 1 and 1000000`),
  ],
);

/** The seats per party in one college: entered by hand or imported; absent until then. */
export const statenSeatResults = pgTable(
  'staten_seat_results',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    regionId: integer()
      .notNull()
      .references(() => municipalities.id),
    partyId: integer()
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    seats: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.regionId, t.partyId] }),
    check('staten_seat_results_seats_range', sql`${t.seats} between 0 and 250`),
  ],
);

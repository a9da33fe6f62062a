import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ElectionCategory } from '@zetelpoule/shared';
import { createdAt } from './columns';

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial().primaryKey(),
    /** CBS code, e.g. GM0363. */
    code: text().notNull(),
    /** The CBS classification name, e.g. 's-Gravenhage. */
    officialName: text().notNull(),
    /** What players read, e.g. Den Haag; equal to officialName for most. */
    name: text().notNull(),
    province: text().notNull(),
    /**
     * The table holds every region a question can be about, and every body that elects the
     * Eerste Kamer: 'gemeente' (GM code), 'provincie' (PV code; `province` is its own name) and
     * 'kiescollege' (the Caribbean public bodies and the Dutch abroad; docs/rules.md).
     */
    kind: text().$type<'gemeente' | 'provincie' | 'kiescollege'>().notNull().default('gemeente'),
  },
  (t) => [
    uniqueIndex('municipalities_code_key').on(t.code),
    check('municipalities_kind_known', sql`${t.kind} in ('gemeente', 'provincie', 'kiescollege')`),
  ],
);

export const elections = pgTable(
  'elections',
  {
    id: serial().primaryKey(),
    /** Set by the seed for the elections it owns, so seeding twice finds them again. */
    seedKey: text(),
    name: text().notNull(),
    /** The Kiesraad's ElectionCategory: TK, PS or EP (rules/election-category.ts in shared). */
    category: text().$type<ElectionCategory>().notNull().default('TK'),
    electionDate: timestamp({ withTimezone: true }).notNull(),
    predictionsDeadline: timestamp({ withTimezone: true }).notNull(),
    seatCount: integer().notNull().default(150),
    isActive: boolean().notNull().default(false),
    isFinal: boolean().notNull().default(false),
    /** Official national turnout, in tenths of a percent; null until entered. */
    countryTurnoutTenths: integer(),
    /** The municipality that finished counting first; null until entered. */
    firstCountedMunicipalityId: integer().references(() => municipalities.id),
    /** When a result last changed (every results write sets it). */
    resultsUpdatedAt: timestamp({ withTimezone: true }),
    /** When the scores were last calculated, and how long that took. */
    scoresCalculatedAt: timestamp({ withTimezone: true }),
    scoresCalculationMs: integer(),
    /**
     * PS: the seat result is the elected Eerste Kamer itself, entered by the admin, rather than
     * the projection from the Staten (docs/rules.md, "The Eerste Kamer projection").
     */
    chamberSeatsOfficial: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('elections_seed_key_key').on(t.seedKey),
    // At most one active election.
    uniqueIndex('elections_one_active_key')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    check('elections_seat_count_range', sql`${t.seatCount} between 25 and 250`),
    check('elections_category_known', sql`${t.category} in ('TK', 'PS', 'EP')`),
    check(
      'elections_country_turnout_range',
      sql`${t.countryTurnoutTenths} is null or ${t.countryTurnoutTenths} between 0 and 1000`,
    ),
  ],
);

export const parties = pgTable(
  'parties',
  {
    id: serial().primaryKey(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    listNumber: integer().notNull(),
    name: text().notNull(),
    hexcolor: text().notNull(),
  },
  (t) => [
    uniqueIndex('parties_election_list_number_key').on(t.electionId, t.listNumber),
    check('parties_hexcolor_format', sql`${t.hexcolor} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

/** which municipalities are played (turnout and biggest party) per election. */
export const electionMunicipalities = pgTable(
  'election_municipalities',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.municipalityId] })],
);

/** The three choices of the first-count question, per election. */
export const electionFirstCountCandidates = pgTable(
  'election_first_count_candidates',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.municipalityId] })],
);

/* Official results, per election. */

export const seatResults = pgTable(
  'seat_results',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    partyId: integer()
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    seats: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.partyId] }),
    check('seat_results_seats_range', sql`${t.seats} between 0 and 250`),
  ],
);

export const turnoutResults = pgTable(
  'turnout_results',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
    turnoutTenths: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.electionId, t.municipalityId] }),
    check('turnout_results_range', sql`${t.turnoutTenths} between 0 and 1000`),
  ],
);

export const biggestPartyResults = pgTable(
  'biggest_party_results',
  {
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: 'cascade' }),
    municipalityId: integer()
      .notNull()
      .references(() => municipalities.id),
    partyId: integer()
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    /** Share of the vote of the winning party, tenths of a percent; optional. */
    votePercentageTenths: integer(),
  },
  (t) => [primaryKey({ columns: [t.electionId, t.municipalityId] })],
);

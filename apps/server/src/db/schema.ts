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

/*
 * The data model of DESIGN §4. Columns are camelCase here and snake_case in SQL
 * (drizzle `casing: 'snake_case'`).
 *
 * Turnout percentages are stored as integer tenths of a percent (78.3% -> 783): the game only
 * knows one decimal, and the scoring rules round differences, which is exact in integers
 * (docs/decisions/002-turnout-in-tenths.md).
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    username: text().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    avatar: text(),
    /** argon2id; null for accounts that only sign in socially. */
    passwordHash: text(),
    isStaff: boolean().notNull().default(false),
    isSuperuser: boolean().notNull().default(false),
    isEmailVerified: boolean().notNull().default(false),
    /**
     * Raised by logout, password change and reset; an access token carries the version it was
     * signed with, so the guard refuses every older token within its cache time.
     */
    tokenVersion: integer().notNull().default(0),
    /** Whether co-members of a sub-league may see the first and last name (default: no). */
    showRealName: boolean().notNull().default(false),
    dateJoined: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
  ],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The OIDC `sub` claim: stable per provider, unlike the e-mail address. */
    subject: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject_key').on(t.provider, t.subject),
    index('social_accounts_user_idx').on(t.userId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque token; the token itself is never stored. */
    tokenHash: text().notNull(),
    /** All tokens rotated from one sign-in share a family; reuse of a rotated one revokes it. */
    family: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

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
  },
  (t) => [uniqueIndex('municipalities_code_key').on(t.code)],
);

export const elections = pgTable(
  'elections',
  {
    id: serial().primaryKey(),
    /** Set by the seed for the elections it owns, so seeding twice finds them again. */
    seedKey: text(),
    name: text().notNull(),
    electionDate: timestamp({ withTimezone: true }).notNull(),
    predictionsDeadline: timestamp({ withTimezone: true }).notNull(),
    seatCount: integer().notNull().default(150),
    isActive: boolean().notNull().default(false),
    isFinal: boolean().notNull().default(false),
    /** Official national turnout, in tenths of a percent; null until entered. */
    countryTurnoutTenths: integer(),
    /** The municipality that finished counting first; null until entered. */
    firstCountedMunicipalityId: integer().references(() => municipalities.id),
    /** Issue 12: when a result last changed (every results write sets it). */
    resultsUpdatedAt: timestamp({ withTimezone: true }),
    /** When the scores were last calculated, and how long that took. */
    scoresCalculatedAt: timestamp({ withTimezone: true }),
    scoresCalculationMs: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('elections_seed_key_key').on(t.seedKey),
    // DESIGN §4: at most one active election.
    uniqueIndex('elections_one_active_key')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    check('elections_seat_count_range', sql`${t.seatCount} between 50 and 250`),
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

/** DESIGN §5.2: which municipalities are played (turnout and biggest party) per election. */
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

/* Predictions: one per player per election (DESIGN §5.3), created on first write. */

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

/** Scores per (user, election), the breakdown of DESIGN §6; the leaderboard reads it. */
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
     * Issue 12: the national-pool rank before the latest results change was scored, so a
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
 * Issue 12: every change of an election's results, with its time, so the night can be
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

export const subleagues = pgTable(
  'subleagues',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    creatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random and unguessable (DESIGN §4); the invite link carries it. */
    inviteCode: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subleagues_invite_code_key').on(t.inviteCode)],
);

export const subleagueMembers = pgTable(
  'subleague_members',
  {
    subleagueId: integer()
      .notNull()
      .references(() => subleagues.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subleagueId, t.userId] }),
    index('subleague_members_user_idx').on(t.userId),
  ],
);

/**
 * ALTCHA solutions already used for a registration, keyed by the challenge's HMAC signature
 * (unique per challenge). Kept until the challenge expires, after which the solution is refused
 * anyway, so a solved captcha cannot be replayed (DESIGN §5.8).
 */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_idx').on(t.expiresAt)],
);

/*
 * Issue 13: benchmark players — named reference predictions (a poll, or "De Poule", the
 * crowd's rounded mean) scored like a player but never ranked (docs/decisions/035). Their
 * scores live in their own table so that nothing that counts or ranks `scores` ever sees them.
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

/* ---------- Issue 14: reminder e-mails, their unsubscribe and the daily nudge (decision 032) ---------- */

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

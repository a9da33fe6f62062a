import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** As typed: mails go to this address. */
    email: text().notNull(),
    /**
     * foldEmail(email): every comparison of addresses uses this column, exactly, so only
     * JavaScript folds (docs/decisions/046-one-email-fold.md). Written by auth.repo insertUser.
     */
    emailKey: text().notNull(),
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
    uniqueIndex('users_email_key_key').on(t.emailKey),
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

/**
 * ALTCHA solutions already used for a registration, keyed by the challenge's HMAC signature
 * (unique per challenge). Kept until the challenge expires, after which the solution is refused
 * anyway, so a solved captcha cannot be replayed.
 */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_challenges_expires_idx').on(t.expiresAt)],
);

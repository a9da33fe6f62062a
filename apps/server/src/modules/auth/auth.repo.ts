import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { foldEmail } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import { emailTokens, refreshTokens, socialAccounts, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
/** A new user; its e-mail key is derived here, never given. */
export type NewUser = Omit<typeof users.$inferInsert, 'emailKey'>;
export type EmailTokenPurpose = 'verify' | 'reset';

/*
 * Users. Usernames are unique case-insensitively; e-mail addresses are unique and
 * looked up by their foldEmail key, compared exactly (docs/decisions/046-one-email-fold.md).
 */

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.emailKey, foldEmail(email)));
  return row;
}

/** Whether another user (not `exceptUserId`) already has this username, in any letter case. */
export async function isUsernameTaken(
  db: DbOrTx,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return row !== undefined;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, emailKey: foldEmail(values.email) })
    .returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  // The address never changes (profile.service refuses a new one), so its key cannot go stale.
  patch: Partial<Omit<NewUser, 'id' | 'email'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** users.token_version: access tokens signed with an older one are refused (decision 012). */
export async function findTokenVersion(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row?.tokenVersion;
}

/** Ends every access token issued so far to the user (logout, password change or reset). */
export async function raiseTokenVersion(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** The providers a user signs in with, in the order they were linked. */
export async function listSocialProviders(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .orderBy(asc(socialAccounts.id));
  return rows.map((r) => r.provider);
}

export async function findUserBySocialAccount(
  db: DbOrTx,
  provider: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)));
  return row?.user;
}

export async function insertSocialAccount(
  db: DbOrTx,
  values: { userId: number; provider: string; subject: string },
): Promise<void> {
  await db.insert(socialAccounts).values(values);
}

/** Removes every provider identity linked to an account (one whose links were never proven). */
export async function deleteSocialAccounts(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
}

/* Refresh tokens: only their sha256 is stored (docs/architecture.md#accounts-and-security). */

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; family: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live token as rotated and returns it; undefined when it is unknown, expired, revoked
 * or already rotated. A single UPDATE, so two requests racing with one token cannot both win.
 */
export async function claimRefreshToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
  return row;
}

/**
 * The grace use of a token rotated less than `graceMs` ago (decision 011): returns it once;
 * undefined when it was not rotated, rotated longer ago, revoked, or its grace already used.
 * A used grace is marked by setting expires_at to rotated_at — a rotated token's expiry has
 * no other meaning — so the check and the mark are one atomic UPDATE.
 */
export async function claimRotatedRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  graceMs: number,
) {
  const [row] = await db
    .update(refreshTokens)
    .set({ expiresAt: sql`${refreshTokens.rotatedAt}` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNotNull(refreshTokens.rotatedAt),
        gt(refreshTokens.rotatedAt, new Date(now.getTime() - graceMs)),
        gt(refreshTokens.expiresAt, refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
  return row;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeRefreshFamily(db: DbOrTx, family: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/* One-time e-mail tokens (verify 48 h, reset 1 h): hashed, single use. */

export async function insertEmailToken(
  db: DbOrTx,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Retires every unused token of this purpose, so only the newest link works. */
export async function retireEmailTokens(
  db: DbOrTx,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** Uses a live token and returns its user id; undefined when unknown, expired or used. Atomic. */
export async function consumeEmailToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

export async function findEmailToken(db: DbOrTx, tokenHash: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row;
}

import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { foldEmail } from '@zetelpoule/shared';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { users } from '../schema';

export interface AdminInput {
  email: string;
  username: string;
  password: string;
}

/**
 * Creates a staff + superuser account, verified; an existing account with that e-mail is
 * promoted and gets the new password. Throws when the username belongs to someone else.
 */
export async function createAdmin(
  db: Db,
  input: AdminInput,
): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  // The address as every other lookup compares it (docs/decisions/046-one-email-fold.md).
  const emailKey = foldEmail(input.email);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: users.id, emailKey: users.emailKey, username: users.username })
      .from(users)
      .where(
        or(
          eq(users.emailKey, emailKey),
          eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        ),
      );
    const sameEmail = existing.find((u) => u.emailKey === emailKey);
    const usernameOwner = existing.find(
      (u) => u.username.toLowerCase() === input.username.toLowerCase(),
    );
    if (usernameOwner && usernameOwner.id !== sameEmail?.id) {
      throw new Error(`De gebruikersnaam "${input.username}" hoort bij een ander account.`);
    }
    const admin = {
      isStaff: true,
      isSuperuser: true,
      isEmailVerified: true,
      passwordHash,
      username: input.username,
    };
    if (sameEmail) {
      await tx.update(users).set(admin).where(eq(users.id, sameEmail.id));
      return { id: sameEmail.id, created: false };
    }
    const [row] = await tx
      .insert(users)
      .values({ ...admin, email: input.email, emailKey })
      .returning({ id: users.id });
    return { id: row!.id, created: true };
  });
}

/** On a database without any admin, creates `admin` with a random password and returns it. */
export async function ensureFirstAdmin(db: Db): Promise<AdminInput | undefined> {
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.isStaff, true), eq(users.isSuperuser, true)))
    .limit(1);
  if (anyAdmin) return undefined;
  // Meets the password rules (docs/rules.md#input-rules): upper, lower, digit and a special
  // character.
  const password = `Zp-${randomBytes(12).toString('base64url')}9a`;
  const input = { email: 'admin@zetelpoule.local', username: 'admin', password };
  await createAdmin(db, input);
  return input;
}

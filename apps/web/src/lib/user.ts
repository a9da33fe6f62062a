import { z } from 'zod/mini';

// The user as the app shell needs it (SPEC §3). zod/mini keeps the entry chunk small: the
// landing page must not pay for classic zod. Web-local for now: the accounts issue moves it
// to packages/shared/src/contract with the rest of the auth contract.
export const UserSchema = z.object({
  id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  has_usable_password: z.boolean(),
  is_email_verified: z.boolean(),
  date_joined: z.string(),
  social_auth: z.array(z.object({ provider: z.string() })),
});
export type User = z.infer<typeof UserSchema>;

export const TokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

export function isAdmin(user: User | null): boolean {
  return user !== null && (user.is_staff || user.is_superuser);
}

/** The name the navbar shows: the full name, or the username when there is none. */
export function displayName(user: User): string {
  return user.full_name.trim() || user.username;
}

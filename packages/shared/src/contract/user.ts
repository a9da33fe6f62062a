import { z } from 'zod/mini';

/*
 * The signed-in user and the token pair, in zod/mini: the web app loads these as soon as a
 * signed-in session needs them (apps/web/src/lib/api-client.ts loadUserContract), and a small
 * chunk of zod/mini is all that costs. Everything else of the auth contract is in ./auth.ts and
 * loads with the account pages.
 */

/** User. `full_name` is first and last name joined; `avatar` is a URL or null. */
export const UserSchema = z.object({
  id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  has_usable_password: z.boolean(),
  is_email_verified: z.boolean(),
  date_joined: z.string(),
  /** Whether co-members of a sub-league see the first and last name (default false). */
  show_real_name: z.boolean(),
  social_auth: z.array(z.object({ provider: z.string() })),
});
export type User = z.infer<typeof UserSchema>;

export const TokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

/** POST /api/auth/token/refresh/ as the web app reads it: a new refresh token may be absent. */
export const RefreshResponseSchema = z.object({
  access: z.string(),
  refresh: z.optional(z.string()),
});

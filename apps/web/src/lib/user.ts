import { TEMP_USERNAME_PREFIX } from '@zetelpoule/shared/constants';
import type { User } from '@zetelpoule/shared/contract/user';

export type { User };

// Helpers about the signed-in user. The User schema and type are the shared contract's
// (packages/shared/src/contract/user.ts, in zod/mini so the entry chunk stays small).

export function isAdmin(user: User | null): boolean {
  return user !== null && (user.is_staff || user.is_superuser);
}

/** The name the navbar shows: the full name, or the username when there is none. */
export function displayName(user: User): string {
  return user.full_name.trim() || user.username;
}

/** Where a new social user chooses a username. */
export const USERNAME_SETUP_PATH = '/setup-username';

/** Signed in socially but still on a temporary username ("partially authenticated"). */
export function needsUsernameSetup(user: User | null): boolean {
  return user !== null && user.username.startsWith(TEMP_USERNAME_PREFIX);
}

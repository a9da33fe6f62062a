import type { User } from '@zetelpoule/shared';
import type { DbOrTx } from '../../db/client';
import * as repo from './auth.repo';

/** User, as every call returns it. */
export async function toUserView(db: DbOrTx, user: repo.UserRow): Promise<User> {
  const providers = await repo.listSocialProviders(db, user.id);
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    avatar: user.avatar,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    has_usable_password: user.passwordHash !== null,
    is_email_verified: user.isEmailVerified,
    date_joined: user.dateJoined.toISOString(),
    show_real_name: user.showRealName,
    social_auth: providers.map((provider) => ({ provider })),
  };
}

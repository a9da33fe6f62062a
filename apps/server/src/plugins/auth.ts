import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@zetelpoule/shared';
import { users } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from '../errors';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  isStaff: boolean;
  isSuperuser: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; undefined on public routes. */
    user?: AuthUser;
    /** The token version (decision 012) of the access token that `user` signed in with. */
    tokenVersion?: number;
  }
  interface FastifyInstance {
    /**
     * An access token for the user at `tokenVersion` (users.token_version when it was issued):
     * the guard refuses it once the version has been raised (logout, password change, reset).
     */
    signAccessToken(userId: number, tokenVersion?: number): Promise<string>;
    /**
     * onRequest/preHandler: a valid bearer access token of an existing user, else 401.
     * Callback-style, so a token and user both in the guard's caches cost no promise.
     */
    requireUser(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
    /**
     * preHandler: requireUser, then is_staff or is_superuser, else 403
     * (docs/architecture.md#accounts-and-security).
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** Drops a user from the guard's short cache after a change to their account. */
    forgetAuthUser(userId: number): void;
  }
}

/**
 * requireUser keeps users it looked up for a few seconds: on election night thousands of
 * players refresh the leaderboard, and a primary-key lookup per request was measured to cost
 * more than the page itself (bench/leaderboard). A deleted or changed account, and a raised
 * token version (logout, password change, reset: decision 012), is therefore seen by
 * requireUser within this time on every instance; requireAdmin always reads the database.
 * Keep it at 5 s or less: it bounds how long an ended access token still works.
 */
const AUTH_USER_CACHE_MS = 5_000;
const AUTH_TOKEN_CACHE_MS = 60_000;
const AUTH_CACHE_MAX = 50_000;

interface VerifiedToken {
  userId: number;
  tokenVersion: number;
  expiresAt: number;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

function invalidToken(): UnauthorizedError {
  return new UnauthorizedError('Het toegangstoken is ongeldig of verlopen.', 'token_not_valid');
}

/** The user a guarded route runs for; throws if used on a route without a guard. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export function isAdmin(user: Pick<AuthUser, 'isStaff' | 'isSuperuser'>): boolean {
  return user.isStaff || user.isSuperuser;
}

async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
  const key = new TextEncoder().encode(opts.jwtSecret);

  app.decorate('signAccessToken', (userId: number, tokenVersion = 0) =>
    new SignJWT({ typ: 'access', ver: tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(key),
  );

  // A player whose last request is more than AUTH_USER_CACHE_MS ago is looked up again, which
  // on election night is most requests: the statement is built once and only the id is bound
  // (on PostgreSQL a named prepared statement, parsed and planned once per connection).
  const userById = app.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_user_by_id');

  const userCache = new Map<number, { user: AuthUser; tokenVersion: number; expiresAt: number }>();
  // Verified tokens, so a player refreshing a page does not pay for a signature check each
  // time; an entry never outlives the token's own expiry.
  const tokenCache = new Map<string, VerifiedToken>();

  async function verifiedToken(token: string, now: number): Promise<VerifiedToken> {
    const known = tokenCache.get(token);
    if (known && known.expiresAt > now) return known;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access') throw new Error('not an access token');
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId)) throw new Error('bad subject');
      // Tokens signed before token versions existed carry none: they belong to version 0.
      const tokenVersion = payload.ver === undefined ? 0 : Number(payload.ver);
      if (!Number.isSafeInteger(tokenVersion)) throw new Error('bad version');
      const verified = {
        userId,
        tokenVersion,
        expiresAt: Math.min((payload.exp ?? 0) * 1000, now + AUTH_TOKEN_CACHE_MS),
      };
      if (tokenCache.size >= AUTH_CACHE_MAX) tokenCache.clear();
      tokenCache.set(token, verified);
      return verified;
    } catch {
      throw invalidToken();
    }
  }

  /**
   * The user when both the token and the user are in the caches and still valid, without a
   * promise: the common case of every guarded request on election night (bench/leaderboard).
   * Anything else (no token, unknown token, expired entry, an old token version) is left to
   * authenticate(), which gives the answer and the error.
   */
  function cachedUser(request: FastifyRequest, now: number): AuthUser | undefined {
    const token = bearerToken(request);
    if (!token) return undefined;
    const known = tokenCache.get(token);
    if (!known || known.expiresAt <= now) return undefined;
    const entry = userCache.get(known.userId);
    if (!entry || entry.expiresAt <= now || known.tokenVersion < entry.tokenVersion) {
      return undefined;
    }
    request.tokenVersion = known.tokenVersion;
    return entry.user;
  }

  async function authenticate(request: FastifyRequest, fresh: boolean): Promise<AuthUser> {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Authenticatie is vereist.');
    const now = Date.now();
    const { userId, tokenVersion } = await verifiedToken(token, now);
    let entry = userCache.get(userId);
    if (fresh || !entry || entry.expiresAt <= now) {
      const [row] = await userById.execute({ id: userId });
      if (!row) {
        userCache.delete(userId);
        throw invalidToken();
      }
      const { tokenVersion: currentVersion, ...user } = row;
      entry = { user, tokenVersion: currentVersion, expiresAt: now + AUTH_USER_CACHE_MS };
      if (userCache.size >= AUTH_CACHE_MAX) userCache.clear();
      userCache.set(userId, entry);
    }
    // The user signed out, changed or reset the password after this token was issued.
    if (tokenVersion < entry.tokenVersion) throw invalidToken();
    request.tokenVersion = tokenVersion;
    return entry.user;
  }

  // Through the bus, so a logout or password change ends the cached user on every worker and
  // instance, not only on the one that handled it.
  app.invalidations.subscribe((message) => {
    if (message.kind === 'auth-user') userCache.delete(message.userId);
    // The bus was cut off: any user's logout may have been missed, so forget them all.
    else if (message.kind === 'resync') userCache.clear();
  });
  app.decorate('forgetAuthUser', (userId: number) => {
    // Applied here before publish() returns; the others fall back to the 5 s TTL if it is lost.
    app.invalidations.publish({ kind: 'auth-user', userId }).catch(() => {});
  });

  app.decorate(
    'requireUser',
    (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const user = cachedUser(request, Date.now());
      if (user) {
        request.user = user;
        done();
        return;
      }
      authenticate(request, false).then((authenticated) => {
        request.user = authenticated;
        done();
      }, done);
    },
  );
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    // Admin rights are always checked against the database: a demotion takes effect at once.
    const user = await authenticate(request, true);
    if (!isAdmin(user))
      throw new ForbiddenError('Je hebt beheerdersrechten nodig voor deze actie.');
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

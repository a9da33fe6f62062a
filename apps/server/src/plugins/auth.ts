import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
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
  }
  interface FastifyInstance {
    signAccessToken(userId: number): Promise<string>;
    /** preHandler: a valid bearer access token of an existing user, else 401. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: requireUser, then is_staff or is_superuser, else 403 (DESIGN §8). */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
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

  app.decorate('signAccessToken', (userId: number) =>
    new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(key),
  );

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw new UnauthorizedError('Authenticatie is vereist.');
    let userId: number;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access') throw new Error('not an access token');
      userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId)) throw new Error('bad subject');
    } catch {
      throw new UnauthorizedError('Het toegangstoken is ongeldig of verlopen.', 'token_not_valid');
    }
    // Looked up on every call so that a deleted or demoted user loses access at once.
    const [user] = await app.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        isStaff: users.isStaff,
        isSuperuser: users.isSuperuser,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user)
      throw new UnauthorizedError('Het toegangstoken is ongeldig of verlopen.', 'token_not_valid');
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await authenticate(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (!isAdmin(user))
      throw new ForbiddenError('Je hebt beheerdersrechten nodig voor deze actie.');
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] });

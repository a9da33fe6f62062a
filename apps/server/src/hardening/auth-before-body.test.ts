import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { PRIVACY_PATHS } from '@zetelpoule/shared';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

/*
 * A signed-in route checks the session before the body: an anonymous caller (or one with a
 * dead token) with a bad body gets 401, which tells the client to sign in, not a 400 about
 * fields it had no right to send. Fastify validates before preHandler, so the guard runs
 * onRequest.
 */

const routes: [string, InjectOptions][] = [
  ['change-password', { method: 'POST', url: '/api/auth/change-password/', payload: { x: 1 } }],
  ['logout', { method: 'POST', url: '/api/auth/logout/', payload: { refresh: 42 } }],
  ['setup-username', { method: 'POST', url: '/api/auth/setup-username/', payload: {} }],
  ['profile/update', { method: 'PUT', url: '/api/auth/profile/update/', payload: { a: 'b' } }],
  ['profile/delete', { method: 'POST', url: PRIVACY_PATHS.delete, payload: { password: 5 } }],
];

describe('the session before the body', () => {
  let t: TestApp;
  let player: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    player = await createUser(t);
  });
  afterAll(() => t.close());

  for (const [name, request] of routes) {
    it(`${name}: 401 without a session, 400 with one`, async () => {
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        error: 'not_authenticated',
        message: 'Authenticatie is vereist.',
      });
      const forged = await t.app.inject({
        ...request,
        headers: { authorization: 'Bearer nep' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ error: 'token_not_valid' });
      const signedIn = await t.app.inject({
        ...request,
        headers: { authorization: `Bearer ${player.token}` },
      });
      expect(signedIn.statusCode).toBe(400);
    });
  }
});

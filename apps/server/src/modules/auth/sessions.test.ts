import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { REFRESH_REUSE_GRACE_SECONDS, foldEmail } from '@zetelpoule/shared';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helper';
import { buildApp } from '../../app';
import { refreshTokens, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { hashToken } from './auth.tokens';
import { waitForMail } from './auth.test-support';

/*
 * Sessions across tabs and devices: the refresh
 * grace window (decision 011), the token version that ends access tokens (decision 012), and
 * the per-address limits next to the per-account ones (decision 008).
 */

let t: TestApp;
let ipCounter = 0;
function newIp(): string {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
function call(options: InjectOptions & { ip?: string }) {
  const { ip, ...rest } = options;
  return t.app.inject({ ...rest, remoteAddress: ip ?? newIp() });
}
const login = (email: string, password: string, ip?: string) =>
  call({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, ip });
const refresh = (token: string, ip?: string) =>
  call({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token }, ip });
const profileWith = (access: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/profile/',
    headers: { authorization: `Bearer ${access}` },
    remoteAddress: newIp(),
  });

interface Session {
  user: TestUser;
  access: string;
  refresh: string;
}

async function signIn(user?: TestUser): Promise<Session> {
  const who = user ?? (await createUser(t));
  const res = await login(who.email, who.password);
  expect(res.statusCode).toBe(200);
  return { user: who, access: res.json().access as string, refresh: res.json().refresh as string };
}

async function familyOf(token: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.family;
}

/** Pretends the user's rotated tokens were rotated `ms` ago. */
async function rotatedAgo(userId: number, ms: number): Promise<void> {
  await t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - ms) })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.rotatedAt)));
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('refresh grace window', () => {
  it('is 30 seconds', () => {
    expect(REFRESH_REUSE_GRACE_SECONDS).toBe(30);
  });

  it('accepts a just-rotated refresh token once more with a working pair of the same family', async () => {
    const session = await signIn();
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    const second = await refresh(session.refresh);
    expect(second.statusCode).toBe(200);
    const pair = second.json() as { access: string; refresh: string };
    expect(pair.refresh).not.toBe(first.json().refresh);
    expect(await familyOf(pair.refresh)).toBe(await familyOf(session.refresh));
    expect((await profileWith(pair.access)).statusCode).toBe(200);
    // Both tabs carry on: neither pair was revoked.
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
    expect((await refresh(first.json().refresh as string)).statusCode).toBe(200);
  });

  it('gives only one grace use: a third use is theft and ends the family', async () => {
    const session = await signIn();
    const first = (await refresh(session.refresh)).json().refresh as string;
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    const third = await refresh(session.refresh);
    expect(third.statusCode).toBe(401);
    expect(third.json().error).toBe('token_not_valid');
    expect((await refresh(first)).statusCode).toBe(401);
  });

  it('revokes the whole family when the token is used again after the window', async () => {
    const session = await signIn();
    const first = (await refresh(session.refresh)).json().refresh as string;
    await rotatedAgo(session.user.id, (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(first)).statusCode).toBe(401);
  });

  it('still accepts the token just inside the window', async () => {
    const session = await signIn();
    await refresh(session.refresh);
    await rotatedAgo(session.user.id, (REFRESH_REUSE_GRACE_SECONDS - 2) * 1000);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const session = await signIn();
      const [a, b] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const family = await familyOf(session.refresh);
      for (const res of [a, b]) {
        const pair = res.json() as { access: string; refresh: string };
        expect(await familyOf(pair.refresh)).toBe(family);
        expect((await profileWith(pair.access)).statusCode).toBe(200);
        expect((await refresh(pair.refresh)).statusCode).toBe(200);
      }
    }
  });

  it('does not revive a logged-out session inside the window', async () => {
    const session = await signIn();
    await refresh(session.refresh);
    const out = await call({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${session.access}` },
      payload: { refresh: session.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
  });
});

describe('ending access tokens', () => {
  it('ends the access token at logout, and other devices carry on after a refresh', async () => {
    const user = await createUser(t);
    const phone = await signIn(user);
    const laptop = await signIn(user);
    expect((await profileWith(phone.access)).statusCode).toBe(200);
    const out = await call({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${phone.access}` },
      payload: { refresh: phone.refresh },
    });
    expect(out.statusCode).toBe(200);
    const after = await profileWith(phone.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('token_not_valid');
    // The laptop's access token ended too, but its own session is intact.
    expect((await profileWith(laptop.access)).statusCode).toBe(401);
    const renewed = await refresh(laptop.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await profileWith(renewed.json().access as string)).statusCode).toBe(200);
  });

  it('ends every access token at a password change, except the new one it hands out', async () => {
    const session = await signIn();
    expect((await profileWith(session.access)).statusCode).toBe(200);
    const res = await call({
      method: 'POST',
      url: '/api/auth/change-password/',
      headers: { authorization: `Bearer ${session.access}` },
      payload: {
        old_password: session.user.password,
        new_password: 'Nieuw-Geheim-42',
        new_password_confirm: 'Nieuw-Geheim-42',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileWith(session.access)).statusCode).toBe(401);
    expect((await profileWith(res.json().access as string)).statusCode).toBe(200);
  });

  it('ends every access token at a password reset', async () => {
    const session = await signIn();
    expect((await profileWith(session.access)).statusCode).toBe(200);
    const requested = await call({
      method: 'POST',
      url: '/api/auth/password-reset/request/',
      payload: { email: session.user.email },
    });
    expect(requested.statusCode).toBe(200);
    const mail = await waitForMail(t.config.dataDir, session.user.email);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
    const confirm = await call({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token, new_password: 'Nieuw-Geheim-42', new_password_confirm: 'Nieuw-Geheim-42' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await profileWith(session.access)).statusCode).toBe(401);
  });

  it('is noticed by another server instance within 5 seconds', async () => {
    const other = await buildApp(t.config, {
      database: t.database,
      logger: false,
      rateLimitNameSpace: `zp-test-${randomBytes(6).toString('hex')}-`,
    });
    try {
      const session = await signIn();
      // The other instance has this user in its guard cache now.
      expect((await profileWith(session.access, other)).statusCode).toBe(200);
      await call({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: { refresh: session.refresh },
      });
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 5_001);
      expect((await profileWith(session.access, other)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });
});

describe('per-address limits', () => {
  it('stops one address spraying a password over 40 accounts well before the 40th', async () => {
    const passwordHash = await hashPassword('Juist-Wachtwoord-1');
    const suffix = randomBytes(4).toString('hex');
    const accounts = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          email: `spray${suffix}${i}@example.nl`,
          emailKey: foldEmail(`spray${suffix}${i}@example.nl`),
          username: `spray${suffix}${i}`,
          firstName: 'Test',
          lastName: 'Speler',
          isEmailVerified: true,
          passwordHash,
        })),
      )
      .returning({ email: users.email });
    const ip = newIp();
    const statuses: number[] = [];
    for (const { email } of accounts) {
      statuses.push((await login(email, 'Zomer2025!', ip)).statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const limited = await login(accounts[0]!.email, 'Zomer2025!', ip);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(accounts[0]!.email, 'Juist-Wachtwoord-1')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, so a household behind one address is never stopped', async () => {
    const ip = newIp();
    const family = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    for (let round = 0; round < 8; round += 1) {
      for (const member of family) {
        expect((await login(member.email, member.password, ip)).statusCode).toBe(200);
      }
    }
  });

  it('refuses a flood of bad refresh tokens from one address, but never a valid one from it', async () => {
    // Decision 047: a carrier's NAT puts thousands of players behind one address.
    const session = await signIn();
    const ip = newIp();
    const guess = () => refresh(randomBytes(32).toString('base64url'), ip);
    for (let i = 0; i < 60; i += 1) expect((await guess()).statusCode).toBe(401);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const valid = await refresh(session.refresh, ip);
    expect(valid.statusCode).toBe(200);
    expect((await profileWith(valid.json().access as string)).statusCode).toBe(200);
    // The flood is still refused after the valid refresh, and a spent token still ends its family.
    expect((await guess()).statusCode).toBe(429);
    await rotatedAgo(session.user.id, (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(session.refresh, ip)).statusCode).toBe(401);
    expect((await refresh(valid.json().refresh as string, ip)).statusCode).toBe(401);
  });

  it('limits the refreshes of one token family, not those of the others at its address', async () => {
    const ip = newIp();
    const looping = await signIn();
    const other = await signIn();
    let token = looping.refresh;
    for (let i = 0; i < 60; i += 1) {
      const res = await refresh(token, ip);
      expect(res.statusCode).toBe(200);
      token = res.json().refresh as string;
    }
    expect((await refresh(token, ip)).statusCode).toBe(429);
    expect((await refresh(other.refresh, ip)).statusCode).toBe(200);
  });

  it('limits captcha challenges per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 60; i += 1) {
      const res = await call({ method: 'GET', url: '/api/auth/captcha/challenge/', ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await call({ method: 'GET', url: '/api/auth/captcha/challenge/', ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
  });

  it.each([
    ['verification', '/api/auth/verify-email/'],
    ['reset check', '/api/auth/password-reset/verify/'],
  ])('limits guesses at %s links per address', async (_what, prefix) => {
    const ip = newIp();
    for (let i = 0; i < 30; i += 1) {
      const token = randomBytes(32).toString('base64url');
      const res = await call({ method: 'GET', url: `${prefix}${token}/`, ip });
      expect(res.statusCode).toBe(400);
    }
    const limited = await call({ method: 'GET', url: `${prefix}${'A'.repeat(43)}/`, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
  });

  it('limits reset confirmations per address', async () => {
    const ip = newIp();
    const attempt = () =>
      call({
        method: 'POST',
        url: '/api/auth/password-reset/confirm/',
        payload: {
          token: randomBytes(32).toString('base64url'),
          new_password: 'Nieuw-Geheim-42',
          new_password_confirm: 'Nieuw-Geheim-42',
        },
        ip,
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

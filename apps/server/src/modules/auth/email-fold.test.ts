import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { readOutbox, solveCaptcha, waitForMail } from './auth.test-support';

/*
 * One fold of an e-mail address everywhere (docs/decisions/046-one-email-fold.md): the login
 * limit, the account lookup and sign-up agree, so "İvan@" is not ivan's account on a counter of
 * its own, and a full-width spelling of an address is the same account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
function newIp(): string {
  ipCounter += 1;
  return `10.46.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

function call(options: InjectOptions & { ip?: string }) {
  const { ip, ...rest } = options;
  return t.app.inject({ ...rest, remoteAddress: ip ?? newIp() });
}

function login(email: string, password: string, ip?: string) {
  return call({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, ip });
}

/** A fresh local part, so the tests' addresses never meet. */
function local(name: string): string {
  return `${name}${randomBytes(3).toString('hex')}`;
}

/** The address in full-width letters (ＩＶＡＮ＠ＥＸＡＭＰＬＥ．ＮＬ): NFKC gives it back. */
function fullWidth(text: string): string {
  return [...text.toUpperCase()]
    .map((c) => (c >= '!' && c <= '~' ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c))
    .join('');
}

async function mailsTo(email: string): Promise<number> {
  const mails = await readOutbox(t.config.dataDir);
  return mails.filter((m) => m.toLowerCase().includes(`to: ${email}`)).length;
}

/**
 * Lets mails asked for so far arrive, so their absence means something: whether to mail is
 * decided before the answer, so once a mail asked for afterwards arrived, earlier ones have too.
 */
async function settle(ask: (email: string) => Promise<unknown>) {
  const control = await createUser(t, { isEmailVerified: false });
  await ask(control.email);
  await waitForMail(t.config.dataDir, control.email, 1);
}

describe('the login limit and the account agree on the address', () => {
  it('counts a full-width spelling against the same limit, and it is the same account', async () => {
    const kees = await createUser(t, { email: `${local('kees')}@example.nl` });
    // Before any failure: the full-width spelling signs in as kees.
    const signedIn = await login(fullWidth(kees.email), kees.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(kees.id);

    const ip = newIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(kees.email, 'Fout-Wachtwoord-1', ip)).statusCode).toBe(401);
    }
    for (const spelling of [fullWidth(kees.email), kees.email.toUpperCase()]) {
      const res = await login(spelling, kees.password, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toBe('rate_limited');
    }
  });

  it('does not let İvan@ open ivan’s account, not even once ivan’s limit ran out', async () => {
    const name = local('ivan');
    const ivan = await createUser(t, { email: `${name}@example.nl` });
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(ivan.email, 'Fout-Wachtwoord-1', ip)).statusCode).toBe(401);
    }
    const dotted = `İ${name.slice(1)}@example.nl`;
    const res = await login(dotted, ivan.password, ip);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_credentials');
    expect(res.json()).not.toHaveProperty('access');
  });
});

describe('registration', () => {
  async function register(email: string, username: string) {
    return call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        email,
        username,
        first_name: 'Anne',
        last_name: 'de Vries',
        password: 'Sterk-Wachtw0ord',
        password_confirm: 'Sterk-Wachtw0ord',
        captcha_token: await solveCaptcha(t.app),
      },
    });
  }

  it('answers a folded-equal address with the same 409 as the plain duplicate', async () => {
    const email = `${local('anne')}@example.nl`;
    expect((await register(email, local('anne_'))).statusCode).toBe(201);
    const plain = await register(email, local('anne_'));
    expect(plain.statusCode).toBe(409);
    for (const spelling of [fullWidth(email), email.toUpperCase(), ` ${email} `]) {
      const res = await register(spelling, local('anne_'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(plain.json());
    }
    const rows = await t.database.db.select().from(users).where(eq(users.emailKey, email));
    expect(rows).toHaveLength(1);
  });

  it('takes İvan@ for another address than ivan@, as the decision says', async () => {
    const name = local('ivan');
    await createUser(t, { email: `${name}@example.nl` });
    const res = await register(`İ${name.slice(1)}@example.nl`, local('ivan_'));
    expect(res.statusCode).toBe(201);
  });
});

describe('password reset and resend find the account by the fold', () => {
  function requestReset(email: string) {
    return call({ method: 'POST', url: '/api/auth/password-reset/request/', payload: { email } });
  }
  function resend(email: string) {
    return call({ method: 'POST', url: '/api/auth/verification/resend/', payload: { email } });
  }

  it('mails the reset link for a full-width spelling to the account’s address, none for İVAN@', async () => {
    const name = local('ivan');
    const ivan = await createUser(t, { email: `${name}@example.nl` });
    // İVAN@ is another address: nothing goes to ivan.
    const dotted = `İ${name.slice(1).toUpperCase()}@example.nl`;
    expect((await requestReset(dotted)).statusCode).toBe(200);
    await settle(requestReset);
    expect(await mailsTo(ivan.email)).toBe(0);

    expect((await requestReset(fullWidth(ivan.email))).statusCode).toBe(200);
    await waitForMail(t.config.dataDir, ivan.email, 1);
    await settle(requestReset);
    expect(await mailsTo(ivan.email)).toBe(1);
  });

  it('resends the verification mail for a full-width spelling, and not for İVAN@', async () => {
    const name = local('ivan');
    const ivan = await createUser(t, { email: `${name}@example.nl`, isEmailVerified: false });
    expect((await resend(`İ${name.slice(1).toUpperCase()}@example.nl`)).statusCode).toBe(200);
    await settle(resend);
    expect(await mailsTo(ivan.email)).toBe(0);

    expect((await resend(fullWidth(ivan.email))).statusCode).toBe(200);
    await waitForMail(t.config.dataDir, ivan.email, 1);
    await settle(resend);
    expect(await mailsTo(ivan.email)).toBe(1);
  });
});

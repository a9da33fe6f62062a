import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { decodeQuotedPrintable, solveCaptcha, waitForMail } from './auth.test-support';

/*
 * Decision 017: a player who registers from an invite gets a verification link that
 * leads back to the invite, so the invite survives the mail hop in any browser.
 */

const CODE = 'Qm9ycmVsY2x1YjIwMjlhYmNk';

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function account(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `genodigde${counter}@example.nl`,
    username: `genodigde_${counter}`,
    first_name: 'Sam',
    last_name: 'Jansen',
    password: 'Sterk-Wachtw0ord',
    password_confirm: 'Sterk-Wachtw0ord',
    ...overrides,
  };
}

async function register(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: { ...body, captcha_token: await solveCaptcha(t.app) },
    remoteAddress: `10.9.0.${counter}`,
  });
}

/** The verification link of the newest mail to `email`, query string included. */
async function verifyLink(email: string, count = 1): Promise<string> {
  const mail = decodeQuotedPrintable(await waitForMail(t.config.dataDir, email, count));
  const link =
    /http:\/\/zetelpoule\.test\/verify-email\/[A-Za-z0-9_-]+(\?invite=[A-Za-z0-9_-]+)?/.exec(
      mail,
    )?.[0];
  if (!link) throw new Error('no verification link in the mail');
  return link;
}

describe('registering from an invite', () => {
  it('puts the invite code in the verification link', async () => {
    const body = account({ invite_code: CODE });
    expect((await register(body)).statusCode).toBe(201);
    expect(await verifyLink(body.email)).toMatch(
      new RegExp(`^http://zetelpoule\\.test/verify-email/[A-Za-z0-9_-]{43}\\?invite=${CODE}$`),
    );
  });

  it('sends a plain verification link without an invite', async () => {
    const body = account();
    expect((await register(body)).statusCode).toBe(201);
    expect(await verifyLink(body.email)).toMatch(
      /^http:\/\/zetelpoule\.test\/verify-email\/[A-Za-z0-9_-]{43}$/,
    );
  });

  it.each([
    ['a path', '/../../evil'],
    ['an address elsewhere', 'https://evil.example/x'],
    ['a code too short', 'abc'],
    ['a number', 12345],
  ])('refuses an invite code that is %s with a Dutch 400 and creates nothing', async (_, code) => {
    const body = account({ invite_code: code });
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ invite_code: ['Ongeldige uitnodigingscode.'] });
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toEqual([]);
  });

  it('keeps the invite in a resent verification link', async () => {
    const body = account({ invite_code: CODE });
    expect((await register(body)).statusCode).toBe(201);
    await waitForMail(t.config.dataDir, body.email, 1);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verification/resend/',
      payload: { email: body.email, invite_code: CODE },
      remoteAddress: '10.9.1.1',
    });
    expect(resend.statusCode).toBe(200);
    expect(await verifyLink(body.email, 2)).toMatch(new RegExp(`\\?invite=${CODE}$`));
  });
});

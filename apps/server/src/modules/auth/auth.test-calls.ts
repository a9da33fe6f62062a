import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { users } from '../../db/schema';
import { findLink, readOutbox, solveCaptcha, waitForMail } from './auth.test-support';

/*
 * The calls the auth tests make, bound to one test app. Rate limits count per client address,
 * so each call speaks from an address of its own unless it names one.
 */
export function authTestCalls(app: () => TestApp) {
  let ipCounter = 0;
  /** A fresh client address, so one test's requests never count against another's limits. */
  function newIp(): string {
    ipCounter += 1;
    return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  function call(options: InjectOptions & { ip?: string }) {
    const { ip, ...rest } = options;
    return app().app.inject({ ...rest, remoteAddress: ip ?? newIp() });
  }

  let accountCounter = 0;
  function newAccount(overrides: Record<string, unknown> = {}) {
    accountCounter += 1;
    return {
      email: `nieuw${accountCounter}@example.nl`,
      username: `nieuw_${accountCounter}`,
      first_name: 'Anne',
      last_name: "van 't Hof",
      password: 'Sterk-Wachtw0ord',
      password_confirm: 'Sterk-Wachtw0ord',
      ...overrides,
    };
  }

  async function register(account: Record<string, unknown>) {
    return call({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...account, captcha_token: await solveCaptcha(app().app) },
    });
  }

  function login(email: string, password: string, ip?: string) {
    return call({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, ip });
  }

  async function mailTo(email: string): Promise<string | undefined> {
    // nodemailer writes the domain in lower case.
    return (await readOutbox(app().config.dataDir)).find((m) =>
      m.toLowerCase().includes(`to: ${email.toLowerCase()}`),
    );
  }

  /** The path of the first link to `page` in the newest mail to `email`. */
  async function linkPath(email: string, page: string, count = 1): Promise<string> {
    const mail = await waitForMail(app().config.dataDir, email, count);
    const link = findLink(mail, `${app().config.publicUrl}/${page}/`);
    if (!link) throw new Error(`no ${page} link in the mail`);
    return link.slice(app().config.publicUrl.length);
  }

  async function tokenFromLink(email: string, page: string, count = 1): Promise<string> {
    return (await linkPath(email, page, count)).split('/')[2]!;
  }

  /** A registered, verified account, the way a player gets one. */
  async function verifiedAccount() {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const path = await linkPath(account.email, 'verify-email');
    expect((await call({ method: 'GET', url: `/api/auth${path}/` })).statusCode).toBe(200);
    return account;
  }

  async function userIdOf(email: string): Promise<number> {
    const [row] = await app()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  async function userCount(): Promise<number> {
    const [row] = await app()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(users);
    return row!.n;
  }

  return {
    newIp,
    call,
    newAccount,
    register,
    login,
    mailTo,
    linkPath,
    tokenFromLink,
    verifiedAccount,
    userIdOf,
    userCount,
  };
}

import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { expect } from 'vitest';
import type { CaptchaChallenge } from '@zetelpoule/shared';
import type { TestApp } from '../../../test/helper';
import { users } from '../../db/schema';

/* Helpers for the account tests: a real captcha solution and the mails the server sent. */

/** Fetches a challenge from the app and solves it like the widget does: brute-force SHA-256. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha/challenge/' });
  const challenge = res.json() as CaptchaChallenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha could not be solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** Undoes quoted-printable (soft line breaks and =XX escapes) so links can be read. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link in a raw message that starts with `prefix` (e.g. the public URL + path). */
export function findLink(raw: string, prefix: string): string | undefined {
  const text = decodeQuotedPrintable(raw);
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}[A-Za-z0-9_\\-/]+`))?.[0];
}

/** Every .eml in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
  names.sort();
  return Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
}

/** Waits for a mail to `to` (sent in the background) and returns it raw. */
export async function waitForMail(
  dataDir: string,
  to: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((m) =>
      m.toLowerCase().includes(`to: ${to.toLowerCase()}`),
    );
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} arrived`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The account calls of the auth tests, over one test app. Rate limits count per client
 * address, so each call speaks from an address of its own unless it is given one.
 */
export function authCalls(t: TestApp) {
  let ipCounter = 0;
  /** A fresh client address, so one test's requests never count against another's limits. */
  function newIp(): string {
    ipCounter += 1;
    return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  function call(options: InjectOptions & { ip?: string }) {
    const { ip, ...rest } = options;
    return t.app.inject({ ...rest, remoteAddress: ip ?? newIp() });
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
      payload: { ...account, captcha_token: await solveCaptcha(t.app) },
    });
  }

  function login(email: string, password: string, ip?: string) {
    return call({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, ip });
  }

  async function mailTo(email: string): Promise<string | undefined> {
    // nodemailer writes the domain in lower case.
    return (await readOutbox(t.config.dataDir)).find((m) =>
      m.toLowerCase().includes(`to: ${email.toLowerCase()}`),
    );
  }

  /** The path of the first link to `page` in the newest mail to `email`. */
  async function linkPath(email: string, page: string, count = 1): Promise<string> {
    const mail = await waitForMail(t.config.dataDir, email, count);
    const link = findLink(mail, `${t.config.publicUrl}/${page}/`);
    if (!link) throw new Error(`no ${page} link in the mail`);
    return link.slice(t.config.publicUrl.length);
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
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  async function userCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
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

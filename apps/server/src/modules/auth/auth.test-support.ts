import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@zetelpoule/shared';

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

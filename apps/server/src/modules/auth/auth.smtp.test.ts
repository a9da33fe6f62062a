import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { findLink, readOutbox, solveCaptcha } from './auth.test-support';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** With SMTP_URL set, mails go to a real SMTP server; this one runs inside the test. */
describe('account mail over SMTP', () => {
  const inbox: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Zetelpoule <poule@example.nl>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function nextMail(to: string, count: number): Promise<Received> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = inbox.filter((m) => m.to.includes(to));
      if (mails.length >= count) return mails[count - 1]!;
      if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('delivers the verification and reset mails; their links work', async () => {
    const email = 'smtp.speler@example.nl';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        email,
        username: 'smtp_speler',
        first_name: 'Sam',
        last_name: 'Smit',
        password: 'Sterk-Wachtw0ord',
        password_confirm: 'Sterk-Wachtw0ord',
        captcha_token: await solveCaptcha(t.app),
      },
    });
    expect(register.statusCode).toBe(201);
    expect(register.json().email_sent).toBe(true);

    const welcome = await nextMail(email, 1);
    expect(welcome.from).toBe('poule@example.nl');
    expect(welcome.raw).toContain('Subject: Bevestig je e-mailadres voor Zetelpoule');
    expect(welcome.raw).toContain('Hallo Sam,');
    const verifyLink = findLink(welcome.raw, 'http://zetelpoule.test/verify-email/')!;
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth${new URL(verifyLink).pathname}/`,
    });
    expect(verified.statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request/',
      payload: { email },
    });
    const reset = await nextMail(email, 2);
    expect(reset.raw).toContain('Subject: Stel een nieuw wachtwoord in voor Zetelpoule');
    const resetLink = findLink(reset.raw, 'http://zetelpoule.test/reset-password/')!;
    const token = new URL(resetLink).pathname.split('/')[2];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token, new_password: 'Nieuw-Geheim1', new_password_confirm: 'Nieuw-Geheim1' },
    });
    expect(confirmed.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: 'Nieuw-Geheim1' },
    });
    expect(login.statusCode).toBe(200);

    // With SMTP configured nothing lands in the outbox folder.
    expect(await readOutbox(t.config.dataDir)).toEqual([]);
  });
});

describe('account mail when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: delivery fails fast.
    t = await buildTestApp({ seed: false, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('still creates the account and says the mail was not sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: {
        email: 'pech@example.nl',
        username: 'pech',
        first_name: 'Piet',
        last_name: 'Pech',
        password: 'Sterk-Wachtw0ord',
        password_confirm: 'Sterk-Wachtw0ord',
        captcha_token: await solveCaptcha(t.app),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email_sent: false,
      message: expect.stringContaining('kon niet worden verzonden'),
    });
  });
});

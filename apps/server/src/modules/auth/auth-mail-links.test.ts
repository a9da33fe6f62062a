import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser, useTestApp } from '../../../test/helper';
import { emailTokens, socialAccounts, users } from '../../db/schema';
import { authCalls, readOutbox, waitForMail } from './auth.test-support';

/* The links the server mails (verification, password reset), through the real app. */

const t = useTestApp();
const { newIp, call, newAccount, register, login, tokenFromLink, verifiedAccount, userIdOf } =
  authCalls(t);

describe('e-mail verification', () => {
  const verify = (token: string) =>
    call({ method: 'GET', url: `/api/auth/verify-email/${token}/` });

  it('verifies once; the same link afterwards says the address was already verified', async () => {
    const account = newAccount();
    await register(account);
    const token = await tokenFromLink(account.email, 'verify-email');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.',
    });
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'Je e-mailadres was al geverifieerd. Je hebt toegang tot het spel.',
    });
  });

  it('answers a used link of an account that is not verified (any more) with 410', async () => {
    const account = newAccount();
    await register(account);
    const token = await tokenFromLink(account.email, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ isEmailVerified: false })
      .where(eq(users.email, account.email));
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'token_used' });
  });

  it('answers an expired link with 410 and an unknown one with 400', async () => {
    const account = newAccount();
    await register(account);
    const token = await tokenFromLink(account.email, 'verify-email');
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, await userIdOf(account.email)));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('token_expired');
    expect((await login(account.email, account.password)).statusCode).toBe(403);

    const unknown = await verify('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'invalid_token',
      message: 'Ongeldige verificatielink.',
    });
    // Longer than any token: refused by the router before it reaches us.
    expect((await verify('x'.repeat(300))).statusCode).toBe(414);
  });

  it('resends a new link that works, and the old one no longer does', async () => {
    const account = newAccount();
    await register(account);
    const oldToken = await tokenFromLink(account.email, 'verify-email');
    const res = await call({
      method: 'POST',
      url: '/api/auth/verification/resend/',
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message:
        'Als er een niet-geverifieerd account met dit e-mailadres bestaat, is er een nieuwe verificatiemail verzonden.',
    });
    const newToken = await tokenFromLink(account.email, 'verify-email', 2);
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).statusCode).toBe(410);
    expect((await verify(newToken)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or verified address the same, without sending mail', async () => {
    const verified = await createUser(t);
    const before = (await readOutbox(t.config.dataDir)).length;
    const answers = [];
    for (const email of ['niemand@example.nl', verified.email]) {
      const res = await call({
        method: 'POST',
        url: '/api/auth/verification/resend/',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers[0]).toEqual(answers[1]);
    // Whether to mail is decided before the answer: once a mail asked for afterwards has
    // arrived, one for the addresses above would have been sent too.
    const unverified = await createUser(t, { isEmailVerified: false });
    await call({
      method: 'POST',
      url: '/api/auth/verification/resend/',
      payload: { email: unverified.email },
    });
    await waitForMail(t.config.dataDir, unverified.email);
    expect((await readOutbox(t.config.dataDir)).length).toBe(before + 1);
  });

  it('requires an e-mail for a resend and limits resends per address', async () => {
    const missing = await call({
      method: 'POST',
      url: '/api/auth/verification/resend/',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().email).toEqual(['E-mailadres is verplicht']);
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await call({
        method: 'POST',
        url: '/api/auth/verification/resend/',
        payload: { email: 'niemand@example.nl' },
        ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  const request = (email: unknown, ip?: string) =>
    call({ method: 'POST', url: '/api/auth/password-reset/request/', payload: { email }, ip });
  const verifyReset = (token: string) =>
    call({ method: 'GET', url: `/api/auth/password-reset/verify/${token}/` });
  const confirm = (token: string, password: string, confirmation = password) =>
    call({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { token, new_password: password, new_password_confirm: confirmation },
    });

  it('mails a link; the link sets a new password once and signs out every session', async () => {
    const account = await verifiedAccount();
    const session = (await login(account.email, account.password)).json();

    const res = await request(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Als er een account met dit e-mailadres bestaat, is er een e-mail verzonden met een link om je wachtwoord opnieuw in te stellen.',
    });
    const mail = await waitForMail(t.config.dataDir, account.email, 2);
    expect(mail).toContain('Subject: Stel een nieuw wachtwoord in voor Zetelpoule');
    const token = await tokenFromLink(account.email, 'reset-password', 2);

    const valid = await verifyReset(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, user_email: account.email });

    const weak = await confirm(token, 'zwak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toContain('Minimaal 8 tekens lang zijn');
    const mismatch = await confirm(token, 'Nieuw-Geheim1', 'Nieuw-Geheim2');
    expect(mismatch.json().new_password_confirm).toEqual(['Wachtwoorden komen niet overeen']);

    const done = await confirm(token, 'Nieuw-Geheim1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
    });

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'Nieuw-Geheim1')).statusCode).toBe(200);
    const oldSession = await call({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await confirm(token, 'Nog-Nieuwer1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().token).toEqual(['Ongeldige of verlopen resetlink.']);
    const reverify = await verifyReset(token);
    expect(reverify.statusCode).toBe(400);
    expect(reverify.json()).toMatchObject({ valid: false, error: 'invalid_token' });
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    const known = await createUser(t);
    const before = (await readOutbox(t.config.dataDir)).length;
    const unknown = await request('niemand@example.nl');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual((await request(known.email)).json());
    await waitForMail(t.config.dataDir, known.email);
    expect((await readOutbox(t.config.dataDir)).length).toBe(before + 1);
  });

  it('tells a social-only account to sign in with its provider', async () => {
    const social = await createUser(t, { passwordHash: null });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: social.id, provider: 'google-oauth2', subject: `g-${social.id}` });
    const res = await request(social.email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'social_auth_user',
      error_type: 'social_auth_user',
      message:
        'Dit account gebruikt inloggen met Google en heeft geen wachtwoord. Log in met Google.',
      providers: ['google-oauth2'],
    });
  });

  it('refuses an expired or unknown reset link', async () => {
    const account = await verifiedAccount();
    await request(account.email);
    const token = await tokenFromLink(account.email, 'reset-password', 2);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, await userIdOf(account.email)));
    expect((await verifyReset(token)).statusCode).toBe(400);
    expect((await confirm(token, 'Nieuw-Geheim1')).statusCode).toBe(400);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const unknown = await verifyReset('B'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'invalid_token',
      message: 'Ongeldige of verlopen resetlink.',
      valid: false,
    });
  });

  it('answers bad input with 400 and limits requests per address', async () => {
    expect((await request(undefined)).json().email).toEqual(['E-mailadres is verplicht']);
    expect((await request(['a@b.nl'])).statusCode).toBe(400);
    const noToken = await call({
      method: 'POST',
      url: '/api/auth/password-reset/confirm/',
      payload: { new_password: 'Nieuw-Geheim1', new_password_confirm: 'Nieuw-Geheim1' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().token).toEqual(['Token is verplicht']);
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await request('niemand@example.nl', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

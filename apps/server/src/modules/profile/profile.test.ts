import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../../test/helper';
import { socialAccounts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
}

function update(user: TestUser, payload: Record<string, unknown>) {
  return injectAs(t, user, { method: 'PUT', url: '/api/auth/profile/update/', payload });
}

function changePassword(user: Pick<TestUser, 'token'>, payload: Record<string, unknown>) {
  return injectAs(t, user, { method: 'POST', url: '/api/auth/change-password/', payload });
}

describe('profile', () => {
  it('shows the signed-in player their own account', async () => {
    const user = await createUser(t, { firstName: 'Zoë', lastName: 'de Vries', isStaff: true });
    const res = await injectAs(t, user, { method: 'GET', url: '/api/auth/profile/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      first_name: 'Zoë',
      last_name: 'de Vries',
      full_name: 'Zoë de Vries',
      email: user.email,
      avatar: null,
      is_staff: true,
      is_superuser: false,
      has_usable_password: true,
      is_email_verified: true,
      date_joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      show_real_name: false,
      social_auth: [],
    });
  });

  it('lists the social providers and whether a password exists', async () => {
    const user = await createUser(t, { passwordHash: null });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: user.id, provider: 'microsoft-graph', subject: `ms-${user.id}` });
    const res = await injectAs(t, user, { method: 'GET', url: '/api/auth/profile/' });
    expect(res.json()).toMatchObject({
      has_usable_password: false,
      social_auth: [{ provider: 'microsoft-graph' }],
    });
  });

  it('updates names and username, trimmed, and keeps them', async () => {
    const user = await createUser(t);
    const res = await update(user, {
      first_name: '  Jan-Willem ',
      last_name: "d'Ancona",
      username: 'jw_dancona',
      email: user.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Jan-Willem',
      last_name: "d'Ancona",
      full_name: "Jan-Willem d'Ancona",
      username: 'jw_dancona',
      email: user.email,
    });
    const again = await injectAs(t, user, { method: 'GET', url: '/api/auth/profile/' });
    expect(again.json().username).toBe('jw_dancona');
  });

  it('refuses invalid names and usernames with the rules’ messages', async () => {
    const user = await createUser(t);
    const res = await update(user, { first_name: 'J', last_name: 'Hof3', username: 'a' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      first_name: ['Voornaam moet minimaal 2 tekens lang zijn'],
      last_name: ['Achternaam mag alleen letters, spaties, koppeltekens en apostroffen bevatten'],
      username: ['Gebruikersnaam moet minimaal 3 tekens lang zijn'],
    });
    const empty = await update(user, {});
    expect(empty.json()).toMatchObject({
      first_name: ['Voornaam is verplicht'],
      last_name: ['Achternaam is verplicht'],
      username: ['Gebruikersnaam is verplicht'],
    });
    const huge = await update(user, {
      first_name: 'A'.repeat(40_000),
      last_name: 'Hof',
      username: user.username,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().first_name).toEqual(['Voornaam mag maximaal 30 tekens lang zijn']);
  });

  it('refuses a username another player has, in any letter case', async () => {
    const other = await createUser(t);
    const user = await createUser(t);
    const res = await update(user, {
      first_name: 'Test',
      last_name: 'Speler',
      username: other.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().username).toEqual(['Deze gebruikersnaam is al in gebruik']);
  });

  it('never changes the e-mail address', async () => {
    const user = await createUser(t);
    const res = await update(user, {
      first_name: 'Test',
      last_name: 'Speler',
      username: user.username,
      email: 'ander@example.nl',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['E-mailadres kan niet worden gewijzigd']);
    const profile = await injectAs(t, user, { method: 'GET', url: '/api/auth/profile/' });
    expect(profile.json().email).toBe(user.email);
  });

  it('accepts only an https avatar', async () => {
    const user = await createUser(t);
    const base = { first_name: 'Test', last_name: 'Speler', username: user.username };
    expect((await update(user, { ...base, avatar: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await update(user, { ...base, avatar: 'http://x.nl/a.png' })).statusCode).toBe(400);
    const ok = await update(user, { ...base, avatar: 'https://x.nl/a.png' });
    expect(ok.json().avatar).toBe('https://x.nl/a.png');
    expect((await update(user, { ...base, avatar: null })).json().avatar).toBeNull();
  });
});

describe('change password', () => {
  const valid = {
    old_password: 'Geheim123!',
    new_password: 'Nieuw-Geheim1',
    new_password_confirm: 'Nieuw-Geheim1',
  };

  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createUser(t);
    const otherDevice = (await login(user.email, user.password)).json();
    const res = await changePassword(user, valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Je wachtwoord is gewijzigd.' });

    expect((await login(user.email, 'Geheim123!')).statusCode).toBe(401);
    expect((await login(user.email, 'Nieuw-Geheim1')).statusCode).toBe(200);
    const refreshOther = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: otherDevice.refresh },
    });
    expect(refreshOther.statusCode).toBe(401);
    const refreshThis = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: body.refresh },
    });
    expect(refreshThis.statusCode).toBe(200);
  });

  it('refuses a wrong current password with its own message', async () => {
    const user = await createUser(t);
    const res = await changePassword(user, { ...valid, old_password: 'Fout-123!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().old_password).toEqual([
      'Het huidige wachtwoord is onjuist. Controleer je huidige wachtwoord en probeer het opnieuw.',
    ]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('checks the new password rules and its confirmation', async () => {
    const user = await createUser(t);
    const weak = await changePassword(user, {
      ...valid,
      new_password: 'kort',
      new_password_confirm: 'kort',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toEqual([
      'Minimaal 8 tekens lang zijn',
      'Minimaal één hoofdletter bevatten',
      'Minimaal één cijfer bevatten',
      'Minimaal één speciaal teken bevatten',
    ]);
    const mismatch = await changePassword(user, { ...valid, new_password_confirm: 'Anders-123' });
    expect(mismatch.json().new_password_confirm).toEqual(['De wachtwoorden komen niet overeen.']);
    const missing = await changePassword(user, {});
    expect(missing.json()).toMatchObject({
      old_password: ['Wachtwoord is verplicht'],
      new_password: ['Wachtwoord is verplicht'],
      new_password_confirm: ['Bevestig je wachtwoord'],
    });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('is not offered to an account without a usable password', async () => {
    const user = await createUser(t, { passwordHash: null });
    const res = await changePassword(user, valid);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('no_usable_password');
  });
});

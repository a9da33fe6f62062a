import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EMAIL_MESSAGES,
  SUBLEAGUE_NAME_INVISIBLE_MESSAGE,
  TEMP_USERNAME_PREFIX,
  USERNAME_MESSAGES,
} from '@zetelpoule/shared';
import { solveCaptcha } from '../modules/auth/auth.test-support';
import { subleagues, users } from '../db/schema';
import { buildTestApp, createUser, injectAs, type TestApp, type TestUser } from '../../test/helper';

/*
 * Invisible and direction-changing characters (zero-width space and joiners, the bidi marks,
 * overrides and isolates, the byte-order mark, the soft hyphen) in an e-mail address or in a
 * name other players see: a 400 with the field's own Dutch message, and nothing changes
 * (docs/decisions/046-one-email-fold.md).
 */

const FIRST_NAME_INVISIBLE = 'Je voornaam bevat een onzichtbaar teken. Typ hem opnieuw.';
const LAST_NAME_INVISIBLE = 'Je achternaam bevat een onzichtbaar teken. Typ hem opnieuw.';

let t: TestApp;
let player: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  player = await createUser(t);
});
afterAll(() => t.close());

function expectRefused(
  res: { statusCode: number; json(): unknown },
  field: string,
  message: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ error: 'validation_error', [field]: [message] });
}

let ipCounter = 0;
/** Registration is limited per client address: each attempt speaks from one of its own. */
function newIp(): string {
  ipCounter += 1;
  return `10.47.0.${ipCounter}`;
}

async function userCount(): Promise<number> {
  return (await t.database.db.select({ id: users.id }).from(users)).length;
}

describe('registration', () => {
  const account = {
    email: 'onzichtbaar@example.nl',
    username: 'onzichtbaar',
    first_name: 'Anne',
    last_name: 'Jansen',
    password: 'Sterk-Wachtw0ord',
    password_confirm: 'Sterk-Wachtw0ord',
  };

  it.each([
    ['a zero-width space in the e-mail address', 'email', 'onzicht\u200Bbaar@example.nl'],
    ['a right-to-left override in the e-mail address', 'email', 'ln.elpmaxe@\u202Eanne.nl'],
    ['a byte-order mark in the e-mail address', 'email', 'anne\uFEFF@example.nl'],
    ['a zero-width joiner in the username', 'username', 'onzicht\u200Dbaar'],
    ['a left-to-right isolate in the username', 'username', '\u2066onzichtbaar'],
    ['a soft hyphen in the first name', 'first_name', 'An\u00ADne'],
    ['a right-to-left mark in the last name', 'last_name', 'Jan\u200Fsen'],
  ])('refuses %s and creates nothing', async (_what, field, value) => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { ...account, [field]: value, captcha_token: await solveCaptcha(t.app) },
      remoteAddress: newIp(),
    });
    const message = {
      email: EMAIL_MESSAGES.invisible,
      username: USERNAME_MESSAGES.invisible,
      first_name: FIRST_NAME_INVISIBLE,
      last_name: LAST_NAME_INVISIBLE,
    }[field]!;
    expectRefused(res, field, message);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['the login', '/api/auth/login/', { password: 'Geheim123!' }],
    ['the password-reset request', '/api/auth/password-reset/request/', {}],
    ['the verification resend', '/api/auth/verification/resend/', {}],
  ])('refuses an invisible character in the address of %s', async (_what, url, rest) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { email: `${player.email.slice(0, 3)}\u200C${player.email.slice(3)}`, ...rest },
      remoteAddress: newIp(),
    });
    expectRefused(res, 'email', EMAIL_MESSAGES.invisible);
  });
});

describe('names other players see', () => {
  it('refuses an invisible character in the username chosen at setup', async () => {
    const newcomer = await createUser(t, { username: `${TEMP_USERNAME_PREFIX}0a1b2c3d4e5f` });
    const res = await injectAs(t, newcomer, {
      method: 'POST',
      url: '/api/auth/setup-username/',
      payload: { username: 'noor\u200B' },
    });
    expectRefused(res, 'username', USERNAME_MESSAGES.invisible);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, newcomer.id));
    expect(row!.username).toBe(`${TEMP_USERNAME_PREFIX}0a1b2c3d4e5f`);
  });

  it.each([
    ['username', 'speler\u2069', USERNAME_MESSAGES.invisible],
    ['first_name', 'Te\u200Bst', FIRST_NAME_INVISIBLE],
    ['last_name', '\u202ESpeler', LAST_NAME_INVISIBLE],
  ])(
    'refuses an invisible character in the %s of a profile update',
    async (field, value, message) => {
      const res = await injectAs(t, player, {
        method: 'PUT',
        url: '/api/auth/profile/update/',
        payload: {
          first_name: 'Nieuw',
          last_name: 'Naam',
          username: player.username,
          [field]: value,
        },
      });
      expectRefused(res, field, message);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, player.id));
      expect(row).toMatchObject({
        firstName: 'Test',
        lastName: 'Speler',
        username: player.username,
      });
    },
  );

  it('refuses an invisible character in a new sub-league name and creates nothing', async () => {
    const before = (await t.database.db.select().from(subleagues)).length;
    const res = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: 'De \u202EPoule' },
    });
    expectRefused(res, 'name', SUBLEAGUE_NAME_INVISIBLE_MESSAGE);
    expect((await t.database.db.select().from(subleagues)).length).toBe(before);
  });

  it('refuses an invisible character when a sub-league is renamed, and keeps its name', async () => {
    const created = await injectAs(t, player, {
      method: 'POST',
      url: '/api/auth/league/subleagues/',
      payload: { name: 'Kantoor' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    for (const name of ['Kan\u200Btoor', 'Kantoor\uFEFF2', '\u2067Kantoor']) {
      const res = await injectAs(t, player, {
        method: 'PATCH',
        url: `/api/auth/league/subleagues/${id}/`,
        payload: { name },
      });
      expectRefused(res, 'name', SUBLEAGUE_NAME_INVISIBLE_MESSAGE);
    }
    const [row] = await t.database.db.select().from(subleagues).where(eq(subleagues.id, id));
    expect(row!.name).toBe('Kantoor');
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EmailLookupSchema, EmailSchema } from '../rules/email';
import { FirstNameSchema } from '../rules/name';
import { CurrentPasswordSchema, NewPasswordSchema } from '../rules/password';
import { UsernameSchema } from '../rules/username';
import { CreateElectionBodySchema, ElectionIdParamsSchema, SearchUserBodySchema } from './admin';
import { LoginBodySchema, ProfileUpdateBodySchema, TokenParamSchema } from './auth';
import {
  CreateSubleagueBodySchema,
  JoinSubleagueParamsSchema,
  LeaderboardQuerySchema,
  LeaveSubleagueParamsSchema,
  MemberPredictionsParamsSchema,
} from './leagues';
import { SaveSeatBodySchema, SelectMunicipalityBodySchema } from './predictions';
import {
  ID_MAX,
  INVALID_CHARACTERS_MESSAGE,
  bodyId,
  hasInvalidCharacters,
  idParam,
  isCanonicalId,
  safeText,
} from './primitives';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const HOSTILE = [
  ['NUL', 'a\u0000b'],
  ['a bell', 'a\u0007b'],
  ['escape', 'a\u001bb'],
  ['DEL', 'a\u007fb'],
  ['a C1 control', 'a\u0085b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
] as const;

describe('safeText', () => {
  it.each(HOSTILE)('refuses %s with the one Dutch message', (_name, value) => {
    expect(firstMessage(safeText(), value)).toBe(INVALID_CHARACTERS_MESSAGE);
  });

  it('refuses tab and line breaks inside a one-line field but keeps them in a multi-line one', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(firstMessage(safeText(), value)).toBe(INVALID_CHARACTERS_MESSAGE);
      expect(safeText({ multiline: true }).parse(value)).toBe(value);
    }
    expect(firstMessage(safeText({ multiline: true }), 'a\u0000b')).toBe(
      INVALID_CHARACTERS_MESSAGE,
    );
  });

  it('forgives a pasted trailing newline when the field is trimmed', () => {
    expect(safeText({ trim: true }).parse('  Zetelpoule\n')).toBe('Zetelpoule');
  });

  it('normalises to NFC, so a decomposed ë equals the composed one', () => {
    expect(safeText().parse('Zoe\u0308')).toBe('Zo\u00eb');
    expect(safeText({ normalize: false }).parse('Zoe\u0308')).toBe('Zoe\u0308');
  });

  it('keeps letters of every script, emoji (surrogate pairs) and typographic quotes', () => {
    for (const value of ['Çelik', 'Ørsted', 'O’Brien', '日本', 'stem 🗳️']) {
      expect(hasInvalidCharacters(value)).toBe(false);
    }
  });

  it('runs the field rules only when the characters are acceptable', () => {
    const schema = safeText().min(5, 'te kort');
    const result = schema.safeParse('\u0000');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      INVALID_CHARACTERS_MESSAGE,
    ]);
  });
});

describe('every text field of the contract', () => {
  it.each([
    ['login e-mail', LoginBodySchema, { email: 'a\u0000b@example.com', password: 'x' }],
    ['login password', LoginBodySchema, { email: 'a@example.com', password: 'x\u0000' }],
    ['e-mail', EmailSchema, 'a\u0000b@example.com'],
    ['e-mail lookup', EmailLookupSchema, 'a@example.com\u0085'],
    ['first name', FirstNameSchema, 'Jan\u0000'],
    ['username', UsernameSchema, 'jan\ud800'],
    ['new password', NewPasswordSchema, 'Geheim123!\u0000'],
    ['current password', CurrentPasswordSchema, '\u0000'],
    ['mail token', TokenParamSchema, { token: 'abc\u0000' }],
    [
      'avatar',
      ProfileUpdateBodySchema,
      {
        first_name: 'Jan',
        last_name: 'Jansen',
        username: 'jan',
        avatar: 'https://example.com/a\u0000.png',
      },
    ],
    ['sub-league name', CreateSubleagueBodySchema, { name: 'Poule\u0000' }],
    ['invite code', JoinSubleagueParamsSchema, { code: 'abc\u0000' }],
    ['municipality choice', SelectMunicipalityBodySchema, { municipality_name: 'Urk\u0000' }],
    ['admin user search', SearchUserBodySchema, { username: 'jan\u0000' }],
    [
      'election name',
      CreateElectionBodySchema,
      { name: 'TK\u0000', election_date: '2026-10-29T07:30:00Z' },
    ],
  ])('refuses a control character in the %s', (_name, schema, value) => {
    expect(firstMessage(schema as z.ZodType, value)).toBe(INVALID_CHARACTERS_MESSAGE);
  });

  it('stores names in NFC', () => {
    const body = CreateSubleagueBodySchema.parse({ name: ' Zoe\u0308s poule ' });
    expect(body.name).toBe('Zo\u00ebs poule');
  });
});

describe('ids', () => {
  it.each(['3', '1', '2147483647'])('reads the canonical path id %s', (value) => {
    expect(idParam().parse(value)).toBe(Number(value));
    expect(isCanonicalId(value)).toBe(true);
  });

  it.each([
    '0',
    '03',
    '+3',
    '-3',
    '3e0',
    '0x3',
    ' 3',
    '3 ',
    '3.0',
    '',
    '2147483648',
    '99999999999',
  ])('refuses the path id %j', (value) => {
    expect(idParam().safeParse(value).success).toBe(false);
    expect(isCanonicalId(value)).toBe(false);
  });

  it('uses one schema for every path id of the contract', () => {
    for (const [schema, key] of [
      [ElectionIdParamsSchema, 'id'],
      [LeaveSubleagueParamsSchema, 'id'],
      [MemberPredictionsParamsSchema, 'userId'],
    ] as const) {
      expect(schema.safeParse({ [key]: '2147483648' }).success).toBe(false);
      expect(schema.safeParse({ [key]: '0x3' }).success).toBe(false);
      expect(schema.parse({ [key]: '3' })).toEqual({ [key]: 3 });
    }
  });

  it.each([0, -1, -0, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN, '3', null])(
    'refuses the body id %j',
    (value) => {
      expect(bodyId().safeParse(value).success).toBe(false);
    },
  );

  it('refuses a body id beyond the integer column', () => {
    expect(SaveSeatBodySchema.safeParse({ seat_number: 0, party_id: ID_MAX + 1 }).success).toBe(
      false,
    );
    expect(SaveSeatBodySchema.parse({ seat_number: 0, party_id: ID_MAX })).toEqual({
      seat_number: 0,
      party_id: ID_MAX,
    });
  });

  it('reads page numbers as canonical decimals too', () => {
    expect(LeaderboardQuerySchema.parse({})).toEqual({ page: 1, page_size: 50 });
    expect(LeaderboardQuerySchema.parse({ page: '2', page_size: '10' })).toEqual({
      page: 2,
      page_size: 10,
    });
    for (const page of ['0x2', '2e0', '02', '1.0', '2147483648']) {
      expect(LeaderboardQuerySchema.safeParse({ page }).success).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CreateSubleagueBodySchema, SUBLEAGUE_NAME_INVISIBLE_MESSAGE } from '../contract/leagues';
import { hasInvisibleCharacters } from '../contract/primitives';
import { EMAIL_MESSAGES, EmailLookupSchema, EmailSchema, foldEmail, validateEmail } from './email';
import { FirstNameSchema, LastNameSchema, validateName } from './name';
import { USERNAME_MESSAGES, UsernameSchema, validateUsername } from './username';

/** The fold of docs/decisions/046-one-email-fold.md, character by character. */
describe('foldEmail', () => {
  it('lowers ASCII and drops surrounding spaces', () => {
    expect(foldEmail('  Ivan@Example.NL ')).toBe('ivan@example.nl');
  });

  it('keeps U+0130 (İ) apart from i: it folds to i plus a combining dot above', () => {
    expect(foldEmail('İvan@example.nl')).toBe('i\u0307van@example.nl');
    expect(foldEmail('İvan@example.nl')).not.toBe(foldEmail('ivan@example.nl'));
    expect(foldEmail('İVAN@example.nl')).toBe(foldEmail('i\u0307van@example.nl'));
    expect(foldEmail('alİce@example.nl')).not.toBe(foldEmail('alice@example.nl'));
  });

  it('folds the Kelvin sign (U+212A) to k', () => {
    expect(foldEmail('\u212Aees@example.nl')).toBe('kees@example.nl');
  });

  it('folds full-width letters to ASCII', () => {
    expect(foldEmail('ＩＶＡＮ@ｅｘａｍｐｌｅ.nl')).toBe('ivan@example.nl');
  });

  it('keeps ß: ẞ folds to ß, but neither to ss (a full case fold would merge them)', () => {
    expect(foldEmail('STRAẞE@example.de')).toBe('straße@example.de');
    expect(foldEmail('straße@example.de')).toBe('straße@example.de');
    expect(foldEmail('strasse@example.de')).not.toBe(foldEmail('straße@example.de'));
  });

  it('lowers Σ to σ, or to ς at the end of a word; σ and ς typed stay apart', () => {
    expect(foldEmail('ΣΑΣ@example.gr')).toBe('σας@example.gr');
    expect(foldEmail('Σας@example.gr')).toBe('σας@example.gr');
    expect(foldEmail('σασ@example.gr')).toBe('σασ@example.gr');
    expect(foldEmail('σασ@example.gr')).not.toBe(foldEmail('σας@example.gr'));
  });

  it('keeps a typed address in NFKC, its letter case as typed', () => {
    expect(EmailSchema.parse(' Ａnne＠Example．nl ')).toBe('Anne@Example.nl');
  });

  it('does not remove invisible characters (the schemas refuse them instead)', () => {
    expect(foldEmail('iv\u200Ban@example.nl')).not.toBe(foldEmail('ivan@example.nl'));
  });

  it('is stable: a folded address folds to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const key = foldEmail(text);
        expect(foldEmail(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const key = foldEmail(String.fromCodePoint(code));
      if (foldEmail(key) !== key) throw new Error(`U+${code.toString(16)} is not stable`);
    }
  });
});

// The characters the hardening refuses in addresses and in names others see.
const INVISIBLE = [
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['left-to-right embedding', '\u202A'],
  ['right-to-left override', '\u202E'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
  ['byte-order mark', '\uFEFF'],
  ['soft hyphen', '\u00AD'],
  ['word joiner', '\u2060'],
  ['Hangul filler', '\u3164'],
  ['variation selector after a letter', '\uFE0F'],
] as const;

function firstMessage(schema: { safeParse(v: unknown): unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('invisible characters', () => {
  it.each(INVISIBLE)('finds a %s', (_, char) => {
    expect(hasInvisibleCharacters(`ab${char}cd`)).toBe(true);
  });

  it('leaves ordinary letters of any script alone', () => {
    expect(hasInvisibleCharacters('Zoë Çelik-Ørsted ’t Hooft Ελένη İvan')).toBe(false);
  });

  it.each(INVISIBLE)('refuses a %s in an e-mail address, with its own message', (_, char) => {
    const address = `iv${char}an@example.nl`;
    expect(firstMessage(EmailSchema, address)).toBe(EMAIL_MESSAGES.invisible);
    expect(firstMessage(EmailLookupSchema, address)).toBe(EMAIL_MESSAGES.invisible);
    expect(validateEmail(address)).toBe(EMAIL_MESSAGES.invisible);
  });

  it.each(INVISIBLE)('refuses a %s in usernames, names and sub-league names', (_, char) => {
    expect(firstMessage(UsernameSchema, `speler${char}1`)).toBe(USERNAME_MESSAGES.invisible);
    expect(validateUsername(`speler${char}1`)).toBe(USERNAME_MESSAGES.invisible);
    expect(firstMessage(FirstNameSchema, `An${char}ne`)).toBe(
      'Je voornaam bevat een onzichtbaar teken. Typ hem opnieuw.',
    );
    expect(firstMessage(LastNameSchema, `Ja${char}nsen`)).toBe(
      'Je achternaam bevat een onzichtbaar teken. Typ hem opnieuw.',
    );
    expect(validateName(`An${char}ne`)).toBe(
      'Je naam bevat een onzichtbaar teken. Typ hem opnieuw.',
    );
    expect(firstMessage(CreateSubleagueBodySchema, { name: `De ${char}Poule` })).toBe(
      SUBLEAGUE_NAME_INVISIBLE_MESSAGE,
    );
  });

  it('still accepts the same values without the character', () => {
    expect(EmailSchema.parse('ivan@example.nl')).toBe('ivan@example.nl');
    expect(UsernameSchema.parse('speler1')).toBe('speler1');
    expect(FirstNameSchema.parse('Anne')).toBe('Anne');
    // An emoji keeps its presentation selector ("❤️" is U+2764 U+FE0F).
    expect(CreateSubleagueBodySchema.parse({ name: 'De \u2764\uFE0F Poule' })).toEqual({
      name: 'De \u2764\uFE0F Poule',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  RegisterBodySchema,
  ChangePasswordBodySchema,
  PasswordResetConfirmBodySchema,
} from '../contract/auth';
import { validateEmail } from './email';
import { nameSchema, validateName } from './name';
import { checkPassword, isStrongPassword, passwordProblems } from './password';
import { isTemporaryUsername, validateUsername } from './username';

describe('username rule (docs/rules.md#input-rules)', () => {
  it.each([
    ['', 'Gebruikersnaam is verplicht'],
    ['ab', 'Gebruikersnaam moet minimaal 3 tekens lang zijn'],
    ['a'.repeat(31), 'Gebruikersnaam mag maximaal 30 tekens lang zijn'],
    [
      'anne.hof',
      'Gebruikersnaam mag alleen letters, cijfers, underscores en koppeltekens bevatten',
    ],
    ['TMP_anne', 'Gebruikersnaam mag niet beginnen met "tmp_"'],
  ])('refuses %j', (value, message) => {
    expect(validateUsername(value)).toBe(message);
  });
  it.each(['abc', 'a'.repeat(30), 'Anne_Hof-2'])('accepts %j', (value) => {
    expect(validateUsername(value)).toBeNull();
  });
  it('recognises the temporary username of a new social user', () => {
    expect(isTemporaryUsername('tmp_0123abcd')).toBe(true);
    expect(isTemporaryUsername('tmpanne')).toBe(false);
  });
});

describe('name rule (docs/rules.md#input-rules)', () => {
  it('puts the label in front of each message, Naam by default', () => {
    expect(validateName('')).toBe('Naam is verplicht');
    expect(validateName('  ', 'Voornaam')).toBe('Voornaam is verplicht');
    expect(validateName('R2D2', 'Achternaam')).toBe(
      'Achternaam mag alleen letters, spaties, koppeltekens en apostroffen bevatten',
    );
    expect(validateName('A')).toBe('Naam moet minimaal 2 tekens lang zijn');
    expect(validateName('A'.repeat(31))).toBe('Naam mag maximaal 30 tekens lang zijn');
  });
  it.each(["van 't Hof", 'Zoë', 'Jan-Willem', 'O’Brien', 'Ørsted'])('accepts %j', (name) => {
    expect(validateName(name)).toBeNull();
  });
  it('trims before checking and sending', () => {
    expect(nameSchema().parse('  Anne  ')).toBe('Anne');
  });
});

describe('e-mail rule (docs/rules.md#input-rules)', () => {
  it('requires a simple address pattern', () => {
    expect(validateEmail(' ')).toBe('E-mailadres is verplicht');
    expect(validateEmail('anne@hof')).toBe('Voer een geldig e-mailadres in');
    expect(validateEmail('an ne@hof.nl')).toBe('Voer een geldig e-mailadres in');
    expect(validateEmail(`${'a'.repeat(250)}@b.nl`)).toBe('Voer een geldig e-mailadres in');
    expect(validateEmail(' anne@hof.nl ')).toBeNull();
  });
});

describe('password rules (docs/rules.md#input-rules)', () => {
  it('reports every rule as met or failed, in checklist order', () => {
    expect(checkPassword('abc')).toEqual([
      { id: 'length', message: 'Minimaal 8 tekens lang zijn', met: false },
      { id: 'uppercase', message: 'Minimaal één hoofdletter bevatten', met: false },
      { id: 'lowercase', message: 'Minimaal één kleine letter bevatten', met: true },
      { id: 'digit', message: 'Minimaal één cijfer bevatten', met: false },
      { id: 'special', message: 'Minimaal één speciaal teken bevatten', met: false },
    ]);
    expect(checkPassword('Geheim123!').every((rule) => rule.met)).toBe(true);
  });
  it('counts any non-alphanumeric character as special, but not a space', () => {
    expect(isStrongPassword('Geheim123€')).toBe(true);
    expect(isStrongPassword('Geheim123_')).toBe(true);
    expect(isStrongPassword('Geheim 123')).toBe(false);
  });
  it('asks for a password when empty and bounds its length', () => {
    expect(passwordProblems('')).toEqual(['Wachtwoord is verplicht']);
    expect(passwordProblems(`Aa1!${'x'.repeat(200)}`)).toEqual([
      'Wachtwoord mag maximaal 128 tekens lang zijn',
    ]);
  });
});

describe('password confirmations', () => {
  const register = {
    email: 'a@b.nl',
    username: 'anne',
    first_name: 'Anne',
    last_name: 'Hof',
    password: 'Geheim123!',
    password_confirm: 'Geheim123!',
    captcha_token: 'x',
  };
  function messagesAt(
    result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
    field: string,
  ) {
    return (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);
  }
  it('registration: asks to confirm, then says when they differ', () => {
    expect(RegisterBodySchema.safeParse(register).success).toBe(true);
    expect(
      messagesAt(
        RegisterBodySchema.safeParse({ ...register, password_confirm: '' }),
        'password_confirm',
      ),
    ).toEqual(['Bevestig je wachtwoord']);
    expect(
      messagesAt(
        RegisterBodySchema.safeParse({ ...register, password_confirm: 'Geheim123?' }),
        'password_confirm',
      ),
    ).toEqual(['Wachtwoorden komen niet overeen']);
  });
  it('password change and reset each use their own mismatch text', () => {
    const change = ChangePasswordBodySchema.safeParse({
      old_password: 'x',
      new_password: 'Geheim123!',
      new_password_confirm: 'Geheim123?',
    });
    expect(messagesAt(change, 'new_password_confirm')).toEqual([
      'De wachtwoorden komen niet overeen.',
    ]);
    const reset = PasswordResetConfirmBodySchema.safeParse({
      token: 't',
      new_password: 'Geheim123!',
      new_password_confirm: 'Geheim123?',
    });
    expect(messagesAt(reset, 'new_password_confirm')).toEqual(['Wachtwoorden komen niet overeen']);
  });
});

import { describe, expect, it } from 'vitest';
import { inviteCodeFromPath, isInviteCode, isSafeReturnPath, safeReturnPath } from './return-path';

describe('the return path after signing in', () => {
  it.each([
    '/',
    '/dashboard',
    '/league/join/Qm9ycmVsY2x1YjIwMjlhYmNk',
    '/league?tab=subpoules',
    '/a/b#c',
  ])('accepts the same-site path %s', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/league\\..\\x'],
    ['a tab browsers would drop', '/\t/evil.example'],
    ['a newline', '/x\n/y'],
    ['a space', '/x y'],
    ['an absolute address', 'https://evil.example/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'league/join/x'],
    ['an empty string', ''],
    ['non-ASCII text', '/ﬀ/x'],
    ['a path that is far too long', `/${'x'.repeat(200)}`],
    ['no string at all', 42],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(isSafeReturnPath(value)).toBe(false);
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('the invite code of a return path', () => {
  const CODE = 'AbCdEfGh12345678_-';
  it('reads the code from an invite page path only', () => {
    expect(inviteCodeFromPath(`/league/join/${CODE}`)).toBe(CODE);
    expect(inviteCodeFromPath(`/league/join/${CODE}/`)).toBe(CODE);
    expect(inviteCodeFromPath('/dashboard')).toBeNull();
    expect(inviteCodeFromPath(`//evil.example/league/join/${CODE}`)).toBeNull();
    expect(inviteCodeFromPath(`/league/join/${CODE}/extra`)).toBeNull();
    expect(inviteCodeFromPath('/league/join/abc')).toBeNull();
    expect(inviteCodeFromPath(null)).toBeNull();
  });
});

describe('an invite code', () => {
  it('is 16 to 64 characters of base64url', () => {
    expect(isInviteCode('AbCdEfGh12345678_-')).toBe(true);
    expect(isInviteCode('x'.repeat(64))).toBe(true);
    expect(isInviteCode('x'.repeat(15))).toBe(false);
    expect(isInviteCode('x'.repeat(65))).toBe(false);
    expect(isInviteCode('AbCdEfGh12345678+/')).toBe(false);
    expect(isInviteCode('AbCdEfGh12345678\n')).toBe(false);
    expect(isInviteCode(1234567890123456)).toBe(false);
    expect(isInviteCode(null)).toBe(false);
  });
});

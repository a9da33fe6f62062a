import { afterEach, describe, expect, it } from 'vitest';
import { forgetInvite, pendingInvite, rememberInvite, withReturnTo } from './pending-invite';

const CODE = 'Qm9ycmVsY2x1YjIwMjlhYmNk';

afterEach(() => localStorage.clear());

describe('the pending invite', () => {
  it('is kept in this browser until the verification link would have expired', () => {
    rememberInvite(CODE, 1_000);
    expect(pendingInvite(1_000 + 47 * 3_600_000)).toBe(CODE);
    expect(pendingInvite(1_000 + 49 * 3_600_000)).toBeNull();
  });

  it('is forgotten once used', () => {
    rememberInvite(CODE);
    forgetInvite();
    expect(pendingInvite()).toBeNull();
  });

  it('never keeps something that is not an invite code, nor a hand-edited entry', () => {
    rememberInvite('../../evil');
    expect(pendingInvite()).toBeNull();
    localStorage.setItem('zetelpoule.pending-invite', JSON.stringify({ code: '//x', at: 1 }));
    expect(pendingInvite()).toBeNull();
    localStorage.setItem('zetelpoule.pending-invite', '{not json');
    expect(pendingInvite()).toBeNull();
  });

  it('builds a path with the way back', () => {
    expect(withReturnTo('/login', `/league/join/${CODE}`)).toBe(
      `/login?returnTo=%2Fleague%2Fjoin%2F${CODE}`,
    );
    expect(withReturnTo('/login', null)).toBe('/login');
  });
});

import { describe, expect, it } from 'vitest';
import { resultsStatus } from './results-status';

describe('resultsStatus', () => {
  it('is none before any result, provisional with some, final once made final', () => {
    expect(resultsStatus({ isFinal: false, hasAnyResult: false })).toBe('none');
    expect(resultsStatus({ isFinal: false, hasAnyResult: true })).toBe('provisional');
    expect(resultsStatus({ isFinal: true, hasAnyResult: true })).toBe('final');
  });

  it('trusts the admin when an election is final without a result entered here', () => {
    expect(resultsStatus({ isFinal: true, hasAnyResult: false })).toBe('final');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime, fromAmsterdamInput, toAmsterdamInput } from './amsterdam-time';

describe('Dutch wall-clock time for the admin inputs', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(fromAmsterdamInput('2025-10-29T07:30')).toBe('2025-10-29T06:30:00.000Z');
    expect(fromAmsterdamInput('2025-06-15T21:00')).toBe('2025-06-15T19:00:00.000Z');
  });

  it('shows an API timestamp as the Dutch time it is', () => {
    expect(toAmsterdamInput('2025-10-29T06:30:00.000Z')).toBe('2025-10-29T07:30');
    expect(toAmsterdamInput('2025-06-15T19:00:00Z')).toBe('2025-06-15T21:00');
    // Just after midnight in Amsterdam is still the previous day in UTC.
    expect(toAmsterdamInput('2025-12-31T23:30:00Z')).toBe('2026-01-01T00:30');
  });

  it('goes back and forth around both daylight-saving switches', () => {
    for (const iso of [
      '2025-03-30T00:30:00.000Z',
      '2025-03-30T01:30:00.000Z',
      '2025-10-25T23:30:00.000Z',
      '2025-10-26T02:30:00.000Z',
    ]) {
      expect(fromAmsterdamInput(toAmsterdamInput(iso))).toBe(iso);
    }
  });

  it('refuses what is not a date-time', () => {
    expect(fromAmsterdamInput('')).toBeNull();
    expect(fromAmsterdamInput('29-10-2025 07:30')).toBeNull();
  });

  it('formats in Dutch, 24-hour, in Dutch time', () => {
    expect(formatDateTime('2025-10-29T20:00:00Z')).toMatch(/29 okt 2025.*21:00/);
  });
});

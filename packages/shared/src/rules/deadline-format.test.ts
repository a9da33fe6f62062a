import { describe, expect, it } from 'vitest';
import { formatDeadline } from './deadline-format';

describe('formatDeadline', () => {
  it('reads in Dutch, in Amsterdam time, on a 24-hour clock', () => {
    // 06:30 UTC is 07:30 in Amsterdam in winter, 08:30 in summer.
    expect(formatDeadline('2025-10-29T06:30:00Z')).toBe('woensdag 29 oktober 2025 om 07:30');
    expect(formatDeadline(new Date('2026-06-01T18:05:00Z'))).toBe('maandag 1 juni 2026 om 20:05');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseReminderOffsets } from '../../config';

const HOUR = 3_600_000;

// The reminders' settings (docs/decisions/032-reminder-emails.md).
describe('reminder settings', () => {
  it('defaults to 7 days, 24 hours and 2 hours, and the queue off only in tests', () => {
    expect(parseConfig({}).reminderOffsetsMs).toEqual([168 * HOUR, 24 * HOUR, 2 * HOUR]);
    expect(parseConfig({}).reminderQueue).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).reminderQueue).toBe(false);
    expect(parseConfig({ NODE_ENV: 'test', REMINDER_QUEUE: 'true' }).reminderQueue).toBe(true);
    expect(parseConfig({ REMINDER_QUEUE: '0' }).reminderQueue).toBe(false);
  });

  it('reads three durations, earliest first', () => {
    expect(parseReminderOffsets('3d, 12h ,90m')).toEqual([72 * HOUR, 12 * HOUR, 90 * 60_000]);
    for (const bad of [
      '',
      '7d,24h',
      '7d,24h,2h,1h',
      '2h,24h,7d',
      '7d,7d,2h',
      '7x,24h,2h',
      '0d,1h,1m',
    ]) {
      expect(parseReminderOffsets(bad)).toBeUndefined();
    }
  });

  it('stops with one line naming REMINDER_OFFSETS when it is malformed', () => {
    expect(() => parseConfig({ REMINDER_OFFSETS: '2h,24h,7d' })).toThrow(ConfigError);
    expect(() => parseConfig({ REMINDER_OFFSETS: '2h,24h,7d' })).toThrow(
      /^Invalid configuration: REMINDER_OFFSETS must be three durations/,
    );
  });
});

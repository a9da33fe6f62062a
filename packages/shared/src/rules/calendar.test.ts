import { describe, expect, it } from 'vitest';
import { deadlineCalendar, escapeCalendarText, foldLine } from './calendar';

const input = {
  electionId: 7,
  electionName: 'Tweede Kamerverkiezing 2029',
  deadline: new Date('2029-03-20T19:59:00Z'),
  electionDate: new Date('2029-03-21T06:30:00Z'),
  dashboardUrl: 'https://zetelpoule.nl/dashboard',
  now: new Date('2029-03-01T12:00:00Z'),
};

/** The calendar as its logical lines: continuation lines joined again. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('deadlineCalendar', () => {
  it('has the deadline with two reminders and the election day, in CRLF lines', () => {
    const ics = deadlineCalendar(input);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('UID:deadline-7@zetelpoule.nl');
    expect(lines).toContain('DTSTART:20290320T195900Z');
    expect(lines).toContain('DTEND:20290320T201400Z');
    expect(lines).toContain('SUMMARY:Deadline Zetelpoule: Tweede Kamerverkiezing 2029');
    expect(lines).toContain('TRIGGER:-P1D');
    expect(lines).toContain('TRIGGER:-PT2H');
    expect(lines).toContain('DTSTART;VALUE=DATE:20290321');
    expect(lines).toContain('DTEND;VALUE=DATE:20290322');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('takes the election day in Amsterdam, not in UTC', () => {
    // 23:30 UTC on the 20th is already the 21st in Amsterdam.
    const lines = unfold(
      deadlineCalendar({ ...input, electionDate: new Date('2029-03-20T23:30:00Z') }),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20290321');
  });

  it('leaves the election day out when there is no date', () => {
    const lines = unfold(deadlineCalendar({ ...input, electionDate: null }));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes text and folds long lines at 75 octets, never inside a character', () => {
    expect(escapeCalendarText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const lines = unfold(deadlineCalendar({ ...input, electionName: 'Raad, Staten; en zo' }));
    expect(lines).toContain('SUMMARY:Raad\\, Staten\\; en zo');
  });
});

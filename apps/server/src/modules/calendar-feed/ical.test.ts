import { describe, expect, it } from 'vitest';
import { dayAfter, escapeText, foldLine, icalCalendar, zonedInstant } from './ical';

const stamp = new Date('2026-11-22T03:00:00Z');

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(ascii).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 75, 60]);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(ascii);

    const thai = `SUMMARY:${'ลาป่วย'.repeat(20)}`;
    const lines = foldLine(thai).split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) {
      expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
      // A split character would not survive a round trip through UTF-8.
      expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
      expect(l).not.toContain('\uFFFD');
    }
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(thai);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes an all-day event with VALUE=DATE and an exclusive end, and a timed event in UTC, CRLF throughout', () => {
    const text = icalCalendar({
      prodId: '-//T//T//EN', name: 'My leave, all of it', timeZone: 'Asia/Bangkok', stamp,
      events: [
        { uid: 'a@x', summary: 'Sick leave; flu', description: 'Line 1\nLine 2', start: { date: '2026-06-08' }, end: { date: dayAfter('2026-06-10') } },
        { uid: 'b@x', summary: 'Half day', start: { instant: new Date('2026-12-08T02:00:00Z') }, end: { instant: new Date('2026-12-08T05:00:00Z') }, busy: false, categories: ['Leave', 'A,B'] },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//T//T//EN']);
    expect(lines).toContain('X-WR-CALNAME:My leave\\, all of it');
    expect(lines).toContain('X-WR-TIMEZONE:Asia/Bangkok');
    expect(lines.filter((l) => l === 'DTSTAMP:20261122T030000Z')).toHaveLength(2);
    expect(lines).toEqual(expect.arrayContaining(['UID:a@x', 'DTSTART;VALUE=DATE:20260608', 'DTEND;VALUE=DATE:20260611', 'SUMMARY:Sick leave\\; flu', 'DESCRIPTION:Line 1\\nLine 2', 'TRANSP:OPAQUE']));
    expect(lines).toEqual(expect.arrayContaining(['UID:b@x', 'DTSTART:20261208T020000Z', 'DTEND:20261208T050000Z', 'TRANSP:TRANSPARENT', 'CATEGORIES:Leave,A\\,B']));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('the day after crosses months and years; wall-clock times convert to UTC by the zone, with summer time', () => {
    expect([dayAfter('2026-02-28'), dayAfter('2026-12-31'), dayAfter('2028-02-28')]).toEqual(['2026-03-01', '2027-01-01', '2028-02-29']);
    expect(zonedInstant('2026-12-08', '09:00', 'Asia/Bangkok').toISOString()).toBe('2026-12-08T02:00:00.000Z');
    expect(zonedInstant('2026-12-08', '18:00', 'Asia/Bangkok').toISOString()).toBe('2026-12-08T11:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-01-05', '09:00', 'Europe/London').toISOString()).toBe('2026-01-05T09:00:00.000Z');
  });
});

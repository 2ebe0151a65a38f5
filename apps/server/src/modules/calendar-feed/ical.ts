/**
 * A small iCalendar writer (RFC 5545) for the leave feed: only what the feed needs — all-day and
 * timed VEVENTs in one VCALENDAR. Pure: no clock, no database.
 *
 *   icalCalendar({ name: 'Leave', prodId: '-//HR//Leave feed//EN', stamp: new Date(), events: [
 *     { uid: 'r1@hr', summary: 'Sick leave', start: { date: '2026-06-08' }, end: { date: '2026-06-11' } },
 *   ] });
 */

/** An all-day date ('YYYY-MM-DD'), or an instant written in UTC. */
export type ICalTime = { date: string } | { instant: Date };

export type ICalEvent = {
  /** Globally unique and stable across fetches, so a calendar app updates the event instead of adding a copy. */
  uid: string;
  summary: string;
  description?: string;
  /** Start; for an all-day event its first date. */
  start: ICalTime;
  /** End, exclusive (RFC 5545 3.6.1): for an all-day event the day after its last date. */
  end: ICalTime;
  /** Whether the event blocks the owner's time in free/busy (leave does, a holiday shown for information does not). */
  busy?: boolean;
  categories?: string[];
};

export type ICalCalendar = {
  prodId: string;
  /** The calendar's name as apps show it (X-WR-CALNAME). */
  name: string;
  /** The time zone apps should show the calendar in (X-WR-TIMEZONE), an IANA name. */
  timeZone?: string;
  /** DTSTAMP of every event: when this copy of the feed was made. */
  stamp: Date;
  events: ICalEvent[];
};

const CRLF = '\r\n';
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line at 75 octets (RFC 5545 3.1): continuation lines start with a space,
 * which counts towards their 75. UTF-8 characters are never split (Thai, Khmer and Burmese names
 * are three octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length ? MAX_OCTETS - 1 : MAX_OCTETS;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'YYYY-MM-DD' as a DATE value: 'YYYYMMDD'. */
const dateValue = (date: string) => date.replaceAll('-', '');
/** An instant as a UTC DATE-TIME value: 'YYYYMMDDTHHMMSSZ'. */
export const utcValue = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A DTSTART / DTEND property of a time: VALUE=DATE for a date, UTC otherwise. */
const timeProperty = (name: string, t: ICalTime) => ('date' in t ? `${name};VALUE=DATE:${dateValue(t.date)}` : `${name}:${utcValue(t.instant)}`);

/** Writes the calendar: CRLF line endings, folded lines, escaped text. */
export function icalCalendar(cal: ICalCalendar): string {
  const stamp = utcValue(cal.stamp);
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${cal.prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...(cal.timeZone ? [`X-WR-TIMEZONE:${cal.timeZone}`] : []),
  ];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`, timeProperty('DTSTART', e.start), timeProperty('DTEND', e.end),
      `SUMMARY:${escapeText(e.summary)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.categories?.length ? [`CATEGORIES:${e.categories.map(escapeText).join(',')}`] : []),
      `TRANSP:${e.busy === false ? 'TRANSPARENT' : 'OPAQUE'}`, 'STATUS:CONFIRMED', 'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The day after a 'YYYY-MM-DD' date: the exclusive DTEND of an all-day event. */
export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The instant of a wall-clock time on a date in a time zone ('2026-12-08', '09:00',
 * 'Asia/Bangkok' → 02:00Z), so timed events need no VTIMEZONE block. The zone's offset is read
 * for that instant, so a zone with summer time is right on both sides of a change.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const offsetAt = (ms: number) => {
    const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    }).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    return Date.parse(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}Z`) - ms;
  };
  // Two passes settle the offset of the local time itself, not of the same digits read as UTC.
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

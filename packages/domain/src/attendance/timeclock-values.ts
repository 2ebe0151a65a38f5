import type { PunchKind } from './punch';

/*
 * The values of a time clock's export (issue 16 point 2, time-clock import): dates, times and the
 * in/out state as fingerprint and face scanners write them. Times are the business zone's wall
 * clock; a year above 2400 is Buddhist era (Thai machines set to the Thai calendar write 2569).
 */

/** Years an import accepts, after the Buddhist-era shift: older or later is a typo, not a punch. */
export const TIMECLOCK_YEARS = { min: 2000, max: 2100 } as const;
/** A year above this is Buddhist era (CE + 543): no punch is dated 2400 CE. */
export const BUDDHIST_YEAR_FROM = 2400;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a real calendar date in the accepted years, or null. */
function isoDate(y: number, m: number, d: number): string | null {
  const year = y > BUDDHIST_YEAR_FROM ? y - 543 : y;
  if (year < TIMECLOCK_YEARS.min || year > TIMECLOCK_YEARS.max || m < 1 || m > 12 || d < 1) return null;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return d > last ? null : `${year}-${pad(m)}-${pad(d)}`;
}

const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * A date as 'YYYY-MM-DD': yyyy-mm-dd (also with / or .), or d/m/yyyy (m/d/yyyy when `dayFirst` is
 * false, as US-set machines write). Null when it is not a real date in the accepted years.
 */
export function parseClockDate(text: string, dayFirst = true): string | null {
  const s = text.trim();
  let m = YMD.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DMY.exec(s);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return dayFirst ? isoDate(Number(m[3]), b, a) : isoDate(Number(m[3]), a, b);
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp]\.?[Mm]\.?)?$/;

/** A time as 'HH:mm:ss': H:mm or H:mm:ss, 24-hour or with AM/PM. Null when it is not one. */
export function parseClockTime(text: string): string | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  const sec = m[3] === undefined ? 0 : Number(m[3]);
  const half = m[4]?.[0]?.toLowerCase();
  if (half) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half === 'p' ? 12 : 0);
  }
  if (h > 23 || min > 59 || sec > 59) return null;
  return `${pad(h)}:${pad(min)}:${pad(sec)}`;
}

/** Date and time in one value ('22/11/2026 08:01', '2026-11-22 08:01:33', '2026-11-22T08:01:33'). */
export function parseClockDateTime(text: string, dayFirst = true): { date: string; time: string } | null {
  const m = /^\s*(\S+?)(?:\s*T\s*|\s+)(\d.*)$/.exec(text);
  if (!m) return null;
  const date = parseClockDate(m[1]!, dayFirst);
  const time = date ? parseClockTime(m[2]!) : null;
  return date && time ? { date, time } : null;
}

/**
 * Whether a file's dates are day-first: a first number above 12 says so, a second above 12 says
 * month-first; without either (every day ≤ 12) day-first, the order Thai machines use.
 */
export function guessDayFirst(values: Iterable<string>): boolean {
  for (const v of values) {
    const m = /(?:^|\s)(\d{1,2})[-/.](\d{1,2})[-/.]\d{4}/.exec(v);
    if (!m) continue;
    if (Number(m[1]) > 12) return true;
    if (Number(m[2]) > 12) return false;
  }
  return true;
}

/*
 * States as scanners write them. ZKTeco: "C/In", "C/Out", "OverTime In", "OverTime Out", "Break
 * Out", "Break In", or the letters C / O, or the codes 0–5 (check-in, check-out, break-out,
 * break-in, overtime-in, overtime-out). A break out is leaving, a break in coming back.
 */
const STATES: Record<string, PunchKind> = {
  in: 'in', cin: 'in', c: 'in', i: 'in', checkin: 'in', clockin: 'in', breakin: 'in', overtimein: 'in', otin: 'in', '0': 'in', '3': 'in', '4': 'in',
  out: 'out', cout: 'out', o: 'out', checkout: 'out', clockout: 'out', breakout: 'out', '1': 'out', '2': 'out',
  overtimeout: 'otOut', otout: 'otOut', '5': 'otOut',
  // ZKTeco GLog's In/Out column.
  dutyon: 'in', dutyoff: 'out',
  เข้า: 'in', เข้างาน: 'in', ออก: 'out', ออกงาน: 'out', เลิกงาน: 'out', ออกโอที: 'otOut',
};

/** The punch kind of a state value; null when empty (the kind then follows the day's order), undefined when not a state at all. */
export function parseClockState(text: string): PunchKind | null | undefined {
  const key = text.trim().toLowerCase().replace(/[\s/\-_.]/g, '');
  if (key === '') return null;
  return STATES[key];
}

/**
 * The instant of a wall-clock time in a time zone (ms). The zone's offset is read at the guess
 * and again at the result, so a zone with daylight saving lands on the right side of a change.
 */
export function wallToInstant(date: string, time: string, timeZone: string, offsets?: Map<string, number>): number {
  const wall = Date.parse(`${date}T${time}Z`);
  const offsetAt = (ms: number) => {
    // Offsets change on the hour at most: one look-up per zone-hour serves every punch in it.
    const key = `${timeZone}|${Math.floor(ms / 3_600_000)}`;
    let o = offsets?.get(key);
    if (o === undefined) {
      o = zoneOffset(ms, timeZone);
      offsets?.set(key, o);
    }
    return o;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** A zone's offset from UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

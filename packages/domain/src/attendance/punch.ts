import { z } from 'zod';
import { minutesOf } from '../masters/rules/working-time';
import type { FenceNoPositionPolicy, FenceOutsidePolicy, FenceVerdict } from './geofence';
import { attendanceOfDays, PUNCH_REACH_MINUTES, type AttendanceDay, type AttendanceStatus, type DayAttendance, type DayPortion } from './status';

/*
 * Punches (issue 16 point 2): an immutable row per check-in or check-out, at the server's instant.
 * What the check-in card offers next, and which day it stands on, are worked out here from the
 * punches and the days around today, so the server's answers and the card read one rule.
 */

/** What a punch records: a check-in, a check-out, or the end of overtime (the overtime issue's; the card does not offer it yet). */
export const PUNCH_KINDS = ['in', 'out', 'otOut'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];
/** The kinds an employee punches from the dashboard card. */
export const SELF_PUNCH_KINDS = ['in', 'out', 'otOut'] as const;
export type SelfPunchKind = (typeof SELF_PUNCH_KINDS)[number];

/**
 * Where a punch comes from: the web app on a computer, a phone (app or phone browser), a time
 * clock's import, or a supervisor's or HR's correction (a row of its own that names who and why;
 * it never overwrites a punch).
 */
export const PUNCH_SOURCES = ['web', 'phone', 'device', 'correction'] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

/** The limits of a punch's optional position (degrees) and its accuracy radius (metres). */
export const PUNCH_POSITION = { latitude: 90, longitude: 180, accuracyMetres: 100_000 } as const;

const coordinate = (limit: number) => z.number({ error: 'validation.wrongType' })
  .min(-limit, { error: 'validation.tooSmall' }).max(limit, { error: 'validation.tooLarge' }).optional();

/**
 * The body of a self punch. The instant is never the client's: there is no time field, and unknown
 * fields are refused. `seq` is the number of punches the card showed for today (the punch's
 * expected number) and `idempotencyKey` a fresh uuid per button press, sent again on a retry: with
 * the table's constraints they make a double click, a retry or two tabs one punch.
 */
export const ZPunchBody = z.strictObject({
  kind: z.enum(SELF_PUNCH_KINDS, { error: 'validation.invalid' }),
  seq: z.number({ error: 'validation.wrongType' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.tooSmall' }).max(1000, { error: 'validation.tooLarge' }),
  idempotencyKey: z.string({ error: 'validation.required' }).uuid({ error: 'validation.invalid' }),
  /** The card's `ticket` as it was read (optional: without it the server reads the card again before recording). */
  ticket: z.string({ error: 'validation.wrongType' }).max(100, { error: 'validation.tooLong' }).optional(),
  latitude: coordinate(PUNCH_POSITION.latitude),
  longitude: coordinate(PUNCH_POSITION.longitude),
  accuracy: z.number({ error: 'validation.wrongType' }).min(0, { error: 'validation.tooSmall' }).max(PUNCH_POSITION.accuracyMetres, { error: 'validation.tooLarge' }).optional(),
}).superRefine((v, ctx) => {
  // A position is a pair; an accuracy alone locates nothing.
  if ((v.latitude === undefined) !== (v.longitude === undefined)) ctx.addIssue({ code: 'custom', path: [v.latitude === undefined ? 'latitude' : 'longitude'], message: 'validation.required' });
  if (v.accuracy !== undefined && v.latitude === undefined) ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'validation.required' });
});
export type PunchBody = z.infer<typeof ZPunchBody>;

/** The next holidays' call: how many (from today on). */
export const ZHolidayQuery = z.strictObject({
  limit: z.number({ error: 'validation.wrongType' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.tooSmall' }).max(50, { error: 'validation.tooLarge' }).default(5),
});

/**
 * How long after the shift's end a check-out is the end of overtime: from then on the card's
 * button says "Check out of overtime" and records that kind (the overtime module matches approved
 * overtime against these punches). A check-out within it is an ordinary one.
 */
export const OVERTIME_CHECKOUT_AFTER_MINUTES = 30;

/** What the card's button does next; `again` is a second period after the day's check-out (the card shows the day as done and a smaller button). */
export type NextPunch = { kind: SelfPunchKind; again: boolean };

/**
 * The next punch from the day's punches in order: none → check in; after a check-in → check out;
 * after a check-out → check in again (work that resumes: a split shift, coming back in the
 * evening), offered as a second period rather than the day's main action.
 */
export function nextPunch(kinds: readonly PunchKind[]): NextPunch {
  const last = kinds[kinds.length - 1];
  if (last === 'in') return { kind: 'out', again: false };
  return { kind: 'in', again: last !== undefined };
}

export type KindedPunch = { at: number; kind: PunchKind };

const MINUTE = 60_000;
/** The instant a shift of a date ends (a night shift's end is the next morning). */
export function shiftEndOf(day: AttendanceDay, offsetMinutes = 420): number | null {
  if (!day.shift || day.holiday) return null;
  const start = minutesOf(day.shift.workStart);
  let end = minutesOf(day.shift.workEnd);
  if (end <= start) end += 1440;
  return Date.parse(`${day.date}T00:00:00Z`) + (end - offsetMinutes) * MINUTE;
}

/** The instant a shift of a date starts. */
export function shiftStartOf(day: AttendanceDay, offsetMinutes = 420): number | null {
  if (!day.shift || day.holiday) return null;
  return Date.parse(`${day.date}T00:00:00Z`) + (minutesOf(day.shift.workStart) - offsetMinutes) * MINUTE;
}

export type PunchCard = {
  /** The day the card stands on: today, or yesterday while its night shift is still open. */
  day: AttendanceDay;
  attendance: DayAttendance;
  /** The punches the status calculator gives to that day, in order. */
  punches: KindedPunch[];
  next: NextPunch;
};

/**
 * The card of the check-in button. `days` are consecutive dates ending today (two before it are
 * enough for a night shift), `punches` every punch of those dates. Each punch belongs to the day
 * the status calculator gives it (a night worker's 06:05 check-out to the night before); the card
 * stands on yesterday while yesterday's shift was checked into and not out and its punches can
 * still reach it (PUNCH_REACH_MINUTES after its end), so a night worker checks out of the shift
 * they checked into; otherwise on today.
 */
export function punchCard(days: AttendanceDay[], punches: KindedPunch[], now: number, offsetMinutes = 420): PunchCard {
  const sorted = [...punches].sort((a, b) => a.at - b.at);
  const attendance = attendanceOfDays(days, sorted.map((p) => p.at), now, offsetMinutes);
  // The calculator answers instants: give each back its kind, in order (equal instants keep their order).
  const pool = new Map<number, KindedPunch[]>();
  for (const p of sorted) pool.set(p.at, [...(pool.get(p.at) ?? []), p]);
  const kinded = attendance.map((a) => a.punches.map((at) => pool.get(at)!.shift()!));
  const at = (i: number): PunchCard => {
    const next = nextPunch(kinded[i]!.map((p) => p.kind));
    // Still checked in well past the shift's end: the check-out ends overtime.
    const end = shiftEndOf(days[i]!, offsetMinutes);
    const overtime = next.kind === 'out' && end !== null && now >= end + OVERTIME_CHECKOUT_AFTER_MINUTES * MINUTE;
    return { day: days[i]!, attendance: attendance[i]!, punches: kinded[i]!, next: overtime ? { kind: 'otOut', again: false } : next };
  };
  const today = days.length - 1;
  if (today >= 1) {
    const end = shiftEndOf(days[today - 1]!, offsetMinutes);
    const open = at(today - 1);
    if (end !== null && open.next.kind !== 'in' && now <= end + PUNCH_REACH_MINUTES * MINUTE) return open;
  }
  return at(today);
}

/**
 * How many minutes before the expected end a check-out now would be, as the status calculator
 * would count it (half a day of leave moves the end to the break): the day with a check-out at
 * `now` added. 0 on a day without a shift or once the shift is over.
 */
export function minutesEarlyIfOutNow(days: AttendanceDay[], punches: KindedPunch[], card: AttendanceDay, now: number, offsetMinutes = 420): number {
  const withOut = attendanceOfDays(days, [...punches.map((p) => p.at), now], now, offsetMinutes);
  const day = withOut.find((d) => d.date === card.date);
  return day && day.punches.includes(now) ? day.earlyLeaveMinutes : 0;
}

/**
 * One punch as the card lists it; `at` is an ISO instant. `fence` is the geofence's verdict when it
 * was made (null: the company had no fence) and `fenceDistance` the metres from the workplace.
 */
export type PunchView = { id: string; at: string; kind: PunchKind; source: PunchSource; fence: FenceVerdict | null; fenceDistance: number | null };

/**
 * The company's geofence as the card knows it: the radius in metres and the two policies (the
 * card asks the browser for a position only when there is one). The workplace's position stays
 * on the server, which does the judging.
 */
export type CardFence = { radius: number; outside: FenceOutsidePolicy; noPosition: FenceNoPositionPolicy };

/** What kind of day the card's date is: a working day with its shift, a day off, a company holiday, or a working day without a working time. */
export type CardDayType = 'working' | 'dayOff' | 'holiday' | 'unscheduled';

/** The shift of the card's day, its name in the reader's language, times 'HH:mm', and the two allowances its help explains. */
export type CardShift = {
  id: string; name: string; workStart: string; workEnd: string; breakStart: string | null; breakEnd: string | null;
  beforeWorkMinutes: number; lateAllowanceMinutes: number;
};

/** GET get/dashboard/self: the check-in card. */
export type DashboardSelf = {
  /** The server's instant: the card counts from it, not from the device's clock. */
  now: string;
  /** Today in the business time zone ('YYYY-MM-DD'). */
  today: string;
  /** The date the card stands on: today, or yesterday while its night shift is open. */
  date: string;
  /** False for staff who do not record time (employment data): the card has no button. */
  recordsTime: boolean;
  /** The employee's company's geofence, or null when it has none (a punch then needs no position). */
  fence: CardFence | null;
  dayType: CardDayType;
  holidayName: string | null;
  shift: CardShift | null;
  /** Approved leave on the date. */
  leave: DayPortion | null;
  punches: PunchView[];
  next: NextPunch;
  /** The `seq` a punch now sends: the punches recorded so far on today's date. */
  expectedSeq: number;
  /**
   * What a press of the button sends back with its kind and seq: the card's date, seq and kind and
   * until when they hold (the end of today, or of yesterday's night shift's reach). With it a punch
   * is recorded in one write; without it (or once it no longer holds) the server reads the card
   * again first. Null for staff who do not record time.
   */
  ticket: string | null;
  status: AttendanceStatus | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
};

/** GET get/dashboard/self/checkoutot: what a check-out of overtime now would be (a read; it records nothing). */
export type OvertimeCheckoutState = {
  now: string;
  /** The open check-in of the card's day, or null when there is nothing to check out of. */
  checkedInAt: string | null;
  /** When the day's shift ended, or null on a day without one. */
  shiftEnd: string | null;
  /** Minutes from the shift's end to now (0 before it, or without a shift): the overtime a check-out now would close. */
  overtimeMinutes: number;
  /** Whether the card offers the check-out of overtime now (OVERTIME_CHECKOUT_AFTER_MINUTES past the shift's end). */
  offered: boolean;
};

/** GET get/dashboard/self/checkout: what a check-out now would be (a read; it records nothing). */
export type CheckoutState = {
  now: string;
  /** The open check-in of the card's day, or null when there is nothing to check out of. */
  checkedInAt: string | null;
  /** When the day's shift ends, or null on a day without one. */
  shiftEnd: string | null;
  /** How early a check-out now would be, in minutes (0 when not early). */
  minutesEarly: number;
};

/**
 * POST insert/timestamp/self: the punch, whether this call made it (false: a repeat answered with
 * the punch already made), and either the card after it (when the server read the card to record
 * it) or null (a press with a ticket that still held: one write, no read; the client reads the card
 * again). `ticket` is what the next press sends when the card was not read again.
 */
export type PunchResult = { punch: PunchView; created: boolean; card: DashboardSelf | null; ticket: string | null };

/** One holiday of POST get/dashboard/holiday/self. */
export type UpcomingHoliday = { date: string; name: string };

/**
 * The card as it stands right after a punch answered without one (a press on the card's ticket):
 * the punch added, the button turned, the next seq and ticket. What the punch did to the day's
 * status comes with the card read next; the button is right at once, so a quick second press is
 * not sent on the card before.
 */
export function cardAfterPunch(card: DashboardSelf, r: PunchResult): DashboardSelf {
  if (r.card) return r.card;
  if (card.punches.some((p) => p.id === r.punch.id)) return card;
  const punches = [...card.punches, r.punch];
  return { ...card, punches, next: nextPunch(punches.map((p) => p.kind)), expectedSeq: card.expectedSeq + 1, ticket: r.ticket };
}

import { minutesOf } from '../masters/rules/working-time';

/**
 * The attendance statuses of SPEC section 4, in the order the spec lists them. A status is worked
 * out from the schedule, the punches and the approved requests every time it is read; it is never
 * stored as the truth (a late leave approval or a roster change updates the past days it touches).
 */
export const ATTENDANCE_STATUSES = [
  'onTime', 'notFullHours', 'late', 'absent', 'leave', 'earlyIn', 'leaveEarly', 'lateAndEarly', 'noRecord', 'holidayEntry', 'onSite',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** The part of a day a request covers: all of it, or the half before or after the shift's break. */
export type DayPortion = 'fullDay' | 'morning' | 'afternoon';

/** The working-time master's fields the rules read ('HH:mm'; minutes). */
export type ShiftTimes = {
  workStart: string;
  workEnd: string;
  breakStart?: string | null;
  breakEnd?: string | null;
  /** How long before the start a check-in still counts as arriving for work; earlier is "early in". */
  beforeWorkMinutes: number;
  /** How long after the start a check-in is not yet late (the grace period). */
  lateAllowanceMinutes: number;
};

/** One calendar date of an employee: the shift rostered (or the default one), or no work. */
export type AttendanceDay = {
  date: string;
  /** null on a day off or a company holiday. */
  shift: ShiftTimes | null;
  holiday?: boolean;
  /** Approved leave on the date. */
  leave?: DayPortion | null;
  /** Approved on-site work or work from home on the date. */
  onSite?: DayPortion | null;
};

export type DayAttendance = {
  date: string;
  /** null: not a working day and nobody came, or the day is not over yet and nothing says more. */
  status: AttendanceStatus | null;
  /** The instants (epoch ms) of the punches that belong to this day, in order. */
  punches: number[];
  checkIn: number | null;
  checkOut: number | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
};

const MINUTE = 60_000;
const DAY_MINUTES = 1440;
/** How far from its shift a punch may lie and still belong to it (beyond, it belongs to its own date). */
export const PUNCH_REACH_MINUTES = 6 * 60;

// A company's month is 300,000 employee-days over some thirty dates: parse each date once.
const MIDNIGHTS = new Map<string, number>();
const midnightOf = (date: string) => {
  let v = MIDNIGHTS.get(date);
  if (v === undefined) {
    if (MIDNIGHTS.size > 10_000) MIDNIGHTS.clear();
    MIDNIGHTS.set(date, (v = Date.parse(`${date}T00:00:00Z`)));
  }
  return v;
};
/** The instant of a wall-clock minute of a date in the business zone (a fixed offset: Thailand, Cambodia and Myanmar have no daylight saving). */
const instantOf = (date: string, minute: number, offsetMinutes: number) => midnightOf(date) + (minute - offsetMinutes) * MINUTE;
/** The business-zone date of an instant. */
export const localDateOf = (instant: number, offsetMinutes: number) => new Date(instant + offsetMinutes * MINUTE).toISOString().slice(0, 10);

type Interval = { from: number; to: number };

/**
 * A shift placed on its date: it starts on the date and a night shift (22:00–06:00) ends the next
 * morning, so it belongs to the date it starts on. The break is placed on the same line.
 */
function placeShift(date: string, s: ShiftTimes, offsetMinutes: number) {
  const start = minutesOf(s.workStart);
  const onLine = (t: string) => { const m = minutesOf(t); return m < start ? m + DAY_MINUTES : m; };
  const end = onLine(s.workEnd);
  const work = { from: instantOf(date, start, offsetMinutes), to: instantOf(date, end, offsetMinutes) };
  const brk = s.breakStart && s.breakEnd
    ? { from: instantOf(date, onLine(s.breakStart), offsetMinutes), to: instantOf(date, onLine(s.breakEnd), offsetMinutes) }
    : null;
  return { work, brk };
}

/** The part of the shift the employee is expected at work, once approved leave or on-site work has taken half of it. */
function expectedPart(work: Interval, brk: Interval | null, away: DayPortion | null | undefined): Interval {
  if (away === 'morning') return { from: brk ? brk.to : (work.from + work.to) / 2, to: work.to };
  if (away === 'afternoon') return { from: work.from, to: brk ? brk.from : (work.from + work.to) / 2 };
  return work;
}

const overlap = (a: Interval, b: Interval) => Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from));
const distance = (t: number, i: Interval) => (t < i.from ? i.from - t : t > i.to ? t - i.to : 0);

/**
 * Gives each punch to one date. A punch goes to the working shift it is nearest to (inside it is
 * nearest of all), when that shift lies within PUNCH_REACH_MINUTES of it: so a night worker's
 * 06:05 check-out belongs to the night before, and a punch between two shifts goes to the nearer
 * one, never stealing the next shift's check-in (frappe/hrms#3298). A punch near no shift belongs
 * to its own date (work on a day off or a holiday).
 */
function assignPunches(days: AttendanceDay[], punches: number[], offsetMinutes: number) {
  const shifts = days.flatMap((d) => (d.shift ? [{ date: d.date, work: placeShift(d.date, d.shift, offsetMinutes).work }] : []));
  const byDate = new Map<string, number[]>(days.map((d) => [d.date, []]));
  for (const p of [...punches].sort((a, b) => a - b)) {
    let best: { date: string; d: number } | null = null;
    for (const s of shifts) {
      const d = distance(p, s.work);
      // Equal distance: the later shift, whose check-in it most likely is.
      if (d <= PUNCH_REACH_MINUTES * MINUTE && (!best || d <= best.d)) best = { date: s.date, d };
    }
    byDate.get(best ? best.date : localDateOf(p, offsetMinutes))?.push(p);
  }
  return byDate;
}

/** The status of one day from its own punches (already given to it). */
function dayStatus(day: AttendanceDay, punches: number[], now: number, offsetMinutes: number): DayAttendance {
  const none = { date: day.date, punches, checkIn: punches[0] ?? null, checkOut: punches.length > 1 ? punches[punches.length - 1]! : null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0 };
  // A day off or a holiday inside a leave (or on-site) request is still a day off: a request from
  // Friday to Monday takes two working days, and the weekend between shows as the weekend.
  if (!day.shift || day.holiday) return { ...none, status: punches.length ? 'holidayEntry' : null };
  if (day.leave === 'fullDay') return { ...none, status: 'leave' };
  if (day.onSite === 'fullDay') return { ...none, status: 'onSite' };

  const { work, brk } = placeShift(day.date, day.shift, offsetMinutes);
  // Half a day away: the half left is what is expected (leave first; on-site work counts as present).
  const halfAway = day.leave ?? null;
  const expected = expectedPart(work, brk, halfAway);
  const windowClosed = now >= work.to + PUNCH_REACH_MINUTES * MINUTE;
  if (!punches.length) {
    if (day.onSite) return { ...none, status: 'onSite' };
    // Half a day of leave and nobody for the other half: that half is an absence.
    return { ...none, status: windowClosed ? 'absent' : null };
  }
  const grace = day.shift.lateAllowanceMinutes * MINUTE;
  // Late is counted from the start, once the grace period is passed (08:20 with 15 minutes' grace is 20 minutes late).
  const lateFrom = (checkIn: number) => (checkIn > expected.from + grace ? Math.round((checkIn - expected.from) / MINUTE) : 0);
  if (punches.length === 1) {
    // A check-in without a check-out. While the day is open it says what it can already: in on
    // time or late (what a supervisor or HR wants to know at ten in the morning); the rest waits
    // for the check-out. Once the window has closed, the check-out was forgotten.
    if (windowClosed) return { ...none, status: day.onSite ? 'onSite' : 'noRecord' };
    const lateMinutes = lateFrom(punches[0]!);
    return { ...none, lateMinutes, status: day.onSite ? 'onSite' : lateMinutes ? 'late' : 'onTime' };
  }
  const checkIn = punches[0]!, checkOut = punches[punches.length - 1]!;
  const present = { from: checkIn, to: checkOut };
  const workedMinutes = Math.round((present.to - present.from - (brk ? overlap(present, brk) : 0)) / MINUTE);
  const expectedMinutes = Math.round((expected.to - expected.from - (brk ? overlap(expected, brk) : 0)) / MINUTE);
  const late = lateFrom(checkIn);
  const early = checkOut < expected.to ? Math.round((expected.to - checkOut) / MINUTE) : 0;
  const base = { ...none, checkIn, checkOut, workedMinutes, lateMinutes: late, earlyLeaveMinutes: early };
  if (day.onSite) return { ...base, status: 'onSite' };
  if (late && early) return { ...base, status: 'lateAndEarly' };
  if (late) return { ...base, status: 'late' };
  if (early) return { ...base, status: 'leaveEarly' };
  // In within the grace period and out on time, yet short of the hours the day asks.
  if (workedMinutes < expectedMinutes) return { ...base, status: 'notFullHours' };
  if (checkIn < expected.from - day.shift.beforeWorkMinutes * MINUTE) return { ...base, status: 'earlyIn' };
  return { ...base, status: 'onTime' };
}

/**
 * The attendance of consecutive dates of one employee (a month, say), pure: the punches around
 * them (a day either side, so a night shift's check-out is found), the roster, the holidays and the
 * approved requests in, one status per date out. `now` decides whether a day is over;
 * `offsetMinutes` is the business zone's offset from UTC (Asia/Bangkok: 420).
 */
export function attendanceOfDays(days: AttendanceDay[], punches: number[], now: number, offsetMinutes = 420): DayAttendance[] {
  const byDate = assignPunches(days, punches, offsetMinutes);
  return days.map((d) => dayStatus(d, byDate.get(d.date) ?? [], now, offsetMinutes));
}

/**
 * The days of absence a day counts (issue 34 point 4): an absent day is one day, but when approved
 * leave takes half of it the leave half is leave and only the other half is absent (0.5). The
 * monthly report, the employee's month and payroll's deduction all count with this.
 */
export function absentDaysOf(d: { status: AttendanceStatus | null; leave?: DayPortion | null }): number {
  if (d.status !== 'absent') return 0;
  return d.leave === 'morning' || d.leave === 'afternoon' ? 0.5 : 1;
}

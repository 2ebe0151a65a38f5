import { minutesOf } from '../masters/rules/working-time';
import type { ShiftTimes } from '../attendance/status';

/*
 * Overtime and work on a holiday by the Labour Protection Act (issue 17 point 2; THAI-RULES.md
 * "Working time and overtime"), pure: the overtime module's request form, its approval and payroll
 * read these figures, so a request shows the same hours and multipliers everywhere.
 *
 * - On a working day, time outside the day's shift is overtime: at least 1.5 times the hourly wage
 *   (s.61). Time inside the shift is normal work, not overtime.
 * - On a holiday (a weekly day off or a public holiday), time within the employee's normal working
 *   hours is holiday work: at least 1 time the hourly wage on top for staff paid on holidays
 *   (monthly staff), at least 2 times for the others (s.62). Time beyond the normal hours is
 *   overtime on a holiday: at least 3 times (s.63).
 * - The hourly base of monthly staff is the monthly wage / 30 / the normal daily hours; of daily
 *   staff the daily wage / the normal daily hours.
 * - Overtime, on working days and holidays together, is at most 36 hours a week (Ministerial
 *   Regulation No. 3); whether holiday work counts towards it too is the company's choice.
 * A company may pay more than the law's minimums: the rates are parameters, refused below them.
 */

/** The law's minimum multipliers (s.61-63). */
export const LPA_MINIMUM_RATES = { workingDayOvertime: 1.5, holidayWorkMonthly: 1, holidayWorkDaily: 2, holidayOvertime: 3 } as const;
export type OvertimeRates = { [K in keyof typeof LPA_MINIMUM_RATES]: number };
/** The weekly cap of overtime hours (Ministerial Regulation No. 3). */
export const WEEKLY_OVERTIME_CAP_MINUTES = 36 * 60;

/** The part of a request a multiplier applies to. */
export type OvertimeKind = 'workingDayOvertime' | 'holidayWork' | 'holidayOvertime';
/** How the employee is paid: by the month (paid on holidays) or by the day (not); the employment type says which. */
export const PAY_BASES = ['monthly', 'daily'] as const;
export type PayBasis = (typeof PAY_BASES)[number];
/** What becomes of a request past the weekly cap: filed with a warning the approver sees, or refused (the company's choice). */
export const OVERTIME_CAP_POLICIES = ['warn', 'block'] as const;
export type OvertimeCapPolicy = (typeof OVERTIME_CAP_POLICIES)[number];

/** One piece of a request: minutes from the date's midnight (past 1440: the next morning), the kind and its multiplier. */
export type OvertimeSegment = { from: number; to: number; minutes: number; kind: OvertimeKind; rate: number };

export type OvertimeRequestTimes = {
  /** 'HH:mm' on the request's date; an end at or before the start is the next day's. */
  start: string; end: string;
  /** Whether the date is a holiday for the employee (their weekly day off, a public holiday, a rostered day off). */
  holiday: boolean;
  /** The shift of the date on a working day; on a holiday, the employee's normal working hours (their usual shift), if any. */
  shift: Pick<ShiftTimes, 'workStart' | 'workEnd' | 'breakStart' | 'breakEnd'> | null;
  payBasis: PayBasis;
};

export type OvertimeResult =
  | { ok: true; segments: OvertimeSegment[]; minutes: number; overtimeMinutes: number; holidayWorkMinutes: number }
  | { ok: false; issue: 'endNotAfterStart' | 'insideShift' };

/** The normal daily hours when a holiday has no usual shift to tell them (THAI-RULES: 8). */
export const NORMAL_DAILY_MINUTES = 8 * 60;

type Window = [number, number];

/**
 * The shift on the request's line (minutes from the date's midnight; a night shift's end is past
 * 1440): its whole span, and its working time without the break. The break is neither work nor
 * overtime: a request over it does not count it.
 */
function shiftWindows(shift: OvertimeRequestTimes['shift']): { span: Window; work: Window[] } | null {
  if (!shift) return null;
  const start = minutesOf(shift.workStart);
  let end = minutesOf(shift.workEnd);
  if (end <= start) end += 1440;
  const span: Window = [start, end];
  if (!shift.breakStart || !shift.breakEnd) return { span, work: [span] };
  let bs = minutesOf(shift.breakStart);
  let be = minutesOf(shift.breakEnd);
  if (bs < start) bs += 1440;
  if (be <= bs) be += 1440;
  return { span, work: minus(span, [[bs, be]]) };
}

/** `span` minus the windows, in order. */
function minus(span: Window, windows: Window[]): Window[] {
  let parts: Window[] = [span];
  for (const [a, b] of windows) {
    parts = parts.flatMap(([x, y]): Window[] => (b <= x || a >= y ? [[x, y]] : [...(a > x ? [[x, a] as Window] : []), ...(b < y ? [[b, y] as Window] : [])]));
  }
  return parts.filter(([x, y]) => y > x);
}
/** `span` within the windows, in order. */
const within = (span: Window, windows: Window[]): Window[] =>
  windows.map(([a, b]): Window => [Math.max(a, span[0]), Math.min(b, span[1])]).filter(([x, y]) => y > x);
/** A window on the day before, the date itself and the day after (a request may run into the next morning, or follow last night's shift). */
const threeDays = (windows: Window[]): Window[] => [-1440, 0, 1440].flatMap((d) => windows.map(([a, b]): Window => [a + d, b + d])).sort((x, y) => x[0] - y[0]);

/**
 * Splits a request into its kinds and multipliers (the rates default to the law's minimums). An end
 * at or before the start is the next morning's; the same start and end is no time at all.
 */
export function overtimeOf(req: OvertimeRequestTimes, rates: OvertimeRates = LPA_MINIMUM_RATES): OvertimeResult {
  const from = minutesOf(req.start);
  let to = minutesOf(req.end);
  if (to === from) return { ok: false, issue: 'endNotAfterStart' };
  if (to < from) to += 1440;
  return overtimeOfSpan([from, to], req, rates);
}

/** overtimeOf on a span in minutes from the date's midnight (a punched span may start the evening before or end the next morning). */
export function overtimeOfSpan(span: readonly [number, number], req: Omit<OvertimeRequestTimes, 'start' | 'end'>, rates: OvertimeRates = LPA_MINIMUM_RATES): OvertimeResult {
  const [from, to] = span;
  if (to <= from) return { ok: false, issue: 'endNotAfterStart' };
  const shift = shiftWindows(req.shift);
  const segment = ([a, b]: Window, kind: OvertimeKind, rate: number): OvertimeSegment => ({ from: a, to: b, minutes: b - a, kind, rate });
  let segments: OvertimeSegment[];
  if (!req.holiday) {
    // A working day: the time outside the shift (its break belongs to the shift).
    const parts = shift ? minus([from, to], threeDays([shift.span])) : [[from, to] as Window];
    if (!parts.length) return { ok: false, issue: 'insideShift' };
    segments = parts.map((p) => segment(p, 'workingDayOvertime', rates.workingDayOvertime));
  } else {
    const holidayRate = req.payBasis === 'monthly' ? rates.holidayWorkMonthly : rates.holidayWorkDaily;
    // A holiday: the usual working hours are holiday work, beyond them overtime on a holiday; the
    // break is neither. Without a usual shift, the first normal day's hours are holiday work.
    const work = shift ? within([from, to], threeDays(shift.work)) : [[from, Math.min(to, from + NORMAL_DAILY_MINUTES)] as Window];
    const beyond = shift ? minus([from, to], threeDays([shift.span])) : minus([from, to], work);
    segments = [...work.map((p) => segment(p, 'holidayWork', holidayRate)), ...beyond.map((p) => segment(p, 'holidayOvertime', rates.holidayOvertime))]
      .sort((x, y) => x.from - y.from);
  }
  const sum = (kind?: OvertimeKind) => segments.filter((s) => !kind || s.kind === kind).reduce((n, s) => n + s.minutes, 0);
  return { ok: true, segments, minutes: sum(), overtimeMinutes: sum('workingDayOvertime') + sum('holidayOvertime'), holidayWorkMinutes: sum('holidayWork') };
}

/** A company's rates that pay less than the law: the names of the rates below its minimums. */
export const ratesBelowLaw = (rates: OvertimeRates): Array<keyof OvertimeRates> =>
  (Object.keys(LPA_MINIMUM_RATES) as Array<keyof OvertimeRates>).filter((k) => !(rates[k] >= LPA_MINIMUM_RATES[k]));

/**
 * The pay of a number of minutes at a multiplier, in satang, from the employee's wage: the monthly
 * wage / 30 / normal daily hours per hour for monthly staff, the daily wage / normal daily hours for
 * daily staff. One rounding, at the end (10,000 baht a month, 3 hours at 1.5: 187.50).
 */
export function overtimePaySatang(p: { payBasis: PayBasis; wageSatang: number; normalDailyHours: number; minutes: number; rate: number }): number {
  const daysInWage = p.payBasis === 'monthly' ? 30 : 1;
  // In hundredths of the rate, so 1.5 stays an integer.
  const rateHundredths = Math.round(p.rate * 100);
  return Math.round((p.wageSatang * p.minutes * rateHundredths) / (daysInWage * p.normalDailyHours * 60 * 100));
}

/**
 * The weekly cap: the overtime minutes of the week the request falls in (Monday to Sunday),
 * the request's own included, against 36 hours. `countHolidayWork` adds holiday work to them.
 */
export function weeklyOvertime(p: { alreadyMinutes: number; request: Extract<OvertimeResult, { ok: true }>; countHolidayWork?: boolean; capMinutes?: number }) {
  const mine = p.request.overtimeMinutes + (p.countHolidayWork ? p.request.holidayWorkMinutes : 0);
  const total = p.alreadyMinutes + mine;
  const cap = p.capMinutes ?? WEEKLY_OVERTIME_CAP_MINUTES;
  return { total, cap, over: Math.max(0, total - cap), exceeds: total > cap };
}

/** The Monday of a date's week ('YYYY-MM-DD'): the week the cap counts. */
export function weekStartOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/**
 * The approved overtime that counts for pay (issue 17 point 2): each approved segment cut to the
 * time the employee was punched in (windows in minutes from the request's date's midnight, as
 * the segments are). Overtime approved but not worked is not paid; time worked beyond what was
 * approved is not overtime.
 */
export function workedOvertime(segments: readonly OvertimeSegment[], punched: ReadonlyArray<readonly [number, number]>): { segments: OvertimeSegment[]; minutes: number } {
  const out: OvertimeSegment[] = [];
  for (const s of segments) {
    for (const [a, b] of punched) {
      const from = Math.max(s.from, a);
      const to = Math.min(s.to, b);
      if (to > from) out.push({ ...s, from, to, minutes: to - from });
    }
  }
  out.sort((x, y) => x.from - y.from);
  return { segments: out, minutes: out.reduce((n, s) => n + s.minutes, 0) };
}

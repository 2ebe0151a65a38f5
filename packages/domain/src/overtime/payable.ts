import { overtimeOfSpan, workedOvertime, type OvertimeRequestTimes, type OvertimeSegment } from './calculator';

/*
 * What approved overtime pays (issue 34 point 2; THAI-RULES.md "Working time and overtime"): the
 * approved time within the time the employee was punched in, and only once the day is over. An
 * approved request on a day the employee was absent, or a day still to come, pays nothing; time
 * worked beyond what was approved is not overtime. The monthly report shows the three figures
 * (approved, worked, payable) and payroll pays the payable segments at their multipliers, so the
 * two can never disagree.
 */

const MINUTE = 60_000;
const midnightOf = (date: string, offsetMinutes: number) => Date.parse(`${date}T00:00:00Z`) - offsetMinutes * MINUTE;

/**
 * Whether a request's date is over for pay: the later of the date's end and its last segment's end
 * (a request may run into the next morning) has passed. Until then its punches may still come.
 */
export function overtimeDayEnded(date: string, segments: readonly OvertimeSegment[], now: number, offsetMinutes: number): boolean {
  const end = Math.max(1440, ...segments.map((s) => s.to));
  return now >= midnightOf(date, offsetMinutes) + end * MINUTE;
}

/** The punched span of a date (its first punch to its last, in minutes from the date's midnight), or null without a check-in and a check-out. */
export function punchedSpanOf(date: string, punches: readonly number[], offsetMinutes: number): [number, number] | null {
  if (punches.length < 2) return null;
  const at = (ms: number) => Math.floor((ms - midnightOf(date, offsetMinutes)) / MINUTE);
  const sorted = [...punches].sort((a, b) => a - b);
  return [at(sorted[0]!), at(sorted[sorted.length - 1]!)];
}

export type OvertimeDayInput = {
  date: string;
  /** The instants (epoch ms) of the punches attendance gives the date. */
  punches: readonly number[];
  /** The segments of each approved request on the date. */
  approved: ReadonlyArray<readonly OvertimeSegment[]>;
  /** How the schedule makes the date (the overtime figures' rule): a holiday or day off, and the shift (on a holiday the usual hours). */
  holiday: boolean;
  shift: OvertimeRequestTimes['shift'];
  /**
   * Staff who do not record time have no punches to check: their approved time counts once the
   * day is over (the approver vouched for it).
   */
  recordsTime: boolean;
  now: number;
  offsetMinutes: number;
};

export type OvertimeDayFigures = {
  approvedMinutes: number;
  /** The overtime the punches show: outside the shift on a working day; on a holiday or day off the time worked (its break left out). */
  workedMinutes: number;
  payableMinutes: number;
  /** The payable pieces with their kinds and multipliers (what payroll pays). */
  payable: OvertimeSegment[];
};

/** One date's overtime: approved, worked by the punches, and payable (the approved time within the punched time, once the day is over). */
export function overtimeDayFigures(p: OvertimeDayInput): OvertimeDayFigures {
  const span = punchedSpanOf(p.date, p.punches, p.offsetMinutes);
  const punched = span ? overtimeOfSpan(span, { holiday: p.holiday, shift: p.shift, payBasis: 'monthly' }) : null;
  const payable: OvertimeSegment[] = [];
  let approvedMinutes = 0;
  for (const segments of p.approved) {
    approvedMinutes += segments.reduce((n, s) => n + s.minutes, 0);
    if (!overtimeDayEnded(p.date, segments, p.now, p.offsetMinutes)) continue;
    if (!p.recordsTime) payable.push(...segments);
    else if (span) payable.push(...workedOvertime(segments, [span]).segments);
  }
  return {
    approvedMinutes, workedMinutes: punched?.ok ? punched.minutes : 0,
    payableMinutes: payable.reduce((n, s) => n + s.minutes, 0), payable,
  };
}

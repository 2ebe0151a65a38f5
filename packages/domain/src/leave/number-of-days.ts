import { CHOICES, type ChoiceValue } from '../choices';
import { daysUntil } from '../employee/document-expiry';
import type { RuleIssue } from '../masters/define';
import { nextDay } from '../masters/rules/working-time';
import { isIsoDate } from '../dates';
import { workingDayTest, type WorkCalendar } from './work-calendar';

/**
 * The number of leave days of a request (the spec's /1.1/get/leave/numberOfDays and the check on
 * submit). Pure: the caller loads the employee's calendar (weekly pattern, holiday master, shift
 * days off) and passes it in.
 *
 *   const r = numberOfLeaveDays({ dateFrom: '2026-12-31', dateTo: '2027-01-04', duration: 'fullDay' }, { holidays });
 *   if (!r.ok) return r.issues;           // field errors with the shared message keys
 *   r.days;    // 2 — 31 Dec and 4 Jan (1 Jan a holiday, 2–3 Jan a weekend)
 *   r.byYear;  // [{ year: 2026, days: 1 }, { year: 2027, days: 1 }] — each year's balance is drawn on
 *   r.dates;   // ['2026-12-31', '2027-01-04'] — the dates the screen lists
 */

export type LeaveDuration = ChoiceValue<'leaveDuration'>;

/**
 * The longest span one request may cover, in calendar dates (from and to included): a full leap
 * year. Longer is a typing mistake (a wrong year), and would also let one call walk an unbounded
 * number of dates.
 */
export const MAX_LEAVE_SPAN_DAYS = 366;

export type LeaveDaysRequest = {
  /** First date, 'YYYY-MM-DD'. */
  dateFrom: string;
  /** Last date, 'YYYY-MM-DD' (included). */
  dateTo: string;
  /** 'fullDay', or a half day: 'morning' 09:00–12:00 / 'afternoon' 13:00–18:00 (HALF_DAY_WINDOWS). */
  duration: LeaveDuration;
  /**
   * Count every calendar date instead of working days only, for leave types that run "holidays
   * included" (maternity leave: 120 days, THAI-RULES.md "Leave").
   */
  calendarDays?: boolean;
};

/** The days of a request that fall in one calendar year (the leave year): 31 Dec–2 Jan draws on two balances. */
export type LeaveDaysInYear = { year: number; days: number };

export type LeaveDays = {
  /** Total days, a multiple of 0.5 and always more than 0. */
  days: number;
  /** The same total split by calendar year, oldest first; only years with days appear. */
  byYear: LeaveDaysInYear[];
  /** Every date counted, in order (one date for a half day). */
  dates: string[];
};

export type LeaveDaysResult = ({ ok: true } & LeaveDays) | { ok: false; issues: RuleIssue[] };

/**
 * Counts the days of a leave request. Rules:
 * - dateFrom, dateTo and duration are required and valid; dateTo is not before dateFrom
 *   (validation.endNotBeforeStart on dateTo).
 * - A half day (morning / afternoon) covers one date: dateFrom = dateTo, else
 *   validation.halfDaySingleDate on dateTo. It counts 0.5.
 * - A full day counts 1 for every working day of the calendar between the dates (or every date with
 *   calendarDays).
 * - At most MAX_LEAVE_SPAN_DAYS dates from dateFrom to dateTo, else validation.leaveSpanTooLong on dateTo.
 * - A request that counts nothing — a half day on a holiday or a day off, or a span of weekend and
 *   holidays only — is an error (validation.noWorkingDays on dateFrom), not 0 days: a request for 0
 *   days would only sit in the approver's queue, and the employee most likely picked a wrong date.
 */
export function numberOfLeaveDays(request: LeaveDaysRequest, calendar?: WorkCalendar): LeaveDaysResult {
  const issues = inputIssues(request);
  if (issues.length) return { ok: false, issues };
  const { dateFrom, dateTo, duration } = request;
  if (dateTo < dateFrom) return fail('dateTo', 'validation.endNotBeforeStart');
  const halfDay = duration !== 'fullDay';
  if (halfDay && dateFrom !== dateTo) return fail('dateTo', 'validation.halfDaySingleDate');
  if (daysUntil(dateFrom, dateTo) + 1 > MAX_LEAVE_SPAN_DAYS) return fail('dateTo', 'validation.leaveSpanTooLong', { days: MAX_LEAVE_SPAN_DAYS });

  const counts = request.calendarDays ? () => true : workingDayTest(calendar);
  const dates: string[] = [];
  for (let d = dateFrom; d <= dateTo; d = nextDay(d)) if (counts(d)) dates.push(d);
  if (!dates.length) return fail('dateFrom', 'validation.noWorkingDays');

  const perDate = halfDay ? 0.5 : 1;
  const byYear: LeaveDaysInYear[] = [];
  for (const d of dates) {
    const year = Number(d.slice(0, 4));
    const last = byYear.at(-1);
    if (last?.year === year) last.days += perDate;
    else byYear.push({ year, days: perDate });
  }
  return { ok: true, days: dates.length * perDate, byYear, dates };
}

function inputIssues(r: LeaveDaysRequest): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const v = r[field];
    if (!v) issues.push({ field, key: 'validation.required' });
    else if (!isIsoDate(v)) issues.push({ field, key: 'validation.invalid' });
  }
  if (!r.duration) issues.push({ field: 'duration', key: 'validation.required' });
  else if (!(CHOICES.leaveDuration as readonly string[]).includes(r.duration)) issues.push({ field: 'duration', key: 'validation.invalid' });
  return issues;
}

function fail(field: string, key: string, params?: RuleIssue['params']): LeaveDaysResult {
  return { ok: false, issues: [params ? { field, key, params } : { field, key }] };
}

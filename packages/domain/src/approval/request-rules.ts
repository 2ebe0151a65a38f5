import { addDays } from '../dates';
import { minutesOf } from '../masters/rules/working-time';
import type { RuleIssue } from '../masters/define';

/*
 * The filing rules every request type shares (issue 34 point 7), defined once: the server runs
 * them on every filing, the forms as the user types.
 */

/** The employee's employment, as far as a request must lie within it; null is no bound on that side. */
export type EmploymentSpan = { joiningDate: string | null; resignDate: string | null };

/**
 * A request lies within employment: its first date on or after the joining date (beforeJoining on
 * the first date's field) and its last on or before the resignation date, the last day employed
 * (afterResignation on the last date's field). Leave, overtime, on-site work and work from home,
 * punch corrections: one rule. A one-date request names its one field for both.
 */
export function outsideEmploymentIssues(dates: { dateFrom: string; dateTo: string }, employment: EmploymentSpan, fields = { from: 'dateFrom', to: 'dateTo' }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (employment.joiningDate && dates.dateFrom < employment.joiningDate) issues.push({ field: fields.from, key: 'validation.beforeJoining', params: { date: employment.joiningDate } });
  if (employment.resignDate && dates.dateTo > employment.resignDate) issues.push({ field: fields.to, key: 'validation.afterResignation', params: { date: employment.resignDate } });
  return issues;
}

/** The span in which every one of several people is employed (the members of an on-site request): the latest joining, the earliest resignation. */
export function commonEmployment(spans: EmploymentSpan[]): EmploymentSpan {
  const joins = spans.map((s) => s.joiningDate).filter((d): d is string => !!d).sort();
  const ends = spans.map((s) => s.resignDate).filter((d): d is string => !!d).sort();
  return { joiningDate: joins.at(-1) ?? null, resignDate: ends[0] ?? null };
}

/** The part of a day a request covers (leave's durations): a full day meets both halves, a morning never meets an afternoon. */
export type DayPart = 'fullDay' | 'morning' | 'afternoon';
export const dayPartsMeet = (a: DayPart, b: DayPart) => a === 'fullDay' || b === 'fullDay' || a === b;

/** Some dates with the part of each day they cover: a request, or one already approved. */
export type DaySpan = { dateFrom: string; dateTo: string; duration: DayPart };

/** The first date two spans share on a part of the day both cover, or null. */
export function firstSharedDate(a: DaySpan, b: DaySpan): string | null {
  const from = a.dateFrom > b.dateFrom ? a.dateFrom : b.dateFrom;
  const to = a.dateTo < b.dateTo ? a.dateTo : b.dateTo;
  return from <= to && dayPartsMeet(a.duration, b.duration) ? from : null;
}

/**
 * Nobody is on site and at home at once: a work-from-home request over a member's approved on-site
 * work (and the other way round) is refused on the first date, naming the member.
 */
export function onSiteClashIssues(request: DaySpan & { workType: 'workFromHome' | 'onSite' }, approved: Array<DaySpan & { workType: string; name: string }>): RuleIssue[] {
  for (const other of approved) {
    if (other.workType === request.workType) continue;
    const date = firstSharedDate(request, other);
    if (date) return [{ field: 'dateFrom', key: request.workType === 'workFromHome' ? 'validation.workFromHomeOverOnSite' : 'validation.onSiteOverWorkFromHome', params: { name: other.name, date } }];
  }
  return [];
}

/** Overtime on a day of one's own approved full-day leave is refused (the leave says they were not at work). */
export function overtimeOnLeaveIssues(date: string, approvedLeave: DaySpan[]): RuleIssue[] {
  return approvedLeave.some((l) => l.duration === 'fullDay' && l.dateFrom <= date && date <= l.dateTo)
    ? [{ field: 'date', key: 'validation.overtimeOnLeave' }] : [];
}

/**
 * Overtime that ends at or before its start ends the next day, and says so: without the explicit
 * "ends the next day" flag it is refused on the end time (18:00 to 17:59 is a typo far more often
 * than a 24-hour day); the flag on a range that ends the same day is refused on the flag.
 */
export function overtimeSpanIssues(v: { startTime?: string; endTime?: string; endsNextDay?: boolean }): RuleIssue[] {
  if (!v.startTime || !v.endTime) return [];
  const overnight = minutesOf(v.endTime) <= minutesOf(v.startTime);
  if (overnight && !v.endsNextDay) return [{ field: 'endTime', key: 'validation.overtimeEndsNextDay' }];
  if (!overnight && v.endsNextDay) return [{ field: 'endsNextDay', key: 'validation.overtimeNotNextDay' }];
  return [];
}

/** The minutes from start to end, the end on the next day when it is at or before the start (what the form shows as the duration). */
export function overtimeSpanMinutes(startTime: string, endTime: string): number {
  const from = minutesOf(startTime);
  const to = minutesOf(endTime);
  return to > from ? to - from : to + 1440 - from;
}

/** The date a span ends on: the next day's for overtime that ends the next day. */
export const overtimeEndDate = (date: string, startTime: string, endTime: string) => (minutesOf(endTime) <= minutesOf(startTime) ? addDays(date, 1) : date);

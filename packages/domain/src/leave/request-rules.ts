import { daysUntil } from '../employee/document-expiry';
import { nextDay } from '../masters/rules/working-time';
import type { RuleIssue } from '../masters/define';
import { firstAnniversary } from './entitlement';
import type { LeaveDuration } from './number-of-days';
import type { WorkingDayTest } from './work-calendar';

/*
 * The rules a leave request meets on submit and edit that need the leave type and the clock but
 * no database (SPEC section 5 "Leave requires notice of the configured number of days in advance";
 * issue 6: back-date notice, attachment where the type says so, no overlapping requests). The
 * server runs them with the employee's data; the form runs them as the user types.
 */

/** The leave type's flags these rules read (the leave-type master, packages/domain/src/masters/registry.ts). */
export type LeaveTypeRules = {
  advanceNoticeDays: number;
  backDateDays: number;
  requiresAttachment: boolean;
  /** An attachment becomes required from this many days (sick leave of 3 working days or more, LPA s.32). */
  attachmentFromDays?: number | null;
};

/**
 * Notice: a leave that starts today or later is filed at least `advanceNoticeDays` before it
 * (validation.leaveAdvanceNotice on dateFrom); one that started in the past is filed at most
 * `backDateDays` after its first day (validation.leaveBackDate). Dates are 'YYYY-MM-DD' in Bangkok.
 */
export function noticeIssues(dateFrom: string, today: string, type: Pick<LeaveTypeRules, 'advanceNoticeDays' | 'backDateDays'>): RuleIssue[] {
  const ahead = daysUntil(today, dateFrom);
  if (ahead >= 0 && ahead < type.advanceNoticeDays) return [{ field: 'dateFrom', key: 'validation.leaveAdvanceNotice', params: { count: type.advanceNoticeDays } }];
  if (ahead < 0 && -ahead > type.backDateDays) return [{ field: 'dateFrom', key: 'validation.leaveBackDate', params: { count: type.backDateDays } }];
  return [];
}

// A leave lies within employment by the rule every request type shares (issue 14, issue 34).
export { outsideEmploymentIssues, type EmploymentSpan } from '../approval/request-rules';

/**
 * A type that needs one year of service (annual vacation, LPA s.30) is taken from the first
 * anniversary of joining on (validation.leaveBeforeOneYear on dateFrom, naming the date): the
 * entitlement of the anniversary's year is known before it, the days are not yet usable.
 */
export function beforeOneYearIssues(dateFrom: string, joiningDate: string | null, afterOneYear: boolean): RuleIssue[] {
  if (!afterOneYear || !joiningDate) return [];
  const anniversary = firstAnniversary(joiningDate);
  return dateFrom < anniversary ? [{ field: 'dateFrom', key: 'validation.leaveBeforeOneYear', params: { date: anniversary } }] : [];
}

/** Whether a request of `days` of this type needs a supporting file (a medical certificate and the like). */
export function attachmentRequired(type: Pick<LeaveTypeRules, 'requiresAttachment' | 'attachmentFromDays'>, days: number): boolean {
  return type.requiresAttachment || (type.attachmentFromDays != null && days >= type.attachmentFromDays);
}

/** A request of the same type for absenceDays: its dates and the days it charges. */
export type AbsencePart = { dateFrom: string; dateTo: string; days: number };

/**
 * The days of one absence (issue 14: the medical-certificate rule of LPA s.32 counts consecutive
 * working days, so Mon-Tue, Wed and Thu-Fri filed apart are one absence of 5 days): this request's
 * days plus those of the same type's requests that adjoin it, directly or through one another,
 * with no working day between them (a weekend or a holiday between still joins them).
 */
export function absenceDays(request: AbsencePart, others: AbsencePart[], isWorkingDay: WorkingDayTest): number {
  const joined = (a: AbsencePart, b: AbsencePart) => {
    const [first, second] = a.dateTo < b.dateFrom ? [a, b] : [b, a];
    if (first.dateTo >= second.dateFrom) return true;
    for (let d = nextDay(first.dateTo); d < second.dateFrom; d = nextDay(d)) if (isWorkingDay(d)) return false;
    return true;
  };
  const chain = [request];
  const rest = [...others];
  for (let grew = true; grew;) {
    grew = false;
    for (let i = rest.length - 1; i >= 0; i -= 1) {
      if (chain.some((c) => joined(c, rest[i]!))) { chain.push(rest.splice(i, 1)[0]!); grew = true; }
    }
  }
  return chain.reduce((sum, c) => sum + c.days, 0);
}

/**
 * The part of a request that decides whether two requests cover the same time; `calendarDays`
 * when its type charges every day (maternity), not only working days.
 */
export type LeaveSpan = { dateFrom: string; dateTo: string; duration: LeaveDuration; calendarDays?: boolean };

/**
 * Two requests overlap when a day is charged by both (issue 14: two requests that share only a
 * weekend or a holiday do not), except a morning and an afternoon of the same date, which are two
 * halves of one day. Without a working-day test every shared date counts.
 */
export function leaveOverlaps(a: LeaveSpan, b: LeaveSpan, isWorkingDay?: WorkingDayTest): boolean {
  if (a.dateFrom > b.dateTo || b.dateFrom > a.dateTo) return false;
  const halves = a.duration !== 'fullDay' && b.duration !== 'fullDay';
  if (halves && a.duration !== b.duration) return false;
  if (!isWorkingDay || (a.calendarDays && b.calendarDays)) return true;
  const charged = (x: LeaveSpan, d: string) => !!x.calendarDays || isWorkingDay(d);
  const last = a.dateTo < b.dateTo ? a.dateTo : b.dateTo;
  for (let d = a.dateFrom > b.dateFrom ? a.dateFrom : b.dateFrom; d <= last; d = nextDay(d)) {
    if (charged(a, d) && charged(b, d)) return true;
  }
  return false;
}


/** The field error for a request that overlaps another (validation.leaveOverlap on dateFrom, naming the other's dates). */
export const overlapIssue = (other: LeaveSpan): RuleIssue => ({ field: 'dateFrom', key: 'validation.leaveOverlap', params: { from: other.dateFrom, to: other.dateTo } });

/** The field error for a request beyond the balance of a year (validation.leaveBalance on leaveTypeId). */
export const balanceIssue = (year: number, remaining: number): RuleIssue => ({ field: 'leaveTypeId', key: 'validation.leaveBalance', params: { year, count: remaining } });

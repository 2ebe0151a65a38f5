import { daysUntil } from '../employee/document-expiry';
import type { RuleIssue } from '../masters/define';
import type { LeaveDuration } from './number-of-days';

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
  if (ahead >= 0 && ahead < type.advanceNoticeDays) return [{ field: 'dateFrom', key: 'validation.leaveAdvanceNotice', params: { days: type.advanceNoticeDays } }];
  if (ahead < 0 && -ahead > type.backDateDays) return [{ field: 'dateFrom', key: 'validation.leaveBackDate', params: { days: type.backDateDays } }];
  return [];
}

/** Whether a request of `days` of this type needs a supporting file (a medical certificate and the like). */
export function attachmentRequired(type: Pick<LeaveTypeRules, 'requiresAttachment' | 'attachmentFromDays'>, days: number): boolean {
  return type.requiresAttachment || (type.attachmentFromDays != null && days >= type.attachmentFromDays);
}

/** The part of a request that decides whether two requests cover the same time. */
export type LeaveSpan = { dateFrom: string; dateTo: string; duration: LeaveDuration };

/**
 * Two requests overlap when their dates meet, except a morning and an afternoon of the same date,
 * which are two halves of one day.
 */
export function leaveOverlaps(a: LeaveSpan, b: LeaveSpan): boolean {
  if (a.dateFrom > b.dateTo || b.dateFrom > a.dateTo) return false;
  const halves = a.duration !== 'fullDay' && b.duration !== 'fullDay';
  return !(halves && a.duration !== b.duration);
}

/** The field error for a request that overlaps another (validation.leaveOverlap on dateFrom, naming the other's dates). */
export const overlapIssue = (other: LeaveSpan): RuleIssue => ({ field: 'dateFrom', key: 'validation.leaveOverlap', params: { from: other.dateFrom, to: other.dateTo } });

/** The field error for a request beyond the balance of a year (validation.leaveBalance on leaveTypeId). */
export const balanceIssue = (year: number, remaining: number): RuleIssue => ({ field: 'leaveTypeId', key: 'validation.leaveBalance', params: { year, remaining } });

import { and, eq } from 'drizzle-orm';
import { BUDDHIST_ERA_OFFSET, daysUntil, isIsoDate, MAX_LEAVE_SPAN_DAYS, numberOfLeaveDays, type Lang, type LeaveDays, type RuleIssue } from '@hr/domain';
import type { LeaveDaysQuery } from '@hr/domain/leave/schemas';
import { leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { fieldError } from '../../platform/validation-errors';
import { mailDate } from '../../platform/date-text';
import { employeeWorkCalendar } from './work-calendar.service';

/** A rule's dates and years as the reader writes them: a Thai reader sees Buddhist-era years. */
function readerParams(lang: Lang, params?: Record<string, string | number>): Record<string, string | number> | undefined {
  if (!params) return params;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => {
    if (typeof v === 'string' && isIsoDate(v)) return [k, mailDate(lang, v)];
    if (k === 'year' && typeof v === 'number' && lang === 'th') return [k, v + BUDDHIST_ERA_OFFSET];
    return [k, v];
  }));
}

/** A calculator's issues as the platform's localized field errors (their keys are 'validation.<code>'). */
export const ruleIssueErrors = (lang: Lang, issues: RuleIssue[]) =>
  new AppError('VALIDATION', {}, null, issues.map((i) => fieldError(lang, i.field, i.key.replace(/^validation\./, ''), readerParams(lang, i.params))));

/**
 * The number of leave days of a request for one employee (the leave form's /1.1/get/leave/numberOfDays,
 * and the check a submit will make): the employee's calendar from the holiday master, the type's
 * "counts calendar days" flag, then the pure calculator. The type must be an active one.
 */
export async function leaveDaysFor(db: DbOrTx, employeeId: string, q: LeaveDaysQuery, lang: Lang): Promise<LeaveDays> {
  const [type] = await db.select({ calendarDays: leaveTypes.calendarDays }).from(leaveTypes)
    .where(and(eq(leaveTypes.id, q.leaveTypeId), eq(leaveTypes.active, true))).limit(1);
  if (!type) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'leaveTypeId', 'invalid')]);
  // Dates out of order or too far apart fail in the calculator before it reads the calendar, so
  // the holidays are loaded only for a span it will walk.
  const walkable = q.dateTo >= q.dateFrom && daysUntil(q.dateFrom, q.dateTo) < MAX_LEAVE_SPAN_DAYS;
  const calendar = walkable ? await employeeWorkCalendar(db, employeeId, q.dateFrom, q.dateTo) : {};
  const r = numberOfLeaveDays({ dateFrom: q.dateFrom, dateTo: q.dateTo, duration: q.duration, calendarDays: Boolean(type.calendarDays) }, calendar);
  if (!r.ok) throw ruleIssueErrors(lang, r.issues);
  return { days: r.days, byYear: r.byYear, dates: r.dates };
}

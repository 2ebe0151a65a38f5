import { and, eq } from 'drizzle-orm';
import { daysUntil, MAX_LEAVE_SPAN_DAYS, numberOfLeaveDays, type Lang, type LeaveDays } from '@hr/domain';
import type { LeaveDaysQuery } from '@hr/domain/leave/schemas';
import { leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { ruleIssueErrors } from '../../platform/rule-errors';
import { fieldError } from '../../platform/validation-errors';
import { employeeWorkCalendar } from './work-calendar.service';

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

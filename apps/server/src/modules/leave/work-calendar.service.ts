import { and, between, eq } from 'drizzle-orm';
import { MONDAY_TO_FRIDAY, type WorkCalendar } from '@hr/domain';
import { holidays, type DbOrTx } from '@hr/db';

/**
 * The work calendar of one employee between two dates (both included), as the leave calculators
 * take it (packages/domain/src/leave/work-calendar.ts): the active rows of the holiday master in
 * the span, on a Monday-to-Friday week.
 *
 * Every employee works MONDAY_TO_FRIDAY for now: the working-time master says when a day starts
 * and ends, not which weekdays are worked. A shift worker's own days off and rostered weekend or
 * holiday shifts come with schedule-management (issue: working time and shifts), which will fill
 * `daysOff` / `extraWorkingDays` here for this employee; callers already pass the employee for it.
 */
export async function employeeWorkCalendar(db: DbOrTx, _employeeId: string, dateFrom: string, dateTo: string): Promise<WorkCalendar> {
  const rows = await db.select({ date: holidays.date }).from(holidays)
    .where(and(eq(holidays.active, true), between(holidays.date, dateFrom, dateTo)));
  return { workingWeekdays: MONDAY_TO_FRIDAY, holidays: rows.map((r) => String(r.date)) };
}

import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MONDAY_TO_FRIDAY, type WorkCalendar } from '@hr/domain';
import { queryRows, type DbOrTx } from '@hr/db';

/**
 * The dates ('YYYY-MM-DD', in order) of the active rows of the holiday master between two dates,
 * both included (values, placeholders of a named statement, or columns of the outer query), as
 * one SQL array value: the holidays every leave calendar skips.
 */
export const activeHolidaysBetween = (dateFrom: string | Placeholder | SQL, dateTo: string | Placeholder | SQL): SQL<string[]> => sql<string[]>`(
  SELECT coalesce(array_agg(h.date::text ORDER BY h.date), '{}') FROM master_holidays h
  WHERE h.active AND h.date BETWEEN ${dateFrom}::date AND ${dateTo}::date)`;

/**
 * The work calendar of one employee, as the leave calculators take it
 * (packages/domain/src/leave/work-calendar.ts), from the holidays in the span: a Monday-to-Friday
 * week without them.
 *
 * Every employee works MONDAY_TO_FRIDAY for now: the working-time master says when a day starts
 * and ends, not which weekdays are worked. A shift worker's own days off and rostered weekend or
 * holiday shifts come with schedule-management (issue: working time and shifts), which will fill
 * `daysOff` / `extraWorkingDays` here for this employee; callers already pass the employee for it.
 */
export const workCalendarOf = (_employeeId: string, holidays: string[]): WorkCalendar => ({ workingWeekdays: MONDAY_TO_FRIDAY, holidays });

/** The work calendar of one employee between two dates (both included), read on its own. */
export async function employeeWorkCalendar(db: DbOrTx, employeeId: string, dateFrom: string, dateTo: string): Promise<WorkCalendar> {
  const [row] = await queryRows<{ holidays: string[] }>(db, sql`SELECT ${activeHolidaysBetween(dateFrom, dateTo)} AS holidays`);
  return workCalendarOf(employeeId, row?.holidays ?? []);
}

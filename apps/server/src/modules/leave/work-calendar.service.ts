import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MONDAY_TO_FRIDAY, type WorkCalendar } from '@hr/domain';
import { holidays, queryRows, type DbOrTx } from '@hr/db';

/**
 * The date a holiday of the master (alias h) is observed on: its substitute day when HR moved it
 * (issue 34 point 5), else its own date. Every reader of holidays as days off reads this.
 */
export const OBSERVED_HOLIDAY_SQL = sql`coalesce(h.substitute_date, h.date)`;
/** The same, on the table's columns (queries built with the query builder). */
export const observedHolidayDate = sql<string>`coalesce(${holidays.substituteDate}, ${holidays.date})::text`;

/**
 * The dates ('YYYY-MM-DD', in order) of the active rows of the holiday master between two dates,
 * both included (values, placeholders of a named statement, or columns of the outer query), as
 * one SQL array value: the holidays every leave calendar skips.
 */
export const activeHolidaysBetween = (dateFrom: string | Placeholder | SQL, dateTo: string | Placeholder | SQL): SQL<string[]> => sql<string[]>`(
  SELECT coalesce(array_agg(${OBSERVED_HOLIDAY_SQL}::text ORDER BY ${OBSERVED_HOLIDAY_SQL}), '{}') FROM master_holidays h
  WHERE h.active AND ${OBSERVED_HOLIDAY_SQL} BETWEEN ${dateFrom}::date AND ${dateTo}::date)`;

/** An employee's rostered dates in a span (schedule-management): the days off and the working days the roster sets. */
export type RosteredDays = { off: string[]; working: string[] };

/**
 * An employee's roster entries between two dates (values, placeholders or columns of the outer
 * query), as one JSON value: the dates rostered off (no working time, or one that is not a working
 * day with start and end) and the dates rostered to a shift. It is the same rule the attendance
 * days read (attendance-days.query.ts): a rostered day off is off even on a weekday, a rostered
 * shift is work even on a weekend or a holiday.
 */
export const rosteredDaysBetween = (employeeId: string | Placeholder | SQLWrapper, dateFrom: string | Placeholder | SQLWrapper, dateTo: string | Placeholder | SQLWrapper): SQL<RosteredDays> => sql<RosteredDays>`(
  SELECT json_build_object(
    'off', coalesce(json_agg(ro.date::text ORDER BY ro.date) FILTER (WHERE NOT ${workingShift}), '[]'::json),
    'working', coalesce(json_agg(ro.date::text ORDER BY ro.date) FILTER (WHERE ${workingShift}), '[]'::json))
  FROM roster_entries ro LEFT JOIN master_working_times row_wt ON row_wt.id = ro.working_time_id
  WHERE ro.employee_id = ${employeeId}::uuid AND ro.date BETWEEN ${dateFrom}::date AND ${dateTo}::date)`;
/** A roster entry's working time is a shift to work (false for a day off, which has none). Aliases unlike any caller's: the span may be the outer query's columns. */
const workingShift = sql`coalesce(row_wt.day_type = 'workingDay' AND row_wt.work_start IS NOT NULL AND row_wt.work_end IS NOT NULL, false)`;

/**
 * The work calendar of one employee, as the leave calculators take it
 * (packages/domain/src/leave/work-calendar.ts): a Monday-to-Friday week without the holidays of the
 * span, and the employee's roster over it (a shift worker's rostered days off are not leave days;
 * a shift rostered on a Saturday or a holiday is). Without a roster (a company-wide figure), the
 * week and the holidays alone.
 */
export const workCalendarOf = (holidays: string[], rostered?: RosteredDays | null): WorkCalendar =>
  ({ workingWeekdays: MONDAY_TO_FRIDAY, holidays, daysOff: rostered?.off ?? [], extraWorkingDays: rostered?.working ?? [] });

/** The work calendar of one employee between two dates (both included), read on its own; without an employee, the company's week and holidays. */
export async function employeeWorkCalendar(db: DbOrTx, employeeId: string | null, dateFrom: string, dateTo: string): Promise<WorkCalendar> {
  const [row] = await queryRows<{ holidays: string[]; rostered: RosteredDays | null }>(db, sql`SELECT ${activeHolidaysBetween(dateFrom, dateTo)} AS holidays,
    ${employeeId ? rosteredDaysBetween(employeeId, dateFrom, dateTo) : sql`NULL::json`} AS rostered`);
  return workCalendarOf(row?.holidays ?? [], row?.rostered);
}

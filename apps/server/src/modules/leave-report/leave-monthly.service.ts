import { and, eq, inArray, sql } from 'drizzle-orm';
import { localName, numberOfLeaveDays, type Lang } from '@hr/domain';
import type { LeaveMonthly } from '@hr/domain/leave/report';
import { employees, leaveRequests, leaveRequestYears, leaveTypes, queryRows, type DbOrTx } from '@hr/db';
import { activeHolidaysBetween, rosteredDaysBetween, workCalendarOf } from '../leave/work-calendar.service';
import { employeeWhere, teamIdsOf, typesOf, type ReportFilters } from './leave-report.filters';

/** Rounds a sum of day shares to hundredths (a half day is 0.5; an even spread of a stale count may not be). */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * Approved leave days of a year by leave type and calendar month (search/report/leave/monthly for
 * HR, /under/monthly for a team): the chart above the leave summary, over the employees and types
 * the summary's filters give it.
 *
 * A request's days are put on the dates they fall on by the filing's calculator
 * (packages/domain numberOfLeaveDays) on the employee's work calendar, so 29 Jan–3 Feb counts its
 * January and its February days where they fall, and only the dates inside the year count (a
 * request over New Year leaves the next year its share). Each date carries an equal share of the
 * days the request draws on the year (leave_request_years), the figure the summary's "used" adds
 * up, so the chart's months always sum to the table's: a holiday-master change recounts stored
 * days (leave-recount.service.ts), and should a stored count still differ from the calendar of
 * today the difference is spread over the dates rather than lost. A request the calculator now
 * refuses (data from before a rule) counts in the month it starts.
 */
export async function leaveTakenByMonth(db: DbOrTx, q: ReportFilters, lang: Lang): Promise<LeaveMonthly> {
  const teamIds = await teamIdsOf(db, q.within);
  const types = teamIds && !teamIds.length ? [] : await typesOf(db, q.leaveTypeId);
  if (!types.length) return { year: q.year, types: [] };
  const first = `${q.year}-01-01`;
  const last = `${q.year}-12-31`;
  const who = db.select({ id: employees.id }).from(employees).where(employeeWhere(q, teamIds)).getSQL();

  const [rows, [calendar]] = await Promise.all([
    db.select({
      employeeId: leaveRequests.employeeId, leaveTypeId: leaveRequests.leaveTypeId, duration: leaveRequests.duration,
      dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, calendarDays: leaveTypes.calendarDays,
      days: sql<number>`${leaveRequestYears.days}::float8`,
      // The requester's roster over the request's dates: their days are spread over the days they were to work.
      rostered: rosteredDaysBetween(leaveRequests.employeeId, leaveRequests.dateFrom, leaveRequests.dateTo),
    }).from(leaveRequestYears)
      .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestYears.requestId))
      .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
      .where(and(eq(leaveRequestYears.year, q.year), eq(leaveRequests.status, 'approved'), inArray(leaveRequests.leaveTypeId, types.map((t) => t.id)),
        sql`${leaveRequests.employeeId} IN (${who})`)),
    // Only dates inside the year count, so the year's holidays are the whole calendar needed.
    queryRows<{ holidays: string[] }>(db, sql`SELECT ${activeHolidaysBetween(first, last)} AS holidays`),
  ]);
  const holidays = calendar?.holidays ?? [];

  const byType = new Map(types.map((t) => [t.id, Array.from({ length: 12 }, () => 0)]));
  const add = (typeId: string, date: string, days: number) => { byType.get(typeId)![Number(date.slice(5, 7)) - 1]! += days; };
  for (const r of rows) {
    const dateFrom = r.dateFrom < first ? first : r.dateFrom;
    const dateTo = r.dateTo > last ? last : r.dateTo;
    const counted = numberOfLeaveDays({ dateFrom, dateTo, duration: r.duration, calendarDays: Boolean(r.calendarDays) }, workCalendarOf(holidays, r.rostered));
    const days = Number(r.days);
    if (!counted.ok) add(r.leaveTypeId, dateFrom, days);
    else for (const d of counted.dates) add(r.leaveTypeId, d, days / counted.dates.length);
  }
  return {
    year: q.year,
    types: types.map((t) => {
      const days = byType.get(t.id)!.map(hundredths);
      return { leaveTypeId: t.id, code: String(t.code), name: localName(lang, t), days, total: hundredths(days.reduce((s, d) => s + d, 0)) };
    }),
  };
}

import { and, inArray, or, sql } from 'drizzle-orm';
import { MAX_LEAVE_SPAN_DAYS, numberOfLeaveDays, type LeaveDaysInYear, type LeaveDuration } from '@hr/domain';
import { leaveRequestRecounts, leaveRequests, leaveRequestYears, queryRows, type DbOrTx, type LeaveRecountChange } from '@hr/db';
import { auditAll } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { t } from '../../platform/i18n';
import { mailDate } from '../../platform/date-text';
import { closeApprovals } from '../approval/approval.service';
import { LEAVE_MANAGEMENT_OBJECT } from './leave-approval';
import { notify } from '../notification/inbox.service';
import { LEAVE_NOTICES, type LeaveRecountFacts } from './leave-notices';
import { activeHolidaysBetween, rosteredDaysBetween, workCalendarOf, type RosteredDays } from './work-calendar.service';

/** A row of the holiday master as the recount reads it (before or after a write). */
export type HolidayState = { id: string; date: string; nameEn: string; nameTh: string; active: boolean };

/** What a holiday-master write did to the calendar: the dates whose holiday status changed, and how to name it. */
type CalendarChange = { change: LeaveRecountChange; holiday: HolidayState; date: string; previousDate: string | null; dates: string[] };

/** A pending or approved request around a changed date, with what its recount needs. */
type Touched = {
  id: string; employeeId: string; duration: LeaveDuration; dateFrom: string; dateTo: string; days: number; status: 'pending' | 'approved';
  calendarDays: boolean; holidays: string[]; rostered: RosteredDays; years: LeaveDaysInYear[];
  /** What the requester's notice says of it: their names and the type's. */
  employee: { nameEn: string; nameTh: string }; type: { nameEn: string; nameTh: string; nameKm: string | null; nameMy: string | null };
};

/**
 * Only an active row is a holiday (work-calendar.service.ts), and the master keeps one row per
 * date: a write changes the calendar when the active date before differs from the active date
 * after. A renamed holiday, or a change to an inactive one, counts nothing anew.
 */
function calendarChange(before: HolidayState | null, after: HolidayState | null): CalendarChange | null {
  const was = before?.active ? before : null;
  const is = after?.active ? after : null;
  if (was?.date === is?.date) return null;
  if (was && is) return { change: 'moved', holiday: is, date: is.date, previousDate: was.date, dates: [was.date, is.date] };
  if (is) return { change: 'added', holiday: is, date: is.date, previousDate: null, dates: [is.date] };
  return { change: 'removed', holiday: was!, date: was!.date, previousDate: null, dates: [was!.date] };
}

/**
 * The pending and approved requests, anyone's, covering one of the dates, locked, with their type's
 * "calendar days" flag, the active holidays of their span as this transaction sees them (the
 * master write included) and their stored days per year: one statement. A request spans at most
 * MAX_LEAVE_SPAN_DAYS dates, so each date reads the starts of the year before it on
 * leave_requests_live_dates_idx rather than every request ever filed.
 */
function touchedRequests(db: DbOrTx, dates: string[]): Promise<Touched[]> {
  const around = dates.map((d) => sql`(r.date_from BETWEEN ${d}::date - ${MAX_LEAVE_SPAN_DAYS - 1}::int AND ${d}::date AND r.date_to >= ${d}::date)`);
  return queryRows<Touched>(db, sql`
    SELECT r.id, r.employee_id AS "employeeId", r.duration, r.date_from::text AS "dateFrom", r.date_to::text AS "dateTo", r.days::float8 AS days, r.status,
      t.calendar_days AS "calendarDays", ${activeHolidaysBetween(sql`r.date_from`, sql`r.date_to`)} AS holidays,
      ${rosteredDaysBetween(sql`r.employee_id`, sql`r.date_from`, sql`r.date_to`)} AS rostered,
      json_build_object('nameEn', t.name_en, 'nameTh', t.name_th, 'nameKm', t.name_km, 'nameMy', t.name_my) AS type,
      (SELECT json_build_object('nameEn', concat_ws(' ', e.first_name_en, e.last_name_en), 'nameTh', concat_ws(' ', e.first_name_th, e.last_name_th))
         FROM employees e WHERE e.id = r.employee_id) AS employee,
      (SELECT coalesce(json_agg(json_build_object('year', y.year, 'days', y.days::float8) ORDER BY y.year), '[]'::json)
         FROM leave_request_years y WHERE y.request_id = r.id) AS years
    FROM leave_requests r JOIN master_leave_types t ON t.id = r.leave_type_id
    WHERE r.status IN ('pending', 'approved') AND ${or(...around)}
    ORDER BY r.id
    FOR UPDATE OF r`);
}

const sameYears = (a: LeaveDaysInYear[], b: LeaveDaysInYear[]) =>
  a.length === b.length && a.every((y, i) => y.year === b[i]!.year && Number(y.days) === b[i]!.days);

/**
 * Recounts the leave a holiday-master write touches (issue 14 point 4a), inside that write's
 * transaction. Each pending or approved request covering a date whose holiday status changed is
 * counted again by the filing's calculator on its employee's calendar (a calendar-days type such
 * as maternity comes out the same and is left alone); where the count or its split by year
 * changed, the request's days and days per year are rewritten, a line is added to its history
 * (leave_request_recounts), an audit row and a notice to the requester. A request left with no
 * working day at all is withdrawn with the reason. Balances are not checked: a holiday only ever lowers a count, and a
 * removed one raises it to what the employee actually takes; HR sees the balance.
 */
export async function recountLeaveForHoliday(db: DbOrTx, write: { before: HolidayState | null; after: HolidayState | null }, actor: Actor): Promise<{ recounted: number; withdrawn: number }> {
  const cal = calendarChange(write.before, write.after);
  if (!cal) return { recounted: 0, withdrawn: 0 };
  const recounted: Array<{ row: Touched; days: number; byYear: LeaveDaysInYear[] }> = [];
  const emptied: Touched[] = [];
  for (const row of await touchedRequests(db, cal.dates)) {
    const r = numberOfLeaveDays({ dateFrom: row.dateFrom, dateTo: row.dateTo, duration: row.duration, calendarDays: Boolean(row.calendarDays) }, workCalendarOf(row.holidays, row.rostered));
    if (r.ok) {
      if (r.days !== Number(row.days) || !sameYears(row.years, r.byYear)) recounted.push({ row, days: r.days, byYear: r.byYear });
    } else if (r.issues.some((i) => i.key === 'validation.noWorkingDays')) {
      emptied.push(row);
    }
    // Any other refusal is a request the calculator would not take today (data from before a
    // rule); it is not the holiday's to settle, so it keeps its count.
  }
  if (!recounted.length && !emptied.length) return { recounted: 0, withdrawn: 0 };

  const now = new Date();
  if (recounted.length) {
    const ids = recounted.map((x) => x.row.id);
    const newDays = sql.join(recounted.map((x) => sql`WHEN ${x.row.id}::uuid THEN ${x.days}::numeric`), sql` `);
    await db.update(leaveRequests).set({ days: sql`CASE ${leaveRequests.id} ${newDays} END`, updatedAt: now, updatedBy: actor.id }).where(inArray(leaveRequests.id, ids));
    await db.delete(leaveRequestYears).where(inArray(leaveRequestYears.requestId, ids));
    await db.insert(leaveRequestYears).values(recounted.flatMap((x) => x.byYear.map((y) => ({ requestId: x.row.id, year: y.year, days: y.days }))));
  }
  if (emptied.length) {
    const name = actor.lang === 'th' ? cal.holiday.nameTh : cal.holiday.nameEn;
    const reason = t(actor.lang, 'leaveRequest:withdrawnAllHolidays', { date: mailDate(actor.lang, cal.date), name });
    // The days stay as they were asked: a cancelled request counts in no balance.
    await db.update(leaveRequests).set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: now, cancelReason: reason, updatedAt: now, updatedBy: actor.id })
      .where(and(inArray(leaveRequests.id, emptied.map((x) => x.id)), inArray(leaveRequests.status, ['pending', 'approved'])));
    await closeApprovals(db, 'leave', emptied.map((x) => x.id));
  }
  const lines = [...recounted.map((x) => ({ row: x.row, to: x.days })), ...emptied.map((row) => ({ row, to: 0 }))];
  await db.insert(leaveRequestRecounts).values(lines.map(({ row, to }) => ({
    requestId: row.id, at: now, fromDays: Number(row.days), toDays: to, change: cal.change, holidayDate: cal.date, previousDate: cal.previousDate,
    holidayNameEn: cal.holiday.nameEn, holidayNameTh: cal.holiday.nameTh, createdBy: actor.id,
  })));
  await auditAll(db, lines.map(({ row, to }) => ({
    actorId: actor.id, action: to ? 'leave.recount' : 'leave.withdraw', objectId: LEAVE_MANAGEMENT_OBJECT, targetType: 'leaveRequest', targetId: row.id,
    ip: actor.ip, requestId: actor.requestId,
    detail: { reason: 'holidayChanged', holidayId: cal.holiday.id, change: cal.change, holidayDate: cal.date, previousDate: cal.previousDate, from: Number(row.days), to, was: row.status },
  })));
  await tellRecounts(db, lines, cal, now);
  return { recounted: recounted.length, withdrawn: emptied.length };
}

/** Each requester hears in their inbox what the holiday did to their request, in the recount's transaction. */
async function tellRecounts(db: DbOrTx, lines: Array<{ row: Touched; to: number }>, cal: CalendarChange, now: Date): Promise<void> {
  const facts = ({ row, to }: { row: Touched; to: number }): LeaveRecountFacts => ({
    employee: row.employee, type: row.type, dateFrom: row.dateFrom, dateTo: row.dateTo, duration: row.duration, days: to, remark: null,
    from: Number(row.days), holiday: { nameEn: cal.holiday.nameEn, nameTh: cal.holiday.nameTh }, holidayDate: cal.date,
  });
  const notice = (l: { row: Touched; to: number }) => ({ recipientId: l.row.employeeId, objectId: l.row.id, facts: facts(l) });
  await notify(db, LEAVE_NOTICES.leaveRecounted, now, lines.filter((l) => l.to > 0).map(notice));
  await notify(db, LEAVE_NOTICES.leaveWithdrawn, now, lines.filter((l) => l.to === 0).map(notice));
}

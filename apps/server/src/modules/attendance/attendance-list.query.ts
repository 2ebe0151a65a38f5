import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { AttendanceStatus } from '@hr/domain/attendance/status';
import {
  attendanceTotals, monthRange, statusFilterOf, type AttendanceDayView, type AttendanceEmployee, type AttendanceExport, type AttendanceMonth, type AttendancePage, type AttendanceRow,
  type AttendanceDaily, type AttendanceDailyReport, type AttendanceSearch, type DayType,
} from '@hr/domain/attendance/views';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import type { DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import type { AuthUser, Deps } from '../../platform/context';
import { assertLeadScope, teamOf } from '../../platform/scope';
import { containing } from '../../platform/search';
import { attendanceFactsOf, attendanceOfEmployee, dayTypeOf, employedOn, oneEmployeeFacts, type AttendanceFacts, type EmployeeAttendanceFacts, type EmployeeDay } from './attendance-days.query';
import { zoneOffsetMinutes } from './punch-card.query';

/*
 * The attendance pages' reads (issue 16 point 4): the employee's own month, one employee's month
 * for their supervisor or HR, and the team's or everyone's employee-days of a range with filters.
 * Every status is computed at the read from the facts (attendance-days.query.ts).
 */

export const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function employeeOf(e: EmployeeAttendanceFacts): AttendanceEmployee {
  return { id: e.employeeId, code: e.code, name: e.name, department: e.departmentName, workingTime: e.workingTime?.name ?? null, recordsTime: e.recordsTime };
}

function dayView(e: EmployeeAttendanceFacts, d: EmployeeDay, holidays: Map<string, string>): AttendanceDayView {
  const times = d.day.shift;
  // The day's own working time: a roster entry's, else the default (schedule-management, issue 16 point 1).
  const index = e.days.findIndex((x) => x.date === d.date);
  const dayType: DayType = dayTypeOf(e, index);
  const wt = e.dayWorkingTimes[index] ?? null;
  return {
    date: d.date, dayType, holidayName: holidays.get(d.date) ?? null,
    // A shift rostered on a public holiday is shown with the holiday (issue 34 point 5).
    shift: (dayType === 'working' || dayType === 'holiday') && times && wt ? {
      prefix: wt.prefix, name: wt.name, workStart: times.workStart, workEnd: times.workEnd,
      breakStart: times.breakStart ?? null, breakEnd: times.breakEnd ?? null, beforeWorkMinutes: times.beforeWorkMinutes, lateAllowanceMinutes: times.lateAllowanceMinutes,
    } : null,
    // A weekend inside a leave is a day off (the calculator's rule): no leave shown on it.
    leave: dayType === 'working' ? d.day.leave ?? null : null,
    status: d.status, checkIn: iso(d.checkIn), checkOut: iso(d.checkOut),
    workedMinutes: d.workedMinutes, lateMinutes: d.lateMinutes, earlyLeaveMinutes: d.earlyLeaveMinutes,
    // The voided punches of the date follow the ones that count, marked with who voided them and why.
    punches: [...d.punchRows.map((p) => ({ p, voided: null })), ...e.voided.filter((v) => v.localDate === d.date).map((p) => ({ p, voided: { by: p.voidedByName, reason: p.voidReason } }))]
      .map(({ p, voided }) => ({
        id: p.id, at: new Date(p.at).toISOString(), kind: p.kind, source: p.source, reason: p.reason, createdBy: p.createdByName, fence: p.fence, fenceDistance: p.fenceDistance, voided,
      })),
  };
}

/**
 * The days from `from` to `to` of the employees `where` selects, each with its status, in the
 * employees' order. Facts are read a day wider on each side, so night shifts keep their punches.
 */
async function daysOf(deps: Pick<Deps, 'db' | 'config' | 'clock'>, lang: Lang, where: SQL, from: string, to: string, punches: 'full' | 'instants' = 'full') {
  return daysFrom(deps, await attendanceFactsOf(deps.db, lang, where, dayBefore(from), nextDay(to), { punches }), from, to, punches === 'full');
}

/** The days of the employees of some facts, computed at the present instant. */
function daysFrom(deps: Pick<Deps, 'config' | 'clock'>, facts: AttendanceFacts, from: string, to: string, rows: boolean) {
  const now = deps.clock.now();
  const offset = zoneOffsetMinutes(now, deps.config.APP_TIMEZONE);
  return {
    holidays: facts.holidays,
    employees: facts.employees.map((e) => ({ facts: e, days: attendanceOfEmployee(e, from, to, now.getTime(), offset, { rows }) })),
  };
}

/**
 * One employee's month with its totals. The caller's scope is checked by the route. Its facts are
 * one statement sent by name (the check-in card's): the month is read on the attendance page and
 * on every dashboard.
 */
export async function monthOf(deps: Pick<Deps, 'db' | 'config' | 'clock'>, employeeId: string, month: string, lang: Lang): Promise<AttendanceMonth> {
  return (await monthWithFactsOf(deps, employeeId, month, lang)).month;
}

/** monthOf with the facts and computed days behind it (the monthly details add the overtime figures from them). */
export async function monthWithFactsOf(deps: Pick<Deps, 'db' | 'config' | 'clock'>, employeeId: string, month: string, lang: Lang) {
  const { from, to } = monthRange(month);
  const { facts } = await oneEmployeeFacts(deps.db, lang, employeeId, dayBefore(from), nextDay(to));
  const { holidays, employees: [one] } = daysFrom(deps, facts, from, to, true);
  if (!one) throw new AppError('RECORD_GONE');
  const days = one.days.map((d) => dayView(one.facts, d, holidays));
  return { month: { employee: employeeOf(one.facts), month, days, totals: attendanceTotals(days) } as AttendanceMonth, facts: one.facts, days: one.days };
}

/** One employee's month for their supervisor (their team, direct and indirect) or HR; anyone else sees a missing record. */
export async function employeeMonthFor(deps: Pick<Deps, 'db' | 'config' | 'clock'>, user: AuthUser, employeeId: string, month: string, lang: Lang) {
  await assertLeadScope(deps.db, user, employeeId);
  return monthOf(deps, employeeId, month, lang);
}

/** Whose days a list reads: the caller's team, or (HR) everyone. */
export type AttendanceScope = { kind: 'team'; leadId: string } | { kind: 'all' };

export function whereOf(scope: AttendanceScope, q: Pick<AttendanceExport, 'dateFrom' | 'dateTo' | 'companyId' | 'departmentId' | 'keyword'>): SQL {
  const parts: SQL[] = [
    // Staff who record time and were employed at some point of the range.
    sql`e.record_time`,
    sql`(e.joining_date IS NULL OR e.joining_date <= ${q.dateTo}::date)`,
    sql`(e.resign_date IS NULL OR e.resign_date >= ${q.dateFrom}::date)`,
  ];
  if (scope.kind === 'team') parts.push(sql`e.id IN (${teamOf(scope.leadId)})`);
  if (q.companyId) parts.push(sql`e.company_id = ${q.companyId}`);
  if (q.departmentId) parts.push(sql`e.department_id = ${q.departmentId}`);
  if (q.keyword) parts.push(sql`e.search_text LIKE ${containing(q.keyword.toLowerCase())}`);
  return sql.join(parts, sql` AND `);
}

const STATUS_ORDER = new Map<string, number>(['absent', 'noRecord', 'lateAndEarly', 'late', 'leaveEarly', 'notFullHours', 'earlyIn', 'onTime', 'onSite', 'leave', 'holidayEntry'].map((s, i) => [s, i]));

/** Every employee-day of the range in scope that passes the filters, sorted. */
async function rowsOf(deps: Pick<Deps, 'db' | 'config' | 'clock'>, scope: AttendanceScope, q: AttendanceExport & Partial<Pick<AttendanceSearch, 'sort' | 'order'>>, lang: Lang): Promise<AttendanceRow[]> {
  const { holidays, employees } = await daysOf(deps, lang, whereOf(scope, q), q.dateFrom, q.dateTo);
  const wanted = q.status?.length ? new Set<string>(q.status) : null;
  const rows: AttendanceRow[] = [];
  for (const { facts, days } of employees) {
    const employee = employeeOf(facts);
    for (const d of days) {
      if (!employedOn(facts, d.date)) continue;
      const row = { ...dayView(facts, d, holidays), employee };
      if (wanted && !wanted.has(statusFilterOf(row))) continue;
      rows.push(row);
    }
  }
  const dir = q.order === 'desc' ? -1 : 1;
  const byCode = (a: AttendanceRow, b: AttendanceRow) => a.employee.code.localeCompare(b.employee.code);
  const byDate = (a: AttendanceRow, b: AttendanceRow) => a.date.localeCompare(b.date);
  const compare: Record<string, (a: AttendanceRow, b: AttendanceRow) => number> = {
    date: (a, b) => dir * byDate(a, b) || byCode(a, b),
    employeeCode: (a, b) => dir * byCode(a, b) || byDate(a, b),
    status: (a, b) => dir * ((STATUS_ORDER.get(a.status ?? '') ?? 99) - (STATUS_ORDER.get(b.status ?? '') ?? 99)) || byDate(a, b) || byCode(a, b),
    lateMinutes: (a, b) => dir * (a.lateMinutes - b.lateMinutes) || byDate(a, b) || byCode(a, b),
  };
  return rows.sort(compare[q.sort ?? 'date']);
}

/** A page of the employee-days in scope (search/manageTimeStamp and /subordinates). */
export async function searchAttendance(deps: Pick<Deps, 'db' | 'config' | 'clock'>, scope: AttendanceScope, q: AttendanceSearch, lang: Lang): Promise<AttendancePage> {
  const rows = await rowsOf(deps, scope, q, lang);
  const start = (q.page - 1) * q.pageSize;
  return { items: rows.slice(start, start + q.pageSize), total: rows.length, page: q.page, pageSize: q.pageSize };
}

/**
 * The daily report (issue 18 point 3): one date of everyone in scope, how many have each status
 * that day (before the status filter, so the figures stay while a status is picked), and the page
 * of rows the filters pass.
 */
export async function dailyReport(deps: Pick<Deps, 'db' | 'config' | 'clock'>, scope: AttendanceScope, q: AttendanceDaily, lang: Lang): Promise<AttendanceDailyReport> {
  const all = await rowsOf(deps, scope, { ...q, dateFrom: q.date, dateTo: q.date, status: undefined }, lang);
  const counts: AttendanceDailyReport['counts'] = {};
  for (const r of all) counts[statusFilterOf(r)] = (counts[statusFilterOf(r)] ?? 0) + 1;
  const wanted = q.status?.length ? new Set<string>(q.status) : null;
  const rows = wanted ? all.filter((r) => wanted.has(statusFilterOf(r))) : all;
  const start = (q.page - 1) * q.pageSize;
  return { date: q.date, counts, items: rows.slice(start, start + q.pageSize), total: rows.length, page: q.page, pageSize: q.pageSize };
}

/** Every employee-day in scope for the Excel export, in date then employee order. */
export function exportAttendance(deps: Pick<Deps, 'db' | 'config' | 'clock'>, scope: AttendanceScope, q: AttendanceExport, lang: Lang): Promise<AttendanceRow[]> {
  return rowsOf(deps, scope, q, lang);
}

/**
 * The statuses of every employee-day of a month for a whole company, counted: what the monthly
 * report and payroll read (the bench measures it for 10,000 employees). Reads instants only.
 */
export async function companyMonthStatuses(deps: Pick<Deps, 'db' | 'config' | 'clock'>, db: DbOrTx, companyId: string, month: string): Promise<{ employees: number; days: number; byStatus: Partial<Record<AttendanceStatus, number>> }> {
  const { from, to } = monthRange(month);
  const { employees } = await daysOf({ ...deps, db }, 'en', sql`e.company_id = ${companyId} AND e.record_time`, from, to, 'instants');
  const byStatus: Partial<Record<AttendanceStatus, number>> = {};
  let days = 0;
  for (const e of employees) {
    for (const d of e.days) {
      days += 1;
      if (d.status) byStatus[d.status] = (byStatus[d.status] ?? 0) + 1;
    }
  }
  return { employees: employees.length, days, byStatus };
}

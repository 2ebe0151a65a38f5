import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import {
  monthlyTotals, monthRange, type AttendanceMonthly, type AttendanceMonthlyDetails, type AttendanceMonthlyExport, type AttendanceMonthlyReport,
  type AttendanceMonthlyRow, type MonthlyCell,
} from '@hr/domain/attendance/views';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import { queryRows } from '@hr/db';
import type { AuthUser, Deps } from '../../platform/context';
import { assertLeadScope } from '../../platform/scope';
import { attendanceFactsOf, attendanceOfEmployee, dayTypeOf, datesBetween, localNameSql, type AttendanceFacts } from './attendance-days.query';
import { dayBefore, employeeOf, monthWithFactsOf, whereOf, type AttendanceScope } from './attendance-list.query';
import { approvedOvertimeOf, overtimeOfDays } from './overtime-pay.query';
import { zoneOffsetMinutes } from './punch-card.query';

/*
 * The monthly attendance report (issue 18 point 3): one row per employee in the reader's scope,
 * one cell per date with the status, and the month's totals (late, absences, leave, overtime).
 * The employees of a page are chosen in the database first, then only their facts are read, so
 * the first page of a 10,000-employee company costs twenty employees' months. The export walks
 * every employee in batches of the same reads, so a company's month never sits in memory whole.
 */

type MonthlyQuery = Omit<AttendanceMonthly, 'page' | 'pageSize'>;

/** A person's name as the reader sorts it: first then last name, in Thai for Thai readers (the two columns, so no text is built per row). */
const nameOrder = (lang: Lang, dir: SQL) => (lang === 'th' ? sql`e.first_name_th ${dir}, e.last_name_th ${dir}` : sql`e.first_name_en ${dir}, e.last_name_en ${dir}`);

/** The order of the rows: by employee id, name or department, the id breaking ties. */
function orderOf(q: Pick<MonthlyQuery, 'sort' | 'order'>, lang: Lang): SQL {
  const dir = sql.raw(q.order === 'desc' ? 'DESC' : 'ASC');
  switch (q.sort) {
    case 'name': return sql`${nameOrder(lang, dir)}, e.employee_code`;
    case 'department': return sql`${localNameSql(lang, 'd')} ${dir} NULLS LAST, e.employee_code`;
    default: return sql`e.employee_code ${dir}`;
  }
}

/** The employees of the scope and filters employed at some point of the month (the attendance lists' rule). */
function whereMonthly(scope: AttendanceScope, q: MonthlyQuery): SQL {
  const { from, to } = monthRange(q.month);
  return whereOf(scope, { ...q, dateFrom: from, dateTo: to });
}

/** Their ids in the report's order. */
const idsSql = (scope: AttendanceScope, q: MonthlyQuery, lang: Lang) => sql`SELECT e.id FROM employees e
  ${q.sort === 'department' ? sql`LEFT JOIN departments d ON d.id = e.department_id` : sql``}
  WHERE ${whereMonthly(scope, q)} ORDER BY ${orderOf(q, lang)}`;

/** The report's rows of some employees (in the order of `ids`), computed at the present instant. */
async function rowsOf(deps: Pick<Deps, 'db' | 'config' | 'clock'>, ids: string[], month: string, lang: Lang): Promise<{ rows: AttendanceMonthlyRow[]; facts: AttendanceFacts }> {
  const { from, to } = monthRange(month);
  if (!ids.length) return { rows: [], facts: { employees: [], holidays: new Map() } };
  const [facts, overtime] = await Promise.all([
    attendanceFactsOf(deps.db, lang, sql`e.id IN ${ids}`, dayBefore(from), nextDay(to), { punches: 'instants' }),
    approvedOvertimeOf(deps.db, ids, from, to),
  ]);
  const now = deps.clock.now();
  const offset = zoneOffsetMinutes(now, deps.config.APP_TIMEZONE);
  const byId = new Map(facts.employees.map((e) => [e.employeeId, e]));
  const rows: AttendanceMonthlyRow[] = [];
  for (const id of ids) {
    const e = byId.get(id);
    if (!e) continue;
    // Days outside employment come without a status or minutes (attendanceOfEmployee).
    const days = attendanceOfEmployee(e, from, to, now.getTime(), offset, { rows: false });
    const first = e.days.findIndex((x) => x.date === from);
    const cells: MonthlyCell[] = days.map((d, k) => {
      const dayType = dayTypeOf(e, first + k);
      return { status: d.status, dayType, leave: dayType === 'working' ? d.day.leave ?? null : null, lateMinutes: d.lateMinutes };
    });
    const counted = days.map((d, k) => ({ ...d, ...cells[k]! }));
    // Approved, worked by the punches, and payable (issue 34 point 2): what payroll pays.
    const ot = overtimeOfDays(e, days, overtime.get(id), now.getTime(), offset).totals;
    rows.push({ employee: employeeOf(e), joiningDate: e.joiningDate, resignDate: e.resignDate, cells, totals: monthlyTotals(counted, ot) });
  }
  return { rows, facts };
}

const datesOf = (month: string, holidays: Map<string, string>) => {
  const { from, to } = monthRange(month);
  return datesBetween(from, to).map((date) => ({ date, holidayName: holidays.get(date) ?? null }));
};

/**
 * A page of the report: the page's employees and how many there are, as two statements side by
 * side (a count over the whole window, then sorting everyone to keep twenty, cost three times as
 * much), then the page's months computed.
 */
export async function monthlyReport(deps: Pick<Deps, 'db' | 'config' | 'clock'>, scope: AttendanceScope, q: AttendanceMonthly, lang: Lang): Promise<AttendanceMonthlyReport> {
  const [picked, [counted]] = await Promise.all([
    queryRows<{ id: string }>(deps.db, sql`${idsSql(scope, q, lang)} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM employees e WHERE ${whereMonthly(scope, q)}`),
  ]);
  const { rows, facts } = await rowsOf(deps, picked.map((p) => p.id), q.month, lang);
  return { month: q.month, dates: datesOf(q.month, facts.holidays), items: rows, total: counted!.n, page: q.page, pageSize: q.pageSize };
}

/** How many employees an export reads per batch: the facts of a batch are about 15,000 rows. */
export const MONTHLY_EXPORT_BATCH = 200;

/** The employees an export writes, in the report's order (10,000 uuids for a large company). */
export async function monthlyEmployeeIds(deps: Pick<Deps, 'db'>, scope: AttendanceScope, q: AttendanceMonthlyExport, lang: Lang): Promise<string[]> {
  return (await queryRows<{ id: string }>(deps.db, idsSql(scope, q, lang))).map((r) => r.id);
}

/** The report's rows of `ids`, batch by batch: a batch's facts are read only when the one before is written. */
export async function* monthlyRowBatches(deps: Pick<Deps, 'db' | 'config' | 'clock'>, ids: string[], month: string, lang: Lang): AsyncGenerator<{ rows: AttendanceMonthlyRow[]; done: number }> {
  for (let i = 0; i < ids.length; i += MONTHLY_EXPORT_BATCH) {
    const batch = ids.slice(i, i + MONTHLY_EXPORT_BATCH);
    yield { rows: (await rowsOf(deps, batch, month, lang)).rows, done: i + batch.length };
  }
}

/** One person's month with the report's totals (their own, or someone in the reader's scope). */
export async function monthlyDetails(deps: Pick<Deps, 'db' | 'config' | 'clock'>, employeeId: string, month: string, lang: Lang): Promise<AttendanceMonthlyDetails> {
  const { from, to } = monthRange(month);
  const [m, overtime] = await Promise.all([monthWithFactsOf(deps, employeeId, month, lang), approvedOvertimeOf(deps.db, [employeeId], from, to)]);
  const now = deps.clock.now();
  const ot = overtimeOfDays(m.facts, m.days, overtime.get(employeeId), now.getTime(), zoneOffsetMinutes(now, deps.config.APP_TIMEZONE)).totals;
  return { ...m.month, monthly: monthlyTotals(m.month.days, ot) };
}

/** The details behind a row: for HR anyone, a supervisor their team; anyone else sees a missing record. */
export async function monthlyDetailsFor(deps: Pick<Deps, 'db' | 'config' | 'clock'>, user: AuthUser, employeeId: string, month: string, lang: Lang) {
  await assertLeadScope(deps.db, user, employeeId);
  return monthlyDetails(deps, employeeId, month, lang);
}

import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Lang, leaveBalance, leaveEntitlement, type LeaveEntitlementBasis, leaveTypeApplies, localName, workingDayTest, type WorkingDayTest } from '@hr/domain';
import type { LeaveFigures, LeaveSummaryPage, LeaveSummarySearch, LeaveSummaryType } from '@hr/domain/leave/report';
import { companies, departments, employees, leaveEntitlementAdjustments as adj, leaveRequests, leaveRequestYears, type DbOrTx } from '@hr/db';
import { personName } from '../employees/person-name';
import { employeeWorkCalendar } from '../leave/work-calendar.service';
import { nameSql } from '../../platform/local-name';
import { employeeWhere, teamIdsOf, typesOf, type ReportFilters, type ReportType } from './leave-report.filters';

/** The joining date assumed for a record without one, as leaveBalances does (the full year, the one-year rule met). */
const LONG_AGO = '1900-01-01';

export type SummaryQuery = Omit<LeaveSummarySearch, 'year'> & ReportFilters & {
  /** Every employee at once (the Excel export): no page, and the figures read for the whole set rather than by id. */
  all?: boolean;
};

/** Days of approved (used) and pending requests drawn on the year, per employee and type, for employees matching `who`. */
function takenQuery(db: DbOrTx, year: number, typeIds: string[], who: SQL, byEmployee: boolean) {
  const cols = {
    employeeId: byEmployee ? leaveRequests.employeeId : sql<string>`null`,
    leaveTypeId: leaveRequests.leaveTypeId,
    used: sql<number>`coalesce(sum(${leaveRequestYears.days}) FILTER (WHERE ${leaveRequests.status} = 'approved'), 0)::float8`,
    pending: sql<number>`coalesce(sum(${leaveRequestYears.days}) FILTER (WHERE ${leaveRequests.status} = 'pending'), 0)::float8`,
  };
  return db.select(cols).from(leaveRequestYears)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestYears.requestId))
    .where(and(eq(leaveRequestYears.year, year), inArray(leaveRequests.status, ['approved', 'pending']), inArray(leaveRequests.leaveTypeId, typeIds),
      sql`${leaveRequests.employeeId} IN (${who})`))
    .groupBy(...(byEmployee ? [leaveRequests.employeeId, leaveRequests.leaveTypeId] : [leaveRequests.leaveTypeId]));
}

/** HR's ledger adjustments of the year summed per employee and type (or per type), for employees matching `who`. */
function adjustedQuery(db: DbOrTx, year: number, typeIds: string[], who: SQL, byEmployee: boolean) {
  return db.select({
    employeeId: byEmployee ? adj.employeeId : sql<string>`null`,
    leaveTypeId: adj.leaveTypeId,
    adjusted: sql<number>`coalesce(sum(${adj.days}), 0)::float8`,
  }).from(adj)
    .where(and(eq(adj.year, year), inArray(adj.leaveTypeId, typeIds), sql`${adj.employeeId} IN (${who})`))
    .groupBy(...(byEmployee ? [adj.employeeId, adj.leaveTypeId] : [adj.leaveTypeId]));
}

type TypeRow = ReportType;
/**
 * The entitlement of a report row (packages/domain leaveEntitlement): 0 for a type that is not for
 * the employee (maternity for a man), the days per pregnancy for maternity, the year's otherwise
 * on the year's holidays (they decide whether a joiner's starting month counts).
 */
const entitlementOf = (t: TypeRow, who: { joiningDate: string | null; gender: string | null }, year: number, isWorkingDay: WorkingDayTest): { days: number; basis: LeaveEntitlementBasis } => {
  if (!leaveTypeApplies(t.appliesTo, who.gender)) return { days: 0, basis: 'notForEmployee' };
  if (t.countedPer === 'pregnancy') return { days: Number(t.daysPerYear), basis: 'perPregnancy' };
  return leaveEntitlement({ daysPerYear: Number(t.daysPerYear), afterOneYear: Boolean(t.afterOneYear), proRated: Boolean(t.proRated), joiningDate: who.joiningDate ?? LONG_AGO, year, isWorkingDay });
};

/** Sums figures in hundredths of a day, so many half days add up without drift. */
const addUp = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

/**
 * The leave summary of a year (report/leave for HR, report/leave/under for a team): a page of
 * employees, each with entitlement, HR's adjustments, used (approved), pending and remaining per
 * leave type, and the totals per type over every employee the filters match.
 *
 * Sums come from SQL per employee and type; the entitlement is the pure calculator's
 * (packages/domain leaveEntitlement), per page row, and for the totals once per distinct joining
 * date (thousands at most, not one call per employee).
 */
export async function leaveSummary(db: DbOrTx, q: SummaryQuery, asOf: string, lang: Lang): Promise<LeaveSummaryPage> {
  const empty = { year: q.year, asOf, items: [], total: 0, page: q.page, pageSize: q.pageSize, totals: [] };
  // The team is walked once (a recursive query) and its ids reused by every query below.
  const teamIds = await teamIdsOf(db, q.within);
  if (teamIds && !teamIds.length) return empty;
  const types = await typesOf(db, q.leaveTypeId);
  const typeIds = types.map((t) => t.id);
  if (!typeIds.length) return empty;
  const w = employeeWhere(q, teamIds);
  const who = db.select({ id: employees.id }).from(employees).where(w).getSQL();

  const dir = q.order === 'desc' ? desc : asc;
  const deptName = nameSql(lang, departments);
  // Sorting by days used reads them per employee once (a grouped join), not one subquery per row.
  const usedBy = db.select({ employeeId: leaveRequests.employeeId, used: sql<number>`sum(${leaveRequestYears.days})`.as('used') }).from(leaveRequestYears)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestYears.requestId))
    .where(and(eq(leaveRequestYears.year, q.year), eq(leaveRequests.status, 'approved'), inArray(leaveRequests.leaveTypeId, typeIds)))
    .groupBy(leaveRequests.employeeId).as('used_by');
  const order = q.sort === 'name' ? (lang === 'th' ? [dir(employees.firstNameTh), dir(employees.lastNameTh)] : [dir(employees.firstNameEn), dir(employees.lastNameEn)])
    : q.sort === 'department' ? [dir(deptName)]
      : q.sort === 'used' ? [dir(sql`coalesce(${usedBy.used}, 0)`)] : [dir(employees.employeeCode)];

  let pageQuery = db.select({
    id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, lang === 'th'), company: sql<string>`${companies.abbreviation}`,
    department: sql<string | null>`${deptName}`, joiningDate: employees.joiningDate, gender: employees.gender,
  }).from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId)).$dynamic();
  if (q.sort === 'used') pageQuery = pageQuery.leftJoin(usedBy, eq(usedBy.employeeId, employees.id));
  pageQuery = pageQuery.where(w).orderBy(...order, asc(employees.employeeCode), asc(employees.id));
  if (!q.all) pageQuery = pageQuery.limit(q.pageSize).offset((q.page - 1) * q.pageSize);

  const [pageRows, totalsTaken, totalsAdjusted, joinings, calendar] = await Promise.all([
    pageQuery,
    takenQuery(db, q.year, typeIds, who, false),
    adjustedQuery(db, q.year, typeIds, who, false),
    // How many employees joined on each date: the count of the report, and the entitlement totals.
    db.select({ joiningDate: employees.joiningDate, gender: employees.gender, n: count() }).from(employees).where(w).groupBy(employees.joiningDate, employees.gender),
    employeeWorkCalendar(db, null, `${q.year}-01-01`, `${q.year}-12-31`),
  ]);
  const isWorkingDay = workingDayTest(calendar);
  const total = joinings.reduce((n, j) => n + Number(j.n), 0);

  // A page's figures are read for its ids; the export's for the whole filtered set in one pass.
  const onPage = q.all ? who : sql.join(pageRows.map((r) => sql`${r.id}::uuid`), sql`, `);
  const [taken, adjusted] = pageRows.length
    ? await Promise.all([takenQuery(db, q.year, typeIds, onPage, true), adjustedQuery(db, q.year, typeIds, onPage, true)])
    : [[], []];
  const key = (e: string | null, t: string) => `${e}/${t}`;
  const takenBy = new Map(taken.map((r) => [key(r.employeeId, r.leaveTypeId), r]));
  const adjustedBy = new Map(adjusted.map((r) => [key(r.employeeId, r.leaveTypeId), Number(r.adjusted)]));
  const typeName = (t: TypeRow) => localName(lang, t);

  const items = pageRows.map((e) => ({
    employee: { id: e.id, employeeCode: e.employeeCode, name: e.name, company: e.company, department: e.department, joiningDate: e.joiningDate },
    types: types.map((t): LeaveSummaryType => {
      const ent = entitlementOf(t, e, q.year, isWorkingDay);
      const got = takenBy.get(key(e.id, t.id));
      const a = adjustedBy.get(key(e.id, t.id));
      const b = leaveBalance({ entitlement: ent.days, adjustments: a ? [a] : [], used: Number(got?.used ?? 0), pending: Number(got?.pending ?? 0), unpaidBeyond: Boolean(t.unpaidBeyond) });
      return { leaveTypeId: t.id, code: String(t.code), name: typeName(t), unpaid: Boolean(t.unpaid), basis: ent.basis, ...b };
    }),
  }));

  const totals = types.map((t) => {
    const entitlement = addUp(joinings.map((j) => entitlementOf(t, j, q.year, isWorkingDay).days * Number(j.n)));
    const got = totalsTaken.find((r) => r.leaveTypeId === t.id);
    const figures: LeaveFigures = leaveBalance({
      entitlement, adjustments: [Number(totalsAdjusted.find((r) => r.leaveTypeId === t.id)?.adjusted ?? 0)],
      used: Number(got?.used ?? 0), pending: Number(got?.pending ?? 0), unpaidBeyond: Boolean(t.unpaidBeyond),
    });
    return { leaveTypeId: t.id, code: String(t.code), name: typeName(t), ...figures };
  });
  return { year: q.year, asOf, items, total, page: q.page, pageSize: q.pageSize, totals };
}

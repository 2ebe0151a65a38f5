import { and, asc, desc, eq, gte, inArray, like, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Lang, LeaveListed, LeavePage, LeaveStatusValue, PersonRef } from '@hr/domain';
import type { ApproveSearch, LeaveSearch, LeaveSelfSearch } from '@hr/domain/leave/schemas';
import { companies, departments, employees, leaveRequestFiles, leaveRequests as lr, leaveRequestYears, leaveTypes, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';
import { requestIdsNaming } from '../approval/approval-inbox.query';
import { personName } from '../employees/person-name';
import { nameSql } from '../../platform/local-name';

const e = employees;
const approver = alias(employees, 'approver');
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The columns of a listed request, names in the reader's language. */
export function listedColumns(lang: Lang) {
  return {
    id: lr.id, employeeId: lr.employeeId, employeeCode: e.employeeCode, employeeName: personName(e, lang === 'th'),
    department: sql<string | null>`${nameSql(lang, departments)}`, company: sql<string | null>`${companies.abbreviation}`,
    leaveTypeId: lr.leaveTypeId, leaveTypeCode: sql<string>`${leaveTypes.code}`, leaveTypeName: sql<string>`${nameSql(lang, leaveTypes)}`,
    duration: lr.duration, dateFrom: lr.dateFrom, dateTo: lr.dateTo, days: lr.days, reason: lr.reason, status: lr.status,
    createdAt: lr.createdAt, decidedAt: lr.decidedAt,
    approverId: lr.approverId, approverCode: approver.employeeCode, approverName: sql<string | null>`${personName(approver, lang === 'th')}`,
    fileCount: sql<number>`(SELECT count(*)::int FROM ${leaveRequestFiles} WHERE ${leaveRequestFiles.requestId} = ${lr.id})`,
  };
}

/** The joins listedColumns reads through, added to a select from leave_requests (the reports add columns of their own). */
export function withListedJoins<Q extends PgSelect>(q: Q) {
  return q
    .innerJoin(e, eq(e.id, lr.employeeId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, lr.leaveTypeId))
    .leftJoin(companies, eq(companies.id, e.companyId))
    .leftJoin(departments, eq(departments.id, e.departmentId))
    .leftJoin(approver, eq(approver.id, lr.approverId));
}

/** Requests as every list reads them. */
export function listedFrom(db: DbOrTx, lang: Lang) {
  return withListedJoins(db.select(listedColumns(lang)).from(lr).$dynamic());
}
type ListedRow = Awaited<ReturnType<ReturnType<typeof listedFrom>['where']>>[number];

/** A row as the lists answer it. */
export function toListed(r: ListedRow): LeaveListed {
  const ref = (id: string | null, code: string | null, name: string | null): PersonRef | null => (id ? { id, employeeCode: code ?? '', name: name ?? '' } : null);
  return {
    id: r.id,
    employee: { id: r.employeeId, employeeCode: r.employeeCode, name: r.employeeName, department: r.department, company: r.company },
    leaveType: { id: r.leaveTypeId, code: r.leaveTypeCode, name: r.leaveTypeName },
    duration: r.duration, dateFrom: r.dateFrom, dateTo: r.dateTo, days: Number(r.days), reason: r.reason, status: r.status as LeaveStatusValue,
    createdAt: iso(r.createdAt)!, decidedAt: iso(r.decidedAt), approver: ref(r.approverId, r.approverCode, r.approverName), fileCount: r.fileCount,
  };
}

/** Status, type and "touches the date range" filters shared by the lists. */
function commonFilters(q: { status?: string; leaveTypeId?: string; dateFrom?: string; dateTo?: string }): SQL[] {
  return [
    q.status ? eq(lr.status, q.status as LeaveStatusValue) : undefined,
    q.leaveTypeId ? eq(lr.leaveTypeId, q.leaveTypeId) : undefined,
    q.dateFrom ? gte(lr.dateTo, q.dateFrom) : undefined,
    q.dateTo ? lte(lr.dateFrom, q.dateTo) : undefined,
  ].filter((x): x is SQL => !!x);
}
const keywordFilter = (keyword?: string) => (keyword ? like(e.searchText, containing(keyword.toLowerCase())) : undefined);

/** The listed rows of some ids, as one prepared statement per database and reader language (every list's second step). */
function listedByIds(db: DbOrTx, lang: Lang) {
  return listedFrom(db, lang).where(sql`${lr.id} = ANY(${sql.placeholder('ids')}::uuid[])`).prepare(`leave_listed_${lang}`);
}
const preparedListed = new WeakMap<DbOrTx, Partial<Record<Lang, ReturnType<typeof listedByIds>>>>();

/** The rows of these ids, in that order (the lists' pages, the approval inbox's leave tab). */
export async function listedLeave(db: DbOrTx, lang: Lang, ids: string[]): Promise<LeaveListed[]> {
  if (!ids.length) return [];
  const cache = preparedListed.get(db) ?? {};
  preparedListed.set(db, cache);
  const query = (cache[lang] ??= listedByIds(db, lang));
  const byId = new Map((await query.execute({ ids })).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListedRow => !!r).map(toListed);
}

/**
 * One page of a list in two steps: the page's ids and the number of matches from the request and
 * employee tables alone, then the rows of those ids with every join and name (a lead's list of
 * 1,300 pending requests would otherwise name and count files for all of them to show 20).
 */
async function paged(db: DbOrTx, lang: Lang, where: SQL | undefined, order: SQL[], page: number, pageSize: number): Promise<LeavePage> {
  const ids = await db.select({ id: lr.id, total: sql<number>`count(*) OVER ()::int` }).from(lr).innerJoin(e, eq(e.id, lr.employeeId))
    .where(where).orderBy(...order).limit(pageSize).offset((page - 1) * pageSize);
  return { items: await listedLeave(db, lang, ids.map((r) => r.id)), total: ids[0]?.total ?? 0, page, pageSize };
}

/**
 * Requests whose approval chain names the approver (issue 17: the approval module keeps who may
 * decide each step, as the request was routed). Pending: those waiting at the approver's open
 * step, from the open steps' index of approvers (3 ms for a lead of 500 with 1,000 pending);
 * otherwise any step that named them, decided or not. Plain SQL names: the outer query may join
 * `employees` too.
 */
const waitingFor = (approverId: string | Placeholder): SQL => sql`${lr.id} IN (${requestIdsNaming('leave', approverId, true)})`;
const namedFor = (approverId: string): SQL => sql`${lr.id} IN (${requestIdsNaming('leave', approverId, false)})`;

/**
 * The approval page as it opens (pending requests, no filter), the figure issue 6 measures: one
 * prepared statement, planned once per connection.
 */
function pendingIdsOf(db: DbOrTx) {
  return db.select({ id: lr.id, total: sql<number>`count(*) OVER ()::int` }).from(lr)
    .where(and(waitingFor(sql.placeholder('approverId')), eq(lr.status, 'pending')))
    .orderBy(asc(lr.dateFrom), asc(lr.createdAt), asc(lr.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    .prepare('leave_pending_ids');
}
const preparedPending = new WeakMap<DbOrTx, ReturnType<typeof pendingIdsOf>>();

/**
 * "A request of year Y", the one rule every list and report of a leave year uses (issue 14): it
 * charges days to that year. A request over New Year whose part in one year is only a weekend or
 * holidays belongs to the other year alone.
 */
export const ofLeaveYear = (year: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${leaveRequestYears} WHERE ${leaveRequestYears.requestId} = ${lr.id} AND ${leaveRequestYears.year} = ${year} AND ${leaveRequestYears.days} > 0)`;

/** /1.1/search/leaveSelfView: the caller's own requests, newest dates first. */
export function searchOwn(db: DbOrTx, employeeId: string, q: LeaveSelfSearch, lang: Lang): Promise<LeavePage> {
  const year = q.year ? [ofLeaveYear(q.year)] : [];
  return paged(db, lang, and(eq(lr.employeeId, employeeId), ...commonFilters(q), ...year), [desc(lr.dateFrom), desc(lr.createdAt), asc(lr.id)], q.page, q.pageSize);
}

/**
 * /1.1/search/approve: requests the caller decides. Pending ones by default (those waiting at the
 * caller's step), the oldest leave date first (the most urgent); any other status, the requests
 * whose chain named the caller.
 */
export async function searchToApprove(db: DbOrTx, approverId: string, q: ApproveSearch, lang: Lang): Promise<LeavePage> {
  const status = q.status ?? 'pending';
  if (status === 'pending' && !q.leaveTypeId && !q.dateFrom && !q.dateTo && !q.keyword) {
    let query = preparedPending.get(db);
    if (!query) preparedPending.set(db, (query = pendingIdsOf(db)));
    const ids = await query.execute({ approverId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    return { items: await listedLeave(db, lang, ids.map((r) => r.id)), total: ids[0]?.total ?? 0, page: q.page, pageSize: q.pageSize };
  }
  const where = and(status === 'pending' ? waitingFor(approverId) : namedFor(approverId), ...commonFilters({ ...q, status }), keywordFilter(q.keyword));
  return paged(db, lang, where, [status === 'pending' ? asc(lr.dateFrom) : desc(lr.dateFrom), asc(lr.createdAt), asc(lr.id)], q.page, q.pageSize);
}

const SORTS = { dateFrom: lr.dateFrom, createdAt: lr.createdAt, employeeCode: e.employeeCode, days: lr.days } as const;

/** The HR search's conditions (search/leave and its Excel export). */
export function hrFilters(q: Omit<LeaveSearch, 'page' | 'pageSize' | 'sort' | 'order'>): SQL | undefined {
  return and(...commonFilters(q), keywordFilter(q.keyword),
    q.companyId ? eq(e.companyId, q.companyId) : undefined,
    q.departmentId ? eq(e.departmentId, q.departmentId) : undefined,
    q.employeeId ? eq(lr.employeeId, q.employeeId) : undefined);
}
export const hrOrder = (q: Pick<LeaveSearch, 'sort' | 'order'>) => [(q.order === 'asc' ? asc : desc)(SORTS[q.sort]), desc(lr.createdAt), asc(lr.id)];

/** search/leave (HR): everyone's requests. */
export function searchAll(db: DbOrTx, q: LeaveSearch, lang: Lang): Promise<LeavePage> {
  return paged(db, lang, hrFilters(q), hrOrder(q), q.page, q.pageSize);
}

/** The rows of HR's Excel export (every match, at most 50,000). */
export async function exportAll(db: DbOrTx, q: LeaveSearch, lang: Lang): Promise<LeaveListed[]> {
  return (await listedFrom(db, lang).where(hrFilters(q)).orderBy(...hrOrder(q)).limit(50_000)).map(toListed);
}

/** Requests of these statuses touching [from, to], for the calendar and the "also away" list. */
export function awayBetween(from: string, to: string, statuses: LeaveStatusValue[] = ['approved', 'pending']): SQL {
  return and(inArray(lr.status, statuses), lte(lr.dateFrom, to), gte(lr.dateTo, from))!;
}

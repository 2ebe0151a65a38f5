import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { LeaveHistorySearch, LeaveSelfDetails, LeaveSelfRequest } from '@hr/domain/leave/report';
import type { LeaveListed, LeavePage } from '@hr/domain/leave/views';
import { employees, leaveRequests, leaveRequestYears, queryRows, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';
import { listedColumns, ofLeaveYear, toListed, withListedJoins } from '../leave/leave-request.query';

/** Which requests, in what order, one page or all of them (an Excel export). */
type RequestQuery = {
  where: SQL; order: SQL[]; page: number; pageSize: number; all?: boolean;
  /** The year whose share of each request's days to add (daysInYear), for the self report. */
  year?: number;
};

/**
 * Leave requests as list rows (LeaveListed, the columns every leave list reads: leave-request.query.ts),
 * with the self report's share of each request's days in its year.
 */
async function listRequests(db: DbOrTx, q: RequestQuery, lang: Lang): Promise<LeavePage<LeaveListed & { daysInYear?: number }>> {
  const daysInYear = q.year === undefined ? sql<number | null>`null`
    : sql<number | null>`(SELECT ${leaveRequestYears.days}::float8 FROM ${leaveRequestYears} WHERE ${leaveRequestYears.requestId} = ${leaveRequests.id} AND ${leaveRequestYears.year} = ${q.year})`;
  const base = withListedJoins(db.select({ ...listedColumns(lang), daysInYear }).from(leaveRequests).$dynamic())
    .where(q.where).orderBy(...q.order, desc(leaveRequests.createdAt), asc(leaveRequests.id));
  const [rows, [counted]] = await Promise.all([
    q.all ? base : base.limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).where(q.where),
  ]);
  const items = rows.map((r) => ({ ...toListed(r), ...(q.year === undefined ? {} : { daysInYear: Number(r.daysInYear ?? 0) }) }));
  return { items, total: counted?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * report/history/leave/under: every request of the team (`team`, the caller's subordinates as a
 * subquery) touching the date range, in any status, with the filters; newest first by default.
 */
export async function teamLeaveHistory(db: DbOrTx, team: SQL, q: LeaveHistorySearch & { dateFrom: string; dateTo: string; all?: boolean }, lang: Lang) {
  // The team is walked once (a recursive query); the page and the count reuse its ids.
  const ids = (await queryRows<{ id: string }>(db, team)).map((r) => r.id);
  if (!ids.length) return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  const parts: Array<SQL | undefined> = [
    sql`${leaveRequests.employeeId} = ANY(${`{${ids.join(',')}}`}::uuid[])`,
    lte(leaveRequests.dateFrom, q.dateTo), gte(leaveRequests.dateTo, q.dateFrom),
  ];
  if (q.status) parts.push(eq(leaveRequests.status, q.status));
  if (q.leaveTypeId) parts.push(eq(leaveRequests.leaveTypeId, q.leaveTypeId));
  if (q.employeeId) parts.push(eq(leaveRequests.employeeId, q.employeeId));
  if (q.departmentId) parts.push(eq(employees.departmentId, q.departmentId));
  if (q.keyword) parts.push(sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}`);
  const dir = q.order === 'asc' ? asc : desc;
  const order = q.sort === 'employeeCode' ? [dir(employees.employeeCode), desc(leaveRequests.dateFrom)]
    : q.sort === 'days' ? [dir(leaveRequests.days)]
      : q.sort === 'createdAt' ? [dir(leaveRequests.createdAt)] : [dir(leaveRequests.dateFrom)];
  return listRequests(db, { where: and(...parts)!, order, page: q.page, pageSize: q.pageSize, all: q.all }, lang);
}

/**
 * report/leave/self/details: the caller's own requests drawing on the year (a request over New
 * Year is in both years, with each year's days in daysInYear), in any status, newest first.
 */
export async function selfLeaveDetails(db: DbOrTx, employeeId: string, q: LeaveSelfDetails & { year: number; all?: boolean }, lang: Lang) {
  const parts: Array<SQL | undefined> = [
    eq(leaveRequests.employeeId, employeeId),
    ofLeaveYear(q.year),
  ];
  if (q.status) parts.push(eq(leaveRequests.status, q.status));
  if (q.leaveTypeId) parts.push(eq(leaveRequests.leaveTypeId, q.leaveTypeId));
  const page = await listRequests(db, { where: and(...parts)!, order: [desc(leaveRequests.dateFrom)], page: q.page, pageSize: q.pageSize, all: q.all, year: q.year }, lang);
  return page as LeavePage<LeaveSelfRequest>;
}

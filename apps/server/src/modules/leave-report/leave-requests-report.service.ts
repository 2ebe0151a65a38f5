import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LeaveHistorySearch, LeaveSelfDetails, LeaveSelfRequest } from '@hr/domain/leave/report';
import type { LeaveListed, LeavePage } from '@hr/domain/leave/views';
import { companies, departments, employees, leaveRequestFiles, leaveRequests, leaveRequestYears, leaveTypes, queryRows, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';
import { personName } from '../employees/person-name';

const approver = alias(employees, 'approver');

/** Which requests, in what order, one page or all of them (an Excel export). */
type RequestQuery = {
  where: SQL; order: SQL[]; page: number; pageSize: number; all?: boolean;
  /** The year whose share of each request's days to add (daysInYear), for the self report. */
  year?: number;
};

/**
 * Leave requests as list rows (LeaveListed): the employee with company and department, the type,
 * dates, days, status, the approver and how many files, names in the reader's language.
 */
async function listRequests(db: DbOrTx, q: RequestQuery, thai: boolean): Promise<LeavePage<LeaveListed & { daysInYear?: number }>> {
  const daysInYear = q.year === undefined ? sql<number | null>`null`
    : sql<number | null>`(SELECT ${leaveRequestYears.days}::float8 FROM ${leaveRequestYears} WHERE ${leaveRequestYears.requestId} = ${leaveRequests.id} AND ${leaveRequestYears.year} = ${q.year})`;
  const base = db.select({
    id: leaveRequests.id, employeeId: employees.id, employeeCode: employees.employeeCode, employeeName: personName(employees, thai),
    company: sql<string | null>`${companies.abbreviation}`, department: sql<string | null>`${thai ? departments.nameTh : departments.nameEn}`,
    leaveTypeId: leaveTypes.id, leaveTypeCode: leaveTypes.code, leaveTypeName: thai ? leaveTypes.nameTh : leaveTypes.nameEn,
    duration: leaveRequests.duration, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, days: sql<number>`${leaveRequests.days}::float8`,
    reason: leaveRequests.reason, status: leaveRequests.status, createdAt: leaveRequests.createdAt, decidedAt: leaveRequests.decidedAt,
    approverId: approver.id, approverCode: approver.employeeCode, approverName: personName(approver, thai),
    fileCount: sql<number>`(SELECT count(*)::int FROM ${leaveRequestFiles} WHERE ${leaveRequestFiles.requestId} = ${leaveRequests.id})`,
    daysInYear,
  }).from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .leftJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(approver, eq(approver.id, leaveRequests.approverId))
    .where(q.where).orderBy(...q.order, desc(leaveRequests.createdAt), asc(leaveRequests.id)).$dynamic();
  const [rows, [counted]] = await Promise.all([
    q.all ? base : base.limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).where(q.where),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    employee: { id: r.employeeId, employeeCode: r.employeeCode, name: r.employeeName, company: r.company, department: r.department },
    leaveType: { id: r.leaveTypeId, code: String(r.leaveTypeCode), name: String(r.leaveTypeName) },
    duration: r.duration, dateFrom: r.dateFrom, dateTo: r.dateTo, days: Number(r.days), reason: r.reason, status: r.status,
    createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null,
    approver: r.approverId ? { id: r.approverId, employeeCode: r.approverCode!, name: r.approverName } : null,
    fileCount: Number(r.fileCount),
    ...(q.year === undefined ? {} : { daysInYear: Number(r.daysInYear ?? 0) }),
  }));
  return { items, total: counted?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * report/history/leave/under: every request of the team (`team`, the caller's subordinates as a
 * subquery) touching the date range, in any status, with the filters; newest first by default.
 */
export async function teamLeaveHistory(db: DbOrTx, team: SQL, q: LeaveHistorySearch & { dateFrom: string; dateTo: string; all?: boolean }, thai: boolean) {
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
  return listRequests(db, { where: and(...parts)!, order, page: q.page, pageSize: q.pageSize, all: q.all }, thai);
}

/**
 * report/leave/self/details: the caller's own requests drawing on the year (a request over New
 * Year is in both years, with each year's days in daysInYear), in any status, newest first.
 */
export async function selfLeaveDetails(db: DbOrTx, employeeId: string, q: LeaveSelfDetails & { year: number; all?: boolean }, thai: boolean) {
  const parts: Array<SQL | undefined> = [
    eq(leaveRequests.employeeId, employeeId),
    sql`EXISTS (SELECT 1 FROM ${leaveRequestYears} WHERE ${leaveRequestYears.requestId} = ${leaveRequests.id} AND ${leaveRequestYears.year} = ${q.year})`,
  ];
  if (q.status) parts.push(eq(leaveRequests.status, q.status));
  if (q.leaveTypeId) parts.push(eq(leaveRequests.leaveTypeId, q.leaveTypeId));
  const page = await listRequests(db, { where: and(...parts)!, order: [desc(leaveRequests.dateFrom)], page: q.page, pageSize: q.pageSize, all: q.all, year: q.year }, thai);
  return page as LeavePage<LeaveSelfRequest>;
}

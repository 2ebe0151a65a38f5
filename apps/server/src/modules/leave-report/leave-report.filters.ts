import { and, asc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LeaveSummarySearch } from '@hr/domain/leave/report';
import { employees, leaveTypes, queryRows, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';

/*
 * Who and what the leave summary and its monthly chart cover: the same filters read the same way
 * by both (leave-summary.service.ts, leave-monthly.service.ts), so the chart above the table always
 * counts the employees and types the table lists.
 */

/** The filters of a report body (its year made definite), and the team a supervisor's report keeps to. */
export type ReportFilters = Pick<LeaveSummarySearch, 'companyId' | 'departmentId' | 'leaveTypeId' | 'keyword' | 'employeeId'> & {
  year: number;
  /** Only the ids this subquery yields (the caller's team, platform/scope teamOf). */
  within?: SQL;
};

/** The ids of the team `within` yields (walked once, a recursive query), or undefined for everyone. */
export async function teamIdsOf(db: DbOrTx, within: SQL | undefined): Promise<string[] | undefined> {
  return within ? (await queryRows<{ id: string }>(db, within)).map((r) => r.id) : undefined;
}

/**
 * The employees a report covers: employed at some time in the year (joined by its last day, not
 * gone before its first; a record without a joining date counts as employed), narrowed by the
 * filters and, for a supervisor, to their team.
 */
export function employeeWhere(q: ReportFilters, teamIds: string[] | undefined): SQL {
  const parts: Array<SQL | undefined> = [
    or(isNull(employees.joiningDate), lte(employees.joiningDate, `${q.year}-12-31`)),
    or(isNull(employees.resignDate), gte(employees.resignDate, `${q.year}-01-01`)),
  ];
  if (q.companyId) parts.push(eq(employees.companyId, q.companyId));
  if (q.departmentId) parts.push(eq(employees.departmentId, q.departmentId));
  if (q.employeeId) parts.push(eq(employees.id, q.employeeId));
  // employees.search_text holds the id, names and nicknames lower-cased.
  if (q.keyword) parts.push(sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}`);
  // The team as an array literal (uuids only, so no quoting is needed): one parameter however big.
  if (teamIds) parts.push(sql`${employees.id} = ANY(${`{${teamIds.join(',')}}`}::uuid[])`);
  return and(...parts)!;
}

/** The leave types a report shows: the one asked for (even if retired), otherwise every active type, by code. */
export async function typesOf(db: DbOrTx, leaveTypeId: string | undefined) {
  return db.select().from(leaveTypes)
    .where(leaveTypeId ? eq(leaveTypes.id, leaveTypeId) : eq(leaveTypes.active, true))
    .orderBy(asc(leaveTypes.code));
}
export type ReportType = Awaited<ReturnType<typeof typesOf>>[number];

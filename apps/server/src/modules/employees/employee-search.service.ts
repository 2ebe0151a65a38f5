import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, departments, employees, masterEmploymentTypes, positions, workingTimes, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';
import { personName } from './person-name';

export type EmployeeSearch = {
  page: number; pageSize: number; keyword?: string; companyId?: string; departmentId?: string; positionId?: string;
  employmentStatus?: 'probation' | 'permanent' | 'resigned' | 'terminated'; supervisorId?: string; active?: boolean;
  employmentTypeId?: string; workingTimeType?: 'general' | 'shift';
  /** Only the ids this subquery yields (a lead's team, platform/scope teamOf), whatever the other filters say. */
  within?: SQL;
  sort?: { field: 'employeeCode' | 'name' | 'joiningDate' | 'department' | 'position'; dir: 'asc' | 'desc' };
};

const supervisor = alias(employees, 'supervisor');

function where(q: EmployeeSearch): SQL | undefined {
  const parts: SQL[] = [];
  // employees.search_text holds the id, names and nicknames lower-cased (a generated column).
  if (q.keyword) parts.push(sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}`);
  if (q.companyId) parts.push(eq(employees.companyId, q.companyId));
  if (q.departmentId) parts.push(eq(employees.departmentId, q.departmentId));
  if (q.positionId) parts.push(eq(employees.positionId, q.positionId));
  if (q.employmentStatus) parts.push(eq(employees.employmentStatus, q.employmentStatus));
  if (q.supervisorId) parts.push(eq(employees.supervisorId, q.supervisorId));
  if (q.active !== undefined) parts.push(eq(employees.active, q.active));
  if (q.employmentTypeId) parts.push(eq(employees.employmentTypeId, q.employmentTypeId));
  if (q.workingTimeType) parts.push(eq(employees.workingTimeType, q.workingTimeType));
  if (q.within) parts.push(sql`${employees.id} IN (${q.within})`);
  return parts.length ? and(...parts) : undefined;
}

/**
 * HR's all-employee list (and, with `pageSize` up to 50,000, its Excel export): one page of
 * employees with their company, department, position and supervisor named in the reader's
 * language. The page's ids are chosen first, from the employees table alone (joining only what the
 * sort needs), and only those rows are joined to their names: a name search can match a thousand
 * people, and joining them all to sort out twenty took three times as long.
 */
export async function searchEmployees(db: DbOrTx, q: EmployeeSearch, thai: boolean) {
  const byName = thai ? [employees.firstNameTh, employees.lastNameTh] : [employees.firstNameEn, employees.lastNameEn];
  const dir = q.sort?.dir === 'desc' ? desc : asc;
  const sortBy = q.sort?.field ?? 'employeeCode';
  const order = sortBy === 'employeeCode' ? [dir(employees.employeeCode)]
    : sortBy === 'name' ? byName.map((c) => dir(c))
      : sortBy === 'joiningDate' ? [dir(employees.joiningDate)]
        : sortBy === 'department' ? [dir(thai ? departments.nameTh : departments.nameEn)] : [dir(thai ? positions.nameTh : positions.nameEn)];
  const w = where(q);
  // A name search matches a few hundred rows at most: counting them in the same query (a window)
  // reads them once. Without a keyword the page comes straight off the employee-id index and a
  // separate count is cheaper than counting every employee in the window.
  const windowed = !!q.keyword;
  let chosen = db.select({ id: employees.id, total: (windowed ? sql<number>`(count(*) over ())::int` : sql<number>`0`).as('total') }).from(employees).$dynamic();
  if (sortBy === 'department') chosen = chosen.leftJoin(departments, eq(departments.id, employees.departmentId));
  if (sortBy === 'position') chosen = chosen.leftJoin(positions, eq(positions.id, employees.positionId));
  const pageRows = chosen.where(w).orderBy(...order, asc(employees.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize).as('page_rows');
  const [rows, [counted]] = await Promise.all([
    db.select({
      total: pageRows.total,
      id: employees.id, employeeCode: employees.employeeCode, title: employees.title,
      firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
      nicknameEn: employees.nicknameEn, nicknameTh: employees.nicknameTh, companyEmail: employees.companyEmail,
      company: sql<string>`${companies.abbreviation}`, department: sql<string | null>`${thai ? departments.nameTh : departments.nameEn}`,
      position: sql<string | null>`${thai ? positions.nameTh : positions.nameEn}`, supervisor: sql<string | null>`${personName(supervisor, thai)}`,
      employmentStatus: employees.employmentStatus, joiningDate: employees.joiningDate, active: employees.active, imageProfileFileId: employees.imageProfileFileId,
      employmentType: sql<string | null>`${thai ? masterEmploymentTypes.nameTh : masterEmploymentTypes.nameEn}`, workingTimeType: employees.workingTimeType,
      workingTime: sql<string | null>`${thai ? workingTimes.nameTh : workingTimes.nameEn}`,
    }).from(pageRows)
      .innerJoin(employees, eq(employees.id, pageRows.id))
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .leftJoin(positions, eq(positions.id, employees.positionId))
      .leftJoin(supervisor, eq(supervisor.id, employees.supervisorId))
      .leftJoin(masterEmploymentTypes, eq(masterEmploymentTypes.id, employees.employmentTypeId))
      .leftJoin(workingTimes, eq(workingTimes.id, employees.workingTimeId))
      .orderBy(...order, asc(employees.id)),
    windowed ? Promise.resolve([undefined]) : db.select({ n: count() }).from(employees).where(w),
  ]);
  const items = rows.map(({ total: _t, ...r }) => r);
  // A page past the end has no row to carry the window's count.
  const total = windowed ? (rows[0]?.total ?? (q.page > 1 ? (await db.select({ n: count() }).from(employees).where(w))[0]!.n : 0)) : counted!.n;
  return { items, total, page: q.page, pageSize: q.pageSize };
}

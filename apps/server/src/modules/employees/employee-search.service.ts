import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { alias } from 'drizzle-orm/pg-core';
import { companies, departments, employees, masterEmploymentTypes, positions, workingTimes, type DbOrTx } from '@hr/db';
import { containing } from '../../platform/search';
import { personName } from './person-name';
import { nameSql } from '../../platform/local-name';

export type EmployeeSearch = {
  page: number; pageSize: number; keyword?: string; companyId?: string; departmentId?: string; positionId?: string;
  employmentStatus?: 'probation' | 'permanent' | 'resigned' | 'terminated'; supervisorId?: string; active?: boolean;
  employmentTypeId?: string; workingTimeType?: 'general' | 'shift';
  /** Only the ids this subquery yields (a lead's team, platform/scope teamOf), whatever the other filters say. */
  within?: SQL;
  sort?: { field: 'employeeCode' | 'name' | 'joiningDate' | 'department' | 'position'; dir: 'asc' | 'desc' };
};

const supervisor = alias(employees, 'supervisor');

/** A filter's value: a placeholder of a prepared statement, or the value itself. */
type Bind = (name: keyof EmployeeSearch, value: unknown) => unknown;
const FILTERS = ['keyword', 'companyId', 'departmentId', 'positionId', 'employmentStatus', 'supervisorId', 'active', 'employmentTypeId', 'workingTimeType'] as const;

function where(q: EmployeeSearch, bind: Bind): SQL | undefined {
  const parts: SQL[] = [];
  const is = (column: Parameters<typeof eq>[0], name: keyof EmployeeSearch) => parts.push(eq(column, bind(name, q[name])));
  // employees.search_text holds the id, names and nicknames lower-cased (a generated column).
  if (q.keyword) parts.push(sql`${employees.searchText} LIKE ${bind('keyword', containing(q.keyword.toLowerCase()))}`);
  if (q.companyId) is(employees.companyId, 'companyId');
  if (q.departmentId) is(employees.departmentId, 'departmentId');
  if (q.positionId) is(employees.positionId, 'positionId');
  if (q.employmentStatus) is(employees.employmentStatus, 'employmentStatus');
  if (q.supervisorId) is(employees.supervisorId, 'supervisorId');
  if (q.active !== undefined) is(employees.active, 'active');
  if (q.employmentTypeId) is(employees.employmentTypeId, 'employmentTypeId');
  if (q.workingTimeType) is(employees.workingTimeType, 'workingTimeType');
  if (q.within) parts.push(sql`${employees.id} IN (${q.within})`);
  return parts.length ? and(...parts) : undefined;
}

/**
 * The page query and the count query of a search, their values bound by `bind`. The page's ids
 * are chosen first, from the employees table alone (joining only what the sort needs), and only
 * those rows are joined to their names: a name search can match a thousand people, and joining
 * them all to sort out twenty took three times as long. A name search counts its matches in the
 * same query (a window), reading them once; without a keyword the page comes straight off the
 * employee-id index and a separate count is cheaper.
 */
function searchQueries(db: DbOrTx, q: EmployeeSearch, lang: Lang, bind: Bind) {
  const byName = lang === 'th' ? [employees.firstNameTh, employees.lastNameTh] : [employees.firstNameEn, employees.lastNameEn];
  const dir = q.sort?.dir === 'desc' ? desc : asc;
  const sortBy = q.sort?.field ?? 'employeeCode';
  const order = sortBy === 'employeeCode' ? [dir(employees.employeeCode)]
    : sortBy === 'name' ? byName.map((c) => dir(c))
      : sortBy === 'joiningDate' ? [dir(employees.joiningDate)]
        : sortBy === 'department' ? [dir(nameSql(lang, departments))] : [dir(nameSql(lang, positions))];
  const w = where(q, bind);
  const windowed = !!q.keyword;
  let chosen = db.select({ id: employees.id, total: (windowed ? sql<number>`(count(*) over ())::int` : sql<number>`0`).as('total') }).from(employees).$dynamic();
  if (sortBy === 'department') chosen = chosen.leftJoin(departments, eq(departments.id, employees.departmentId));
  if (sortBy === 'position') chosen = chosen.leftJoin(positions, eq(positions.id, employees.positionId));
  const pageRows = chosen.where(w).orderBy(...order, asc(employees.id))
    .limit(bind('pageSize', q.pageSize) as number).offset(bind('page', (q.page - 1) * q.pageSize) as number).as('page_rows');
  const page = db.select({
    total: pageRows.total,
    id: employees.id, employeeCode: employees.employeeCode, title: employees.title,
    firstNameEn: employees.firstNameEn, lastNameEn: employees.lastNameEn, firstNameTh: employees.firstNameTh, lastNameTh: employees.lastNameTh,
    nicknameEn: employees.nicknameEn, nicknameTh: employees.nicknameTh, companyEmail: employees.companyEmail,
    company: sql<string>`${companies.abbreviation}`, department: sql<string | null>`${nameSql(lang, departments)}`,
    position: sql<string | null>`${nameSql(lang, positions)}`, supervisor: sql<string | null>`${personName(supervisor, lang === 'th')}`,
    employmentStatus: employees.employmentStatus, joiningDate: employees.joiningDate, active: employees.active, imageProfileFileId: employees.imageProfileFileId,
    employmentType: sql<string | null>`${nameSql(lang, masterEmploymentTypes)}`, workingTimeType: employees.workingTimeType,
    workingTime: sql<string | null>`${nameSql(lang, workingTimes)}`,
  }).from(pageRows)
    .innerJoin(employees, eq(employees.id, pageRows.id))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(positions, eq(positions.id, employees.positionId))
    .leftJoin(supervisor, eq(supervisor.id, employees.supervisorId))
    .leftJoin(masterEmploymentTypes, eq(masterEmploymentTypes.id, employees.employmentTypeId))
    .leftJoin(workingTimes, eq(workingTimes.id, employees.workingTimeId))
    .orderBy(...order, asc(employees.id));
  return { page, count: db.select({ n: count() }).from(employees).where(w) };
}

type Queries = ReturnType<typeof searchQueries>;
type Prepared = { page: ReturnType<Queries['page']['prepare']>; count: ReturnType<Queries['count']['prepare']> };
/**
 * Prepared statements per database and per shape of search (which filters, which sort, which
 * language): PostgreSQL then parses and plans a search once per connection rather than on every
 * keystroke, which doubled what it could serve (planning the eight-table query cost as much as
 * running it).
 */
const prepared = new WeakMap<object, Map<string, Prepared>>();
let statementSeq = 0;

function preparedFor(db: DbOrTx, q: EmployeeSearch, lang: Lang): Prepared {
  const key = JSON.stringify([lang, q.sort?.field ?? 'employeeCode', q.sort?.dir ?? 'asc', FILTERS.filter((f) => q[f] !== undefined && q[f] !== '')]);
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let p = byShape.get(key);
  if (!p) {
    const queries = searchQueries(db, q, lang, (name) => sql.placeholder(name));
    const n = ++statementSeq;
    byShape.set(key, (p = { page: queries.page.prepare(`employee_search_${n}`), count: queries.count.prepare(`employee_count_${n}`) }));
  }
  return p;
}

/**
 * HR's all-employee list (and, with `pageSize` up to 50,000, its Excel export): one page of
 * employees with their company, department, position and supervisor named in the reader's
 * language, and how many there are. A search within a team (`within`) is built each time.
 */
export async function searchEmployees(db: DbOrTx, q: EmployeeSearch, lang: Lang) {
  const windowed = !!q.keyword;
  let page: () => Promise<Array<Awaited<Queries['page']>[number]>>;
  let counter: () => Promise<Array<{ n: number }>>;
  if (q.within) {
    const queries = searchQueries(db, q, lang, (_name, value) => value);
    page = () => queries.page;
    counter = () => queries.count;
  } else {
    const p = preparedFor(db, q, lang);
    const values: Record<string, unknown> = { pageSize: q.pageSize, page: (q.page - 1) * q.pageSize };
    for (const f of FILTERS) if (q[f] !== undefined && q[f] !== '') values[f] = f === 'keyword' ? containing(q.keyword!.toLowerCase()) : q[f];
    page = () => p.page.execute(values);
    counter = () => p.count.execute(values);
  }
  const [rows, [counted]] = await Promise.all([page(), windowed ? Promise.resolve([undefined]) : counter()]);
  const items = rows.map(({ total: _t, ...r }) => r);
  // A page past the end has no row to carry the window's count.
  const total = windowed ? (rows[0]?.total ?? (q.page > 1 ? (await counter())[0]!.n : 0)) : counted!.n;
  return { items, total, page: q.page, pageSize: q.pageSize };
}

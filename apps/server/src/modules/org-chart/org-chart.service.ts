import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { alias } from 'drizzle-orm/pg-core';
import { departments, employees, positions, queryRows, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { personName } from '../employees/person-name';
import { nameSql } from '../../platform/local-name';

const boss = alias(employees, 'boss');
const label = (lang: Lang, t: typeof departments | typeof positions) => sql<string | null>`${nameSql(lang, t)}`;

/** The deepest supervisor chain we follow: a guard against a loop in old data (saves refuse loops). */
const MAX_DEPTH = 64;

/**
 * Active employees whose supervisor line starts with them in this view: no supervisor, a supervisor
 * who has left, or one in another company (when the chart is drawn for one company).
 */
function isRoot(companyId?: string): SQL {
  return or(isNull(employees.supervisorId), eq(boss.active, false), ...(companyId ? [sql`${boss.companyId} <> ${companyId}`] : []))!;
}

/**
 * One level of the organisation chart: the roots (`parentId` absent) or the active direct
 * subordinates of one employee, each with how many active direct subordinates it has, so the chart
 * expands lazily and stays quick for a 20,000-employee company.
 */
export async function orgChartLevel(db: DbOrTx, q: { companyId?: string; parentId?: string }, lang: Lang) {
  const where = q.parentId
    ? and(eq(employees.supervisorId, q.parentId), eq(employees.active, true), q.companyId ? eq(employees.companyId, q.companyId) : undefined)
    : and(eq(employees.active, true), q.companyId ? eq(employees.companyId, q.companyId) : undefined, isRoot(q.companyId));
  return db.select({
    id: employees.id, employeeCode: employees.employeeCode, name: sql<string>`${personName(employees, lang === 'th')}`,
    position: label(lang, positions), department: label(lang, departments), imageProfileFileId: employees.imageProfileFileId,
    subordinates: sql<number>`(select count(*)::int from ${employees} s where s.supervisor_id = ${employees.id} and s.active
      ${q.companyId ? sql`and s.company_id = ${q.companyId}` : sql``})`,
  }).from(employees)
    .leftJoin(boss, eq(boss.id, employees.supervisorId))
    .leftJoin(positions, eq(positions.id, employees.positionId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(where)
    .orderBy(asc(employees.employeeCode));
}

/**
 * The chain of supervisors above an employee, top first, ending with the employee: what the chart
 * expands to show a searched person. Stops where the chart's roots stop (a supervisor who left, or
 * one in another company).
 */
export async function orgChartPath(db: DbOrTx, id: string, companyId?: string): Promise<string[]> {
  const list = await queryRows<{ id: string }>(db, sql`
    with recursive up(id, supervisor_id, depth) as (
      select e.id, e.supervisor_id, 0 from ${employees} e where e.id = ${id} and e.active ${companyId ? sql`and e.company_id = ${companyId}` : sql``}
      union all
      select s.id, s.supervisor_id, up.depth + 1 from up join ${employees} s on s.id = up.supervisor_id
       where s.active and up.depth < ${MAX_DEPTH} ${companyId ? sql`and s.company_id = ${companyId}` : sql``}
    )
    select id, depth from up order by depth desc`);
  if (!list.length) throw new AppError('RECORD_GONE');
  return list.map((r) => r.id);
}

import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { firstChangeableDate, type WorkingHourPage, type WorkingHourSearch, type WorkingHourUpdate } from '@hr/domain/attendance/roster';
import { companies, departments, employeeWorkingTimes, employees, positions, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { businessToday } from '../../platform/maintenance';
import { containing } from '../../platform/search';
import { personName } from '../employees/person-name';
import { repriceOvertime } from '../overtime/overtime-reprice.service';
import { activeWorkingTime } from './roster-scope';
import { defaultsOf, shiftsById } from './roster.query';

/**
 * search/employeeWorkingHour (HR): employees with the default working time they have today and,
 * when one was saved, the one that takes over tomorrow.
 */
export async function searchWorkingHours(db: DbOrTx, q: WorkingHourSearch, today: string, lang: Lang): Promise<WorkingHourPage> {
  const where = and(
    eq(employees.active, true),
    q.keyword ? sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}` : undefined,
    q.companyId ? eq(employees.companyId, q.companyId) : undefined,
    q.departmentId ? eq(employees.departmentId, q.departmentId) : undefined,
    q.workingTimeType ? eq(employees.workingTimeType, q.workingTimeType) : undefined,
    q.workingTimeId ? eq(employees.workingTimeId, q.workingTimeId) : undefined,
  );
  const [people, [total], shifts] = await Promise.all([
    db.select({
      id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, lang === 'th'),
      company: sql<string | null>`${companies.abbreviation}`, department: sql<string | null>`${nameSql(lang, departments)}`, position: sql<string | null>`${nameSql(lang, positions)}`,
      workingTimeType: employees.workingTimeType,
    }).from(employees).innerJoin(companies, eq(companies.id, employees.companyId))
      .leftJoin(departments, eq(departments.id, employees.departmentId)).leftJoin(positions, eq(positions.id, employees.positionId))
      .where(where).orderBy(asc(employees.employeeCode), asc(employees.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(employees).where(where),
    shiftsById(db, lang),
  ]);
  const ids = people.map((p) => p.id);
  const [defaults, upcoming] = await Promise.all([
    defaultsOf(db, ids),
    ids.length ? db.select({ employeeId: employeeWorkingTimes.employeeId, effectiveFrom: employeeWorkingTimes.effectiveFrom, workingTimeId: employeeWorkingTimes.workingTimeId, workingTimeType: employeeWorkingTimes.workingTimeType })
      .from(employeeWorkingTimes).where(and(inArray(employeeWorkingTimes.employeeId, ids), gt(employeeWorkingTimes.effectiveFrom, today))).orderBy(asc(employeeWorkingTimes.effectiveFrom)) : [],
  ]);
  const next = new Map(upcoming.map((u) => [u.employeeId, u]));
  return {
    items: people.map((p) => {
      const nowId = defaults(p.id, today);
      const u = next.get(p.id);
      return {
        ...p, shift: nowId ? shifts.get(nowId) ?? null : null,
        upcoming: u ? { effectiveFrom: u.effectiveFrom, workingTimeType: u.workingTimeType, shift: u.workingTimeId ? shifts.get(u.workingTimeId) ?? null : null } : null,
      };
    }),
    total: total!.n, page: q.page, pageSize: q.pageSize,
  };
}

/**
 * update/employeeWorkingHour (HR): the employee's default working time from tomorrow on (SPEC
 * section 4). The working time in effect until then is recorded first when none was, so today and
 * the past keep theirs; the employee record shows the new one. One transaction with its audit row.
 */
export async function updateWorkingHour(deps: Deps, v: WorkingHourUpdate, actor: Actor) {
  const from = firstChangeableDate(businessToday(deps));
  return deps.db.transaction(async (tx) => {
    const [person] = await tx.select({ id: employees.id, workingTimeId: employees.workingTimeId, workingTimeType: employees.workingTimeType })
      .from(employees).where(and(eq(employees.id, v.employeeId), eq(employees.active, true))).for('no key update').limit(1);
    if (!person) throw new AppError('RECORD_GONE');
    await activeWorkingTime(tx, v.workingTimeId, 'workingTimeId', actor.lang);
    await recordDefaultChange(tx, v.employeeId, person, v, from, actor.id);
    await tx.update(employees).set({ workingTimeId: v.workingTimeId, workingTimeType: v.workingTimeType, updatedBy: actor.id, updatedAt: sql`now()` }).where(eq(employees.id, v.employeeId));
    // The new default shift moves the overtime asked for on its dates (issue 34 point 3).
    await repriceOvertime(tx, { employeeIds: [v.employeeId], from }, 'roster', actor, deps.clock.now());
    await audit(tx, { actorId: actor.id, action: 'employee.workingTime', targetType: 'employee', targetId: v.employeeId, ip: actor.ip, requestId: actor.requestId,
      detail: { from: { workingTimeId: person.workingTimeId, workingTimeType: person.workingTimeType }, to: { workingTimeId: v.workingTimeId, workingTimeType: v.workingTimeType }, effectiveFrom: from } });
    return { effectiveFrom: from };
  });
}

type DefaultTime = { workingTimeId: string | null; workingTimeType: 'general' | 'shift' };

/**
 * Records a change of an employee's default working time, from `from` on: the one before it is
 * recorded first (from 1900-01-01) when none was, so the dates before `from` keep it. Every save of
 * employment data that changes the working time calls this inside its transaction.
 */
export async function recordDefaultChange(tx: DbOrTx, employeeId: string, before: DefaultTime, after: DefaultTime, from: string, actorId: string) {
  if (before.workingTimeId === after.workingTimeId && before.workingTimeType === after.workingTimeType) return;
  const [{ n }] = await tx.select({ n: count() }).from(employeeWorkingTimes).where(eq(employeeWorkingTimes.employeeId, employeeId)) as [{ n: number }];
  if (n === 0) {
    await tx.insert(employeeWorkingTimes).values({ employeeId, effectiveFrom: '1900-01-01', workingTimeId: before.workingTimeId, workingTimeType: before.workingTimeType, createdBy: actorId });
  }
  await tx.insert(employeeWorkingTimes).values({ employeeId, effectiveFrom: from, workingTimeId: after.workingTimeId, workingTimeType: after.workingTimeType, createdBy: actorId })
    .onConflictDoUpdate({ target: [employeeWorkingTimes.employeeId, employeeWorkingTimes.effectiveFrom], set: { workingTimeId: after.workingTimeId, workingTimeType: after.workingTimeType, createdBy: actorId, createdAt: sql`now()` } });
}

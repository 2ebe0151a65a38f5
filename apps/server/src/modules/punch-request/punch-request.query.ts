import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { RequestStatus } from '@hr/domain/approval/schemas';
import type { PunchRequestListed, PunchRequestPage, PunchRequestSearch } from '@hr/domain/attendance/punch-request';
import { departments, employees as e, punchRequests as p, type DbOrTx } from '@hr/db';
import type { AuthUser } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { teamOf } from '../../platform/scope';
import { personName } from '../employees/person-name';
import { namedInSql, waitingStepSql } from '../approval/approval-inbox.query';

function from(db: DbOrTx, lang: Lang) {
  return db.select({
    id: p.id, employeeId: p.employeeId, employeeCode: e.employeeCode, employeeName: personName(e, lang === 'th'), department: sql<string | null>`${nameSql(lang, departments)}`,
    date: p.date, time: p.time, kind: p.kind, reason: p.reason, status: p.status, createdAt: p.createdAt, decidedAt: p.decidedAt,
    step: waitingStepSql('punchCorrection', p.id),
  }).from(p).innerJoin(e, eq(e.id, p.employeeId)).leftJoin(departments, eq(departments.id, e.departmentId)).$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof from>['where']>>[number];
const toListed = (r: Row): PunchRequestListed => ({
  id: r.id, employee: { id: r.employeeId, employeeCode: r.employeeCode, name: r.employeeName, department: r.department },
  date: r.date, time: r.time, kind: r.kind, reason: r.reason, status: r.status as RequestStatus,
  createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null, step: r.step,
});

/** The listed rows of some ids, in that order (the inbox's page). */
export async function listedPunchRequests(db: DbOrTx, ids: string[], lang: Lang): Promise<PunchRequestListed[]> {
  if (!ids.length) return [];
  const rows = new Map((await from(db, lang).where(inArray(p.id, ids))).map((r) => [r.id, r]));
  return ids.map((id) => rows.get(id)).filter((r): r is Row => !!r).map(toListed);
}
export async function punchRequestRow(db: DbOrTx, id: string, lang: Lang): Promise<PunchRequestListed | null> {
  const [r] = await from(db, lang).where(eq(p.id, id)).limit(1);
  return r ? toListed(r) : null;
}

/** The caller's own requests, the latest date first; paged. */
export async function searchOwnPunchRequests(db: DbOrTx, userId: string, q: PunchRequestSearch, lang: Lang): Promise<PunchRequestPage> {
  const where = and(eq(p.employeeId, userId), q.status ? eq(p.status, q.status) : undefined,
    q.dateFrom ? gte(p.date, q.dateFrom) : undefined, q.dateTo ? lte(p.date, q.dateTo) : undefined) as SQL;
  const [rows, [count]] = await Promise.all([
    from(db, lang).where(where).orderBy(desc(p.date), desc(p.time)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(p).where(where),
  ]);
  return { items: rows.map(toListed), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Whether the caller may read a request: the employee, HR, their supervisors up the line, anyone named in its chain. */
export async function mayReadPunchRequest(db: DbOrTx, user: AuthUser, id: string): Promise<boolean> {
  if (user.isHr) return true;
  const [r] = await db.select({ id: p.id }).from(p)
    .where(and(eq(p.id, id), or(eq(p.employeeId, user.id), sql`${p.employeeId} IN (${teamOf(user.id)})`, namedInSql('punchCorrection', p.id, user.id)))).limit(1);
  return !!r;
}

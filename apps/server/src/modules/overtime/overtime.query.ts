import { and, asc, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { RequestStatus } from '@hr/domain/approval/schemas';
import type { OvertimeListed, OvertimePage, OvertimeSelfSearch, OvertimeTeamSearch } from '@hr/domain/overtime/schemas';
import { companies, departments, employees as e, overtimeRequests as o, type DbOrTx } from '@hr/db';
import type { AuthUser } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { containing } from '../../platform/search';
import { teamOf } from '../../platform/scope';
import { personName } from '../employees/person-name';
import { namedInSql, waitingStepSql } from '../approval/approval-inbox.query';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function columns(lang: Lang) {
  return {
    id: o.id, employeeId: o.employeeId, employeeCode: e.employeeCode, employeeName: personName(e, lang === 'th'),
    department: sql<string | null>`${nameSql(lang, departments)}`, company: sql<string | null>`${companies.abbreviation}`,
    date: o.date, startTime: o.startTime, endTime: o.endTime, reason: o.reason, moment: o.moment, segments: o.segments,
    minutes: o.minutes, overtimeMinutes: o.overtimeMinutes, holidayWorkMinutes: o.holidayWorkMinutes, weekMinutes: o.weekMinutes, overCap: o.overCap,
    status: o.status, createdAt: o.createdAt, decidedAt: o.decidedAt,
    step: waitingStepSql('overtime', o.id),
  };
}
function from(db: DbOrTx, lang: Lang) {
  return db.select(columns(lang)).from(o).innerJoin(e, eq(e.id, o.employeeId))
    .leftJoin(companies, eq(companies.id, e.companyId)).leftJoin(departments, eq(departments.id, e.departmentId)).$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof from>['where']>>[number];
export const toListed = (r: Row): OvertimeListed => ({
  id: r.id, employee: { id: r.employeeId, employeeCode: r.employeeCode, name: r.employeeName, department: r.department, company: r.company },
  date: r.date, startTime: r.startTime, endTime: r.endTime, reason: r.reason, moment: r.moment, segments: r.segments,
  minutes: r.minutes, overtimeMinutes: r.overtimeMinutes, holidayWorkMinutes: r.holidayWorkMinutes, weekMinutes: r.weekMinutes, overCap: r.overCap,
  status: r.status as RequestStatus, createdAt: r.createdAt.toISOString(), decidedAt: iso(r.decidedAt), step: r.step,
});

/** The listed rows of some ids, in that order (the inbox's page). */
export async function listedOvertime(db: DbOrTx, ids: string[], lang: Lang): Promise<OvertimeListed[]> {
  if (!ids.length) return [];
  const rows = new Map((await from(db, lang).where(inArray(o.id, ids))).map((r) => [r.id, r]));
  return ids.map((id) => rows.get(id)).filter((r): r is Row => !!r).map(toListed);
}

/** One request's listed row, or null. */
export async function overtimeRow(db: DbOrTx, id: string, lang: Lang): Promise<OvertimeListed | null> {
  const [r] = await from(db, lang).where(eq(o.id, id)).limit(1);
  return r ? toListed(r) : null;
}

const filters = (q: OvertimeSelfSearch): SQL[] => [
  q.status ? eq(o.status, q.status) : undefined,
  q.dateFrom ? gte(o.date, q.dateFrom) : undefined,
  q.dateTo ? lte(o.date, q.dateTo) : undefined,
].filter((x): x is SQL => !!x);

async function page(db: DbOrTx, lang: Lang, where: SQL | undefined, q: { page: number; pageSize: number }, order: SQL[]): Promise<OvertimePage> {
  const [rows, [count]] = await Promise.all([
    from(db, lang).where(where).orderBy(...order).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(o).innerJoin(e, eq(e.id, o.employeeId)).where(where),
  ]);
  return { items: rows.map(toListed), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The caller's own requests, the latest date first. */
export const searchOwnOvertime = (db: DbOrTx, userId: string, q: OvertimeSelfSearch, lang: Lang) =>
  page(db, lang, and(eq(o.employeeId, userId), ...filters(q)), q, [desc(o.date), desc(o.startTime)]);

/**
 * A team's requests: HR everyone's; a supervisor their team's (direct and indirect) and any that
 * went through them. Pending first, then the latest date.
 */
export function searchTeamOvertime(db: DbOrTx, user: AuthUser, q: OvertimeTeamSearch, lang: Lang) {
  return page(db, lang, teamWhere(user, q), q, [sql`${o.status} = 'pending' DESC`, desc(o.date), asc(e.employeeCode)]);
}

/** The same requests for the Excel file: every match (at most EXPORT_MAX), by date and employee. */
export const EXPORT_MAX = 20_000;
export async function exportTeamOvertime(db: DbOrTx, user: AuthUser, q: OvertimeTeamSearch, lang: Lang): Promise<OvertimeListed[]> {
  return (await from(db, lang).where(teamWhere(user, q)).orderBy(asc(o.date), asc(e.employeeCode), asc(o.startTime)).limit(EXPORT_MAX)).map(toListed);
}

function teamWhere(user: AuthUser, q: OvertimeTeamSearch) {
  const scope = user.isHr ? undefined : or(sql`${o.employeeId} IN (${teamOf(user.id)})`, namedInSql('overtime', o.id, user.id));
  const where = and(scope, ...filters(q),
    q.keyword ? like(e.searchText, containing(q.keyword.toLowerCase())) : undefined,
    q.companyId ? eq(e.companyId, q.companyId) : undefined,
    q.departmentId ? eq(e.departmentId, q.departmentId) : undefined);
  return where;
}

/** Whether the caller may read a request: its requester, HR, their supervisors up the line, anyone named in its chain. */
export async function mayRead(db: DbOrTx, user: AuthUser, id: string): Promise<boolean> {
  if (user.isHr) return true;
  const [r] = await db.select({ id: o.id }).from(o).where(and(eq(o.id, id), or(eq(o.employeeId, user.id), sql`${o.employeeId} IN (${teamOf(user.id)})`, namedInSql('overtime', o.id, user.id)))).limit(1);
  return !!r;
}

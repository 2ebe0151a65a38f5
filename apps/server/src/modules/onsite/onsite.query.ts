import { and, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { RequestStatus } from '@hr/domain/approval/schemas';
import type { OnSiteListed, OnSitePage, OnSiteSearch } from '@hr/domain/onsite/schemas';
import { departments, employees as e, files, onsiteRequests as o, type DbOrTx } from '@hr/db';
import type { AuthUser } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { containing } from '../../platform/search';
import { teamOf } from '../../platform/scope';
import { personName } from '../employees/person-name';
import { namedInSql, waitingStepSql } from '../approval/approval-inbox.query';

const personJson = (lang: Lang) => (lang === 'th' ? sql.raw(`m2.first_name_th || ' ' || m2.last_name_th`) : sql.raw(`m2.first_name_en || ' ' || m2.last_name_en`));

function columns(lang: Lang) {
  return {
    id: o.id, requesterId: o.requesterId, requesterCode: e.employeeCode, requesterName: personName(e, lang === 'th'), department: sql<string | null>`${nameSql(lang, departments)}`,
    dateFrom: o.dateFrom, dateTo: o.dateTo, duration: o.duration, workType: o.workType, subType: o.subType, description: o.description,
    members: sql<Array<{ id: string; employeeCode: string; name: string }>>`(SELECT coalesce(json_agg(json_build_object('id', m2.id, 'employeeCode', m2.employee_code, 'name', ${personJson(lang)}) ORDER BY m2.employee_code), '[]'::json)
      FROM onsite_request_members m JOIN employees m2 ON m2.id = m.employee_id WHERE m.request_id = ${o.id})`,
    fileId: o.fileId, fileName: files.originalName,
    status: o.status, createdAt: o.createdAt, decidedAt: o.decidedAt,
    step: waitingStepSql('onSite', o.id),
  };
}
function from(db: DbOrTx, lang: Lang) {
  return db.select(columns(lang)).from(o).innerJoin(e, eq(e.id, o.requesterId)).leftJoin(departments, eq(departments.id, e.departmentId))
    .leftJoin(files, eq(files.id, o.fileId)).$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof from>['where']>>[number];
const toListed = (r: Row): OnSiteListed => ({
  id: r.id, requester: { id: r.requesterId, employeeCode: r.requesterCode, name: r.requesterName, department: r.department },
  dateFrom: r.dateFrom, dateTo: r.dateTo, duration: r.duration, workType: r.workType, subType: r.subType, description: r.description, members: r.members,
  file: r.fileId ? { id: r.fileId, name: r.fileName ?? '', url: `/api/1.0/file/onsite/${r.id}` } : null,
  status: r.status as RequestStatus, createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null, step: r.step,
});

/** The listed rows of some ids, in that order (the inbox's page). */
export async function listedOnSite(db: DbOrTx, ids: string[], lang: Lang): Promise<OnSiteListed[]> {
  if (!ids.length) return [];
  const rows = new Map((await from(db, lang).where(inArray(o.id, ids))).map((r) => [r.id, r]));
  return ids.map((id) => rows.get(id)).filter((r): r is Row => !!r).map(toListed);
}
export async function onSiteRow(db: DbOrTx, id: string, lang: Lang): Promise<OnSiteListed | null> {
  const [r] = await from(db, lang).where(eq(o.id, id)).limit(1);
  return r ? toListed(r) : null;
}

const memberOf = (employeeSet: SQL) => sql`EXISTS (SELECT 1 FROM onsite_request_members m WHERE m.request_id = ${o.id} AND m.employee_id IN (${employeeSet}))`;
const filters = (q: OnSiteSearch): SQL[] => [
  q.status ? eq(o.status, q.status) : undefined,
  q.dateFrom ? gte(o.dateTo, q.dateFrom) : undefined,
  q.dateTo ? lte(o.dateFrom, q.dateTo) : undefined,
  q.keyword ? like(e.searchText, containing(q.keyword.toLowerCase())) : undefined,
].filter((x): x is SQL => !!x);

async function page(db: DbOrTx, lang: Lang, where: SQL | undefined, q: OnSiteSearch): Promise<OnSitePage> {
  const [rows, [count]] = await Promise.all([
    from(db, lang).where(where).orderBy(desc(o.dateFrom), desc(o.createdAt)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(o).innerJoin(e, eq(e.id, o.requesterId)).where(where),
  ]);
  return { items: rows.map(toListed), total: count?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** search/meOnSiteWork: the requests the caller works on site in (a member), whoever filed them. */
export const searchMineOnSite = (db: DbOrTx, userId: string, q: OnSiteSearch, lang: Lang) => page(db, lang, and(memberOf(sql`${userId}::uuid`), ...filters(q)), q);
/** search/workonsiteself: the requests the caller filed (for themselves or their team). */
export const searchFiledOnSite = (db: DbOrTx, userId: string, q: OnSiteSearch, lang: Lang) => page(db, lang, and(eq(o.requesterId, userId), ...filters(q)), q);
/** search/workonsitehrorlead: HR everyone's; a supervisor's team's (as filer or member) and those that went through them. */
export function searchTeamOnSite(db: DbOrTx, user: AuthUser, q: OnSiteSearch, lang: Lang) {
  const scope = user.isHr ? undefined : or(sql`${o.requesterId} IN (${teamOf(user.id)})`, memberOf(teamOf(user.id)), namedInSql('onSite', o.id, user.id));
  return page(db, lang, and(scope, ...filters(q)), q);
}

/** Whether the caller may read a request: its filer or a member, HR, a supervisor of either, anyone named in its chain. */
export async function mayReadOnSite(db: DbOrTx, user: AuthUser, id: string): Promise<boolean> {
  if (user.isHr) return true;
  const [r] = await db.select({ id: o.id }).from(o).where(and(eq(o.id, id), or(
    eq(o.requesterId, user.id), memberOf(sql`${user.id}::uuid`), sql`${o.requesterId} IN (${teamOf(user.id)})`, memberOf(teamOf(user.id)), namedInSql('onSite', o.id, user.id),
  ))).limit(1);
  return !!r;
}

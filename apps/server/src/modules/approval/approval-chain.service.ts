import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_CHAIN, resolveChain, type ChainFacts, type ChainStep, type ResolvedChain } from '@hr/domain/approval/chain';
import type { RequestType } from '@hr/domain/approval/schemas';
import { approvalChains, approvalDelegates, employees, leaveRequests, rolePermissions, type DbOrTx } from '@hr/db';

/** The chain a company uses for a request type: its own, else the one for every company, else SPEC's default. */
export async function chainFor(db: DbOrTx, companyId: string | null, type: RequestType): Promise<{ steps: ChainStep[]; source: 'company' | 'all' | 'default' }> {
  const rows = await db.select({ companyId: approvalChains.companyId, steps: approvalChains.steps }).from(approvalChains)
    .where(and(eq(approvalChains.requestType, type), companyId ? or(eq(approvalChains.companyId, companyId), isNull(approvalChains.companyId)) : isNull(approvalChains.companyId)));
  const own = rows.find((r) => r.companyId && r.companyId === companyId);
  if (own) return { steps: own.steps, source: 'company' };
  const all = rows.find((r) => !r.companyId);
  return all ? { steps: all.steps, source: 'all' } : { steps: [...DEFAULT_CHAIN], source: 'default' };
}

/** What a request is routed by: who asks, the dates it covers (for absences) and its measures. */
export type RouteInput = { requesterId: string; dateFrom: string; dateTo: string; measures: ChainFacts['measures'] };

/**
 * Resolves the chain of a request from the database's facts: the requester's line of supervisors
 *, the active holders of HR's rights and of any role the chain names, who
 * among them is away on approved leave over the request's dates, and the delegates they set.
 * The same answer files a request and shows the routing check.
 */
export async function routeRequest(db: DbOrTx, chain: readonly ChainStep[], hrPermission: string, input: RouteInput): Promise<ResolvedChain> {
  // Up the line a read at a time: lines are short (the org chart refuses cycles), and a filing reads two or three.
  const rows: Array<{ id: string; companyId: string; supervisorId: string | null; assistantId: string | null }> = [];
  for (let next: string | null = input.requesterId; next && rows.length < 12 && !rows.some((r) => r.id === next);) {
    const [r] = await db.select({ id: employees.id, companyId: employees.companyId, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId }).from(employees).where(eq(employees.id, next)).limit(1);
    if (!r) break;
    rows.push(r);
    next = r.supervisorId;
  }
  const supervisorOf = new Map(rows.map((r) => [r.id, r.supervisorId]));
  const me = rows[0];
  const roleIds = [...new Set(chain.filter((s) => s.kind === 'role' && s.roleId).map((s) => s.roleId!))];
  const holders = await db.select({ id: employees.id, companyId: employees.companyId, roleId: employees.roleId, hr: sql<boolean>`${employees.roleId} IN (SELECT ${rolePermissions.roleId} FROM ${rolePermissions} WHERE ${rolePermissions.objectId} = ${hrPermission})` })
    .from(employees)
    .where(and(eq(employees.active, true), or(
      sql`${employees.roleId} IN (SELECT ${rolePermissions.roleId} FROM ${rolePermissions} WHERE ${rolePermissions.objectId} = ${hrPermission})`,
      roleIds.length ? inArray(employees.roleId, roleIds) : undefined,
    )));
  // HR of the requester's company decide their requests; a company without HR of its own falls to the group's.
  const hr = holders.filter((h) => h.hr);
  const ownHr = hr.filter((h) => h.companyId === me?.companyId);
  const hrIds = (ownHr.length ? ownHr : hr).map((h) => h.id);
  const people = [...new Set([...rows.flatMap((r) => [r.id, r.supervisorId, r.assistantId]), ...holders.map((h) => h.id)].filter((x): x is string => !!x))];
  const delegates = people.length
    ? new Map((await db.select({ id: approvalDelegates.employeeId, to: approvalDelegates.delegateId }).from(approvalDelegates).where(inArray(approvalDelegates.employeeId, people))).map((d) => [d.id, d.to]))
    : new Map<string, string>();
  const everyone = [...new Set([...people, ...delegates.values()])];
  const away = new Set(everyone.length ? (await db.selectDistinct({ id: leaveRequests.employeeId }).from(leaveRequests)
    .where(and(inArray(leaveRequests.employeeId, everyone), eq(leaveRequests.status, 'approved'), lte(leaveRequests.dateFrom, input.dateTo), gte(leaveRequests.dateTo, input.dateFrom)))).map((r) => r.id) : []);
  return resolveChain(chain, {
    requesterId: input.requesterId,
    supervisorId: me?.supervisorId ?? null,
    assistantId: me?.assistantId ?? null,
    supervisorOf: (id) => supervisorOf.get(id) ?? null,
    hrIds,
    roleHolders: (roleId) => holders.filter((h) => h.roleId === roleId).map((h) => h.id),
    isAway: (id) => away.has(id),
    delegateOf: (id) => delegates.get(id) ?? null,
    measures: input.measures,
  });
}

import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CHAIN, resolveChain, withoutEarlierDeciders, type ChainFacts, type ChainNote, type ChainStep, type ResolvedChain, type StepKind } from '@hr/domain/approval/chain';
import type { RequestType } from '@hr/domain/approval/schemas';
import { HR_SCOPE_ID } from '@hr/domain';
import { employees, namedStatement, ph, rolePermissions, type DbOrTx } from '@hr/db';

/** A company's chains of a type and the one for every company: read at every filing, so sent by name (planned once per connection). */
const chainsOf = namedStatement<{ companyId: string | null; steps: ChainStep[] }>('approval_chains_of', () => sql`
  SELECT company_id AS "companyId", steps FROM approval_chains WHERE request_type = ${ph('type')} AND (company_id IS NULL OR company_id = ${ph('companyId')}::uuid)`);

/** The chain a company uses for a request type: its own, else the one for every company, else SPEC's default. */
export async function chainFor(db: DbOrTx, companyId: string | null, type: RequestType): Promise<{ steps: ChainStep[]; source: 'company' | 'all' | 'default' }> {
  return pickChain(await chainsOf(db, { type, companyId }), companyId);
}

function pickChain(rows: Array<{ companyId: string | null; steps: ChainStep[] }>, companyId: string | null): { steps: ChainStep[]; source: 'company' | 'all' | 'default' } {
  const own = rows.find((r) => r.companyId && r.companyId === companyId);
  if (own) return { steps: own.steps, source: 'company' };
  const all = rows.find((r) => !r.companyId);
  return all ? { steps: all.steps, source: 'all' } : { steps: [...DEFAULT_CHAIN], source: 'default' };
}

/**
 * What a request is routed by: who asks, its measures, and today (the business date): an approver
 * stands aside for their delegate while they are on approved leave TODAY, not over the request's
 * dates (issue 34 point 10); the stand-in job (approval-stand-in.service.ts) moves the steps
 * when a leave starts and gives them back when it ends.
 */
export type RouteInput = {
  requesterId: string; today: string; measures: ChainFacts['measures'];
  /** The requester's own row, when the caller has just read it (a filing reads it with its lock). */
  requester?: { companyId: string; supervisorId: string | null; assistantId: string | null };
};
/** The requester's columns a filing reads with its lock, for routeFiling. */
export const routingColumns = { companyId: employees.companyId, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId };
type LineRow = { id: string; companyId: string; supervisorId: string | null; assistantId: string | null };

/**
 * The active holders of HR's rights of a type and of the roles a chain names; HR of the requester's
 * company decide their requests, and a company without HR of its own falls to the group's.
 */
async function holdersOf(db: DbOrTx, hrPermission: string, roleIds: string[], companyId: string | undefined) {
  const isHr = sql`${employees.roleId} IN (SELECT ${rolePermissions.roleId} FROM ${rolePermissions} WHERE ${rolePermissions.objectId} = ${hrPermission})`;
  const holders = await db.select({ id: employees.id, companyId: employees.companyId, roleId: employees.roleId, supervisorId: employees.supervisorId, hr: sql<boolean>`${isHr}` }).from(employees)
    .where(and(eq(employees.active, true), or(isHr, roleIds.length ? inArray(employees.roleId, roleIds) : undefined)));
  const hr = holders.filter((h) => h.hr);
  const ownHr = hr.filter((h) => h.companyId === companyId);
  return { holders, hrIds: (ownHr.length ? ownHr : hr).map((h) => h.id) };
}

/**
 * Resolves the chain of a request from the database's facts: the requester's line of supervisors,
 * the active holders of HR's rights and of any role the chain names, who among them is away on
 * approved leave over the request's dates, and the delegates they set. The same answer files a
 * request and shows the routing check. It reads only what the chain needs: the default chain (the
 * supervisor or the assistant) of a requester read by the caller costs one read, of the two
 * approvers' delegates and absences (a leave filing is measured, issue 6); HR's holders are read
 * when a step names HR or a role, or when nobody else is left and HR decides.
 */
export async function routeRequest(db: DbOrTx, chain: readonly ChainStep[], hrPermission: string, input: RouteInput, known?: Absences): Promise<ResolvedChain> {
  const me: LineRow | undefined = input.requester ? { id: input.requesterId, ...input.requester } : await lineRow(db, input.requesterId);
  const rows: LineRow[] = me ? [me] : [];
  // Up the line a read at a time, only when a step may look there (the supervisor's supervisor, or
  // HR and roles, which may name the requester and move up, or a later step whose approver decides
  // an earlier one and goes up theirs): lines are short, the org chart refuses cycles.
  const several = chain.length > 1;
  if (several || chain.some((s) => s.kind === 'supervisorsSupervisor' || s.kind === 'hr' || s.kind === 'role')) {
    for (let next = me?.supervisorId ?? null; next && rows.length < 12 && !rows.some((r) => r.id === next);) {
      const r = await lineRow(db, next);
      if (!r) break;
      rows.push(r);
      next = r.supervisorId;
    }
  }
  const roleIds = [...new Set(chain.filter((s) => s.kind === 'role' && s.roleId).map((s) => s.roleId!))];
  const wantsHolders = several || chain.some((s) => s.kind === 'hr' || s.kind === 'role');
  const { holders, hrIds } = wantsHolders ? await holdersOf(db, hrPermission, roleIds, me?.companyId) : { holders: [], hrIds: [] };
  // HR's and a role's holders' own supervisors too: a step whose only holder decides an earlier step goes to theirs.
  const supervisorOf = new Map([...holders.map((h) => [h.id, h.supervisorId] as const), ...rows.map((r) => [r.id, r.supervisorId] as const)]);
  const people = [...new Set([...rows.flatMap((r) => [r.id, r.supervisorId, r.assistantId]), ...holders.map((h) => h.id)].filter((x): x is string => !!x && x !== input.requesterId))];
  const { delegates, away } = known && people.every((p) => known.read.has(p)) ? known : await absencesOf(db, people, input.today);
  const facts = (hr: readonly string[]): ChainFacts => ({
    requesterId: input.requesterId,
    supervisorId: me?.supervisorId ?? null,
    assistantId: me?.assistantId ?? null,
    supervisorOf: (id) => supervisorOf.get(id) ?? null,
    hrIds: hr,
    roleHolders: (roleId) => holders.filter((h) => h.roleId === roleId).map((h) => h.id),
    isAway: (id) => away.has(id),
    delegateOf: (id) => delegates.get(id) ?? null,
    measures: input.measures,
  });
  const resolved = resolveChain(chain, facts(hrIds));
  // Nobody left on the chain: it falls to HR, read only now.
  if (resolved.fallback && !wantsHolders) return resolveChain(chain, facts((await holdersOf(db, hrPermission, [], me?.companyId)).hrIds));
  return resolved;
}

async function lineRow(db: DbOrTx, id: string): Promise<LineRow | undefined> {
  const [r] = await db.select({ id: employees.id, companyId: employees.companyId, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId })
    .from(employees).where(eq(employees.id, id)).limit(1);
  return r;
}

/** Who set a delegate, who is away today, and whom that was read for. */
type Absences = { delegates: Map<string, string>; away: Set<string>; read: Set<string> };
type AbsenceRow = { id: string; to: string | null; away: boolean; toAway: boolean };
const absencesFrom = (people: string[], rows: AbsenceRow[]): Absences => ({
  delegates: new Map(rows.filter((r) => r.to).map((r) => [r.id, r.to!])),
  away: new Set(rows.flatMap((r) => [...(r.away ? [r.id] : []), ...(r.toAway && r.to ? [r.to] : [])])),
  read: new Set(people),
});

/** Whether someone is on approved leave on the business date `today` (a placeholder). */
export const awaySql = (who: SQL) => sql`EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = ${who} AND l.status = 'approved'
  AND l.date_from <= ${ph('today')}::date AND l.date_to >= ${ph('today')}::date)`;
const APPROVERS_ROLES = sql.raw(`(SELECT role_id FROM role_permissions WHERE object_id IN ('employment-management.approval', '${HR_SCOPE_ID}'))`);

/**
 * Who may stand in for an approver (issue 34 point 11), the one rule of the picker, the save, the
 * filing and the stand-in job: an active colleague of the approver's company who decides requests
 * themselves (the approval page or HR's rights), and not someone who reports to the approver unless
 * the chain already lets them decide the approver's team (the assistant supervisor of one of its
 * members). `d` names the candidate's employees row; each part apart, so the save can say which failed.
 */
export const standInRules = (d: SQL, approver: { id: SQL; companyId: SQL }) => ({
  active: sql<boolean>`${d}.active`,
  sameCompany: sql<boolean>`${d}.company_id = ${approver.companyId}`,
  approves: sql<boolean>`${d}.role_id IN ${APPROVERS_ROLES}`,
  notSubordinate: sql<boolean>`(${d}.supervisor_id IS DISTINCT FROM ${approver.id} OR ${d}.id IN (SELECT t.assistant_supervisor_id FROM employees t WHERE t.supervisor_id = ${approver.id}))`,
});
/** The rule whole, for the delegate row `de` of the approver row `ae` (a delegate set before the save checked it never decides). */
export const standInOkSql = (() => {
  const r = standInRules(sql`de`, { id: sql`ae.id`, companyId: sql`ae.company_id` });
  return sql`(${r.active} AND ${r.sameCompany} AND ${r.approves} AND ${r.notSubordinate})`;
})();
const standInOk = sql`EXISTS (SELECT 1 FROM employees de JOIN employees ae ON ae.id = p.id WHERE de.id = d.delegate_id AND ${standInOkSql})`;
const absenceRowsSql = sql`SELECT p.id, d.delegate_id AS "to", ${awaySql(sql`p.id`)} AS away, (d.delegate_id IS NOT NULL AND ${awaySql(sql`d.delegate_id`)}) AS "toAway"
  FROM unnest(${ph('people')}::uuid[]) AS p(id) LEFT JOIN approval_delegates d ON d.employee_id = p.id AND ${standInOk}`;
const absences = namedStatement<AbsenceRow>('approval_absences', () => absenceRowsSql);

/** The delegates some approvers set and who among them and their delegates is on approved leave today, in one read. */
async function absencesOf(db: DbOrTx, people: string[], today: string): Promise<Absences> {
  if (!people.length) return absencesFrom(people, []);
  return absencesFrom(people, await absences(db, { people, today }));
}

/** The first read of a filing: the chains of the type for the filer's company, the delegates and absences of their supervisor and assistant. */
export type FilingFacts = { chains: Array<{ companyId: string | null; steps: ChainStep[] }>; absences: AbsenceRow[] };

/**
 * A filing's first read as a column of a read of the filer's own row (plain SQL names: the outer
 * row is `employees`), so the filing's lock read brings it (every filing routes; a leave filing is
 * measured, issue 6): the company's chains of the type, and the delegates and absences of the
 * requester's supervisor and assistant, the approvers of SPEC's default chain. Placeholders:
 * `type`, `today` (the business date: who is away today).
 */
export const filingFactsSql = sql<FilingFacts>`json_build_object(
  'chains', (SELECT coalesce(json_agg(json_build_object('companyId', c.company_id, 'steps', c.steps)), '[]'::json) FROM approval_chains c
    WHERE c.request_type = ${ph('type')} AND (c.company_id IS NULL OR c.company_id = employees.company_id)),
  'absences', (SELECT coalesce(json_agg(a), '[]'::json) FROM (
    SELECT p.id, d.delegate_id AS "to", ${awaySql(sql`p.id`)} AS away, (d.delegate_id IS NOT NULL AND ${awaySql(sql`d.delegate_id`)}) AS "toAway"
    FROM unnest(ARRAY[employees.supervisor_id, employees.assistant_supervisor_id]) AS p(id) LEFT JOIN approval_delegates d ON d.employee_id = p.id AND ${standInOk}
    WHERE p.id IS NOT NULL AND p.id <> employees.id) a))`;
const filingRead = namedStatement<{ facts: FilingFacts }>('approval_filing_read', () => sql`SELECT ${filingFactsSql} AS facts FROM employees WHERE employees.id = ${ph('requesterId')}::uuid`);

type FilingInput = RouteInput & { requester: NonNullable<RouteInput['requester']> };

/**
 * Routes a request being filed: its company's chain for the type, resolved for the requester (whose
 * row the filing has just read), its approvers' absences today. The default chain needs nothing more than
 * the first read (`facts`, when the filing's own read brought it); a chain naming HR, a role or the
 * line above reads those too.
 */
export async function routeFiling(db: DbOrTx, def: { type: RequestType; hrPermission: string }, input: FilingInput, facts?: FilingFacts): Promise<ResolvedChain> {
  const { supervisorId, assistantId, companyId } = input.requester;
  const first = facts ?? (await filingRead(db, { type: def.type, requesterId: input.requesterId, today: input.today }))[0]?.facts;
  const people = [supervisorId, assistantId].filter((x): x is string => !!x && x !== input.requesterId);
  return routeRequest(db, pickChain(first?.chains ?? [], companyId).steps, def.hrPermission, input, absencesFrom(people, first?.absences ?? []));
}

/**
 * The approvers of a step that opens after others decided, without those who decided (a person
 * decides at most one step of a request, issue 34 point 9): when nobody is left, another HR officer
 * of the requester's company (else the group's) takes an HR step, else the decider's own supervisor.
 * Reads HR's holders and the line above only when someone must be replaced.
 */
export async function withoutDecidersOf(db: DbOrTx, hrPermission: string, requester: { id: string; companyId: string }, kind: StepKind, approverIds: string[], deciders: ReadonlySet<string>): Promise<{ approvers: string[]; notes: ChainNote[] }> {
  const first = withoutEarlierDeciders(kind, approverIds, deciders, { requesterId: requester.id, hrIds: [], supervisorOf: () => null });
  if (first.approvers.length || !approverIds.length) return first;
  const { hrIds } = await holdersOf(db, hrPermission, [], requester.companyId);
  const line = new Map<string, string | null>();
  for (let next: string | null = approverIds[0]!; next && !line.has(next) && line.size < 12;) {
    const r = await lineRow(db, next);
    line.set(next, r?.supervisorId ?? null);
    next = r?.supervisorId ?? null;
  }
  return withoutEarlierDeciders(kind, approverIds, deciders, { requesterId: requester.id, hrIds, supervisorOf: (id) => line.get(id) ?? null });
}

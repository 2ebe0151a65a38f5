import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { z } from 'zod';
import { REQUEST_TYPES, STEP_STATUSES, type ApprovalStepView, type InboxCounts, type RequestType, type StepStatus } from '@hr/domain/approval/schemas';
import type { Lang } from '@hr/domain';
import { approvalSteps, employees, roles, type DbOrTx } from '@hr/db';
import { personName } from '../employees/person-name';
import { nameSql } from '../../platform/local-name';

const mine = (userId: string | Placeholder) => sql`${approvalSteps.approverIds} @> ARRAY[${userId}]::uuid[]`;

/** How many requests of each type wait for the caller at an open step (the inbox's tabs and the menu badge). */
export async function waitingCounts(db: DbOrTx, userId: string): Promise<InboxCounts> {
  const rows = await db.select({ type: approvalSteps.requestType, n: sql<number>`count(*)::int` }).from(approvalSteps)
    .where(and(eq(approvalSteps.status, 'open'), mine(userId))).groupBy(approvalSteps.requestType);
  const out = Object.fromEntries(REQUEST_TYPES.map((t) => [t, 0])) as InboxCounts;
  for (const r of rows) out[r.type] = r.n;
  return out;
}

/** How many requests of every type on the module wait for the caller. */
export async function waitingTotal(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(approvalSteps).where(and(eq(approvalSteps.status, 'open'), mine(userId)));
  return row?.n ?? 0;
}

/** The ids of the requests of a type waiting for the caller, what has waited longest first; paged. */
export async function waitingIds(db: DbOrTx, type: RequestType, userId: string, page: number, pageSize: number): Promise<{ ids: string[]; total: number }> {
  const where = and(eq(approvalSteps.status, 'open'), eq(approvalSteps.requestType, type), mine(userId));
  const [rows, [count]] = await Promise.all([
    db.select({ id: approvalSteps.requestId }).from(approvalSteps).where(where).orderBy(asc(approvalSteps.openedAt), asc(approvalSteps.requestId))
      .limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(approvalSteps).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** Whether the caller is named in any step of a request (they may read it). */
export async function namedIn(db: DbOrTx, type: RequestType, requestId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: approvalSteps.id }).from(approvalSteps)
    .where(and(eq(approvalSteps.requestType, type), eq(approvalSteps.requestId, requestId), mine(userId))).limit(1);
  return !!row;
}

/**
 * The ids of a type's requests whose steps name the caller (openOnly: those waiting at the caller's
 * step now, from the open steps' index), as a subquery for a type's own lists.
 */
export const requestIdsNaming = (type: RequestType, userId: string | Placeholder, openOnly: boolean) =>
  sql`SELECT ${approvalSteps.requestId} FROM ${approvalSteps} WHERE ${approvalSteps.requestType} = ${type} AND ${mine(userId)}${openOnly ? sql` AND ${approvalSteps.status} = 'open'` : sql``}`;

/** The SQL test "the caller is named in a step of this request", for lists that show an approver what went through them. */
export const namedInSql = (type: RequestType, requestIdColumn: unknown, userId: string) =>
  sql`EXISTS (SELECT 1 FROM ${approvalSteps} WHERE ${approvalSteps.requestType} = ${type} AND ${approvalSteps.requestId} = ${requestIdColumn} AND ${mine(userId)})`;

export type PersonRef = { id: string; employeeCode: string; name: string };
/** The people of some ids (anything that is not an id is ignored), names in the reader's language. */
export async function peopleOf(db: DbOrTx, ids: unknown[], lang: Lang): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(ids.filter((x): x is string => typeof x === 'string' && /^[0-9a-f-]{36}$/.test(x)))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: employees.id, employeeCode: employees.employeeCode, name: personName(employees, lang === 'th') }).from(employees).where(inArray(employees.id, wanted));
  return new Map(rows.map((p) => [p.id, p]));
}

/** The step a request waits at, as a column of a list (pending only): its place among the steps that have approvers, of how many, and its kind. */
export const waitingStepSql = (type: RequestType, requestIdColumn: unknown) => sql<{ no: number; of: number; kind: string } | null>`(SELECT CASE WHEN bool_or(s.status = 'open') THEN json_build_object(
    'no', count(*) FILTER (WHERE s.step_no <= (SELECT s2.step_no FROM approval_steps s2 WHERE s2.request_type = ${type} AND s2.request_id = ${requestIdColumn} AND s2.status = 'open')),
    'of', count(*), 'kind', max(s.kind) FILTER (WHERE s.status = 'open')) END
  FROM approval_steps s WHERE s.request_type = ${type} AND s.request_id = ${requestIdColumn} AND s.status <> 'skipped')`;

/** A step as the request pages answer it (the response schema of ApprovalStepView). */
export const ZApprovalStepView = z.object({
  stepNo: z.number(), kind: z.string(), roleName: z.string().nullable(), status: z.enum(STEP_STATUSES),
  approvers: z.array(z.object({ id: z.string(), employeeCode: z.string(), name: z.string() })),
  notes: z.array(z.object({ kind: z.string(), from: z.string().optional(), to: z.string().optional(), who: z.string().optional() })),
  decidedBy: z.object({ id: z.string(), employeeCode: z.string(), name: z.string() }).nullable(), decidedAt: z.string().nullable(), remark: z.string().nullable(),
});

/** The chain of a request as its page shows it: each step, who may decide it, who did and what was noted. */
export async function stepsOf(db: DbOrTx, type: RequestType, requestId: string, lang: Lang): Promise<ApprovalStepView[]> {
  const steps = await db.select({
    stepNo: approvalSteps.stepNo, kind: approvalSteps.kind, status: approvalSteps.status, approverIds: approvalSteps.approverIds, notes: approvalSteps.notes,
    decidedBy: approvalSteps.decidedBy, decidedAt: approvalSteps.decidedAt, remark: approvalSteps.remark,
    roleName: sql<string | null>`(SELECT ${nameSql(lang, roles)} FROM ${roles} WHERE ${roles.id} = ${approvalSteps.roleId})`,
  }).from(approvalSteps).where(and(eq(approvalSteps.requestType, type), eq(approvalSteps.requestId, requestId))).orderBy(asc(approvalSteps.stepNo));
  const people = await peopleOf(db, steps.flatMap((s) => [...s.approverIds, s.decidedBy, ...s.notes.flatMap((n) => Object.values(n))]), lang);
  const ref = (id: string | null) => (id && people.get(id)) || null;
  const nameOf = (id: string | undefined) => (id ? people.get(id)?.name ?? id : undefined);
  return steps.map((s) => ({
    stepNo: s.stepNo, kind: s.kind, roleName: s.roleName, status: s.status as StepStatus,
    approvers: s.approverIds.map((id) => ref(id)).filter((p): p is NonNullable<typeof p> => !!p),
    notes: s.notes.map((n) => {
      const note = n as { kind: string; from?: string; to?: string; who?: string };
      return { kind: note.kind, from: nameOf(note.from), to: nameOf(note.to), who: nameOf(note.who) };
    }),
    decidedBy: ref(s.decidedBy), decidedAt: s.decidedAt ? s.decidedAt.toISOString() : null, remark: s.remark,
  }));
}

/** Whether someone approved a step of the request: they decide no other step of it (issue 34 point 9). */
export const decidedAStep = (steps: ApprovalStepView[], userId: string) => steps.some((s) => s.status === 'approved' && s.decidedBy?.id === userId);

/**
 * What the caller may do with a request, as every request type's page offers it: its requester
 * edits it until a step has decided and cancels it while pending; HR cancels it while pending and,
 * where the type allows, once approved; the approvers of its open step (or HR) decide it, never
 * the requester nor whoever decided an earlier step.
 */
export function requestAbilities(p: { own: boolean; status: string; started: boolean; steps: ApprovalStepView[]; userId: string; isHr: boolean; hrCancelsApproved: boolean }) {
  const open = p.steps.find((s) => s.status === 'open');
  const pending = p.status === 'pending';
  return {
    canEdit: p.own && pending && !p.started,
    canCancel: (p.own && pending) || (p.isHr && (pending || (p.hrCancelsApproved && p.status === 'approved'))),
    // Whoever decided a step of it decides no other (issue 34 point 9).
    canDecide: !p.own && pending && !!open && !decidedAStep(p.steps, p.userId)
      && (p.isHr || open.approvers.some((a) => a.id === p.userId)),
  };
}

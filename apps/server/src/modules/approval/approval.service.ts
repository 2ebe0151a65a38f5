import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BulkDecisionResult } from '@hr/domain';
import type { ResolvedChain, StepKind } from '@hr/domain/approval/chain';
import type { RequestType } from '@hr/domain/approval/schemas';
import { approvalSteps, namedStatement, ph, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { withoutDecidersOf } from './approval-chain.service';
import { requestType, type RequestTypeDef } from './approval.registry';

export type Decision = 'approved' | 'rejected';
const APPROVAL_PAGE = 'employment-management.approval';

/**
 * A filed request's chain as the rows approval_steps keeps (JSON, for stepsInsertSql): one per step
 * that has approvers (the first open, the others waiting) and, so the request can say so, the
 * steps skipped because everyone was away or nobody was on record. A chain without any approver at
 * all (no supervisor and no HR) refuses the filing rather than leave it stuck.
 */
export function stepRows(chain: ResolvedChain, now: Date): string {
  if (!chain.steps.length) throw new AppError('APPROVAL_NO_APPROVER');
  return JSON.stringify([
    ...chain.steps.map((s, i) => ({ stepNo: s.index, kind: s.step.kind, roleId: s.step.roleId ?? null, approverIds: s.approvers, notes: s.notes,
      status: i === 0 ? 'open' : 'waiting', openedAt: i === 0 ? now.toISOString() : null })),
    ...chain.skipped.filter((s) => s.reason !== 'condition').map((s) => ({ stepNo: s.index, kind: s.step.kind, roleId: s.step.roleId ?? null, approverIds: [],
      notes: [...s.notes, { kind: s.reason }], status: 'skipped', openedAt: null })),
  ]);
}

/** The insert of a request's steps from stepRows' JSON; a type's own filing statement may carry it (leave's does: one round trip). */
export const stepsInsertSql = (type: SQL, requestId: SQL, requesterId: SQL, rows: SQL) => sql`
  INSERT INTO approval_steps (request_type, request_id, requester_id, step_no, kind, role_id, approver_ids, notes, status, opened_at)
  SELECT ${type}, ${requestId}, ${requesterId}, r."stepNo", r.kind, r."roleId", r."approverIds", r.notes, r.status, r."openedAt"
  FROM jsonb_to_recordset(${rows}::jsonb) AS r("stepNo" int, kind text, "roleId" uuid, "approverIds" uuid[], notes jsonb, status text, "openedAt" timestamptz)`;
const insertSteps = namedStatement('approval_steps_insert', () => stepsInsertSql(sql`${ph('type')}`, sql`${ph('requestId')}::uuid`, sql`${ph('requesterId')}::uuid`, sql`${ph('rows')}`));

/** Writes a filed request's chain (stepRows); returns the first step's approvers, whom the filing tells. */
export async function openApproval(tx: DbOrTx, def: RequestTypeDef, requestId: string, requesterId: string, chain: ResolvedChain, now: Date): Promise<string[]> {
  await insertSteps(tx, { type: def.type, requestId, requesterId, rows: stepRows(chain, now) });
  return chain.steps[0]!.approvers;
}

/** Whether any step of the request has decided (an edit after that would change what was approved). */
export async function approvalStarted(db: DbOrTx, type: RequestType, requestId: string): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(approvalSteps)
    .where(and(eq(approvalSteps.requestType, type), eq(approvalSteps.requestId, requestId), inArray(approvalSteps.status, ['approved', 'rejected'])));
  return (row?.n ?? 0) > 0;
}

/** An edited request is routed again: its steps are replaced (none had decided; approvalStarted guards that). */
export async function restartApproval(tx: DbOrTx, def: RequestTypeDef, requestId: string, requesterId: string, chain: ResolvedChain, now: Date): Promise<string[]> {
  await tx.delete(approvalSteps).where(and(eq(approvalSteps.requestType, def.type), eq(approvalSteps.requestId, requestId)));
  return openApproval(tx, def, requestId, requesterId, chain, now);
}

/** A cancelled request's steps stop waiting; returns who was deciding it then (they hear of the cancellation). */
export async function closeApproval(tx: DbOrTx, type: RequestType, requestId: string): Promise<string[]> {
  return closeApprovals(tx, type, [requestId]);
}

/** The steps of many requests of a type stop waiting (withdrawn together); returns who was deciding them. */
export async function closeApprovals(tx: DbOrTx, type: RequestType, requestIds: string[]): Promise<string[]> {
  if (!requestIds.length) return [];
  const rows = await tx.update(approvalSteps).set({ status: 'cancelled' })
    .where(and(eq(approvalSteps.requestType, type), inArray(approvalSteps.requestId, requestIds), inArray(approvalSteps.status, ['open', 'waiting'])))
    .returning({ approverIds: approvalSteps.approverIds, wasOpen: sql<boolean>`${approvalSteps.openedAt} IS NOT NULL` });
  return [...new Set(rows.filter((r) => r.wasOpen).flatMap((r) => r.approverIds))];
}

/**
 * An employee's supervisor or assistant supervisor changed: the steps of their requests that name
 * those people and have not decided follow the new line, so the new supervisor decides what waits
 * (as the team's requests always went to whoever leads the team); a step left with nobody is HR's.
 * What was noted of the old approvers (away, stood in for) no longer applies and is cleared.
 */
export async function followNewLine(tx: DbOrTx, employeeId: string, line: { supervisorId: string | null; assistantId: string | null }): Promise<void> {
  const people = (ids: Array<string | null>) => [...new Set(ids.filter((x): x is string => !!x && x !== employeeId))];
  const byKind = { supervisor: people([line.supervisorId]), assistantSupervisor: people([line.assistantId]), supervisorOrAssistant: people([line.supervisorId, line.assistantId]) };
  for (const [kind, approverIds] of Object.entries(byKind)) {
    await tx.update(approvalSteps).set({ approverIds, notes: [] })
      .where(and(eq(approvalSteps.requesterId, employeeId), eq(approvalSteps.kind, kind), inArray(approvalSteps.status, ['open', 'waiting'])));
  }
}

/**
 * Decides the open step of a request in one transaction. Who may: the step's approvers, and HR of
 * the type on any step; never the requester, nor whoever decided an earlier step of the request (a
 * person decides at most one step, issue 34 point 9). The step leaves 'open' by ONE conditional update, so
 * of any number of decisions at once exactly one wins and the others are told it was decided
 * (409090). An approval opens the next step without the people who decided (else to another
 * eligible person, noted on the step; its approvers are told) or, at the last, approves the
 * request; a rejection ends it. The requester hears of the final decision; mails leave after commit.
 */
export async function decide(deps: Deps, type: RequestType, id: string, decision: Decision, remark: string | null, user: AuthUser, actor: Actor): Promise<{ mailed: boolean; final: boolean }> {
  const def = requestType(type);
  const own = def.errors?.own ?? 'APPROVAL_OWN_REQUEST';
  const notPending = def.errors?.notPending ?? 'APPROVAL_NOT_PENDING';
  const out = await deps.db.transaction(async (tx) => {
    const subject = await def.subject(tx, id);
    if (!subject) throw new AppError('RECORD_GONE');
    const steps = await tx.select({ id: approvalSteps.id, stepNo: approvalSteps.stepNo, status: approvalSteps.status, approverIds: approvalSteps.approverIds,
      kind: approvalSteps.kind, notes: approvalSteps.notes, decidedBy: approvalSteps.decidedBy })
      .from(approvalSteps).where(and(eq(approvalSteps.requestType, type), eq(approvalSteps.requestId, id))).orderBy(asc(approvalSteps.stepNo));
    // The requester knows their request exists: they are told why they cannot decide it.
    if (subject.requesterId === user.id) throw new AppError(own);
    const isHr = user.permissions.has(def.hrPermission);
    const named = steps.some((s) => s.approverIds.includes(user.id));
    if (!isHr && !named) throw new AppError('RECORD_GONE');
    const open = steps.find((s) => s.status === 'open');
    if (!open || subject.status !== 'pending') throw new AppError(notPending);
    // Checked before HR's right to any step: HR who decided step 1 does not decide step 2 too.
    const deciders = new Set(steps.flatMap((s) => (s.status === 'approved' && s.decidedBy ? [s.decidedBy] : [])));
    if (deciders.has(user.id) || deciders.has(actor.id)) throw new AppError('APPROVAL_DECIDED_EARLIER_STEP');
    if (!isHr && !open.approverIds.includes(user.id)) throw new AppError('APPROVAL_NOT_YOUR_TURN');
    if (decision === 'approved') await def.beforeApprove?.(tx, id, actor);
    const now = deps.clock.now();
    const [won] = await tx.update(approvalSteps).set({ status: decision, decidedBy: actor.id, decidedAt: now, remark: remark || null })
      .where(and(eq(approvalSteps.id, open.id), eq(approvalSteps.status, 'open'))).returning({ id: approvalSteps.id });
    if (!won) throw new AppError(notPending);
    let mails = 0;
    let final = true;
    if (decision === 'approved') {
      deciders.add(actor.id).add(user.id);
      for (const next of steps.filter((s) => s.status === 'waiting' && s.stepNo > open.stepNo)) {
        const other = await withoutDecidersOf(tx, def.hrPermission, { id: subject.requesterId, companyId: subject.companyId }, next.kind as StepKind, next.approverIds, deciders);
        const notes = [...next.notes, ...other.notes];
        // Nobody but those who decided: the step is skipped and says so, as routing skips it.
        if (!other.approvers.length) {
          await tx.update(approvalSteps).set({ status: 'skipped', notes: [...notes, { kind: 'sameApprover' }] }).where(eq(approvalSteps.id, next.id));
          continue;
        }
        await tx.update(approvalSteps).set({ status: 'open', openedAt: now, approverIds: other.approvers, notes }).where(eq(approvalSteps.id, next.id));
        mails += await def.tell(deps, tx, id, 'submitted', other.approvers);
        final = false;
        break;
      }
    } else {
      await tx.update(approvalSteps).set({ status: 'cancelled' })
        .where(and(eq(approvalSteps.requestType, type), eq(approvalSteps.requestId, id), eq(approvalSteps.status, 'waiting')));
    }
    if (final) {
      if (!await def.finish(tx, id, decision, remark || null, actor, now)) throw new AppError(notPending);
      mails += await def.tell(deps, tx, id, decision, [subject.requesterId]);
    }
    // The right the decision was taken under: HR's of the type, else the approval page's.
    await audit(tx, { actorId: actor.id, action: `${def.auditName}.${decision === 'approved' ? 'approve' : 'reject'}`, objectId: isHr ? def.hrPermission : APPROVAL_PAGE,
      targetType: def.auditTarget ?? def.auditName, targetId: id, ip: actor.ip, requestId: actor.requestId,
      detail: { employeeId: subject.requesterId, step: open.stepNo, final, asHr: !open.approverIds.includes(user.id), remark } });
    return { mailed: mails > 0, final };
  });
  await deps.mail.flush();
  return out;
}

/**
 * The same decision on many requests of a type, each on its own (one decided meanwhile or not the
 * caller's does not undo the others); the answer says for each whether it went through and, if
 * not, why in the caller's language.
 */
export async function decideMany(deps: Deps, type: RequestType, ids: string[], decision: Decision, remark: string | null, user: AuthUser, actor: Actor): Promise<BulkDecisionResult[]> {
  const out: BulkDecisionResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await decide(deps, type, id, decision, remark, user, actor);
      out.push({ id, ok: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ id, ok: false, code: err.entry.code, text: t(actor.lang, `errors:${err.entry.key}`, err.params) });
    }
  }
  return out;
}

import { and, eq } from 'drizzle-orm';
import { boundlessType, BUDDHIST_ERA_OFFSET, fitsBalance, type BulkDecisionResult } from '@hr/domain';
import { employees, leaveRequests, leaveRequestYears, leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { pregnancyBalance, yearBalance } from './leave-checks.service';
import { LEAVE_MANAGEMENT_OBJECT } from './leave-request.service';
import { tellLeaveEvent } from './leave-mail';

const APPROVAL_OBJECT = 'employment-management.approval';
export type LeaveDecision = 'approved' | 'rejected';

/** Whether the caller acts on everyone's leave (HR's leave management), not only as a supervisor. */
export const actsAsHr = (user: AuthUser) => user.permissions.has(LEAVE_MANAGEMENT_OBJECT);

/**
 * Who may decide a request: the requester's supervisor or assistant supervisor, or HR; never the
 * requester. Anyone else is told the request is gone (301007), so ids cannot be probed.
 */
export async function assertMayDecide(db: DbOrTx, requestId: string, user: AuthUser): Promise<void> {
  const [q] = await db.select({ employeeId: leaveRequests.employeeId, supervisorId: employees.supervisorId, assistantId: employees.assistantSupervisorId })
    .from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).where(eq(leaveRequests.id, requestId)).limit(1);
  if (!q) throw new AppError('RECORD_GONE');
  if (q.employeeId === user.id) throw new AppError('LEAVE_OWN_REQUEST');
  if (q.supervisorId !== user.id && q.assistantId !== user.id && !actsAsHr(user)) throw new AppError('RECORD_GONE');
}

/**
 * An approval re-checks the balance (issue 14): HR may have taken days away since the request was
 * filed. The requester's row is locked as a filing locks it, so a filing and an approval of one
 * person are checked one after the other; an unpaid type always fits.
 */
async function assertStillFits(tx: DbOrTx, id: string, actor: Actor): Promise<void> {
  const [q] = await tx.select({ employeeId: leaveRequests.employeeId, joiningDate: employees.joiningDate, days: leaveRequests.days, pregnancyId: leaveRequests.pregnancyId, type: leaveTypes })
    .from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(eq(leaveRequests.id, id)).for('no key update', { of: employees });
  if (!q || boundlessType(q.type)) return;
  if (q.type.countedPer === 'pregnancy') {
    const b = await pregnancyBalance(tx, q.type, q.pregnancyId, id);
    if (!fitsBalance(b, Number(q.days), false)) throw new AppError('LEAVE_PREGNANCY_SHORT', { count: Math.max(b.remaining, 0) });
    return;
  }
  for (const y of await tx.select({ year: leaveRequestYears.year, days: leaveRequestYears.days }).from(leaveRequestYears).where(eq(leaveRequestYears.requestId, id))) {
    const b = await yearBalance(tx, { id: q.employeeId, joiningDate: q.joiningDate }, q.type, y.year, id);
    if (!fitsBalance(b, Number(y.days), false)) {
      throw new AppError('LEAVE_BALANCE_SHORT', { year: actor.lang === 'th' ? y.year + BUDDHIST_ERA_OFFSET : y.year, count: Math.max(b.remaining, 0) });
    }
  }
}

/**
 * Approves or rejects a pending request in one transaction: ONE conditional update moves it out
 * of 'pending', so of any number of decisions at once exactly one wins and the others are told it
 * was decided (409050). The balance follows from the status (approved days count as used, a
 * rejected request's days are free again), so it moves exactly once. The requester's mail leaves
 * after commit.
 */
export async function decideLeave(deps: Deps, id: string, decision: LeaveDecision, remark: string | null, user: AuthUser, actor: Actor): Promise<{ mailed: boolean }> {
  const mailed = await deps.db.transaction(async (tx) => {
    await assertMayDecide(tx, id, user);
    if (decision === 'approved') await assertStillFits(tx, id, actor);
    const now = deps.clock.now();
    const [row] = await tx.update(leaveRequests)
      .set({ status: decision, approverId: actor.id, decidedAt: now, decisionRemark: remark || null, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending'))).returning({ employeeId: leaveRequests.employeeId });
    if (!row) throw new AppError('LEAVE_NOT_PENDING');
    await audit(tx, { actorId: actor.id, action: decision === 'approved' ? 'leave.approve' : 'leave.reject', objectId: actsAsHr(user) ? LEAVE_MANAGEMENT_OBJECT : APPROVAL_OBJECT,
      targetType: 'leaveRequest', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { employeeId: row.employeeId, remark } });
    return (await tellLeaveEvent(deps, tx, id, decision === 'approved' ? 'leaveApproved' : 'leaveRejected')) > 0;
  });
  await deps.mail.flush();
  return { mailed };
}

/**
 * The approval page's bulk decision: each request is decided on its own (one failing — decided
 * meanwhile, not the caller's to decide — does not undo the others), and the answer says for each
 * whether it went through and, if not, why in the caller's language.
 */
export async function decideMany(deps: Deps, ids: string[], decision: LeaveDecision, remark: string | null, user: AuthUser, actor: Actor): Promise<BulkDecisionResult[]> {
  const out: BulkDecisionResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await decideLeave(deps, id, decision, remark, user, actor);
      out.push({ id, ok: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ id, ok: false, code: err.entry.code, text: t(actor.lang, `errors:${err.entry.key}`, err.params) });
    }
  }
  return out;
}

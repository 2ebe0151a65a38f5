import { and, eq, inArray, sql } from 'drizzle-orm';
import { boundlessType, BUDDHIST_ERA_OFFSET, fitsBalance } from '@hr/domain';
import { employees, leaveRequests, leaveRequestYears, leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { nameSql } from '../../platform/local-name';
import type { Actor, AuthUser } from '../../platform/context';
import { defineRequestType, type ApprovalEvent } from '../approval/approval.registry';
import { pregnancyBalance, yearBalance } from './leave-checks.service';
import { tellLeaveEvent, type LeaveMail } from './leave-mail';
import { listedLeave } from './leave-request.query';

export const LEAVE_MANAGEMENT_OBJECT = 'employment-management.leave-management';

/** Whether the caller acts on everyone's leave (HR's leave management), not only as an approver. */
export const actsAsHr = (user: AuthUser) => user.permissions.has(LEAVE_MANAGEMENT_OBJECT);

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

const MAILS: Record<ApprovalEvent, LeaveMail> = { submitted: 'leaveSubmitted', approved: 'leaveApproved', rejected: 'leaveRejected', cancelled: 'leaveCancelled' };

/**
 * Leave on the approval module (issue 17): the module routes a request through its company's chain
 * (by default the supervisor or the assistant supervisor, SPEC section 4), owns the one-winner
 * decisions, the counters and the bulk decisions; leave says what its request is, re-checks the
 * balance at approval, and keeps the words its calls always answered (403020 one's own request,
 * 409050 no longer pending). HR's leave management decides any step. The balance follows from the
 * status (approved days count as used, a rejected request's days are free again), so it moves
 * exactly once.
 */
export const LEAVE_TYPE = defineRequestType({
  type: 'leave',
  hrPermission: LEAVE_MANAGEMENT_OBJECT,
  auditName: 'leave',
  auditTarget: 'leaveRequest',
  errors: { own: 'LEAVE_OWN_REQUEST', notPending: 'LEAVE_NOT_PENDING' },
  async subject(db, id) {
    const [r] = await db.select({ requesterId: leaveRequests.employeeId, companyId: employees.companyId, status: leaveRequests.status, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo })
      .from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).where(eq(leaveRequests.id, id)).limit(1);
    return r ?? null;
  },
  beforeApprove: assertStillFits,
  async finish(tx, id, decision, remark, actor, now) {
    const rows = await tx.update(leaveRequests).set({ status: decision, approverId: actor.id, decidedAt: now, decisionRemark: remark, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'pending'))).returning({ id: leaveRequests.id });
    return rows.length > 0;
  },
  tell: (deps, tx, id, event, recipientIds) => tellLeaveEvent(deps, tx, id, MAILS[event], undefined, recipientIds),
  listed: (db, ids, lang) => listedLeave(db, lang, ids),
  async brief(db, ids, lang) {
    const rows = await db.select({ id: leaveRequests.id, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, days: leaveRequests.days, duration: leaveRequests.duration,
      leaveType: sql<string>`${nameSql(lang, leaveTypes)}` }).from(leaveRequests).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId)).where(inArray(leaveRequests.id, ids));
    return rows.map((r) => ({ id: r.id, dateFrom: r.dateFrom, dateTo: r.dateTo, detail: { type: 'leave' as const, leaveType: r.leaveType, days: Number(r.days), duration: r.duration } }));
  },
});


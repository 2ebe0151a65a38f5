import { and, eq, gt } from 'drizzle-orm';
import { leaveRequests, type DbOrTx } from '@hr/db';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { t } from '../../platform/i18n';
import { mailDate } from '../../platform/date-text';
import { closeApprovals } from '../approval/approval.service';
import { tellLeaveEvent } from './leave-mail';
import { LEAVE_MANAGEMENT_OBJECT } from './leave-approval';

/**
 * When employment ends (issue 14 point 2): the employee's pending requests that end after their
 * last day are withdrawn in the same transaction as the resignation, each cancelled with the
 * reason in the words of the HR officer who recorded it and an audit row; the employee is told as
 * of any cancellation by HR (an in-app notice, and a mail that leaves once the caller commits and
 * flushes). Approvers' queues read pending requests only, so they drop out at once. Approved leave
 * stays for HR to settle.
 */
export async function withdrawLeaveAfter(deps: Deps, tx: DbOrTx, employeeId: string, lastDay: string, actor: Actor): Promise<number> {
  const now = deps.clock.now();
  const reason = t(actor.lang, 'leaveRequest:withdrawnEmploymentEnded', { date: mailDate(actor.lang, lastDay) });
  const rows = await tx.update(leaveRequests).set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: now, cancelReason: reason, updatedAt: now, updatedBy: actor.id })
    .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.status, 'pending'), gt(leaveRequests.dateTo, lastDay)))
    .returning({ id: leaveRequests.id });
  await closeApprovals(tx, 'leave', rows.map((r) => r.id));
  for (const row of rows) {
    await audit(tx, { actorId: actor.id, action: 'leave.withdraw', objectId: LEAVE_MANAGEMENT_OBJECT, targetType: 'leaveRequest', targetId: row.id,
      ip: actor.ip, requestId: actor.requestId, detail: { reason: 'employmentEnded', lastDay } });
    await tellLeaveEvent(deps, tx, row.id, 'leaveCancelled');
  }
  return rows.length;
}

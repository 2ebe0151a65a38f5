import { and, eq, gt } from 'drizzle-orm';
import { leaveRequests, type DbOrTx } from '@hr/db';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { t } from '../../platform/i18n';
import { mailDate } from '../outing/outing.mail';
import { LEAVE_MANAGEMENT_OBJECT } from './leave-request.service';

/**
 * When employment ends (issue 14 point 2): the employee's pending requests that end after their
 * last day are withdrawn in the same transaction as the resignation, each cancelled with the
 * reason in the words of the HR officer who recorded it and an audit row. Approvers' queues read
 * pending requests only, so they drop out at once. Approved leave stays for HR to settle.
 */
export async function withdrawLeaveAfter(tx: DbOrTx, employeeId: string, lastDay: string, actor: Actor, now: Date): Promise<number> {
  const reason = t(actor.lang, 'leaveRequest:withdrawnEmploymentEnded', { date: mailDate(actor.lang, lastDay) });
  const rows = await tx.update(leaveRequests).set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: now, cancelReason: reason, updatedAt: now, updatedBy: actor.id })
    .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.status, 'pending'), gt(leaveRequests.dateTo, lastDay)))
    .returning({ id: leaveRequests.id });
  for (const row of rows) {
    await audit(tx, { actorId: actor.id, action: 'leave.withdraw', objectId: LEAVE_MANAGEMENT_OBJECT, targetType: 'leaveRequest', targetId: row.id,
      ip: actor.ip, requestId: actor.requestId, detail: { reason: 'employmentEnded', lastDay } });
  }
  return rows.length;
}

import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  attachmentRequired, balanceIssue, fitsBalance, leaveBalance, leaveEntitlement, leaveOverlaps, noticeIssues, overlapIssue,
  type LeaveDays, type RuleIssue,
} from '@hr/domain';
import type { LeaveForm } from '@hr/domain/leave/schemas';
import { leaveEntitlementAdjustments as adj, leaveRequests, leaveRequestYears, leaveTypes, type DbOrTx } from '@hr/db';

type LeaveType = typeof leaveTypes.$inferSelect;
/** The joining date assumed for a record without one (as leaveBalances does). */
const LONG_AGO = '1900-01-01';

/** One year's balance of one type for one employee, leaving out the request being edited. */
export async function yearBalance(tx: DbOrTx, employeeId: string, joiningDate: string | null, type: LeaveType, year: number, asOf: string, excludeId?: string) {
  const [[a], taken] = await Promise.all([
    tx.select({ days: sql<number>`coalesce(sum(${adj.days}), 0)::float8` }).from(adj)
      .where(and(eq(adj.employeeId, employeeId), eq(adj.leaveTypeId, type.id), eq(adj.year, year))),
    tx.select({ status: leaveRequests.status, days: sql<number>`coalesce(sum(${leaveRequestYears.days}), 0)::float8` })
      .from(leaveRequestYears).innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestYears.requestId))
      .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.leaveTypeId, type.id), eq(leaveRequestYears.year, year),
        inArray(leaveRequests.status, ['approved', 'pending']), excludeId ? ne(leaveRequests.id, excludeId) : undefined))
      .groupBy(leaveRequests.status),
  ]);
  const ent = leaveEntitlement({ daysPerYear: Number(type.daysPerYear), afterOneYear: Boolean(type.afterOneYear), joiningDate: joiningDate ?? LONG_AGO, year, asOf });
  const of = (s: string) => Number(taken.find((t) => t.status === s)?.days ?? 0);
  return leaveBalance({ entitlement: ent.days, adjustments: [Number(a?.days ?? 0)], used: of('approved'), pending: of('pending') });
}

/**
 * The rules a request meets beyond its own fields (issue 6 point 2), run inside the filing
 * transaction after the employee's row is locked, so two requests of one person are checked one
 * after the other and cannot both spend the same days or the same dates:
 * - notice in advance / back-date limit of the type (checked when the dates are new or changed);
 * - a supporting file where the type asks for one at this number of days;
 * - no overlap with the employee's other pending or approved requests;
 * - within each touched year's remaining balance, unless the type is unpaid.
 */
export async function requestIssues(tx: DbOrTx, p: {
  employeeId: string; joiningDate: string | null; type: LeaveType; form: LeaveForm; days: LeaveDays; today: string;
  editing?: { id: string; dateFrom: string; dateTo: string };
}): Promise<RuleIssue[]> {
  const { form, type, days } = p;
  const issues: RuleIssue[] = [];
  const datesChanged = !p.editing || p.editing.dateFrom !== form.dateFrom || p.editing.dateTo !== form.dateTo;
  if (datesChanged) issues.push(...noticeIssues(form.dateFrom, p.today, { advanceNoticeDays: Number(type.advanceNoticeDays), backDateDays: Number(type.backDateDays) }));
  if (attachmentRequired({ requiresAttachment: Boolean(type.requiresAttachment), attachmentFromDays: type.attachmentFromDays as number | null }, days.days) && form.fileIds.length === 0) {
    issues.push({ field: 'fileIds', key: 'validation.leaveAttachmentRequired' });
  }
  const others = await tx.select({ dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, duration: leaveRequests.duration }).from(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, p.employeeId), inArray(leaveRequests.status, ['pending', 'approved']),
      lte(leaveRequests.dateFrom, form.dateTo), gte(leaveRequests.dateTo, form.dateFrom), p.editing ? ne(leaveRequests.id, p.editing.id) : undefined));
  const clash = others.find((o) => leaveOverlaps(o, form));
  if (clash) issues.push(overlapIssue(clash));
  if (!type.unpaid) {
    for (const y of days.byYear) {
      const b = await yearBalance(tx, p.employeeId, p.joiningDate, type, y.year, p.today, p.editing?.id);
      if (!fitsBalance(b, y.days, false)) { issues.push(balanceIssue(y.year, Math.max(b.remaining, 0))); break; }
    }
  }
  return issues;
}

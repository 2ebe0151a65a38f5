import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundlessType, fitsBalance, type Lang } from '@hr/domain';
import type { LeaveAdjustment, LeaveAdjustmentSearch } from '@hr/domain/leave/schemas';
import { employees, leaveEntitlementAdjustments as adj, leaveTypes, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { personName } from '../employees/person-name';
import { yearBalance } from './leave-checks.service';
import { ruleIssueErrors } from '../../platform/rule-errors';
import { nameSql } from '../../platform/local-name';

/** The permission object HR's ledger calls are audited under. */
export const LEAVE_MANAGEMENT = 'employment-management.leave-management';

/**
 * Adds one of HR's ledger rows to an employee's leave of one type and year, with its audit row in
 * the same transaction. The employee and an active leave type must exist; each is named on its
 * field otherwise.
 */
export async function addAdjustment(deps: Deps, v: LeaveAdjustment, actor: Actor): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    // The employee's row is locked as a filing and an approval lock it: the balance read below stays true until commit.
    const [who] = await tx.select({ id: employees.id, joiningDate: employees.joiningDate }).from(employees).where(eq(employees.id, v.employeeId)).for('no key update').limit(1);
    const [type] = await tx.select().from(leaveTypes).where(and(eq(leaveTypes.id, v.leaveTypeId), eq(leaveTypes.active, true))).limit(1);
    const issues = [...(who ? [] : [fieldError(actor.lang, 'employeeId', 'invalid')]), ...(type ? [] : [fieldError(actor.lang, 'leaveTypeId', 'invalid')])];
    if (issues.length) throw new AppError('VALIDATION', {}, null, issues);
    // Maternity is counted per pregnancy, not per year: HR records a new pregnancy instead (issue 14).
    if (type!.countedPer === 'pregnancy') throw ruleIssueErrors(actor.lang, [{ field: 'leaveTypeId', key: 'validation.leaveAdjustPerPregnancy' }]);
    // Days taken away may not leave a paid type below what is already approved and pending (issue 14);
    // beyond a sick-leave-like type's days the leave is unpaid, which an adjustment may leave it.
    if (v.days < 0 && !boundlessType(type!)) {
      const b = await yearBalance(tx, who!, type!, v.year);
      if (!fitsBalance(b, -v.days, false)) {
        throw ruleIssueErrors(actor.lang, [{ field: 'days', key: 'validation.leaveAdjustmentBelowTaken', params: { year: v.year, count: Math.max(b.remaining, 0) } }]);
      }
    }
    const [row] = await tx.insert(adj).values({
      employeeId: v.employeeId, leaveTypeId: v.leaveTypeId, year: v.year, days: v.days, note: v.note, createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: adj.id });
    await audit(tx, {
      actorId: actor.id, action: 'leave.adjustment.add', objectId: LEAVE_MANAGEMENT, targetType: 'employee', targetId: v.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { adjustmentId: row!.id, leaveTypeId: v.leaveTypeId, year: v.year, days: v.days, note: v.note },
    });
    return { id: row!.id };
  });
}

export type AdjustmentRow = {
  id: string; year: number; leaveTypeId: string; leaveTypeCode: string; leaveTypeName: string;
  days: number; note: string; createdAt: string; createdBy: { id: string; name: string } | null;
};

/** One employee's ledger rows, newest year first and newest first within it, with who added each. */
export async function searchAdjustments(db: DbOrTx, q: LeaveAdjustmentSearch, lang: Lang): Promise<AdjustmentRow[]> {
  const [who] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, q.employeeId)).limit(1);
  if (!who) throw new AppError('RECORD_GONE');
  const author = alias(employees, 'author');
  const rows = await db.select({
    id: adj.id, year: adj.year, leaveTypeId: adj.leaveTypeId, leaveTypeCode: leaveTypes.code,
    leaveTypeName: nameSql(lang, leaveTypes), days: adj.days, note: adj.note, createdAt: adj.createdAt,
    authorId: author.id, authorName: personName(author, lang === 'th'),
  }).from(adj)
    .innerJoin(leaveTypes, eq(leaveTypes.id, adj.leaveTypeId))
    .leftJoin(author, eq(author.id, adj.createdBy))
    .where(and(eq(adj.employeeId, q.employeeId), q.year ? eq(adj.year, q.year) : undefined, q.leaveTypeId ? eq(adj.leaveTypeId, q.leaveTypeId) : undefined))
    .orderBy(desc(adj.year), desc(adj.createdAt), desc(adj.id));
  return rows.map(({ authorId, authorName, ...r }) => ({
    ...r, leaveTypeCode: String(r.leaveTypeCode), leaveTypeName: String(r.leaveTypeName), createdAt: r.createdAt.toISOString(),
    createdBy: authorId ? { id: authorId, name: authorName } : null,
  }));
}

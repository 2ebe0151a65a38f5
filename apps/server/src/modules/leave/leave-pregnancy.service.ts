import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Lang, leaveTypeApplies } from '@hr/domain';
import type { LeavePregnancy } from '@hr/domain/leave/schemas';
import { employees, leavePregnancies, leaveRequests, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { personName } from '../employees/person-name';
import { LEAVE_MANAGEMENT } from './leave-adjustment.service';
import { addPregnancy, currentPregnancy } from './leave-checks.service';

export type PregnancyRow = {
  id: string; note: string | null; createdAt: string; createdBy: { id: string; name: string } | null;
  /** Approved and pending maternity days drawn on it, across years. */
  used: number; pending: number;
  /** The latest one: new maternity requests draw on it. */
  current: boolean;
};

/**
 * HR records an employee's new pregnancy (issue 14): from then on her maternity requests draw on a
 * fresh 120 days (LPA s.41), while the earlier pregnancy's requests keep theirs. Refused while the
 * current pregnancy has no maternity leave at all (409055): a second click, or a record made ahead
 * of time, would otherwise split one pregnancy's days in two. The employee's row is locked as a
 * filing locks it, so a maternity request filed meanwhile draws on one pregnancy or the other, never
 * on a half-made one. Audited.
 */
export async function recordPregnancy(deps: Deps, v: LeavePregnancy, actor: Actor): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    const [who] = await tx.select({ id: employees.id, gender: employees.gender }).from(employees).where(eq(employees.id, v.employeeId)).for('no key update').limit(1);
    if (!who) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'employeeId', 'invalid')]);
    // Maternity leave is for women (the seeded type's appliesTo): a man's record gets no pregnancy.
    if (!leaveTypeApplies('women', who.gender)) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'employeeId', 'pregnancyForWomen')]);
    const current = await currentPregnancy(tx, v.employeeId);
    if (current) {
      const [used] = await tx.select({ id: leaveRequests.id }).from(leaveRequests)
        .where(and(eq(leaveRequests.pregnancyId, current), inArray(leaveRequests.status, ['pending', 'approved']))).limit(1);
      if (!used) throw new AppError('LEAVE_PREGNANCY_UNUSED');
    }
    const id = await addPregnancy(tx, v.employeeId, actor.id, deps.clock.now(), v.note);
    await audit(tx, {
      actorId: actor.id, action: 'leave.pregnancy.add', objectId: LEAVE_MANAGEMENT, targetType: 'employee', targetId: v.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { pregnancyId: id, previous: current, note: v.note },
    });
    return { id };
  });
}

/** One employee's pregnancies, newest first, with the maternity days each has drawn and who recorded it. */
export async function searchPregnancies(db: DbOrTx, employeeId: string, lang: Lang): Promise<PregnancyRow[]> {
  const [who] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).limit(1);
  if (!who) throw new AppError('RECORD_GONE');
  const author = alias(employees, 'author');
  const rows = await db.select({
    id: leavePregnancies.id, note: leavePregnancies.note, createdAt: leavePregnancies.createdAt, authorId: author.id, authorName: personName(author, lang === 'th'),
  }).from(leavePregnancies).leftJoin(author, eq(author.id, leavePregnancies.createdBy))
    .where(eq(leavePregnancies.employeeId, employeeId)).orderBy(desc(leavePregnancies.number));
  const taken = rows.length ? await db.select({
    pregnancyId: leaveRequests.pregnancyId,
    used: sql<number>`coalesce(sum(${leaveRequests.days}) FILTER (WHERE ${leaveRequests.status} = 'approved'), 0)::float8`,
    pending: sql<number>`coalesce(sum(${leaveRequests.days}) FILTER (WHERE ${leaveRequests.status} = 'pending'), 0)::float8`,
  }).from(leaveRequests).where(and(inArray(leaveRequests.pregnancyId, rows.map((r) => r.id)), inArray(leaveRequests.status, ['approved', 'pending'])))
    .groupBy(leaveRequests.pregnancyId) : [];
  return rows.map((r, i) => {
    const t = taken.find((x) => x.pregnancyId === r.id);
    return {
      id: r.id, note: r.note, createdAt: r.createdAt.toISOString(), createdBy: r.authorId ? { id: r.authorId, name: r.authorName } : null,
      used: Number(t?.used ?? 0), pending: Number(t?.pending ?? 0), current: i === 0,
    };
  });
}

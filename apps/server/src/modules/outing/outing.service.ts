import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { decimalToSatang, isOutingFinished, OUTING_PERMISSION, satangToBaht, satangToDecimal, toSatang, type FieldError, type Lang, type OutingSave } from '@hr/domain';
import { companies, companyOutingMembers, companyOutings, employees, type Db, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { fieldError } from '../../platform/validation-errors';
import { mailCountsOf, outingSelection, toOutingRow } from './outing.query';

export type { Actor };

/** The outing row, locked until the transaction ends, so mail, edits and cancellation of one outing run one at a time. */
export async function lockOuting(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(companyOutings).where(eq(companyOutings.id, id)).for('update').limit(1);
  if (!row) throw new AppError('RECORD_GONE');
  return row;
}

const invalid = (fields: FieldError[]) => new AppError('VALIDATION', {}, null, fields);

/**
 * Checks the name list against the outing's company: every id is an employee of that company,
 * active unless already on the list. Each wrong entry is named by its position.
 */
async function checkMembers(tx: DbOrTx, companyId: string, memberIds: string[], current: Set<string>, lang: Lang) {
  const rows = await tx.select({ id: employees.id, active: employees.active }).from(employees)
    .where(and(inArray(employees.id, [...new Set(memberIds)]), eq(employees.companyId, companyId)));
  const fine = new Set(rows.filter((r) => r.active || current.has(r.id)).map((r) => r.id));
  const bad = memberIds.flatMap((id, i) => (fine.has(id) ? [] : [fieldError(lang, `memberIds.${i}`, 'memberNotInCompany')]));
  if (bad.length) throw invalid(bad.slice(0, 50));
}

/**
 * Saves an outing: an insert without id, an update with one (only while it is active and not over).
 * The name list is replaced as a set in the same transaction; people who stay keep their mail status.
 */
export async function saveOuting(deps: Deps, input: OutingSave, actor: Actor): Promise<string> {
  const memberIds = [...new Set(input.memberIds)];
  return deps.db.transaction(async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, input.companyId), eq(companies.active, true))).limit(1);
    if (!company) throw invalid([fieldError(actor.lang, 'companyId', 'invalid')]);
    const now = deps.clock.now();
    const values = {
      companyId: input.companyId, nameEn: input.nameEn, nameTh: input.nameTh, location: input.location,
      startDate: input.startDate, endDate: input.endDate, startTime: input.startTime ?? null, endTime: input.endTime ?? null,
      registrationDeadline: input.registrationDeadline ?? null, description: input.description || null,
      budgetPerHead: input.budgetPerHead == null ? null : satangToDecimal(toSatang(input.budgetPerHead)),
      updatedAt: now, updatedBy: actor.id,
    };
    let id: string;
    let current = new Set<string>();
    if (!input.id) {
      await checkMembers(tx, input.companyId, input.memberIds, current, actor.lang);
      const [row] = await tx.insert(companyOutings).values({ ...values, createdAt: now, createdBy: actor.id }).returning({ id: companyOutings.id });
      id = row!.id;
    } else {
      const before = await lockOuting(tx, input.id);
      if (before.status === 'cancelled') throw new AppError('OUTING_CANCELLED');
      if (isOutingFinished(before.endDate, businessToday(deps))) throw new AppError('OUTING_FINISHED');
      id = before.id;
      current = new Set((await tx.select({ id: companyOutingMembers.employeeId }).from(companyOutingMembers).where(eq(companyOutingMembers.outingId, id))).map((r) => r.id));
      await checkMembers(tx, input.companyId, input.memberIds, current, actor.lang);
      await tx.update(companyOutings).set(values).where(eq(companyOutings.id, id));
    }
    const added = memberIds.filter((m) => !current.has(m));
    const removed = [...current].filter((m) => !memberIds.includes(m));
    if (removed.length) await tx.delete(companyOutingMembers).where(and(eq(companyOutingMembers.outingId, id), inArray(companyOutingMembers.employeeId, removed)));
    for (let i = 0; i < added.length; i += 1000) {
      await tx.insert(companyOutingMembers).values(added.slice(i, i + 1000).map((employeeId) => ({ outingId: id, employeeId, createdAt: now, createdBy: actor.id })));
    }
    await audit(tx, {
      actorId: actor.id, action: input.id ? 'outing.update' : 'outing.insert', objectId: OUTING_PERMISSION, targetType: 'companyOuting', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { added: added.length, removed: removed.length },
    });
    return id;
  });
}

const canceller = alias(employees, 'canceller');

/** One outing with its counts, who cancelled it, the total budget, and what may still be done with it. */
export async function outingDetails(deps: Pick<Deps, 'db' | 'clock' | 'config'>, id: string, thai: boolean) {
  const [row] = await deps.db.select({ ...outingSelection(thai), cancellerEn: canceller.firstNameEn, cancellerEnLast: canceller.lastNameEn, cancellerTh: canceller.firstNameTh, cancellerThLast: canceller.lastNameTh })
    .from(companyOutings).innerJoin(companies, eq(companies.id, companyOutings.companyId)).leftJoin(canceller, eq(canceller.id, companyOutings.cancelledBy))
    .where(eq(companyOutings.id, id)).limit(1);
  if (!row) throw new AppError('RECORD_GONE');
  const counts = (await mailCountsOf(deps.db, [id])).get(id)!;
  const base = toOutingRow(row.outing, row.companyLabel, counts, businessToday(deps));
  const budget = row.outing.budgetPerHead == null ? null : decimalToSatang(row.outing.budgetPerHead);
  const cancelledByName = row.cancellerEn ? (thai ? `${row.cancellerTh} ${row.cancellerThLast}` : `${row.cancellerEn} ${row.cancellerEnLast}`) : null;
  return {
    ...base, cancelledByName,
    totalBudget: budget == null ? null : satangToBaht(budget * base.memberCount),
    editable: base.status === 'active' && !base.finished,
    deletable: base.firstMailedAt === null,
  };
}

/** Deletes an outing nobody was ever mailed about (one conditional DELETE); otherwise it must be cancelled. */
export async function deleteOuting(db: Db, id: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const rows = await tx.delete(companyOutings).where(and(eq(companyOutings.id, id), isNull(companyOutings.firstMailedAt))).returning({ id: companyOutings.id, nameEn: companyOutings.nameEn });
    if (!rows.length) {
      const [exists] = await tx.select({ id: companyOutings.id }).from(companyOutings).where(eq(companyOutings.id, id)).limit(1);
      throw new AppError(exists ? 'OUTING_MAILED' : 'RECORD_GONE');
    }
    await audit(tx, { actorId: actor.id, action: 'outing.delete', objectId: OUTING_PERMISSION, targetType: 'companyOuting', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { nameEn: rows[0]!.nameEn } });
  });
}

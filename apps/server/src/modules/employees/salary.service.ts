import { and, desc, eq, lt, lte } from 'drizzle-orm';
import { MAX_PERCENT_CHANGE, salaryAdjustment, satangToBaht, toSatang, type SalaryChange } from '@hr/domain';
import { employeeSalaryHistory, employees, type Db, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { payRetroactive, retroactiveOffer, retroactiveRefusal } from '../payroll/retro-pay.service';

const h = employeeSalaryHistory;
const newestFirst = [desc(h.effectiveDate), desc(h.createdAt)] as const;

/**
 * The salary row in force on `day`: the newest effective row on or before it (`before`: strictly
 * before it, i.e. in force the day before), and of two rows of the same day the one entered later
 * (a correction). Rows dated after `day` are scheduled changes, not yet in force.
 */
export async function salaryInForce(db: DbOrTx, employeeId: string, day: string, before = false) {
  const [row] = await db.select({ baseSalary: h.baseSalary, effectiveDate: h.effectiveDate, incrementType: h.incrementType }).from(h)
    .where(and(eq(h.employeeId, employeeId), before ? lt(h.effectiveDate, day) : lte(h.effectiveDate, day)))
    .orderBy(...newestFirst).limit(1);
  return row ?? null;
}

/**
 * Adds a row to an employee's salary history; past rows are never changed (a correction is a new
 * row, of the same day if need be). The adjusted salary and the percentage are worked out here
 * from the base salary in force the day before the new one's effective date, never taken from the
 * client. A change may not be dated before the latest one: each row's figures were worked out
 * from the row before it, and a row slipped in between would make them wrong.
 */
export async function addSalaryRow(db: Db, employeeId: string, { confirmRetroactive, ...v }: SalaryChange & { confirmRetroactive?: boolean }, actor: Actor) {
  return db.transaction(async (tx) => {
    // One salary change of an employee at a time: the next one is worked out from this one.
    const [e] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update').limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    const [latest] = await tx.select({ effectiveDate: h.effectiveDate, createdAt: h.createdAt }).from(h).where(eq(h.employeeId, employeeId)).orderBy(...newestFirst).limit(1);
    if (latest && v.effectiveDate < latest.effectiveDate) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'effectiveDate', 'salaryBeforeLatest')]);
    const previous = await salaryInForce(tx, employeeId, v.effectiveDate, true);
    const base = toSatang(v.baseSalary);
    const { adjustedSatang, percentChange } = salaryAdjustment(previous ? toSatang(previous.baseSalary) : null, base);
    if (percentChange !== null && Math.abs(percentChange) > MAX_PERCENT_CHANGE) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'baseSalary', 'tooLarge')]);
    // Dated in months already paid (issue 35 point 6): only on HR's word, and the difference is paid in the next draft.
    const retro = await retroactiveOffer(tx, employeeId, v.effectiveDate, base);
    if (retro.differences.length && !confirmRetroactive) throw retroactiveRefusal(retro, actor.lang);
    // Entry order settles two rows of the same day, so entry times of one employee never tie.
    const createdAt = new Date(Math.max(Date.now(), (latest?.createdAt.getTime() ?? 0) + 1));
    const [row] = await tx.insert(h).values({
      employeeId, incrementType: v.incrementType, baseSalary: satangToBaht(base), effectiveDate: v.effectiveDate, percentChange, adjustedSalary: satangToBaht(adjustedSatang),
      summary: v.summary, remark: v.remark, createdAt, updatedAt: createdAt, createdBy: actor.id, updatedBy: actor.id,
    }).returning();
    await audit(tx, { actorId: actor.id, action: 'employee.save.salary', objectId: 'employee', targetType: 'employee', targetId: employeeId, ip: actor.ip, requestId: actor.requestId,
      detail: { rowId: row!.id, effectiveDate: v.effectiveDate } });
    await payRetroactive(tx, actor, employeeId, v.effectiveDate, retro);
    return row!;
  });
}

import { sql } from 'drizzle-orm';
import { queryRows, salaryPeriodAdjustments, salaryPeriodItems, type DbOrTx } from '@hr/db';
import { toSatang } from '@hr/domain';
import type { LineAdjustment, PeriodAdjustmentSave, SalaryLineDetails } from '@hr/domain/payroll/period';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { assertNotOwnPay } from '../../platform/own-pay';
import { refuseChange } from './salary-period.service';
import { payrollRatesOn } from './payroll-rates.repo';
import { monthRange } from '@hr/domain/attendance/views';
import { socialSecurityOf } from '@hr/domain/payroll/social-security';

/*
 * What is put right by hand (issue 19 point 3): a closed period never changes, so a line it paid
 * wrong is corrected in a later draft of the same company and staff (an adjustment the draft's
 * compute pays or takes back); and a draft line's social security may be set by hand
 * (socialsecurityPrice), kept through the draft's recomputes. Every change is audited.
 */

const OBJECT = 'payroll.salary-period';

/** The drafts a closed period's line may be corrected in: later months of its company and staff, not being computed. */
export async function correctionTargets(db: DbOrTx, fromPeriodId: string): Promise<Array<{ id: string; month: string }>> {
  const [from] = await queryRows<{ id: string }>(db, sql`SELECT id FROM salary_periods WHERE id = ${fromPeriodId}`);
  if (!from) throw new AppError('RECORD_GONE');
  return queryRows<{ id: string; month: string }>(db, sql`
    SELECT t.id, t.month FROM salary_periods f JOIN salary_periods t ON t.company_id = f.company_id AND t.staff_kind = f.staff_kind AND t.month > f.month
    WHERE f.id = ${fromPeriodId} AND t.status = 'draft' ORDER BY t.month`);
}

/**
 * Records a correction of a closed (or later) period's line in a later draft: the employee must
 * have a line in the period corrected; the draft must be of the same company and staff, a later
 * month, and not being computed (its next compute pays it).
 */
export async function saveAdjustment(deps: Pick<Deps, 'db'>, actor: Actor, v: PeriodAdjustmentSave): Promise<{ id: string }> {
  assertNotOwnPay(actor, v.employeeId);
  return deps.db.transaction(async (tx) => {
    const [from] = await queryRows<{ status: string; month: string; companyId: string; staffKind: string; hasLine: boolean }>(tx, sql`
      SELECT p.status, p.month, p.company_id AS "companyId", p.staff_kind AS "staffKind",
        EXISTS (SELECT 1 FROM salary_lines l WHERE l.period_id = p.id AND l.employee_id = ${v.employeeId}) AS "hasLine"
      FROM salary_periods p WHERE p.id = ${v.fromPeriodId}`);
    if (!from || !from.hasLine) throw new AppError('RECORD_GONE');
    // A draft is corrected by computing it again, not by an adjustment.
    if (from.status === 'draft') throw new AppError('PAYROLL_PERIOD_STATE');
    const [to] = await queryRows<{ id: string }>(tx, sql`
      SELECT id FROM salary_periods WHERE id = ${v.toPeriodId} AND status = 'draft' AND computing_since IS NULL
        AND company_id = ${from.companyId} AND staff_kind = ${from.staffKind} AND month > ${from.month} FOR UPDATE`);
    if (!to) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'toPeriodId', 'invalid')]);
    const [row] = await tx.insert(salaryPeriodAdjustments).values({
      periodId: v.toPeriodId, employeeId: v.employeeId, fromPeriodId: v.fromPeriodId, amount: v.amount, reason: v.reason.trim(), createdBy: actor.id, updatedBy: actor.id,
    }).returning({ id: salaryPeriodAdjustments.id });
    await audit(tx, { actorId: actor.id, action: 'payroll.period.adjust', objectId: OBJECT, targetType: 'employee', targetId: v.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { adjustmentId: row!.id, fromPeriodId: v.fromPeriodId, toPeriodId: v.toPeriodId, amount: v.amount, reason: v.reason } });
    return { id: row!.id };
  });
}

/** Withdraws a correction while the draft it is paid in is still a draft. */
export async function deleteAdjustment(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ periodId: string; employeeId: string; amount: number }>(tx, sql`
      SELECT a.period_id AS "periodId", a.employee_id AS "employeeId", a.amount::float8 AS amount FROM salary_period_adjustments a WHERE a.id = ${id}`);
    if (!row) throw new AppError('RECORD_GONE');
    assertNotOwnPay(actor, row.employeeId);
    const [draft] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM salary_periods WHERE id = ${row.periodId} AND status = 'draft' AND computing_since IS NULL FOR UPDATE`);
    if (!draft) await refuseChange(tx, row.periodId);
    await tx.delete(salaryPeriodAdjustments).where(sql`${salaryPeriodAdjustments.id} = ${id}`);
    await audit(tx, { actorId: actor.id, action: 'payroll.period.adjust.delete', objectId: OBJECT, targetType: 'employee', targetId: row.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { adjustmentId: id, periodId: row.periodId, amount: row.amount } });
  });
}

/** Sets (or, with null, clears) a draft line's social security contribution by hand; the draft's next compute applies it. */
export async function setSocialSecurityPrice(deps: Pick<Deps, 'db'>, actor: Actor, v: { id: string; employeeId: string; amount: number | null }): Promise<{ employeeId: string; amount: number | null }> {
  assertNotOwnPay(actor, v.employeeId);
  await deps.db.transaction(async (tx) => {
    const [draft] = await queryRows<{ id: string; month: string }>(tx, sql`SELECT id, month FROM salary_periods WHERE id = ${v.id} AND status = 'draft' AND computing_since IS NULL FOR UPDATE`);
    if (!draft) await refuseChange(tx, v.id);
    // At most the contribution on the ceiling in force for the month paid: more is never the law's.
    const rate = (await payrollRatesOn(tx, monthRange(draft!.month).to, actor.lang)).socialSecurity;
    if (v.amount !== null && rate && toSatang(v.amount) > socialSecurityOf(rate.wageCeilingSatang, rate).employeeSatang) {
      throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'amount', 'notMoreThanCap')]);
    }
    // It names a line of this period (issue 35 point 11): not an employee of another company or staff, nor one never computed in it.
    const [line] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM salary_lines WHERE period_id = ${v.id} AND employee_id = ${v.employeeId}`);
    if (!line) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'employeeId', 'invalid')]);
    await tx.delete(salaryPeriodItems).where(sql`${salaryPeriodItems.periodId} = ${v.id} AND ${salaryPeriodItems.employeeId} = ${v.employeeId} AND ${salaryPeriodItems.code} = 'socialSecurity'`);
    if (v.amount !== null) {
      await tx.insert(salaryPeriodItems).values({ periodId: v.id, employeeId: v.employeeId, code: 'socialSecurity', amount: v.amount, createdBy: actor.id, updatedBy: actor.id });
    }
    await audit(tx, { actorId: actor.id, action: 'payroll.period.socialSecurityPrice', objectId: OBJECT, targetType: 'employee', targetId: v.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { periodId: v.id, amount: v.amount } });
  });
  return { employeeId: v.employeeId, amount: v.amount };
}

/** The corrections a period's compute pays, per employee (satang): retroactive pay only once accepted (retro-pay.service.ts). */
export async function adjustmentsOf(db: DbOrTx, periodId: string): Promise<Map<string, LineAdjustment[]>> {
  const rows = await queryRows<{ id: string; employeeId: string; fromPeriodId: string; fromMonth: string; amount: number; reason: string }>(db, sql`
    SELECT a.id, a.employee_id AS "employeeId", a.from_period_id AS "fromPeriodId", f.month AS "fromMonth", a.amount::float8 AS amount, a.reason
    FROM salary_period_adjustments a JOIN salary_periods f ON f.id = a.from_period_id WHERE a.period_id = ${periodId} AND NOT a.offered ORDER BY f.month, a.created_at`);
  const out = new Map<string, LineAdjustment[]>();
  for (const r of rows) {
    out.set(r.employeeId, [...(out.get(r.employeeId) ?? []), { id: r.id, fromPeriodId: r.fromPeriodId, fromMonth: r.fromMonth, amountSatang: toSatang(r.amount), reason: r.reason }]);
  }
  return out;
}

/** The social security set by hand per employee of a period (satang). */
export async function socialSecurityPricesOf(db: DbOrTx, periodId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ employeeId: string; amount: number }>(db, sql`
    SELECT employee_id AS "employeeId", amount::float8 AS amount FROM salary_period_items WHERE period_id = ${periodId} AND code = 'socialSecurity'`);
  return new Map(rows.map((r) => [r.employeeId, toSatang(r.amount)]));
}

/** What a line's drawer shows beside its working: the social security set by hand, and the corrections made of it in later periods. */
export async function lineCorrections(db: DbOrTx, periodId: string, employeeId: string) {
  const [price] = await queryRows<{ amount: number }>(db, sql`
    SELECT amount::float8 AS amount FROM salary_period_items WHERE period_id = ${periodId} AND employee_id = ${employeeId} AND code = 'socialSecurity'`);
  const corrections = await queryRows<SalaryLineDetails['corrections'][number]>(db, sql`
    SELECT a.id, a.period_id AS "toPeriodId", t.month AS "toMonth", t.status AS "toStatus", a.amount::float8 AS amount, a.reason
    FROM salary_period_adjustments a JOIN salary_periods t ON t.id = a.period_id WHERE a.from_period_id = ${periodId} AND a.employee_id = ${employeeId} ORDER BY a.created_at`);
  return { socialSecurityPrice: price?.amount ?? null, corrections };
}

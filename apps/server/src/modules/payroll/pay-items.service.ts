import { sql } from 'drizzle-orm';
import { employeePayItems, queryRows, type DbOrTx } from '@hr/db';
import { toSatang, type Lang } from '@hr/domain';
import type { PayItemSave, PayItemView, RecurringPayItem } from '@hr/domain/payroll/pay-items';
import { assertNotOwnPay } from '../../platform/own-pay';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { nameSql } from '../../platform/local-name';
import { fieldError } from '../../platform/validation-errors';

/*
 * An employee's recurring allowances and deductions (pay-items.ts): kept by whoever runs salary
 * periods, read by the compute for the month paid. Pay is sensitive: reads and changes are audited.
 */

const OBJECT = 'payroll.salary-period';
const ITEM = { nameEn: sql`m.name_en`, nameTh: sql`m.name_th`, nameKm: sql`m.name_km`, nameMy: sql`m.name_my` };

/** An employee's items, running ones first; the read is audited. */
export async function payItemsOfEmployee(db: DbOrTx, actor: Actor, employeeId: string): Promise<PayItemView[]> {
  const [employee] = await queryRows<{ id: string }>(db, sql`SELECT id FROM employees WHERE id = ${employeeId}`);
  if (!employee) throw new AppError('RECORD_GONE');
  const rows = await queryRows<PayItemView>(db, sql`
    SELECT p.id, p.employee_id AS "employeeId", p.item_id AS "itemId", m.code, ${nameSql(actor.lang, ITEM)} AS name, m.kind, m.taxable, m.prorate,
      p.amount::float8 AS amount, p.start_month AS "startMonth", p.end_month AS "endMonth", p.note
    FROM employee_pay_items p JOIN master_income_deductions m ON m.id = p.item_id
    WHERE p.employee_id = ${employeeId} ORDER BY p.end_month IS NOT NULL, p.start_month DESC, m.code`);
  await audit(db, { actorId: actor.id, action: 'payroll.payItems.read', objectId: OBJECT, targetType: 'employee', targetId: employeeId, ip: actor.ip, requestId: actor.requestId });
  return rows;
}

/** Adds or edits an item: the master's item must be active, the record the employee's. */
export async function savePayItem(deps: Pick<Deps, 'db'>, actor: Actor, v: PayItemSave): Promise<PayItemView[]> {
  assertNotOwnPay(actor, v.employeeId);
  await deps.db.transaction(async (tx) => {
    const [employee] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM employees WHERE id = ${v.employeeId}`);
    if (!employee) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'employeeId', 'invalid')]);
    const [item] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM master_income_deductions WHERE id = ${v.itemId} AND active`);
    if (!item) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'itemId', 'invalid')]);
    const values = { itemId: v.itemId, amount: v.amount, startMonth: v.startMonth, endMonth: v.endMonth ?? null, note: v.note ?? null, updatedBy: actor.id };
    let id = v.id;
    if (id) {
      const [row] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM employee_pay_items WHERE id = ${id} AND employee_id = ${v.employeeId} FOR UPDATE`);
      if (!row) throw new AppError('RECORD_GONE');
      await tx.update(employeePayItems).set({ ...values, updatedAt: new Date() }).where(sql`${employeePayItems.id} = ${id}`);
    } else {
      const [row] = await tx.insert(employeePayItems).values({ ...values, employeeId: v.employeeId, createdBy: actor.id }).returning({ id: employeePayItems.id });
      id = row!.id;
    }
    await audit(tx, { actorId: actor.id, action: v.id ? 'payroll.payItem.edit' : 'payroll.payItem.add', objectId: OBJECT, targetType: 'employee', targetId: v.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { id, ...values } });
  });
  return payItemsOfEmployee(deps.db, actor, v.employeeId);
}

/** Deletes an item (the lines already computed keep what they paid; a closed period never changes). */
export async function deletePayItem(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<PayItemView[]> {
  const employeeId = await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ employeeId: string; amount: number }>(tx, sql`
      DELETE FROM employee_pay_items WHERE id = ${id} RETURNING employee_id AS "employeeId", amount::float8 AS amount`);
    if (!row) throw new AppError('RECORD_GONE');
    assertNotOwnPay(actor, row.employeeId);
    await audit(tx, { actorId: actor.id, action: 'payroll.payItem.delete', objectId: OBJECT, targetType: 'employee', targetId: row.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { id, amount: row.amount } });
    return row.employeeId;
  });
  return payItemsOfEmployee(deps.db, actor, employeeId);
}

/** The batch's items in force in the month paid (the master's active items), per employee, in satang. */
export async function payItemsOf(db: DbOrTx, month: string, ids: string[], lang: Lang): Promise<Map<string, RecurringPayItem[]>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<Omit<RecurringPayItem, 'amountSatang'> & { employeeId: string; amount: number }>(db, sql`
    SELECT p.id, p.employee_id AS "employeeId", m.code, ${nameSql(lang, ITEM)} AS name, m.kind, m.taxable, m.prorate, p.amount::float8 AS amount
    FROM employee_pay_items p JOIN master_income_deductions m ON m.id = p.item_id
    WHERE p.employee_id IN ${ids} AND m.active AND p.start_month <= ${month} AND (p.end_month IS NULL OR p.end_month >= ${month})
    ORDER BY p.employee_id, m.code, p.start_month`);
  const out = new Map<string, RecurringPayItem[]>();
  for (const { employeeId, amount, ...r } of rows) out.set(employeeId, [...(out.get(employeeId) ?? []), { ...r, amountSatang: toSatang(amount) }]);
  return out;
}

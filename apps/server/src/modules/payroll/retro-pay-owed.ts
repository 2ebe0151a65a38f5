import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';

// Retroactive pay confirmed while no later draft existed waits in salary_retro_pending (retro-pay.service.ts).

/**
 * A draft just created takes the retroactive pay owed to its company and staff for months before
 * its own, as offered corrections (in the caller's transaction, so it is taken once: the owed rows
 * go as the corrections are written). Returns how many it took.
 */
export async function takePendingRetro(tx: DbOrTx, actor: Actor, period: { id: string; companyId: string; staffKind: string; month: string }): Promise<number> {
  const taken = await queryRows<{ id: string; employeeId: string; fromPeriodId: string; amount: number }>(tx, sql`
    WITH owed AS (
      DELETE FROM salary_retro_pending WHERE company_id = ${period.companyId} AND staff_kind = ${period.staffKind} AND after_month < ${period.month}
      RETURNING employee_id, from_period_id, amount, reason)
    INSERT INTO salary_period_adjustments (period_id, employee_id, from_period_id, amount, reason, offered, created_by, updated_by)
    SELECT ${period.id}, employee_id, from_period_id, amount, reason, true, ${actor.id}, ${actor.id} FROM owed
    RETURNING id, employee_id AS "employeeId", from_period_id AS "fromPeriodId", amount::float8 AS amount`);
  for (const a of taken) {
    await audit(tx, { actorId: actor.id, action: 'payroll.period.adjust', objectId: 'payroll.salary-period', targetType: 'employee', targetId: a.employeeId, ip: actor.ip, requestId: actor.requestId,
      detail: { adjustmentId: a.id, fromPeriodId: a.fromPeriodId, toPeriodId: period.id, amount: a.amount, retroactive: true, wasOwed: true } });
  }
  return taken.length;
}

import { sql } from 'drizzle-orm';
import { queryRows } from '@hr/db';
import type { Deps } from '../../platform/context';
import { localParts } from '../../platform/maintenance';
import { notify } from '../notification/inbox.service';
import { TAX_REMINDER_NOTICES } from './tax-reminder-notices';

/**
 * The December reminder of tax allowances (issue 35 point 3). A declaration carries forward into
 * the next tax year until changed (declarationInForce), so a spouse, a child or an insurance that
 * ended must be told before January's withholding: from TAX_REMINDER_DAY of December (company
 * local time) every active employee with a salary is told once, and HR (the holders of the salary
 * periods, who keep the declarations) how many have declared nothing at all. The year's row in
 * tax_allowance_reminders is inserted in the transaction that writes the notices: a rerun, or a
 * second server process at the same moment, finds it and writes nothing. Returns the notices written.
 */
export async function remindTaxAllowances(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock.now();
  const today = localParts(now, deps.config.APP_TIMEZONE).date;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (month !== 12 || day < deps.config.TAX_REMINDER_DAY) return 0;
  const taxYear = year + 1;
  return deps.db.transaction(async (tx) => {
    // Someone to remind: active (not resigned by today) with a salary recorded; `declared` when any year's declaration exists.
    const staff = await queryRows<{ id: string; declared: boolean }>(tx, sql`
      SELECT e.id, EXISTS (SELECT 1 FROM employee_tax_declarations d WHERE d.employee_id = e.id AND d.year <= ${taxYear}) AS declared
      FROM employees e
      WHERE e.active AND (e.resign_date IS NULL OR e.resign_date >= ${today}::date)
        AND EXISTS (SELECT 1 FROM employee_salary_history s WHERE s.employee_id = e.id)`);
    const undeclared = staff.filter((s) => !s.declared).length;
    const [claimed] = await queryRows<{ year: number }>(tx, sql`
      INSERT INTO tax_allowance_reminders (year, sent_at, employees, undeclared) VALUES (${taxYear}, ${now.toISOString()}::timestamptz, ${staff.length}, ${undeclared})
      ON CONFLICT (year) DO NOTHING RETURNING year`);
    if (!claimed) return 0;
    const hr = await queryRows<{ id: string }>(tx, sql`
      SELECT e.id FROM employees e
      WHERE e.active AND (e.resign_date IS NULL OR e.resign_date >= ${today}::date)
        AND EXISTS (SELECT 1 FROM role_permissions rp WHERE rp.role_id = e.role_id AND rp.object_id = 'payroll.salary-period')`);
    const told = await notify(tx, TAX_REMINDER_NOTICES.taxAllowancesReminder, now, staff.map((s) => ({ recipientId: s.id, facts: { year: taxYear } })));
    return told + await notify(tx, TAX_REMINDER_NOTICES.taxAllowancesUndeclared, now,
      hr.map((p) => ({ recipientId: p.id, facts: { year: taxYear, count: undeclared, total: staff.length } })));
  });
}

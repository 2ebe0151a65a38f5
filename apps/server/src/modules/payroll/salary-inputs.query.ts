import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import { STALE_INPUTS, type StaleInput } from '@hr/domain/payroll/period';

/*
 * Issue 35 point 1: whether a draft salary period's lines are still what its inputs give. The
 * compute stores, kind by kind, a fingerprint of the rows it reads (count and sum of the rows'
 * hashes): the period's imported items and corrections, and of its company's staff of its kind the
 * salaries in force by its end, the overtime, leave and punches of its window, the funds and
 * loans, the tax declarations and the company's opening year-to-date. Any insert, edit, decision, void or delete of such a row changes the fingerprint, whatever
 * clock stamped it; the page says which kinds changed and the close is refused until a recompute.
 */

type Fingerprint = Record<StaleInput, string>;

/** The fingerprint of the period's inputs now, kind by kind. */
export async function inputsOf(db: DbOrTx, periodId: string): Promise<Fingerprint | null> {
  const print = (from: string) => sql.raw(`(SELECT count(*)::text || ':' || coalesce(sum(hashtext(x::text)), 0)::text FROM ${from})`);
  const [row] = await queryRows<Fingerprint>(db, sql`
    WITH p AS (SELECT id, company_id, staff_kind, period_start, period_end FROM salary_periods WHERE id = ${periodId}),
    staff AS (SELECT e.id FROM employees e CROSS JOIN p LEFT JOIN master_employment_types t ON t.id = e.employment_type_id
      WHERE e.company_id = p.company_id AND coalesce(t.pay_basis, 'monthly') = p.staff_kind)
    SELECT
      ${print('salary_period_items x, p WHERE x.period_id = p.id')} AS items,
      ${print('salary_period_adjustments x, p WHERE x.period_id = p.id')} AS corrections,
      ${print('employee_salary_history x, p WHERE x.employee_id IN (SELECT id FROM staff) AND x.effective_date <= p.period_end')} AS salary,
      ${print('overtime_requests x, p WHERE x.employee_id IN (SELECT id FROM staff) AND x.date BETWEEN p.period_start - 1 AND p.period_end + 1')} AS overtime,
      ${print('leave_requests x, p WHERE x.employee_id IN (SELECT id FROM staff) AND x.date_from <= p.period_end + 1 AND x.date_to >= p.period_start - 1')} AS leave,
      ${print('attendance_punches x, p WHERE x.employee_id IN (SELECT id FROM staff) AND x.local_date BETWEEN p.period_start - 1 AND p.period_end + 1')} AS punches,
      (${print('payroll_fund_accounts x WHERE x.employee_id IN (SELECT id FROM staff)')} || '/'
        || ${print('payroll_fund_entries x, p WHERE x.period_id IS DISTINCT FROM p.id AND x.account_id IN (SELECT a.id FROM payroll_fund_accounts a WHERE a.employee_id IN (SELECT id FROM staff))')}) AS funds,
      -- A declaration applies until a newer one replaces it (point 3), so every year's counts.
      ${print('employee_tax_declarations x WHERE x.employee_id IN (SELECT id FROM staff)')} AS declarations,
      ${print('salary_opening_balances x, p WHERE x.company_id = p.company_id')} AS opening
    FROM p`);
  return row ?? null;
}

/** The kinds of input changed since the compute stored `computed`; none when never computed. */
export async function staleInputsOf(db: DbOrTx, periodId: string, computed: Record<string, string> | string | null): Promise<StaleInput[]> {
  if (!computed) return [];
  const then = typeof computed === 'string' ? JSON.parse(computed) as Record<string, string> : computed;
  const now = await inputsOf(db, periodId);
  if (!now) return [];
  return STALE_INPUTS.filter((k) => then[k] !== now[k]);
}

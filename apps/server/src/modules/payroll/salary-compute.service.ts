import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { payrollFundEntries, queryRows, salaryLines } from '@hr/db';
import { satangToDecimal } from '@hr/domain';
import { monthRange } from '@hr/domain/attendance/views';
import { computeLine, lineColumns } from '@hr/domain/payroll/line';
import { payrollMovement } from '@hr/domain/payroll/funds';
import { LINE_MONEY_COLUMNS, type ComputeResult, type SkipReason } from '@hr/domain/payroll/period';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { startProgress } from '../../platform/progress';
import { declarationsOf } from '@hr/domain/payroll/declarations';
import { declarationsFor } from './tax-declaration.service';
import { payrollRatesOn } from './payroll-rates.repo';
import { refuseChange } from './salary-period.service';
import { adjustmentsOf, socialSecurityPricesOf } from './salary-corrections.service';
import { payItemsOf } from './pay-items.service';
import { inputsOf } from './salary-inputs.query';
import { attendanceCounts, carriedInOf, cooperativeRateOn, fundsOf, itemsOf, lineFactsOf, overtimeByRate, periodEmployees, yearToDateOf, type PeriodRow } from './salary-facts.query';

/*
 * Computing a draft salary period (issue 19 point 3): one line per employee in scope, replaced on
 * every recompute. The run claims the period (a second compute, a close or a delete meanwhile is
 * refused), then reads and writes batch by batch, each write its own short statement, so no
 * transaction stays open for the whole run; the page follows it through the progress it reports.
 * A run that died is taken over after CLAIM_STALE_MINUTES.
 */

/** Employees per batch: their facts are read together and their lines written in one statement. */
export const COMPUTE_BATCH = 500;
const CLAIM_STALE_MINUTES = 10;

/** The money a compute writes: the line's columns and what the year so far reads. */
const MONEY_COLUMNS = [...LINE_MONEY_COLUMNS, 'regularIncome', 'irregularIncome'] as const;

/** Computes (or recomputes) a draft period's lines; answers how many and who was left out. */
export async function computePeriod(deps: Pick<Deps, 'db' | 'config' | 'clock'>, actor: Actor, id: string, progressId: string | undefined): Promise<ComputeResult> {
  const claim = randomUUID();
  const [period] = await queryRows<PeriodRow>(deps.db, sql`
    UPDATE salary_periods SET computing_since = now(), compute_progress_id = ${progressId ?? claim}, updated_at = now(), updated_by = ${actor.id}
    WHERE id = ${id} AND status = 'draft' AND (computing_since IS NULL OR computing_since < now() - make_interval(mins => ${CLAIM_STALE_MINUTES}))
    RETURNING id, company_id AS "companyId", month, pay_date::text AS "payDate", period_start::text AS "periodStart", period_end::text AS "periodEnd", staff_kind AS "staffKind", payment_channel AS "paymentChannel"`);
  if (!period) await refuseChange(deps.db, id);
  const p = period! as PeriodRow & { payDate: string };
  const mine = sql`id = ${p.id} AND status = 'draft' AND compute_progress_id = ${progressId ?? claim}`;
  const progress = await startProgress(deps.db, progressId, actor.id, 'payroll.compute');
  try {
    // What this run reads, taken before it reads: a change meanwhile leaves the draft stale (issue 35 point 1).
    const inputs = await inputsOf(deps.db, p.id);
    const [employees, masters, items, cooperative, adjustments, ssPrices] = await Promise.all([
      periodEmployees(deps.db, p, actor.lang, { withoutBank: true }), payrollRatesOn(deps.db, monthRange(p.month).to, actor.lang), itemsOf(deps.db, p.id),
      cooperativeRateOn(deps.db, monthRange(p.month).to), adjustmentsOf(deps.db, p.id), socialSecurityPricesOf(deps.db, p.id),
    ]);
    const rates = { ...masters, cooperative };
    // Who is left out, and why: no salary in force, or (a bank period) no primary bank account to pay into.
    const why = (e: (typeof employees)[number]): SkipReason | null =>
      (!(e.baseSalary !== null && e.baseSalary > 0) ? 'noSalary' : p.paymentChannel === 'bank' && !e.hasBank ? 'noBankAccount' : null);
    const paid = employees.filter((e) => why(e) === null);
    const skipped = employees.flatMap((e) => { const reason = why(e); return reason ? [{ employeeId: e.id, employeeCode: e.code, name: e.name, reason }] : []; });
    await progress.report(0, paid.length);
    for (let i = 0; i < paid.length; i += COMPUTE_BATCH) {
      const batch = paid.slice(i, i + COMPUTE_BATCH);
      const ids = batch.map((e) => e.id);
      const [ytd, overtime, attendance, declared, funds, recurring, carried] = await Promise.all([yearToDateOf(deps.db, p, ids), overtimeByRate(deps, p, ids, actor.lang), attendanceCounts(deps, p, ids, actor.lang),
        declarationsFor(deps.db, ids, Number(p.month.slice(0, 4))), fundsOf(deps.db, p, ids), payItemsOf(deps.db, p.month, ids, actor.lang), carriedInOf(deps.db, p, ids)]);
      const entries: Array<typeof payrollFundEntries.$inferInsert> = [];
      const rows = batch.map((e) => {
        const working = computeLine({
          ...lineFactsOf(p, e, attendance.get(e.id), ytd.get(e.id), overtime.get(e.id), items.get(e.id)), declarations: declarationsOf(declared.get(e.id)), funds: funds.get(e.id) ?? [],
          adjustments: adjustments.get(e.id) ?? [], carriedInSatang: carried.get(e.id) ?? 0, socialSecurityOverrideSatang: ssPrices.get(e.id) ?? null, recurring: recurring.get(e.id) ?? [],
        }, rates);
        // What each fund or loan got goes to its ledger, pending until the period closes.
        for (const paid of working.funds ?? []) {
          if (!paid.amountSatang) continue;
          const m = payrollMovement(paid);
          entries.push({ accountId: paid.accountId, periodId: p.id, type: 'payroll', entryDate: p.payDate, savings: satangToDecimal(m.savingsSatang) as never,
            loan: satangToDecimal(m.loanSatang) as never, interest: satangToDecimal(m.interestSatang) as never, createdBy: actor.id, updatedBy: actor.id });
        }
        const money = lineColumns(working);
        return {
          periodId: p.id, employeeId: e.id, channel: e.hasBank ? 'bank' as const : 'nonBank' as const, working, computedAt: new Date(),
          ...Object.fromEntries(MONEY_COLUMNS.map((c) => [c, satangToDecimal(money[c])])),
        };
      });
      // Written only while this run still holds the draft: a period closed or taken over meanwhile is left alone.
      const written = await deps.db.transaction(async (tx) => {
        const [held] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM salary_periods WHERE ${mine} FOR UPDATE`);
        if (!held) return false;
        await tx.insert(salaryLines).values(rows as never).onConflictDoUpdate({
          target: [salaryLines.periodId, salaryLines.employeeId],
          set: Object.fromEntries((['channel', 'working', 'computedAt', ...MONEY_COLUMNS] as const).map((c) => [c, sql.raw(`excluded.${salaryLines[c].name}`)])),
        });
        // The batch's fund entries of this period are replaced as its lines are.
        await tx.execute(sql`DELETE FROM payroll_fund_entries WHERE period_id = ${p.id}
          AND account_id IN (SELECT id FROM payroll_fund_accounts WHERE employee_id = ANY(${`{${ids.join(',')}}`}::uuid[]))`);
        if (entries.length) await tx.insert(payrollFundEntries).values(entries);
        return true;
      });
      if (!written) throw new AppError('PAYROLL_PERIOD_BUSY');
      await progress.report(i + batch.length, paid.length);
    }
    // Lines of people no longer in the period go; the totals are the lines'.
    const kept = paid.map((e) => e.id);
    const [done] = await queryRows<{ id: string }>(deps.db, sql`
      WITH gone AS (DELETE FROM salary_lines WHERE period_id = ${p.id} AND NOT (employee_id = ANY(${`{${kept.join(',')}}`}::uuid[]))
        AND EXISTS (SELECT 1 FROM salary_periods WHERE ${mine})),
      gone_entries AS (DELETE FROM payroll_fund_entries x USING payroll_fund_accounts a WHERE x.period_id = ${p.id} AND a.id = x.account_id
        AND NOT (a.employee_id = ANY(${`{${kept.join(',')}}`}::uuid[])) AND EXISTS (SELECT 1 FROM salary_periods WHERE ${mine})),
      t AS (SELECT count(*)::int AS n, coalesce(sum(gross), 0) AS gross, coalesce(sum(total_deductions), 0) AS ded, coalesce(sum(net_pay), 0) AS net,
          coalesce(sum(withholding_tax), 0) AS tax, coalesce(sum(social_security), 0) AS ss, coalesce(sum(social_security_employer), 0) AS sse
        FROM salary_lines WHERE period_id = ${p.id} AND employee_id = ANY(${`{${kept.join(',')}}`}::uuid[]))
      UPDATE salary_periods SET employee_count = t.n, gross_total = t.gross, deduction_total = t.ded, net_total = t.net, tax_total = t.tax,
        social_security_total = t.ss, social_security_employer_total = t.sse, computing_since = NULL, compute_progress_id = NULL,
        computed_at = now(), computed_by = ${actor.id}, computed_inputs = ${JSON.stringify(inputs)}::jsonb, updated_at = now(), updated_by = ${actor.id}
      FROM t WHERE ${mine} RETURNING salary_periods.id`);
    if (!done) throw new AppError('PAYROLL_PERIOD_BUSY');
    await audit(deps.db, { actorId: actor.id, action: 'payroll.period.compute', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: p.id,
      ip: actor.ip, requestId: actor.requestId, detail: { lines: paid.length, skipped: skipped.length } });
    await progress.finish();
    return { lines: paid.length, skipped };
  } catch (err) {
    // Let the draft be computed again at once.
    await deps.db.execute(sql`UPDATE salary_periods SET computing_since = NULL, compute_progress_id = NULL WHERE ${mine}`);
    await progress.finish();
    throw err;
  }
}

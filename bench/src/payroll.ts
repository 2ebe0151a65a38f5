/**
 * Issue 19's figures: a monthly salary period for every employee of the bench company (10,000)
 * computed and persisted through the API in < 10 s, the page's progress asked meanwhile, and a
 * second compute giving identical lines (a checksum of every line's money and working).
 * The company gets what payroll reads: a salary for everyone (15,000 to 80,000), approved
 * overtime for one in five, a commission for one in ten, funds and loans for some; the month has its punches already.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@hr/db';
import { monthRange } from '@hr/domain/attendance/views';
import { BENCH_MONTH } from './attendance-month';
import { followProgress } from './follow-progress';

export type PayrollFigures = { periodId: string; employees: number; runs: Array<{ seconds: number; lines: number; progressReads: number; lastProgress: string | null }>; identical: boolean };

/** Salaries, overtime, an accountant and a draft period of BENCH_MONTH (an earlier run's period is dropped). */
export async function preparePayroll(db: Db, company: string): Promise<{ accountantCode: string; companyId: string }> {
  const [c] = await queryRows<{ id: string }>(db, sql`SELECT id FROM companies WHERE code = ${company}`);
  const companyId = c!.id;
  await db.execute(sql`INSERT INTO employee_salary_history (employee_id, increment_type, base_salary, adjusted_salary, effective_date)
    SELECT e.id, 'initial', s.amount, s.amount, coalesce(e.joining_date, '2020-01-01')
    FROM employees e CROSS JOIN LATERAL (SELECT (15000 + (abs(hashtext(e.id::text)) % 6500) * 10)::numeric AS amount) s
    WHERE e.company_id = ${companyId} AND NOT EXISTS (SELECT 1 FROM employee_salary_history h WHERE h.employee_id = e.id)`);
  const { from } = monthRange(BENCH_MONTH);
  await db.execute(sql`INSERT INTO overtime_requests (employee_id, date, start_time, end_time, reason, moment, segments, minutes, overtime_minutes, holiday_work_minutes, week_minutes, status, created_by)
    SELECT e.id, ${from}::date + 14, '17:00', '19:00', 'bench payroll', 'afterWork',
      '[{"from":1020,"to":1140,"minutes":120,"kind":"workingDayOvertime","rate":1.5}]'::jsonb, 120, 120, 0, 120, 'approved', e.id
    FROM employees e WHERE e.company_id = ${companyId} AND abs(hashtext(e.id::text)) % 5 = 0
      AND NOT EXISTS (SELECT 1 FROM overtime_requests o WHERE o.employee_id = e.id AND o.reason = 'bench payroll')`);
  // Funds and loans (issue 19 point 5): a saving of 5% for one in eight, a cooperative member with a loan for one in
  // twenty, a company education loan for one in twenty-five: the compute reads their ledgers and writes their entries.
  await db.execute(sql`INSERT INTO payroll_fund_accounts (employee_id, kind, start_month, monthly_amount, monthly_percent, principal, instalment, note)
    SELECT e.id, k.kind, '2020-01', k.amount, k.percent, k.principal, k.instalment, 'bench'
    FROM employees e CROSS JOIN LATERAL (VALUES
      ('saving', NULL::numeric, 5::numeric, NULL::numeric, NULL::numeric, abs(hashtext(e.id::text)) % 8 = 3),
      ('cooperative', 500, NULL, 60000, 2500, abs(hashtext(e.id::text)) % 20 = 7),
      ('educationLoan', NULL, NULL, 40000, 1500, abs(hashtext(e.id::text)) % 25 = 11)) AS k(kind, amount, percent, principal, instalment, chosen)
    WHERE e.company_id = ${companyId} AND k.chosen
      AND NOT EXISTS (SELECT 1 FROM payroll_fund_accounts a WHERE a.employee_id = e.id AND a.kind = k.kind AND a.note = 'bench')`);
  // The company's own accountant runs payroll. No one's role is changed here: the payroll set-up once
  // turned the second employee (the lead of 500 the approval scenarios log in as) into an accountant,
  // and those scenarios measured 403s. Nobody who leads a team is taken, in case an older bench
  // database still has that lead as an accountant.
  const [accountant] = await queryRows<{ code: string }>(db, sql`SELECT e.employee_code AS code FROM employees e JOIN roles r ON r.id = e.role_id AND r.code = 'ACCOUNTANT'
    WHERE e.company_id = ${companyId} AND e.active AND NOT EXISTS (SELECT 1 FROM employees s WHERE s.supervisor_id = e.id) ORDER BY e.employee_code LIMIT 1`);
  if (!accountant) throw new Error(`bench payroll: company ${company} has no accountant`);
  const accountantCode = accountant.code;
  await db.execute(sql`DELETE FROM salary_periods WHERE company_id = ${companyId} AND month = ${BENCH_MONTH}`);
  return { accountantCode, companyId };
}

async function call(appUrl: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${appUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** A checksum of the period's lines: the same lines give the same text. */
const checksum = async (db: Db, periodId: string) => (await queryRows<{ sum: string }>(db, sql`
  SELECT md5(string_agg(employee_id::text || ':' || net_pay::text || ':' || withholding_tax::text || ':' || social_security::text || ':' || working::text, ',' ORDER BY employee_id)) AS sum
  FROM salary_lines WHERE period_id = ${periodId}`))[0]!.sum;

/** Adds the period through the API, computes it twice following the progress as the page does, and compares the lines. */
export async function benchPayroll(opts: { appUrl: string; token: string; db: Db; companyId: string }): Promise<PayrollFigures> {
  const { from, to } = monthRange(BENCH_MONTH);
  const period = await call(opts.appUrl, opts.token, '/1.0/save/salaryPeriod', {
    companyId: opts.companyId, month: BENCH_MONTH, periodStart: from, periodEnd: to, payDate: to, staffKind: 'monthly', paymentChannel: 'both',
  });
  const id = String(period.id);
  await opts.db.execute(sql`INSERT INTO salary_period_items (period_id, employee_id, code, amount)
    SELECT ${id}, e.id, 'commission', 2500 FROM employees e WHERE e.company_id = ${opts.companyId} AND abs(hashtext(e.id::text)) % 10 = 1`);
  const runs: PayrollFigures['runs'] = [];
  const sums: string[] = [];
  for (let run = 0; run < 2; run++) {
    const progressId = randomUUID();
    const follower = followProgress(opts.appUrl, opts.token, progressId);
    const started = performance.now();
    const result = await call(opts.appUrl, opts.token, '/1.0/compute/salaryPeriod', { id, progressId });
    const seconds = +((performance.now() - started) / 1000).toFixed(2);
    const { progressReads, lastProgress } = await follower.stop();
    runs.push({ seconds, lines: Number(result.lines), progressReads, lastProgress });
    sums.push(await checksum(opts.db, id));
  }
  const [{ n }] = await queryRows<{ n: number }>(opts.db, sql`SELECT count(*)::int AS n FROM salary_lines WHERE period_id = ${id}`) as [{ n: number }];
  return { periodId: id, employees: n, runs, identical: sums[0] === sums[1] };
}

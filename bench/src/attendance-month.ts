/**
 * Issue 16's month figures: the statuses of one month for every employee of the bench company
 * (10,000 employees, about 300,000 employee-days) in < 5 s, and one employee's month in < 20 ms.
 * Measured in-process on the services the pages and the monthly report call (the facts' four
 * queries plus the calculator), against PostgreSQL with a month of punches: two a working day
 * for every employee, a few late, a few missing, as a time clock would leave them.
 */
import { sql } from 'drizzle-orm';
import { createDb, queryRows, type Db } from '@hr/db';
import { monthRange } from '@hr/domain/attendance/views';
import type { Config } from '../../apps/server/src/config';
import { companyMonthStatuses, monthOf } from '../../apps/server/src/modules/attendance/attendance-list.query';

/** The month measured: a past one, so every day is over (the check-in bench punches today). */
export const BENCH_MONTH = '2026-10';

export type MonthFigures = {
  employees: number; employeeDays: number; punches: number;
  companyMonthMs: { runs: number[]; best: number; median: number };
  oneEmployeeMonthMs: { samples: number; p50: number; p95: number; max: number };
  byStatus: Record<string, number>;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The months of punches the bench company has: three, so the reports read a month among others (issue 18). */
export const BENCH_PUNCH_MONTHS = ['2026-08', '2026-09', '2026-10'];

/**
 * Everyone of the bench company records time on the day shift (unless the seed gave them a
 * working time), with two punches a weekday for each month of BENCH_PUNCH_MONTHS, as a time clock
 * would leave them: one day in 40 late by up to 40 minutes, one in 50 without a check-out, one in
 * 60 without any punch. A month already seeded is left as it is.
 */
export async function seedBenchPunches(db: Db, companyId: string) {
  await db.execute(sql`UPDATE employees SET record_time = true, working_time_id = (SELECT id FROM master_working_times WHERE shift_prefix = 'D08')
    WHERE company_id = ${companyId} AND working_time_id IS NULL`);
  for (const month of BENCH_PUNCH_MONTHS) {
    const { from, to } = monthRange(month);
    const [{ n: seeded } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM attendance_punches p JOIN employees e ON e.id = p.employee_id
      WHERE e.company_id = ${companyId} AND p.local_date BETWEEN ${from}::date AND ${to}::date LIMIT 1) x`);
    if (seeded) continue;
    const started = Date.now();
    // Holidays (Chulalongkorn Day on Thursday 23 October, ...) get punches too: the holiday master decides what they are.
    await db.execute(sql`
      INSERT INTO attendance_punches (employee_id, at, kind, source, local_date, seq, created_by)
      SELECT e.id, (d::date + time '07:40' + (CASE WHEN h % 40 = 0 THEN (h % 60) ELSE (h % 18) END) * interval '1 minute') AT TIME ZONE 'Asia/Bangkok',
        'in', 'device', d::date, 0, e.id
      FROM employees e CROSS JOIN generate_series(${from}::date, ${to}::date, '1 day') d
      CROSS JOIN LATERAL (SELECT abs(hashtext(e.id::text || d::text)) AS h) x
      WHERE e.company_id = ${companyId} AND extract(isodow FROM d) < 6 AND h % 60 <> 1`);
    await db.execute(sql`
      INSERT INTO attendance_punches (employee_id, at, kind, source, local_date, seq, created_by)
      SELECT p.employee_id, (p.local_date + time '17:00' + (h % 30) * interval '1 minute') AT TIME ZONE 'Asia/Bangkok', 'out', 'device', p.local_date, 1, p.employee_id
      FROM attendance_punches p JOIN employees e ON e.id = p.employee_id
      CROSS JOIN LATERAL (SELECT abs(hashtext(p.employee_id::text || p.local_date::text)) AS h) x
      WHERE e.company_id = ${companyId} AND p.local_date BETWEEN ${from}::date AND ${to}::date AND p.seq = 0 AND h % 50 <> 7`);
    await db.execute(sql`VACUUM ANALYZE attendance_punches`);
    console.log(`seeded ${month}'s punches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

export async function benchAttendanceMonth(dbUrl: string, companyCode: string): Promise<MonthFigures> {
  const handle = await createDb({ url: dbUrl, poolSize: 10 });
  try {
    const db = handle.db;
    const [company] = await queryRows<{ id: string }>(db, sql`SELECT id FROM companies WHERE code = ${companyCode}`);
    if (!company) throw new Error(`no company ${companyCode}`);
    await seedBenchPunches(db, company.id);
    const [{ n: punches } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`
      SELECT count(*)::int AS n FROM attendance_punches p JOIN employees e ON e.id = p.employee_id
      WHERE e.company_id = ${company.id} AND p.local_date BETWEEN '2026-10-01' AND '2026-10-31'`);

    const deps = { db, config: { APP_TIMEZONE: 'Asia/Bangkok' } as Config, clock: { now: () => new Date() } };
    const runs: number[] = [];
    let last: Awaited<ReturnType<typeof companyMonthStatuses>> | null = null;
    // A warm-up run, then three measured.
    await companyMonthStatuses(deps, db, company.id, BENCH_MONTH);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      last = await companyMonthStatuses(deps, db, company.id, BENCH_MONTH);
      runs.push(performance.now() - t0);
    }
    const ids = await queryRows<{ id: string }>(db, sql`SELECT id FROM employees WHERE company_id = ${company.id} ORDER BY employee_code LIMIT 300`);
    const samples: number[] = [];
    for (const [i, { id }] of ids.entries()) {
      const t0 = performance.now();
      await monthOf(deps, id, BENCH_MONTH, i % 2 ? 'th' : 'en');
      if (i >= 50) samples.push(performance.now() - t0); // the first 50 warm the JIT and the pool
    }
    const sortedRuns = [...runs].sort((a, b) => a - b);
    samples.sort((a, b) => a - b);
    return {
      employees: last!.employees, employeeDays: last!.days, punches,
      companyMonthMs: { runs: runs.map(Math.round), best: Math.round(sortedRuns[0]!), median: Math.round(sortedRuns[1]!) },
      oneEmployeeMonthMs: { samples: samples.length, p50: +percentile(samples, 50).toFixed(1), p95: +percentile(samples, 95).toFixed(1), max: +samples[samples.length - 1]!.toFixed(1) },
      byStatus: last!.byStatus as Record<string, number>,
    };
  } finally {
    await handle.close();
  }
}

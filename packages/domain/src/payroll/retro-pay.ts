import { prorateSatang } from './deductions';
import type { SalaryLineWorking } from './period';

/*
 * Back-dated salary (issue 35 point 6): a base salary whose effective date falls in a month
 * already closed (or paid) was not paid there. What each such month owes is the salary that month's
 * compute would have paid on the new base, pro-rated as it pro-rated (the days employed of a
 * monthly line, the days paid of a daily one, both as the line's working recorded them), less the
 * salary it did pay. The difference is paid as a correction ("retroactive pay") of that month in
 * the next draft, where it counts as wages of the month paid (social security and its ceiling of
 * that month, THAI-RULES.md section 33).
 */

/** The part of a closed line's working the salary was paid from. */
export type PaidSalary = Pick<SalaryLineWorking, 'payBasis' | 'daysInPeriod' | 'daysEmployed' | 'payableDays' | 'salarySatang'>;
export type RetroMonth = { periodId: string; month: string; paid: PaidSalary };
export type RetroDifference = { periodId: string; month: string; paidSatang: number; owedSatang: number; differenceSatang: number };

/** The salary a line would have paid on `baseSatang`: the pro-rating of computeLine (line.ts). */
export function salaryOnBase(baseSatang: number, paid: PaidSalary): number {
  return paid.payBasis === 'monthly'
    ? prorateSatang(baseSatang, paid.daysEmployed, paid.daysInPeriod)
    : Math.round(baseSatang * Math.max(0, paid.payableDays ?? 0));
}

/** What each closed month owes on the new base, months in order; months that owe nothing are left out. */
export function retroactivePay(months: RetroMonth[], newBaseSatang: number): RetroDifference[] {
  return [...months].sort((a, b) => a.month.localeCompare(b.month)).map((m) => {
    const owedSatang = salaryOnBase(newBaseSatang, m.paid);
    return { periodId: m.periodId, month: m.month, paidSatang: m.paid.salarySatang, owedSatang, differenceSatang: owedSatang - m.paid.salarySatang };
  }).filter((d) => d.differenceSatang !== 0);
}

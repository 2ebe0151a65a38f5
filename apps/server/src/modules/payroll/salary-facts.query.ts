import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { nextDay } from '@hr/domain/masters/rules/working-time';
import { NO_YEAR_TO_DATE, type YearToDate } from '@hr/domain/payroll/income-tax';
import type { LineFacts } from '@hr/domain/payroll/line';
import { bahtToSatangOrNull, type FundAccountFacts, type FundKind, type LoanLender } from '@hr/domain/payroll/funds';
import { PERIOD_ITEM_CODES, type PeriodItemCode, type StaffKind } from '@hr/domain/payroll/period';
import { toSatang } from '@hr/domain';
import type { Deps } from '../../platform/context';
import { attendanceFactsOf, attendanceOfEmployee, dayTypeOf, employedOn, personSql } from '../attendance/attendance-days.query';
import { dayBefore } from '../attendance/attendance-list.query';
import { approvedOvertimeOf, overtimeOfDays } from '../attendance/overtime-pay.query';
import { zoneOffsetMinutes } from '../attendance/punch-card.query';
import { absentDaysOf } from '@hr/domain/attendance/status';
import { employeeWorkCalendar } from '../leave/work-calendar.service';
import { numberOfLeaveDays, type LeaveDuration } from '@hr/domain/leave/number-of-days';
import { unpaidBeyondPaid } from '@hr/domain/payroll/leave-pay';

/*
 * The facts a salary period's lines are computed from (issue 19 point 3), read set by set for a
 * batch of employees: who is in the period, their salary in force, the year so far, attendance
 * (absences, unpaid leave, days paid), approved overtime and the period's items. Nothing here
 * decides pay: packages/domain payroll/line.ts does.
 */

export type PeriodRow = { id: string; companyId: string; month: string; periodStart: string; periodEnd: string; staffKind: StaffKind; paymentChannel: 'bank' | 'nonBank' | 'both' };

/** An employee of the period with what the line needs from their records. */
export type PeriodEmployee = {
  id: string; code: string; name: string; joiningDate: string | null; resignDate: string | null; recordTime: boolean;
  baseSalary: number | null; providentFundPercent: number | null; providentFundEmployerPercent: number | null; hasBank: boolean; normalDailyHours: number | null;
};

/**
 * The company's employees of the period's kind of staff employed at some point of it, with the
 * salary in force on its last day (the newest salary row effective by then), in employee-id order.
 * The payment channel picks those paid into a bank account, those not, or both.
 */
export async function periodEmployees(db: DbOrTx, p: PeriodRow, lang: Lang, opts: { withoutBank?: boolean } = {}): Promise<PeriodEmployee[]> {
  // withoutBank: a bank period's people without a primary account too (the compute lists them as left out).
  const bankOnly = p.paymentChannel === 'bank' && !opts.withoutBank ? sql`AND bank.has` : p.paymentChannel === 'nonBank' ? sql`AND NOT bank.has` : sql``;
  return queryRows<PeriodEmployee>(db, sql`
    SELECT e.id, e.employee_code AS code, ${personSql(lang, 'e')} AS name,
      e.joining_date::text AS "joiningDate", e.resign_date::text AS "resignDate", e.record_time AS "recordTime",
      s.base_salary::float8 AS "baseSalary", e.provident_fund_percent::float8 AS "providentFundPercent", e.provident_fund_employer_percent::float8 AS "providentFundEmployerPercent", bank.has AS "hasBank",
      w.working_hours::float8 AS "normalDailyHours"
    FROM employees e
    LEFT JOIN master_employment_types t ON t.id = e.employment_type_id
    LEFT JOIN master_working_times w ON w.id = e.working_time_id
    LEFT JOIN LATERAL (SELECT h.base_salary FROM employee_salary_history h WHERE h.employee_id = e.id AND h.effective_date <= ${p.periodEnd}::date
      ORDER BY h.effective_date DESC, h.created_at DESC LIMIT 1) s ON true
    CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM employee_bank_accounts b WHERE b.employee_id = e.id AND b.is_primary) AS has) bank
    WHERE e.company_id = ${p.companyId} AND e.active
      AND coalesce(t.pay_basis, 'monthly') = ${p.staffKind}
      AND (e.joining_date IS NULL OR e.joining_date <= ${p.periodEnd}::date)
      AND (e.resign_date IS NULL OR e.resign_date >= ${p.periodStart}::date)
      ${bankOnly}
    ORDER BY e.employee_code`);
}

/**
 * The year so far of each employee: their lines of this company's earlier periods of the tax year
 * that are closed or later, with the payments those lines assumed for the months before the
 * product kept records, frozen as they closed, or the opening year-to-date in their place when one
 * is loaded (issue 35 point 2; the assumed amounts are in satang in the working).
 */
export async function yearToDateOf(db: DbOrTx, p: PeriodRow, ids: string[]): Promise<Map<string, YearToDate & { payments: number }>> {
  if (!ids.length) return new Map();
  const assumed = (field: string) => sql`(coalesce(sum((l.working->'tax'->'assumed'->>${field})::numeric), 0) / 100)::float8`;
  type Sums = { payments: number; regular: number; irregular: number; tax: number; ss: number; pvd: number; wages: number };
  const rows = await queryRows<{ employee_id: string } & Sums & { [K in keyof Sums as `a_${K}`]: number }>(db, sql`
    SELECT l.employee_id, count(*)::int AS payments, sum(l.regular_income)::float8 AS regular, sum(l.irregular_income)::float8 AS irregular,
      sum(l.withholding_tax)::float8 AS tax, sum(l.social_security)::float8 AS ss, sum(l.provident_fund)::float8 AS pvd,
      sum(l.salary - l.absence_deduction - l.unpaid_leave_deduction)::float8 AS wages,
      coalesce(sum(CASE WHEN l.working->'tax'->'assumed' IS NOT NULL THEN (l.working->'tax'->>'assumedPayments')::int END), 0)::int AS a_payments,
      ${assumed('regularSatang')} AS a_regular, 0::float8 AS a_irregular, ${assumed('taxSatang')} AS a_tax,
      ${assumed('socialSecuritySatang')} AS a_ss, ${assumed('providentFundSatang')} AS a_pvd, ${assumed('wagesSatang')} AS a_wages
    FROM salary_lines l JOIN salary_periods sp ON sp.id = l.period_id
    WHERE sp.company_id = ${p.companyId} AND sp.status <> 'draft' AND sp.id <> ${p.id}
      AND sp.month >= ${`${p.month.slice(0, 4)}-01`} AND sp.month < ${p.month} AND l.employee_id IN ${ids}
    GROUP BY l.employee_id`);
  // The opening year-to-date imported for the months paid before the product (its income counts as regular pay and wages).
  const openings = await queryRows<{ employee_id: string } & Omit<Sums, 'irregular' | 'wages'>>(db, sql`
    SELECT employee_id, payments, income::float8 AS regular, tax::float8 AS tax, social_security::float8 AS ss, provident_fund::float8 AS pvd
    FROM salary_opening_balances WHERE company_id = ${p.companyId} AND year = ${Number(p.month.slice(0, 4))} AND employee_id IN ${ids}`);
  const opening = new Map(openings.map((o) => [o.employee_id, { ...o, irregular: 0, wages: o.regular }]));
  const none: Sums = { payments: 0, regular: 0, irregular: 0, tax: 0, ss: 0, pvd: 0, wages: 0 };
  const out = new Map<string, YearToDate & { payments: number }>();
  for (const id of new Set([...rows.map((r) => r.employee_id), ...opening.keys()])) {
    const r = rows.find((x) => x.employee_id === id);
    const recorded: Sums = r ? { payments: r.payments, regular: r.regular, irregular: r.irregular, tax: r.tax, ss: r.ss, pvd: r.pvd, wages: r.wages } : none;
    // The months before the product: the opening when one is loaded (what was really paid), else
    // what closed lines assumed for them. Never both: an opening loaded after a month that assumed
    // them replaces the assumption instead of adding to it.
    const before: Sums = opening.get(id) ?? (r ? { payments: r.a_payments, regular: r.a_regular, irregular: 0, tax: r.a_tax, ss: r.a_ss, pvd: r.a_pvd, wages: r.a_wages } : none);
    out.set(id, {
      payments: recorded.payments + before.payments, regularSatang: toSatang(recorded.regular) + toSatang(before.regular), irregularSatang: toSatang(recorded.irregular),
      taxSatang: toSatang(recorded.tax) + toSatang(before.tax), socialSecuritySatang: toSatang(recorded.ss) + toSatang(before.ss),
      providentFundSatang: toSatang(recorded.pvd) + toSatang(before.pvd), wagesSatang: toSatang(recorded.wages) + toSatang(before.wages),
    });
  }
  return out;
}

/**
 * What corrections took back beyond their month, still to take back, per employee (issue 35 point
 * 5; satang, negative): carried out of the employee's latest line of this company's closed (or
 * later) periods before this month. Only the latest counts: it already carried what came before.
 */
export async function carriedInOf(db: DbOrTx, p: PeriodRow, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ employee_id: string; carried: number }>(db, sql`
    SELECT DISTINCT ON (l.employee_id) l.employee_id, coalesce((l.working->>'carriedOutSatang')::bigint, 0)::float8 AS carried
    FROM salary_lines l JOIN salary_periods sp ON sp.id = l.period_id
    WHERE sp.company_id = ${p.companyId} AND sp.status <> 'draft' AND sp.id <> ${p.id} AND sp.month < ${p.month} AND l.employee_id IN ${ids}
    ORDER BY l.employee_id, sp.month DESC, sp.period_end DESC`);
  return new Map(rows.filter((r) => r.carried < 0).map((r) => [r.employee_id, r.carried]));
}

/**
 * The overtime minutes pay counts by multiplier per employee, on the period's dates (issue 34
 * point 2): each approved request's time within the employee's punched time, on days that are
 * over (packages/domain overtime/payable.ts), the monthly report's payable minutes. The
 * attendance facts are read only for the employees with approved overtime in the period.
 */
export async function overtimeByRate(deps: Pick<Deps, 'db' | 'config' | 'clock'>, p: PeriodRow, ids: string[], lang: Lang): Promise<Map<string, Array<{ rate: number; minutes: number }>>> {
  const approved = await approvedOvertimeOf(deps.db, ids, p.periodStart, p.periodEnd);
  const out = new Map<string, Array<{ rate: number; minutes: number }>>();
  if (!approved.size) return out;
  const facts = await attendanceFactsOf(deps.db, lang, sql`e.id IN ${[...approved.keys()]}`, dayBefore(p.periodStart), nextDay(p.periodEnd), { punches: 'instants' });
  const now = deps.clock.now();
  const offset = zoneOffsetMinutes(now, deps.config.APP_TIMEZONE);
  for (const e of facts.employees) {
    const days = attendanceOfEmployee(e, p.periodStart, p.periodEnd, now.getTime(), offset, { rows: false });
    const byRate = new Map<number, number>();
    for (const s of overtimeOfDays(e, days, approved.get(e.employeeId), now.getTime(), offset).payable) byRate.set(s.rate, (byRate.get(s.rate) ?? 0) + s.minutes);
    if (byRate.size) out.set(e.employeeId, [...byRate].sort(([a], [b]) => a - b).map(([rate, minutes]) => ({ rate, minutes })));
  }
  return out;
}

/** The period's items per employee, in satang. */
export async function itemsOf(db: DbOrTx, periodId: string): Promise<Map<string, Partial<Record<PeriodItemCode, number>>>> {
  const rows = await queryRows<{ employee_id: string; code: PeriodItemCode; amount: number }>(db, sql`
    SELECT employee_id, code, amount::float8 AS amount FROM salary_period_items WHERE period_id = ${periodId}`);
  const out = new Map<string, Partial<Record<PeriodItemCode, number>>>();
  for (const r of rows) if (PERIOD_ITEM_CODES.includes(r.code)) out.set(r.employee_id, { ...out.get(r.employee_id), [r.code]: toSatang(r.amount) });
  return out;
}

/** Approved unpaid leave of the batch overlapping the period: its dates and part of the day. */
async function unpaidLeaveOf(db: DbOrTx, p: PeriodRow, ids: string[]) {
  const rows = await queryRows<{ employee_id: string; date_from: string; date_to: string; duration: string }>(db, sql`
    SELECT l.employee_id, l.date_from::text, l.date_to::text, l.duration FROM leave_requests l JOIN master_leave_types t ON t.id = l.leave_type_id
    WHERE l.status = 'approved' AND t.unpaid AND l.date_from <= ${p.periodEnd}::date AND l.date_to >= ${p.periodStart}::date AND l.employee_id IN ${ids}`);
  const out = new Map<string, typeof rows>();
  for (const r of rows) out.set(r.employee_id, [...(out.get(r.employee_id) ?? []), r]);
  return out;
}

/**
 * The days of the batch's approved leave the leave does not pay (leave-pay.ts): of types paid up to
 * a number of days (sick beyond 30 a year, maternity beyond the employer's 60), counted in order
 * through the year or the pregnancy. Only people whose days in the window pass the paid days are
 * walked through with their work calendar (a request's days are the leave's own count).
 */
async function leaveBeyondPaid(db: DbOrTx, p: PeriodRow, ids: string[]): Promise<Map<string, Map<string, number>>> {
  const yearStart = `${p.periodStart.slice(0, 4)}-01-01`;
  const rows = await queryRows<{ employeeId: string; typeId: string; calendarDays: boolean; perPregnancy: boolean; paidDays: number; dateFrom: string; dateTo: string; duration: LeaveDuration }>(db, sql`
    WITH capped AS (
      SELECT id, calendar_days, counted_per = 'pregnancy' AS per_pregnancy, paid_days_per_year FROM master_leave_types
      WHERE paid_days_per_year IS NOT NULL AND NOT unpaid AND (unpaid_beyond OR paid_days_per_year < days_per_year)),
    touching AS (
      SELECT DISTINCT l.employee_id, l.leave_type_id, l.pregnancy_id FROM leave_requests l JOIN capped t ON t.id = l.leave_type_id
      WHERE l.status = 'approved' AND l.date_from <= ${p.periodEnd}::date AND l.date_to >= ${p.periodStart}::date AND l.employee_id IN ${ids}),
    window_rows AS (
      SELECT l.employee_id, l.leave_type_id, t.calendar_days, t.per_pregnancy, t.paid_days_per_year, l.date_from, l.date_to, l.duration, l.days
      FROM leave_requests l JOIN capped t ON t.id = l.leave_type_id JOIN touching x ON x.employee_id = l.employee_id AND x.leave_type_id = l.leave_type_id
      WHERE l.status = 'approved' AND l.date_from <= ${p.periodEnd}::date
        AND CASE WHEN t.per_pregnancy THEN l.pregnancy_id IS NOT DISTINCT FROM x.pregnancy_id ELSE l.date_to >= ${yearStart}::date END)
    SELECT DISTINCT w.employee_id AS "employeeId", w.leave_type_id AS "typeId", w.calendar_days AS "calendarDays", w.per_pregnancy AS "perPregnancy",
      w.paid_days_per_year::float8 AS "paidDays", w.date_from::text AS "dateFrom", w.date_to::text AS "dateTo", w.duration
    FROM window_rows w
    WHERE (SELECT sum(v.days) FROM window_rows v WHERE v.employee_id = w.employee_id AND v.leave_type_id = w.leave_type_id) > w.paid_days_per_year
    ORDER BY 1, 2, 6`);
  const out = new Map<string, Map<string, number>>();
  const byEmployee = new Map<string, typeof rows>();
  for (const r of rows) byEmployee.set(r.employeeId, [...(byEmployee.get(r.employeeId) ?? []), r]);
  for (const [employeeId, leaves] of byEmployee) {
    const calendar = await employeeWorkCalendar(db, employeeId, leaves.reduce((a, l) => (l.dateFrom < a ? l.dateFrom : a), p.periodStart), p.periodEnd);
    const unpaid = new Map<string, number>();
    for (const typeId of new Set(leaves.map((l) => l.typeId))) {
      const ofType = leaves.filter((l) => l.typeId === typeId);
      const counted = ofType.flatMap((l) => {
        const r = numberOfLeaveDays({ dateFrom: l.dateFrom, dateTo: l.dateTo, duration: l.duration, calendarDays: l.calendarDays }, calendar);
        return r.ok ? [{ dates: r.dates, perDate: l.duration === 'fullDay' ? 1 : 0.5 }] : [];
      });
      // A year's type counts each calendar year's days on their own; a pregnancy's run across years.
      const windows = ofType[0]!.perPregnancy ? [null] : [...new Set([p.periodStart.slice(0, 4), p.periodEnd.slice(0, 4)])];
      for (const year of windows) {
        const requests = year === null ? counted : counted.map((c) => ({ ...c, dates: c.dates.filter((d) => d.startsWith(year)) }));
        for (const [date, days] of unpaidBeyondPaid({ paidDays: ofType[0]!.paidDays, priorDays: 0, requests, periodStart: p.periodStart, periodEnd: p.periodEnd })) {
          unpaid.set(date, (unpaid.get(date) ?? 0) + days);
        }
      }
    }
    out.set(employeeId, unpaid);
  }
  return out;
}

export type AttendanceCounts = { absentDays: number; unpaidLeaveDays: number; scheduledPaidDays: number };

/**
 * Each employee's absences, unpaid leave on working days (and leave past its paid days) and the days a daily wage pays (working
 * days and public holidays while employed), from the attendance calculator the pages use: a day
 * is absent here exactly when the attendance page says so. Staff who do not record time have no absences.
 */
export async function attendanceCounts(deps: Pick<Deps, 'db' | 'config' | 'clock'>, p: PeriodRow, ids: string[], lang: Lang): Promise<Map<string, AttendanceCounts>> {
  if (!ids.length) return new Map();
  const [facts, unpaid, beyondPaid] = await Promise.all([
    attendanceFactsOf(deps.db, lang, sql`e.id IN ${ids}`, dayBefore(p.periodStart), nextDay(p.periodEnd), { punches: 'instants' }),
    unpaidLeaveOf(deps.db, p, ids),
    leaveBeyondPaid(deps.db, p, ids),
  ]);
  const now = deps.clock.now();
  const offset = zoneOffsetMinutes(now, deps.config.APP_TIMEZONE);
  const out = new Map<string, AttendanceCounts>();
  for (const e of facts.employees) {
    const days = attendanceOfEmployee(e, p.periodStart, p.periodEnd, now.getTime(), offset, { rows: false });
    const first = e.days.findIndex((x) => x.date === p.periodStart);
    const leaves = unpaid.get(e.employeeId) ?? [];
    const counts: AttendanceCounts = { absentDays: 0, unpaidLeaveDays: 0, scheduledPaidDays: 0 };
    days.forEach((d, k) => {
      const date = e.days[first + k]!.date;
      if (!employedOn(e, date)) return;
      const type = dayTypeOf(e, first + k);
      if (type === 'working' || type === 'holiday') counts.scheduledPaidDays += 1;
      // Half a day of leave and nobody for the other half: only that half is absent (issue 34 point 4).
      counts.absentDays += absentDaysOf({ status: d.status, leave: type === 'working' ? d.day.leave : null });
      const leave = type === 'working' ? leaves.find((l) => l.date_from <= date && date <= l.date_to) : undefined;
      if (leave) counts.unpaidLeaveDays += leave.duration === 'fullDay' ? 1 : 0.5;
      // Leave past its paid days (sick beyond 30, maternity beyond 60): the dates the leave counts.
      counts.unpaidLeaveDays += beyondPaid.get(e.employeeId)?.get(date) ?? 0;
    });
    out.set(e.employeeId, counts);
  }
  return out;
}

/**
 * The fund and loan accounts of the batch in force in the period's month, each with the debt still
 * owed before it: the principal and the loan movements of the ledger outside draft periods.
 */
export async function fundsOf(db: DbOrTx, p: PeriodRow, ids: string[]): Promise<Map<string, FundAccountFacts[]>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ employeeId: string; id: string; kind: FundKind; lender: LoanLender; startMonth: string; endMonth: string | null;
    monthlyAmount: number | null; monthlyPercent: number | null; principal: number | null; instalment: number | null; loanMoved: number }>(db, sql`
    SELECT a.employee_id AS "employeeId", a.id, a.kind, a.lender, a.start_month AS "startMonth", a.end_month AS "endMonth",
      a.monthly_amount::float8 AS "monthlyAmount", a.monthly_percent::float8 AS "monthlyPercent", a.principal::float8 AS principal, a.instalment::float8 AS instalment,
      coalesce((SELECT sum(x.loan) FROM payroll_fund_entries x LEFT JOIN salary_periods sp ON sp.id = x.period_id
        WHERE x.account_id = a.id AND (sp.id IS NULL OR sp.status <> 'draft')), 0)::float8 AS "loanMoved"
    FROM payroll_fund_accounts a
    WHERE a.employee_id IN ${ids} AND a.start_month <= ${p.month} AND (a.end_month IS NULL OR a.end_month >= ${p.month})
    ORDER BY a.employee_id, a.kind, a.start_month, a.created_at, a.id`);
  const out = new Map<string, FundAccountFacts[]>();
  for (const r of rows) {
    const facts: FundAccountFacts = {
      id: r.id, kind: r.kind, lender: r.lender, startMonth: r.startMonth, endMonth: r.endMonth, monthlyAmountSatang: bahtToSatangOrNull(r.monthlyAmount),
      monthlyPercent: r.monthlyPercent, principalSatang: bahtToSatangOrNull(r.principal), instalmentSatang: bahtToSatangOrNull(r.instalment),
      loanBalanceSatang: toSatang((r.principal ?? 0) + r.loanMoved),
    };
    out.set(r.employeeId, [...(out.get(r.employeeId) ?? []), facts]);
  }
  return out;
}

/** The savings cooperative's rates in force on a date (the newest active row from its date), or none. */
export async function cooperativeRateOn(db: DbOrTx, date: string): Promise<{ shareRatePercent: number; loanInterestPercent: number } | null> {
  const [row] = await queryRows<{ shareRatePercent: number; loanInterestPercent: number }>(db, sql`
    SELECT share_rate_percent::float8 AS "shareRatePercent", loan_interest_percent::float8 AS "loanInterestPercent" FROM master_cooperative_rates
    WHERE active AND effective_from <= ${date}::date ORDER BY effective_from DESC LIMIT 1`);
  return row ?? null;
}

/** A line's facts from what was read (the tax declarations and funds are added by the compute; garnishment orders have no records yet). */
export function lineFactsOf(p: PeriodRow, e: PeriodEmployee, a: AttendanceCounts | undefined, ytd: (YearToDate & { payments: number }) | undefined,
  overtime: Array<{ rate: number; minutes: number }> | undefined, items: Partial<Record<PeriodItemCode, number>> | undefined): LineFacts {
  const pvd = e.providentFundPercent ?? 0;
  return {
    payBasis: p.staffKind, baseSalarySatang: toSatang(e.baseSalary ?? 0), periodStart: p.periodStart, periodEnd: p.periodEnd, month: p.month,
    joiningDate: e.joiningDate, resignDate: e.resignDate,
    absentDays: a?.absentDays ?? 0, unpaidLeaveDays: a?.unpaidLeaveDays ?? 0, scheduledPaidDays: a?.scheduledPaidDays ?? 0,
    overtime: overtime ?? [], normalDailyHours: e.normalDailyHours && e.normalDailyHours > 0 ? e.normalDailyHours : 8, items: items ?? {},
    insured: true, providentFundPercent: pvd, providentFundEmployerPercent: pvd ? e.providentFundEmployerPercent ?? pvd : 0,
    yearToDate: ytd ? { regularSatang: ytd.regularSatang, irregularSatang: ytd.irregularSatang, taxSatang: ytd.taxSatang, socialSecuritySatang: ytd.socialSecuritySatang,
      providentFundSatang: ytd.providentFundSatang, wagesSatang: ytd.wagesSatang } : NO_YEAR_TO_DATE,
    recordedPayments: ytd?.payments ?? 0, declarations: {}, funds: [], adjustments: [], recurring: [], socialSecurityOverrideSatang: null, garnishmentSatang: 0,
  };
}

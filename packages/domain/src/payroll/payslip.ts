import { z } from 'zod';
import { ZUuid } from '../validators';
import { DEDUCTION_ORDER } from './deductions';
import type { SalaryLineWorking, SalaryPeriodStatus } from './period';

/*
 * A payslip (issue 20 point 1): what one employee's line of a closed period says, row by row, in
 * the words of the income/deduction master. Its earnings add up to the line's gross and its
 * deductions to the line's deductions, to the satang: an absence is a negative earning (the
 * period's gross is after it), and an item the master keeps off payslips ("show in payslip" off)
 * is folded into "other income" or "other deductions" rather than dropped, so the sums still hold.
 */

/** A row's words: a key of payroll:payslip.rows with its values, or the master item's own name. */
export type PayslipLabel = { key: string; params?: Record<string, string | number> } | { name: string };
export type PayslipRow = { code: string; label: PayslipLabel; amountSatang: number };
export type PayslipFigures = {
  earnings: PayslipRow[];
  deductions: PayslipRow[];
  grossSatang: number;
  deductionsSatang: number;
  netSatang: number;
  /** What the employer pays on top (not taken from the pay): social security and the provident fund. */
  employer: PayslipRow[];
};
/** The income/deduction master as a payslip reads it: by code, the name in the payslip's language and whether it is shown. */
export type PayslipItems = ReadonlyMap<string, { name: string; show: boolean }>;

/** The master's code of each deduction line (SAVING and LOAN have none: they are always named by the product). */
const DEDUCTION_ITEM: Record<(typeof DEDUCTION_ORDER)[number], string> = {
  WHT: 'WHT', SSO: 'SSO', PVD: 'PVD', SLF: 'SLF', LED: 'LED', COOP: 'COOP', SAVING: 'SAVING', LOAN: 'LOAN', OTHER: 'OTHER',
};

export function payslipOf(w: SalaryLineWorking, items: PayslipItems): PayslipFigures {
  const earnings: PayslipRow[] = [];
  const deductions: PayslipRow[] = [];
  let hiddenIncome = 0;
  let hiddenDeduction = 0;
  /** A row under the master's name when it has the code, hidden into "other" when the master says so. */
  const add = (list: PayslipRow[], code: string, amountSatang: number, fallback: PayslipLabel, always = false) => {
    if (!amountSatang && !always) return;
    const item = items.get(code);
    if (item && !item.show) {
      if (list === earnings) hiddenIncome += amountSatang; else hiddenDeduction += amountSatang;
      return;
    }
    list.push({ code, label: item ? { name: item.name } : fallback, amountSatang });
  };

  add(earnings, 'SALARY', w.salarySatang, w.payableDays !== null
    ? { key: 'dailyWage', params: { days: w.payableDays } }
    : w.daysEmployed < w.daysInPeriod ? { key: 'salaryPart', params: { days: w.daysEmployed, of: w.daysInPeriod } } : { key: 'salary' }, true);
  add(earnings, 'ABSENT', -w.absenceSatang, { key: 'absence', params: { days: w.absentDays } });
  add(earnings, 'UNPAID_LEAVE', -w.unpaidLeaveSatang, { key: 'unpaidLeave', params: { days: w.unpaidLeaveDays } });
  add(earnings, 'OT', w.overtime.totalSatang, { key: 'overtime' });
  add(earnings, 'COMMISSION', w.items.commission, { key: 'commission' });
  add(earnings, 'BONUS', w.items.bonus, { key: 'bonus' });
  add(earnings, 'EXTRA', w.items.extra, { key: 'extra' });
  for (const r of (w.recurring ?? []).filter((x) => x.kind === 'income')) add(earnings, r.code, r.paidSatang, { name: r.name });
  for (const a of w.adjustments ?? []) add(earnings, 'CORRECTION', a.amountSatang, { key: 'correction', params: { month: a.fromMonth, reason: a.reason } });
  // Issue 35 point 5: what earlier months could not take back comes in here in full, and what this
  // month cannot bear goes on to the next period: both shown, so the rows add up to the gross paid.
  if (w.carriedInSatang) earnings.push({ code: 'CARRIED_IN', label: { key: 'carriedIn' }, amountSatang: w.carriedInSatang });
  if (w.carriedOutSatang) earnings.push({ code: 'CARRIED_OUT', label: { key: 'carriedOut' }, amountSatang: -w.carriedOutSatang });
  const otherIncome = w.items.otherIncome + hiddenIncome;
  if (otherIncome) earnings.push({ code: 'OTHER_INCOME', label: { key: 'otherIncome' }, amountSatang: otherIncome });

  for (const code of DEDUCTION_ORDER) {
    const amount = w.deductions.find((d) => d.code === code)?.amountSatang ?? 0;
    if (code !== 'OTHER') {
      // Tax and social security are always shown, even at nothing: they are what employees look for.
      add(deductions, DEDUCTION_ITEM[code], amount, { key: `deduction.${code}` }, code === 'WHT' || code === 'SSO');
      continue;
    }
    // "Other" is the recurring deduction items and the period's other deductions: each on its own
    // row when it was taken in full; one row when the pay could not cover them all.
    const recurring = (w.recurring ?? []).filter((x) => x.kind === 'deduction' && x.paidSatang > 0);
    const asked = recurring.reduce((n, r) => n + r.paidSatang, 0) + w.items.otherDeduction;
    if (amount === asked) {
      for (const r of recurring) add(deductions, r.code, r.paidSatang, { name: r.name });
      hiddenDeduction += w.items.otherDeduction;
    } else hiddenDeduction += amount;
  }
  if (hiddenDeduction) deductions.push({ code: 'OTHER_DEDUCTION', label: { key: 'deduction.OTHER' }, amountSatang: hiddenDeduction });

  const employer: PayslipRow[] = [];
  if (w.socialSecurity?.employerSatang) employer.push({ code: 'SSO_EMPLOYER', label: { key: 'employerSocialSecurity' }, amountSatang: w.socialSecurity.employerSatang });
  if (w.providentFund.employerSatang) employer.push({ code: 'PVD_EMPLOYER', label: { key: 'employerProvidentFund' }, amountSatang: w.providentFund.employerSatang });
  return {
    earnings, deductions, employer,
    grossSatang: w.grossSatang,
    deductionsSatang: w.deductions.reduce((n, d) => n + d.amountSatang, 0),
    netSatang: w.netSatang,
  };
}

/** A period's state from which its lines are final and its payslips exist. */
export const PAYSLIP_STATUSES: readonly SalaryPeriodStatus[] = ['closed', 'sent', 'paid'];

/** HR's download: one employee (a PDF), some, or everyone (no ids: a zip, followed through progressId). */
export const ZPayslipDownload = z.strictObject({
  id: ZUuid,
  employeeIds: z.array(ZUuid).min(1, { error: 'validation.required' }).max(10_000, { error: 'validation.tooLarge' }).optional(),
  progressId: ZUuid.optional(),
});
export type PayslipDownload = z.infer<typeof ZPayslipDownload>;
/** The employee's own payslip of a period. */
export const ZSelfPayslip = z.strictObject({ periodId: ZUuid });
export const ZSelfPayslipSearch = z.strictObject({
  year: z.number().int().min(2000, { error: 'validation.tooSmall' }).max(2100, { error: 'validation.tooLarge' }).optional(),
});

/**
 * A payslip in the employee's list: the month paid, when, and the line's totals (baht); or an
 * online payslip uploaded for a payroll run elsewhere (its figures are in its PDF only).
 */
export type SelfPayslipView = { source: 'payroll' | 'eslip'; id: string; month: string; payDate: string; companyName: string; gross: number | null; totalDeductions: number | null; netPay: number | null };

/** The year so far of an employee, through this payslip's month (closed periods of the tax year). */
export type PayslipYearToDate = { incomeSatang: number; taxSatang: number; socialSecuritySatang: number; providentFundSatang: number };

/**
 * The password a mailed payslip is locked with (issue 20 point 2), chosen per company: the
 * employee's date of birth as DDMMYYYY in the Buddhist era (a Thai payslip's usual), or in the
 * common era (staff from Cambodia and Myanmar count years so), or none. The mail says which rule,
 * never the password.
 */
export const PAYSLIP_PASSWORDS = ['birthDateBe', 'birthDateCe', 'none'] as const;
export type PayslipPasswordRule = (typeof PAYSLIP_PASSWORDS)[number];

/** The password of an employee under a rule: '' for none; null when the rule needs a date of birth they do not have. */
export function payslipPassword(rule: PayslipPasswordRule, birthDate: string | null): string | null {
  if (rule === 'none') return '';
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  const year = Number(birthDate.slice(0, 4)) + (rule === 'birthDateBe' ? 543 : 0);
  return `${birthDate.slice(8, 10)}${birthDate.slice(5, 7)}${year}`;
}

/** Why an employee's payslip was not mailed. */
export const PAYSLIP_MAIL_SKIPS = ['noEmail', 'noBirthDate'] as const;
export type PayslipMailResult = { queued: number; skipped: Array<{ employeeId: string; employeeCode: string; name: string; reason: (typeof PAYSLIP_MAIL_SKIPS)[number] }> };
/** The payslip mails of a period in the outbox, by state. */
export type PayslipMailStatus = { pending: number; sent: number; failed: number; stored: number };
export const ZPayslipMail = z.strictObject({
  id: ZUuid,
  employeeIds: z.array(ZUuid).min(1, { error: 'validation.required' }).max(10_000, { error: 'validation.tooLarge' }).optional(),
});

import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { ZMonth } from '../attendance/views';
import { hasTwoDecimals } from '../money';
import { optionalText, requiredOr, ZUuid } from '../validators';
import type { SocialSecurityResult } from './social-security';
import type { Withholding, YearToDate } from './income-tax';
import type { DeductionLine } from './deductions';
import type { FundPaid } from './funds';
import type { RecurringPaid } from './pay-items';

/*
 * Salary periods (issue 19 point 3; SPEC section 3 "Payroll", section 4 "Salary period
 * statuses"): what a period is, the moves between its states, and the shapes of its calls.
 */

export const SALARY_PERIOD_STATUSES = ['draft', 'closed', 'sent', 'paid'] as const;
export type SalaryPeriodStatus = (typeof SALARY_PERIOD_STATUSES)[number];
export const STAFF_KINDS = ['monthly', 'daily'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];
export const PAYMENT_CHANNELS = ['bank', 'nonBank', 'both'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
/** Variable pay and deductions entered or imported per employee for a period. */
export const PERIOD_ITEM_CODES = ['commission', 'bonus', 'extra', 'otherIncome', 'otherDeduction'] as const;
export type PeriodItemCode = (typeof PERIOD_ITEM_CODES)[number];
/** What is set by hand on one line of a draft and kept through its recomputes (socialsecurityPrice). */
export const LINE_OVERRIDE_CODES = ['socialSecurity'] as const;

/** The state a period moves to by each action, from the one it must be in (one conditional update each). */
export const PERIOD_MOVES = {
  close: { from: 'draft', to: 'closed' },
  send: { from: 'closed', to: 'sent' },
  pay: { from: 'sent', to: 'paid' },
} as const satisfies Record<string, { from: SalaryPeriodStatus; to: SalaryPeriodStatus }>;
export type PeriodMove = keyof typeof PERIOD_MOVES;

/** A period's own facts, as the add and edit forms send them (edit: a draft only). */
export const ZSalaryPeriodSave = z.strictObject({
  id: ZUuid.optional(),
  companyId: ZUuid,
  month: ZMonth,
  periodStart: ZIsoDate,
  periodEnd: ZIsoDate,
  payDate: ZIsoDate,
  staffKind: z.enum(STAFF_KINDS, { error: 'validation.required' }),
  paymentChannel: z.enum(PAYMENT_CHANNELS, { error: 'validation.required' }),
  note: optionalText(500),
}).superRefine((v, ctx) => {
  if (v.periodEnd < v.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'validation.endNotBeforeStart' });
  // A period is at most a month and a bit (a cut-off on the 21st runs to the 20th of the next month).
  if (v.periodEnd >= v.periodStart && daysBetween(v.periodStart, v.periodEnd) > 31) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'validation.periodTooLong' });
  if (v.payDate < v.periodStart) ctx.addIssue({ code: 'custom', path: ['payDate'], message: 'validation.notBeforeStart' });
  // The month paid is the period's own month or the next one (a period to the 20th paid on the 25th, or at the start of the next month).
  const next = nextMonth(v.periodEnd.slice(0, 7));
  if (v.month < v.periodStart.slice(0, 7) || v.month > next) ctx.addIssue({ code: 'custom', path: ['month'], message: 'validation.monthOutsidePeriod' });
});
export type SalaryPeriodSave = z.infer<typeof ZSalaryPeriodSave>;

export const ZSalaryPeriodSearch = z.strictObject({
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
  companyId: ZUuid.optional(),
  year: z.number().int().min(2000, { error: 'validation.tooSmall' }).max(2100, { error: 'validation.tooLarge' }).optional(),
  status: z.enum(SALARY_PERIOD_STATUSES, { error: 'validation.invalid' }).optional(),
});
export type SalaryPeriodSearch = z.infer<typeof ZSalaryPeriodSearch>;

export const ZPeriodId = z.strictObject({ id: ZUuid });
/** Compute (or recompute) a draft; the page follows it through the progress id it chose. */
export const ZPeriodCompute = z.strictObject({ id: ZUuid, progressId: ZUuid.optional() });
/** A move of the period's state; sending to accounting names the accountant who receives it (SPEC section 5). */
export const ZPeriodMove = z.strictObject({
  id: ZUuid,
  action: z.enum(['close', 'send', 'pay'], { error: 'validation.invalid' }),
  accountantId: ZUuid.optional(),
}).superRefine((v, ctx) => {
  if (v.action === 'send' && !v.accountantId) ctx.addIssue({ code: 'custom', path: ['accountantId'], message: 'validation.required' });
});
export const ZPeriodPayDate = z.strictObject({ id: ZUuid, payDate: ZIsoDate });
export const ZPeriodChannel = z.strictObject({ id: ZUuid, paymentChannel: z.enum(PAYMENT_CHANNELS, { error: 'validation.required' }) });
/** The lines of a period, searched and paged. */
export const ZPeriodLines = z.strictObject({
  id: ZUuid,
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(50),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export const ZPeriodLine = z.strictObject({ id: ZUuid, employeeId: ZUuid });

const MAX_CORRECTION = 10_000_000;
/**
 * A correction of a closed period's line (issue 19 point 3: a closed period never changes; what it
 * paid wrong is put right in a later draft of the same company and staff): a signed amount (more
 * pay, or an overpayment taken back) with its reason.
 */
export const ZPeriodAdjustmentSave = z.strictObject({
  fromPeriodId: ZUuid,
  employeeId: ZUuid,
  toPeriodId: ZUuid,
  amount: z.number({ error: requiredOr('validation.numericOnly') }).min(-MAX_CORRECTION, { error: 'validation.tooSmall' }).max(MAX_CORRECTION, { error: 'validation.tooLarge' })
    .refine(hasTwoDecimals, { error: 'validation.twoDecimals' }).refine((n) => n !== 0, { error: 'validation.notZero' }),
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
});
export type PeriodAdjustmentSave = z.input<typeof ZPeriodAdjustmentSave>;
/** A correction as a line carries it: where it comes from, how much, why. */
export type LineAdjustment = { id: string; fromPeriodId: string; fromMonth: string; amountSatang: number; reason: string };

/**
 * socialsecurityPrice (SPEC section 7): the employee's social security contribution of one line of
 * a draft set by hand (not insured this month: 0; the office's own figure), or cleared (null) to
 * let the law's calculation stand. The employer's side follows at the master's rates.
 */
export const ZSocialSecurityPrice = z.strictObject({
  id: ZUuid,
  employeeId: ZUuid,
  amount: z.number({ error: 'validation.numericOnly' }).min(0, { error: 'validation.tooSmall' }).max(100_000, { error: 'validation.tooLarge' })
    .refine(hasTwoDecimals, { error: 'validation.twoDecimals' }).nullable(),
});

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Days from one date to another, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The explanation kept with a line: every figure's inputs and rule (the line drawer shows it). */
export type SalaryLineWorking = {
  payBasis: StaffKind;
  baseSalarySatang: number;
  daysInPeriod: number;
  daysEmployed: number;
  /** Daily staff: the days paid (working days and public holidays employed, less absences and unpaid leave). */
  payableDays: number | null;
  salarySatang: number;
  absentDays: number;
  absenceSatang: number;
  unpaidLeaveDays: number;
  unpaidLeaveSatang: number;
  overtime: { normalDailyHours: number; lines: Array<{ rate: number; minutes: number; paySatang: number }>; totalSatang: number };
  items: Record<PeriodItemCode, number>;
  grossSatang: number;
  socialSecurity: SocialSecurityResult | null;
  providentFund: { employeePercent: number; employerPercent: number; wagesSatang: number; employeeSatang: number; employerSatang: number };
  tax: Withholding & {
    paymentsInYear: number; paymentNumber: number; regularSatang: number; irregularSatang: number;
    /** The year so far as the tax used it: recorded payments, plus assumed ones for months paid before the product kept records. */
    yearToDate: YearToDate; recordedPayments: number; assumedPayments: number;
    /** The part of yearToDate this line assumed (assumedPayments of them); a closed period's is frozen: later months read it as recorded. */
    assumed?: YearToDate;
  };
  deductions: DeductionLine[];
  netSatang: number;
  /** The recurring allowances and deductions of the month (lines computed before them have none). */
  recurring?: RecurringPaid[];
  /** Corrections of closed periods paid (or taken back) in this one, and their total. */
  adjustments?: LineAdjustment[];
  adjustmentSatang?: number;
  /**
   * Issue 35 point 5: what corrections took back beyond what the month could bear, carried in from
   * the employee's previous line (negative), and what is still to take back after this one
   * (negative), carried to the next period. Absent when nothing is carried.
   */
  carriedInSatang?: number;
  carriedOutSatang?: number;
  /** The employee's social security set by hand for this line (socialsecurityPrice), and what the law's calculation gave. */
  socialSecurityOverride?: { amountSatang: number; computedEmployeeSatang: number; computedEmployerSatang: number } | null;
  /** What each fund or loan account asked and got (lines computed before funds existed have none). */
  funds?: FundPaid[];
};

/** A period as the list and the page show it (money in baht). */
export type SalaryPeriodView = {
  id: string;
  companyId: string;
  companyName: string;
  month: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  staffKind: StaffKind;
  paymentChannel: PaymentChannel;
  status: SalaryPeriodStatus;
  note: string | null;
  employeeCount: number;
  grossTotal: number;
  deductionTotal: number;
  netTotal: number;
  taxTotal: number;
  socialSecurityTotal: number;
  socialSecurityEmployerTotal: number;
  /** A compute running now: its progress id (the page follows it through get/work/progress). */
  computing: { progressId: string | null; since: string } | null;
  computedAt: string | null;
  /** What changed since the compute (a draft needs recomputing before it closes); empty when up to date. */
  staleInputs: StaleInput[];
  computedByName: string | null;
  closedAt: string | null;
  closedByName: string | null;
  accountantId: string | null;
  accountantName: string | null;
  sentAt: string | null;
  paidAt: string | null;
};
/** The kinds of input a salary period's compute reads, whose change after it makes the draft stale. */
export const STALE_INPUTS = ['items', 'corrections', 'salary', 'overtime', 'leave', 'punches', 'funds', 'declarations', 'opening'] as const;
export type StaleInput = (typeof STALE_INPUTS)[number];
export type SalaryPeriodList = { items: SalaryPeriodView[]; total: number; page: number; pageSize: number };

/** SPEC section 3's money columns of a line, as the table, the line and the database name them. */
export const LINE_MONEY_COLUMNS = ['baseSalary', 'salary', 'absenceDeduction', 'unpaidLeaveDeduction', 'overtime', 'bonus', 'commission', 'extra', 'otherIncome', 'gross',
  'socialSecurity', 'socialSecurityEmployer', 'withholdingTax', 'providentFund', 'providentFundEmployer', 'studentLoan', 'legalExecution', 'cooperative',
  'saving', 'educationLoan', 'otherDeduction', 'totalDeductions', 'netPay'] as const;

/** One line of the period's table (money in baht). */
export type SalaryLineView = {
  employeeId: string;
  employeeCode: string;
  name: string;
  departmentName: string | null;
  channel: 'bank' | 'nonBank';
  baseSalary: number; salary: number; absenceDeduction: number; unpaidLeaveDeduction: number;
  overtime: number; bonus: number; commission: number; extra: number; otherIncome: number; gross: number;
  socialSecurity: number; socialSecurityEmployer: number; withholdingTax: number; providentFund: number; providentFundEmployer: number;
  studentLoan: number; legalExecution: number; cooperative: number; saving: number; educationLoan: number; otherDeduction: number;
  totalDeductions: number; netPay: number;
};
export type SalaryLineList = { items: SalaryLineView[]; total: number; page: number; pageSize: number };
/** One line with its working (the drawer), and the tax allowances' names by code. */
export type SalaryLineDetails = {
  line: SalaryLineView; working: SalaryLineWorking; allowanceNames: Record<string, string>; computedAt: string;
  /** The social security set by hand for the line's next compute (socialsecurityPrice), if any. */
  socialSecurityPrice: number | null;
  /** Corrections of this line made in later periods. */
  corrections: Array<{ id: string; toPeriodId: string; toMonth: string; toStatus: SalaryPeriodStatus; amount: number; reason: string }>;
};
/** A compute's answer: how many lines, and the employees left out with why. */
/** Why an employee of the period has no line: no salary in force on its last day, or a bank period and no primary bank account. */
export const SKIP_REASONS = ['noSalary', 'noBankAccount'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export type ComputeResult = { lines: number; skipped: Array<{ employeeId: string; employeeCode: string; name: string; reason: SkipReason }> };

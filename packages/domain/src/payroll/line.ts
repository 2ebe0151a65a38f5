import { overtimePaySatang } from '../overtime/calculator';
import { allocateFunds, fundChargesOf, type FundAccountFacts } from './funds';
import { recurringOf, type RecurringPayItem } from './pay-items';
import { applyDeductions, daysPaySatang, garnishableSatang, prorateSatang, providentFundOf, type DeductionRequest } from './deductions';
import { withholdingOf, type YearToDate } from './income-tax';
import { daysBetween, PERIOD_ITEM_CODES, type LineAdjustment, type PeriodItemCode, type SalaryLineWorking, type StaffKind } from './period';
import type { PayrollRates } from './simulate';
import { socialSecurityOf, type SocialSecurityResult } from './social-security';
import type { TaxDeclarations } from './tax-allowances';

/*
 * One employee's pay in a salary period (issue 19 point 1), pure: the server gathers the facts
 * (salary in force, attendance, approved overtime, the period's items, the year so far) and this
 * works out every figure with its explanation, by the same calculators as payroll/simulate.
 *
 * - Monthly staff: the monthly salary, prorated by calendar days for a joiner or a leaver; an
 *   absence or a day of unpaid leave takes a day's pay (monthly / 30).
 * - Daily staff: the daily wage for each payable day (working days and public holidays employed,
 *   less absences and unpaid leave).
 * - Overtime from approved requests at their multipliers, on the hourly base of the pay basis.
 * - Social security on the wages (salary after absences, overtime, commission and extra; not a
 *   bonus or other income), the provident fund on the salary earned.
 * - Withholding tax by s.50(1) from the year so far: a joiner counts the payments from their first
 *   month, a leaver's last month is their last payment of the year; a bonus is irregular income.
 * - Deductions in the law's order, each at most what is left; a garnishment at most what the law lets attach;
 *   the funds and loans in force (payroll/funds.ts), what each got written to its ledger by the compute.
 */

export type LineFacts = {
  payBasis: StaffKind;
  /** The monthly salary, or the daily wage of daily staff. */
  baseSalarySatang: number;
  periodStart: string;
  periodEnd: string;
  /** The month paid, 'YYYY-MM'. */
  month: string;
  joiningDate: string | null;
  resignDate: string | null;
  absentDays: number;
  unpaidLeaveDays: number;
  /** Daily staff: working days and public holidays within employment in the period. */
  scheduledPaidDays: number;
  /** Approved overtime by multiplier. */
  overtime: Array<{ rate: number; minutes: number }>;
  normalDailyHours: number;
  items: Partial<Record<PeriodItemCode, number>>;
  insured: boolean;
  providentFundPercent: number;
  providentFundEmployerPercent: number;
  /** This company's recorded payments of the tax year before this one (closed periods), and how many there were. */
  yearToDate: YearToDate;
  recordedPayments: number;
  declarations: TaxDeclarations;
  /** Corrections of closed periods to pay (positive) or take back (negative) in this one. */
  adjustments: LineAdjustment[];
  /** What earlier corrections took back beyond their month, left to take back (negative; 0 or absent: nothing). */
  carriedInSatang?: number;
  /** The employee's recurring allowances and deductions in force this month (the income/deduction master's items). */
  recurring: RecurringPayItem[];
  /** The employee's contribution set by hand for this line, if any (socialsecurityPrice). */
  socialSecurityOverrideSatang: number | null;
  /** The employee's fund and loan accounts (cooperative, saving fund, education loans, the Student Loan Fund). */
  funds: FundAccountFacts[];
  /** A Legal Execution Department order's monthly amount beyond the funds' orders (legalExecution accounts), if any. */
  garnishmentSatang: number;
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The payments of the year the employee receives and which one this is (monthly payroll: one a month). */
export function paymentsOf(month: string, joiningDate: string | null, resignDate: string | null): { paymentsInYear: number; paymentNumber: number } {
  const year = month.slice(0, 4);
  const m = Number(month.slice(5, 7));
  const first = joiningDate && joiningDate.slice(0, 4) === year ? Number(joiningDate.slice(5, 7)) : 1;
  // A leaver's month (or a month after it) is their last payment of the year.
  const last = resignDate && resignDate.slice(0, 7) <= month ? m : 12;
  return { paymentsInYear: Math.max(1, last - first + 1), paymentNumber: Math.max(1, m - first + 1) };
}

/**
 * The contributions with the employee's set by hand: at most what the law's ceiling makes it; the
 * employer's side follows at the rates' ratio, in whole baht half-up as the law's own.
 */
function withOverride(ss: SocialSecurityResult, amountSatang: number): SocialSecurityResult {
  const ceiling = socialSecurityOf(ss.rate.wageCeilingSatang, ss.rate).employeeSatang;
  const employee = Math.min(Math.max(0, amountSatang), ceiling);
  const { employeeRatePercent: e, employerRatePercent: r } = ss.rate;
  const employer = e > 0 ? Math.floor((employee * r / e + 50) / 100) * 100 : 0;
  return { ...ss, employeeSatang: employee, employerSatang: employer };
}

export function computeLine(f: LineFacts, rates: PayrollRates): SalaryLineWorking {
  const daysInPeriod = daysBetween(f.periodStart, f.periodEnd);
  const from = f.joiningDate ? later(f.joiningDate, f.periodStart) : f.periodStart;
  const to = f.resignDate ? earlier(f.resignDate, f.periodEnd) : f.periodEnd;
  const daysEmployed = to < from ? 0 : daysBetween(from, to);
  const items = Object.fromEntries(PERIOD_ITEM_CODES.map((c) => [c, Math.max(0, f.items[c] ?? 0)])) as Record<PeriodItemCode, number>;

  let salarySatang: number; let absenceSatang: number; let unpaidLeaveSatang: number; let payableDays: number | null = null;
  if (f.payBasis === 'monthly') {
    salarySatang = prorateSatang(f.baseSalarySatang, daysEmployed, daysInPeriod);
    absenceSatang = Math.min(salarySatang, daysPaySatang(f.baseSalarySatang, f.absentDays));
    unpaidLeaveSatang = Math.min(salarySatang - absenceSatang, daysPaySatang(f.baseSalarySatang, f.unpaidLeaveDays));
  } else {
    payableDays = Math.max(0, f.scheduledPaidDays);
    salarySatang = Math.round(f.baseSalarySatang * payableDays);
    absenceSatang = Math.min(salarySatang, Math.round(f.baseSalarySatang * f.absentDays));
    unpaidLeaveSatang = Math.min(salarySatang - absenceSatang, Math.round(f.baseSalarySatang * f.unpaidLeaveDays));
  }
  const earnedSalary = salarySatang - absenceSatang - unpaidLeaveSatang;

  const overtimeLines = f.overtime.filter((o) => o.minutes > 0).map((o) => ({
    ...o, paySatang: overtimePaySatang({ payBasis: f.payBasis, wageSatang: f.baseSalarySatang, normalDailyHours: f.normalDailyHours, minutes: o.minutes, rate: o.rate }),
  }));
  const overtimeSatang = overtimeLines.reduce((n, o) => n + o.paySatang, 0);

  // Recurring allowances: a taxable one is wages and regular income, a tax-free one is paid and nothing else.
  const recurring = recurringOf(f.recurring, daysEmployed, daysInPeriod);
  // A correction of an earlier month is pay (or pay taken back) of this one: wages and regular income
  // as the pay it corrects was. What it takes back never takes the month below nothing: the month
  // bears at most its own pay, and the rest is carried, visibly, to the next period (issue 35 point
  // 5: -9,999,999 zeroed a month and the unrecovered balance was lost).
  const { adjustmentSatang, carriedOutSatang } = boundedAdjustments(f.adjustments, f.carriedInSatang ?? 0,
    earnedSalary + overtimeSatang + items.commission + items.extra + items.bonus + items.otherIncome + recurring.taxableIncome + recurring.otherIncome);
  const grossSatang = Math.max(0, earnedSalary + overtimeSatang + items.commission + items.extra + items.bonus + items.otherIncome + adjustmentSatang
    + recurring.taxableIncome + recurring.otherIncome);
  const wagesSatang = Math.max(0, earnedSalary + overtimeSatang + items.commission + items.extra + adjustmentSatang + recurring.taxableIncome);
  const computedSocialSecurity = f.insured && rates.socialSecurity ? socialSecurityOf(wagesSatang, rates.socialSecurity) : null;
  const socialSecurity = computedSocialSecurity && f.socialSecurityOverrideSatang !== null
    ? withOverride(computedSocialSecurity, f.socialSecurityOverrideSatang) : computedSocialSecurity;
  const pvd = providentFundOf(earnedSalary, f.providentFundPercent, f.providentFundEmployerPercent);

  const regularSatang = Math.max(0, earnedSalary + overtimeSatang + items.commission + items.extra + items.otherIncome + adjustmentSatang + recurring.taxableIncome);
  const irregularSatang = items.bonus;
  const { paymentsInYear, paymentNumber } = paymentsOf(f.month, f.joiningDate, f.resignDate);
  const input = {
    regularSatang, irregularSatang, wagesSatang: earnedSalary, socialSecuritySatang: socialSecurity?.employeeSatang ?? 0, providentFundSatang: pvd.employeeSatang,
    paymentsInYear, paymentNumber, declarations: f.declarations,
  };
  // Payments of the year the product has no record of (it started after January, or the first
  // periods were paid elsewhere) are taken as this month's regular pay withheld on the equal
  // schedule, so the first period run mid-year does not withhold the whole year at once.
  const assumedPayments = Math.max(0, paymentNumber - 1 - f.recordedPayments);
  let yearToDate = f.yearToDate;
  if (assumedPayments) {
    const base: YearToDate = {
      ...yearToDate, regularSatang: yearToDate.regularSatang + regularSatang * assumedPayments, wagesSatang: yearToDate.wagesSatang + earnedSalary * assumedPayments,
      socialSecuritySatang: yearToDate.socialSecuritySatang + input.socialSecuritySatang * assumedPayments,
      providentFundSatang: yearToDate.providentFundSatang + pvd.employeeSatang * assumedPayments,
    };
    const probe = withholdingOf({ ...input, irregularSatang: 0, yearToDate: base }, rates.allowances, rates.brackets);
    yearToDate = { ...base, taxSatang: base.taxSatang + Math.floor(probe.projected.taxSatang / paymentsInYear) * assumedPayments };
  }
  // What this line assumed, kept in its working: once its period closes, later months read it as
  // recorded (frozen) instead of assuming again at their own pay (issue 35 point 2: a November
  // bonus re-assumed into January to October took December's tax to nothing).
  const assumed: YearToDate | null = assumedPayments ? {
    regularSatang: yearToDate.regularSatang - f.yearToDate.regularSatang, irregularSatang: 0, taxSatang: yearToDate.taxSatang - f.yearToDate.taxSatang,
    socialSecuritySatang: yearToDate.socialSecuritySatang - f.yearToDate.socialSecuritySatang, providentFundSatang: yearToDate.providentFundSatang - f.yearToDate.providentFundSatang,
    wagesSatang: yearToDate.wagesSatang - f.yearToDate.wagesSatang,
  } : null;
  const withholding = withholdingOf({ ...input, yearToDate }, rates.allowances, rates.brackets);

  // Funds and loans ask their share of the pay; the Student Loan Fund's is statutory (before a garnishment).
  const charges = fundChargesOf(f.funds, { month: f.month, salarySatang: earnedSalary, cooperative: rates.cooperative ?? null });
  const chargedOf = (code: DeductionRequest['code']) => charges.filter((c) => c.code === code).reduce((n, c) => n + c.requestedSatang, 0);
  const studentLoanSatang = chargedOf('SLF');
  const statutory = withholding.thisPaymentSatang + (socialSecurity?.employeeSatang ?? 0) + pvd.employeeSatang;
  const requests: DeductionRequest[] = [
    { code: 'WHT', requestedSatang: withholding.thisPaymentSatang },
    { code: 'SSO', requestedSatang: socialSecurity?.employeeSatang ?? 0 },
    { code: 'PVD', requestedSatang: pvd.employeeSatang },
    { code: 'SLF', requestedSatang: studentLoanSatang },
    {
      // The orders' monthly amounts, together at most what the law lets a month give.
      code: 'LED', requestedSatang: Math.min(f.garnishmentSatang + chargedOf('LED'), garnishableSatang({
        regularNetSatang: Math.max(0, earnedSalary + items.commission + items.extra + items.otherIncome + adjustmentSatang + recurring.taxableIncome + recurring.otherIncome
          - statutory - studentLoanSatang),
        bonusSatang: items.bonus, overtimeSatang,
      })),
    },
    { code: 'COOP', requestedSatang: chargedOf('COOP') },
    { code: 'SAVING', requestedSatang: chargedOf('SAVING') },
    { code: 'LOAN', requestedSatang: chargedOf('LOAN') },
    { code: 'OTHER', requestedSatang: items.otherDeduction + recurring.deductions },
  ];
  const { lines, netSatang } = applyDeductions(grossSatang, requests.filter((r) => r.requestedSatang > 0 || r.code === 'WHT' || r.code === 'SSO'));
  return {
    payBasis: f.payBasis, baseSalarySatang: f.baseSalarySatang, daysInPeriod, daysEmployed, payableDays, salarySatang,
    absentDays: f.absentDays, absenceSatang, unpaidLeaveDays: f.unpaidLeaveDays, unpaidLeaveSatang,
    overtime: { normalDailyHours: f.normalDailyHours, lines: overtimeLines, totalSatang: overtimeSatang },
    items, grossSatang, socialSecurity,
    providentFund: { employeePercent: f.providentFundPercent, employerPercent: f.providentFundEmployerPercent, wagesSatang: earnedSalary, ...pvd },
    tax: { ...withholding, paymentsInYear, paymentNumber, yearToDate, recordedPayments: f.recordedPayments, assumedPayments, ...(assumed ? { assumed } : {}), regularSatang, irregularSatang },
    deductions: lines, netSatang,
    funds: allocateFunds(charges, Object.fromEntries(lines.map((l) => [l.code, l.amountSatang]))),
    adjustments: f.adjustments, adjustmentSatang, recurring: recurring.lines,
    ...(f.carriedInSatang ? { carriedInSatang: f.carriedInSatang } : {}), ...(carriedOutSatang ? { carriedOutSatang } : {}),
    socialSecurityOverride: computedSocialSecurity && f.socialSecurityOverrideSatang !== null
      ? { amountSatang: socialSecurity!.employeeSatang, computedEmployeeSatang: computedSocialSecurity.employeeSatang, computedEmployerSatang: computedSocialSecurity.employerSatang } : null,
  };
}

/**
 * The corrections a month applies: what they pay in full; what they take back (with what is carried
 * in from earlier months) at most the month's own pay and what they pay, the rest carried out.
 */
export function boundedAdjustments(adjustments: LineAdjustment[], carriedInSatang: number, monthPaySatang: number): { adjustmentSatang: number; carriedOutSatang: number } {
  const paid = adjustments.filter((a) => a.amountSatang > 0).reduce((n, a) => n + a.amountSatang, 0);
  const takenBack = adjustments.filter((a) => a.amountSatang < 0).reduce((n, a) => n + a.amountSatang, 0) + Math.min(0, carriedInSatang);
  const applied = Math.max(takenBack, -Math.max(0, monthPaySatang + paid));
  return { adjustmentSatang: paid + applied, carriedOutSatang: takenBack - applied };
}

/** A line's money by SPEC section 3's columns, in satang. */
export function lineColumns(w: SalaryLineWorking) {
  const ded = (code: string) => w.deductions.find((d) => d.code === code)?.amountSatang ?? 0;
  return {
    baseSalary: w.baseSalarySatang, salary: w.salarySatang, absenceDeduction: w.absenceSatang, unpaidLeaveDeduction: w.unpaidLeaveSatang,
    overtime: w.overtime.totalSatang, bonus: w.items.bonus, commission: w.items.commission, extra: w.items.extra,
    otherIncome: w.items.otherIncome + (w.recurring ?? []).filter((r) => r.kind === 'income').reduce((n, r) => n + r.paidSatang, 0),
    gross: w.grossSatang, socialSecurity: ded('SSO'), socialSecurityEmployer: w.socialSecurity?.employerSatang ?? 0, withholdingTax: ded('WHT'),
    providentFund: ded('PVD'), providentFundEmployer: w.providentFund.employerSatang, studentLoan: ded('SLF'), legalExecution: ded('LED'),
    cooperative: ded('COOP'), saving: ded('SAVING'), educationLoan: ded('LOAN'), otherDeduction: ded('OTHER'),
    totalDeductions: w.deductions.reduce((n, d) => n + d.amountSatang, 0), netPay: w.netSatang,
    regularIncome: w.tax.regularSatang, irregularIncome: w.tax.irregularSatang,
  };
}

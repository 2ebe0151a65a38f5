import { z } from 'zod';
import { ZMonth } from '../attendance/views';
import { hasTwoDecimals, satangToBaht, toSatang } from '../money';
import { requiredOr } from '../validators';
import { overtimePaySatang } from '../overtime/calculator';
import { applyDeductions, providentFundOf, PROVIDENT_FUND_BAND, type DeductionLine } from './deductions';
import { annualTaxOf, scheduledShare, type AnnualTax } from './income-tax';
import { type SocialSecurityRate, type TaxAllowanceRule, type TaxBracket } from './rates';
import { socialSecurityOf, type SocialSecurityResult } from './social-security';

/*
 * POST /api/1.0/payroll/simulate (issue 19 point 2): one month's pay of a monthly employee from a
 * salary and a few facts, by the same calculators a salary period runs. A full year of equal
 * monthly payments unless paymentsInYear says fewer (a joiner: the payments run to December, so
 * the month paid is payment number paymentsInYear - (12 - month)). Money crosses as baht.
 */

/** The most a simulated salary may be (the salary field's own limit). */
export const SIMULATE_MAX_SALARY = 10_000_000;
/** Overtime lines at most, and hours per line (a month's worth at the weekly cap). */
export const SIMULATE_MAX_OVERTIME_LINES = 10;
export const SIMULATE_MAX_OVERTIME_HOURS = 160;
/** Overtime multipliers a company may pay (the law's minimums are 1.5, 1, 2 and 3; more is allowed). */
export const SIMULATE_MAX_MULTIPLIER = 10;
/** The normal daily hours the overtime hourly base divides by (THAI-RULES.md: 8). */
export const SIMULATE_NORMAL_DAILY_HOURS = 8;

const baht = (max: number) => z.number({ error: requiredOr('validation.numericOnly') }).min(0, { error: 'validation.tooSmall' }).max(max, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' });
const count = (max: number) => z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.wholeNumber' }).min(0, { error: 'validation.tooSmall' }).max(max, { error: 'validation.tooLarge' });
const percent = z.number({ error: 'validation.numericOnly' }).min(0, { error: 'validation.tooSmall' }).max(PROVIDENT_FUND_BAND.maxPercent, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' })
  .refine((v) => v === 0 || v >= PROVIDENT_FUND_BAND.minPercent, { error: 'validation.providentFundBand' });

/** The allowances a person declares by count (the simulate body's and the employee's declaration): spouse, children, parents. */
export const ALLOWANCE_COUNTS = {
  spouse: z.boolean({ error: 'validation.wrongType' }).default(false),
  children: count(20).default(0),
  childrenBornFrom2018: count(20).default(0),
  parents: count(4).default(0),
};
/** Those born from 2018 are some of the children. */
export const childrenRule = (a: { children: number; childrenBornFrom2018: number }) => a.childrenBornFrom2018 <= a.children;

export const ZPayrollSimulate = z.strictObject({
  period: ZMonth,
  monthlySalary: baht(SIMULATE_MAX_SALARY),
  socialSecurity: z.boolean({ error: 'validation.wrongType' }).default(true),
  allowances: z.strictObject(ALLOWANCE_COUNTS).default({ spouse: false, children: 0, childrenBornFrom2018: 0, parents: 0 })
    .refine(childrenRule, { error: 'validation.childrenBornFrom2018', path: ['childrenBornFrom2018'] }),
  providentFundPercent: percent.default(0),
  /** The employer's rate; the employee's when absent (the law: at least the employee's). */
  providentFundEmployerPercent: percent.optional(),
  overtime: z.array(z.strictObject({
    hours: z.number({ error: 'validation.numericOnly' }).gt(0, { error: 'validation.tooSmall' }).max(SIMULATE_MAX_OVERTIME_HOURS, { error: 'validation.tooLarge' })
      .refine(hasTwoDecimals, { error: 'validation.twoDecimals' }),
    multiplier: z.number({ error: 'validation.numericOnly' }).min(1, { error: 'validation.tooSmall' }).max(SIMULATE_MAX_MULTIPLIER, { error: 'validation.tooLarge' })
      .refine(hasTwoDecimals, { error: 'validation.twoDecimals' }),
  }), { error: 'validation.wrongType' }).max(SIMULATE_MAX_OVERTIME_LINES, { error: 'validation.tooLarge' }).default([]),
  paymentsInYear: z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.wholeNumber' }).min(1, { error: 'validation.tooSmall' }).max(12, { error: 'validation.tooLarge' }).default(12),
}).superRefine((v, ctx) => {
  const month = Number(v.period.slice(5, 7));
  // The payments run up to December: a joiner paid 6 times is paid from July.
  if (v.paymentsInYear < 12 && month < 13 - v.paymentsInYear) ctx.addIssue({ code: 'custom', path: ['paymentsInYear'], message: 'validation.paymentsBeforePeriod' });
  if (v.providentFundEmployerPercent !== undefined && v.providentFundEmployerPercent < v.providentFundPercent) {
    ctx.addIssue({ code: 'custom', path: ['providentFundEmployerPercent'], message: 'validation.employerBelowEmployee' });
  }
});
export type PayrollSimulate = z.input<typeof ZPayrollSimulate>;
export type PayrollSimulateParsed = z.output<typeof ZPayrollSimulate>;

/** The rates in force for the month paid, as the server reads them from the masters. */
export type PayrollRates = {
  socialSecurity: SocialSecurityRate | null; brackets: TaxBracket[]; allowances: TaxAllowanceRule[];
  /** The savings cooperative's rates in force (a salary period's cooperative members; the simulation has none). */
  cooperative?: { shareRatePercent: number; loanInterestPercent: number } | null;
};

/** The full working in satang: what the calculator page explains line by line. */
export type SimulationWorking = {
  paymentNumber: number;
  paymentsInYear: number;
  salarySatang: number;
  overtime: Array<{ hours: number; multiplier: number; paySatang: number }>;
  overtimeSatang: number;
  grossSatang: number;
  socialSecurity: SocialSecurityResult | null;
  providentFund: { employeePercent: number; employerPercent: number; employeeSatang: number; employerSatang: number };
  annual: AnnualTax;
  thisPaymentTaxSatang: number;
  deductions: DeductionLine[];
  netSatang: number;
};

/** A month's pay by the payroll calculators. */
export function simulatePay(input: PayrollSimulateParsed, rates: PayrollRates): SimulationWorking {
  const month = Number(input.period.slice(5, 7));
  const payments = input.paymentsInYear;
  const paymentNumber = payments - (12 - month);
  const salarySatang = toSatang(input.monthlySalary);
  const overtime = input.overtime.map((o) => ({
    ...o,
    paySatang: overtimePaySatang({ payBasis: 'monthly', wageSatang: salarySatang, normalDailyHours: SIMULATE_NORMAL_DAILY_HOURS, minutes: Math.round(o.hours * 60), rate: o.multiplier }),
  }));
  const overtimeSatang = overtime.reduce((n, o) => n + o.paySatang, 0);
  const grossSatang = salarySatang + overtimeSatang;
  // Social security is on the month's wages, overtime pay included (it is pay for work).
  const socialSecurity = input.socialSecurity && rates.socialSecurity ? socialSecurityOf(grossSatang, rates.socialSecurity) : null;
  const employerPercent = input.providentFundEmployerPercent ?? input.providentFundPercent;
  // The provident fund is on the salary (the wages of the fund's rules), not on overtime.
  const pvd = providentFundOf(salarySatang, input.providentFundPercent, employerPercent);
  const annual = annualTaxOf({
    incomeSatang: grossSatang * payments,
    wagesSatang: salarySatang * payments,
    socialSecuritySatang: (socialSecurity?.employeeSatang ?? 0) * payments,
    providentFundSatang: pvd.employeeSatang * payments,
    declarations: input.allowances,
  }, rates.allowances, rates.brackets);
  const thisPaymentTaxSatang = scheduledShare(annual.taxSatang, payments, paymentNumber);
  const { lines, netSatang } = applyDeductions(grossSatang, [
    { code: 'WHT', requestedSatang: thisPaymentTaxSatang },
    ...(socialSecurity ? [{ code: 'SSO' as const, requestedSatang: socialSecurity.employeeSatang }] : []),
    ...(pvd.employeeSatang ? [{ code: 'PVD' as const, requestedSatang: pvd.employeeSatang }] : []),
  ]);
  return {
    paymentNumber, paymentsInYear: payments, salarySatang, overtime, overtimeSatang, grossSatang, socialSecurity,
    providentFund: { employeePercent: input.providentFundPercent, employerPercent, ...pvd },
    annual, thisPaymentTaxSatang, deductions: lines, netSatang,
  };
}

/** The answer of payroll/simulate: the issue's figures in baht, and the working behind them. */
export type PayrollSimulation = {
  socialSecurity: { wage: number; employee: number; employer: number };
  tax: { annualIncome: number; annualTax: number; thisPayment: number };
  overtimePay: number;
  netPay: number;
  providentFund: { employee: number; employer: number };
  working: SimulationWorking;
};

export function simulationAnswer(w: SimulationWorking): PayrollSimulation {
  const b = satangToBaht;
  return {
    socialSecurity: { wage: b(w.socialSecurity?.wageSatang ?? 0), employee: b(w.socialSecurity?.employeeSatang ?? 0), employer: b(w.socialSecurity?.employerSatang ?? 0) },
    tax: { annualIncome: b(w.annual.incomeSatang), annualTax: b(w.annual.taxSatang), thisPayment: b(w.thisPaymentTaxSatang) },
    overtimePay: b(w.overtimeSatang),
    netPay: b(w.netSatang),
    providentFund: { employee: b(w.providentFund.employeeSatang), employer: b(w.providentFund.employerSatang) },
    working: w,
  };
}

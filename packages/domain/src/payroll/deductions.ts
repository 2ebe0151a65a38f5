import { percentOfSatang } from './rates';

/*
 * Deductions from a month's pay, in the order the law sets (THAI-RULES.md "Other deductions"):
 * tax first, then social security and the provident fund, then the Student Loan Fund (Student
 * Loan Fund Act B.E. 2560 s.51), then a Legal Execution Department garnishment, then what the
 * employee owes by agreement (cooperative, saving fund, education loan, other deductions).
 * SPEC section 5: "the amount deducted must not exceed the salary" holds on every line: a line
 * takes at most what the lines before it left; what it could not take is its shortfall.
 */

export const DEDUCTION_ORDER = ['WHT', 'SSO', 'PVD', 'SLF', 'LED', 'COOP', 'SAVING', 'LOAN', 'OTHER'] as const;
export type DeductionCode = (typeof DEDUCTION_ORDER)[number];

export type DeductionRequest = { code: DeductionCode; requestedSatang: number };
export type DeductionLine = DeductionRequest & { amountSatang: number; shortfallSatang: number };

/** Applies the deductions to the pay in the law's order, each at most what is left; returns the lines and the net pay. */
export function applyDeductions(grossSatang: number, requests: readonly DeductionRequest[]): { lines: DeductionLine[]; netSatang: number; deductedSatang: number } {
  const rank = (c: DeductionCode) => DEDUCTION_ORDER.indexOf(c);
  const sorted = [...requests].sort((a, b) => rank(a.code) - rank(b.code));
  let left = Math.max(0, grossSatang);
  const lines = sorted.map((r): DeductionLine => {
    const want = Math.max(0, r.requestedSatang);
    const amount = Math.min(want, left);
    left -= amount;
    return { ...r, requestedSatang: want, amountSatang: amount, shortfallSatang: want - amount };
  });
  const deductedSatang = lines.reduce((n, l) => n + l.amountSatang, 0);
  return { lines, netSatang: Math.max(0, grossSatang) - deductedSatang, deductedSatang };
}

/**
 * What a Legal Execution Department order may attach in a month (Civil Procedure Code s.302 as
 * amended in 2017): the employee keeps at least `keep` of their regular pay after tax and the
 * statutory contributions; at most `bonusPercent` of a bonus and `overtimePercent` of overtime pay
 * may be attached. The court's order may set a larger amount to keep; the law's minimums are the defaults.
 */
export const LED_LAW = { keepSatang: 20_000_00, bonusPercent: 50, overtimePercent: 30 } as const;
export type GarnishmentRule = { keepSatang: number; bonusPercent: number; overtimePercent: number };

export function garnishableSatang(p: { regularNetSatang: number; bonusSatang: number; overtimeSatang: number }, rule: GarnishmentRule = LED_LAW): number {
  return Math.max(0, p.regularNetSatang - rule.keepSatang) + percentOfSatang(Math.max(0, p.bonusSatang), rule.bonusPercent)
    + percentOfSatang(Math.max(0, p.overtimeSatang), rule.overtimePercent);
}

/** Provident fund contributions on the month's wages at the employee's and the employer's rates (half-up to the satang). */
export function providentFundOf(wagesSatang: number, employeePercent: number, employerPercent: number): { employeeSatang: number; employerSatang: number } {
  return { employeeSatang: percentOfSatang(Math.max(0, wagesSatang), employeePercent), employerSatang: percentOfSatang(Math.max(0, wagesSatang), employerPercent) };
}

/** The provident fund's legal band (Provident Fund Act): the employee 2-15%, the employer at least the employee's rate and at most 15%. */
export const PROVIDENT_FUND_BAND = { minPercent: 2, maxPercent: 15 } as const;

/** The days a monthly wage is divided by for a day's pay (THAI-RULES.md: monthly / 30). */
export const DAYS_IN_MONTHLY_WAGE = 30;

/** The pay of a number of days (halves allowed) at the monthly wage / 30, rounded half-up to the satang. */
export function daysPaySatang(monthlySatang: number, days: number): number {
  const halves = Math.round(days * 2);
  return Math.floor((monthlySatang * halves + DAYS_IN_MONTHLY_WAGE) / (DAYS_IN_MONTHLY_WAGE * 2));
}

/**
 * A monthly amount for the part of the period the employee was employed (a joiner or a leaver),
 * by calendar days: amount x days employed / days in the period, half-up to the satang.
 */
export function prorateSatang(amountSatang: number, daysEmployed: number, daysInPeriod: number): number {
  if (daysEmployed >= daysInPeriod) return amountSatang;
  if (daysEmployed <= 0) return 0;
  return Math.floor((amountSatang * daysEmployed * 2 + daysInPeriod) / (daysInPeriod * 2));
}

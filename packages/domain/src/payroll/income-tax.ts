import { basisPoints, type TaxAllowanceRule, type TaxBracket } from './rates';
import { annualAllowances, type AllowanceInputs, type AllowanceLine } from './tax-allowances';

/*
 * Withholding tax on employment income, Revenue Code s.40(1) and s.50(1) (THAI-RULES.md
 * "Personal income tax withholding"):
 * - annualise the regular income (this payment x the payments the employee receives in the tax
 *   year; a joiner counts only the payments they actually receive, RD order Por.16/2530),
 * - take off the allowances (tax-allowances.ts), apply the progressive table in force,
 * - divide the annual tax by the payments; the remainder of the division goes to the last payment
 *   of the year;
 * - when pay changes mid-year, re-project: income so far + this payment x the payments left,
 *   the annual tax minus the tax already withheld, over the payments left;
 * - an irregular payment (a bonus) is taxed in full when paid: the tax on the year with it minus
 *   the tax on the year without it.
 * Tax is in satang; a payment's share is rounded down to the satang, the last payment takes what is left.
 */

/** One bracket's part of the tax: the income that falls in it and the tax on that. */
export type BracketLine = { fromSatang: number; toSatang: number | null; ratePercent: number; incomeSatang: number; taxSatang: number };

/** The tax on a net annual income: each bracket's part and the total, rounded half-up to the satang once. */
export function progressiveTax(netSatang: number, brackets: readonly TaxBracket[]): { taxSatang: number; lines: BracketLine[] } {
  const lines: BracketLine[] = [];
  let exact = 0; // satang x basis points
  for (const b of brackets) {
    const top = b.toSatang ?? Number.MAX_SAFE_INTEGER;
    const part = Math.max(0, Math.min(netSatang, top) - b.fromSatang);
    if (part <= 0) continue;
    const partExact = part * basisPoints(b.ratePercent);
    exact += partExact;
    lines.push({ fromSatang: b.fromSatang, toSatang: b.toSatang, ratePercent: b.ratePercent, incomeSatang: part, taxSatang: Math.floor((partExact + 5_000) / 10_000) });
  }
  return { taxSatang: Math.floor((exact + 5_000) / 10_000), lines };
}

/** The annual tax on an annual income: allowances, net income and the table's result. */
export type AnnualTax = {
  incomeSatang: number;
  allowances: AllowanceLine[];
  allowancesSatang: number;
  netSatang: number;
  taxSatang: number;
  brackets: BracketLine[];
};

export function annualTaxOf(p: AllowanceInputs, rules: readonly TaxAllowanceRule[], brackets: readonly TaxBracket[]): AnnualTax {
  const allowances = annualAllowances(p, rules);
  const netSatang = Math.max(0, p.incomeSatang - allowances.totalSatang);
  const { taxSatang, lines } = progressiveTax(netSatang, brackets);
  return { incomeSatang: p.incomeSatang, allowances: allowances.lines, allowancesSatang: allowances.totalSatang, netSatang, taxSatang, brackets: lines };
}

/**
 * This payment's share of an annual tax under the equal schedule: the annual tax divided by the
 * payments, rounded down to the satang; the last payment (number === payments) carries the remainder.
 */
export function scheduledShare(annualTaxSatang: number, payments: number, number: number): number {
  const each = Math.floor(annualTaxSatang / payments);
  return number >= payments ? annualTaxSatang - each * (payments - 1) : each;
}

/** What was paid and withheld earlier in the tax year (by this employer). */
export type YearToDate = { regularSatang: number; irregularSatang: number; taxSatang: number; socialSecuritySatang: number; providentFundSatang: number; wagesSatang: number };
export const NO_YEAR_TO_DATE: YearToDate = { regularSatang: 0, irregularSatang: 0, taxSatang: 0, socialSecuritySatang: 0, providentFundSatang: 0, wagesSatang: 0 };

export type WithholdingInput = {
  /** This payment's regular assessable income (salary, overtime, allowances, commission). */
  regularSatang: number;
  /** This payment's irregular assessable income (a bonus), taxed in full now. */
  irregularSatang: number;
  /** This payment's wages, social security and provident fund (they project like the regular income). */
  wagesSatang: number;
  socialSecuritySatang: number;
  providentFundSatang: number;
  /** The payments the employee receives in the tax year, and which one this is (1-based). */
  paymentsInYear: number;
  paymentNumber: number;
  yearToDate: YearToDate;
  declarations: AllowanceInputs['declarations'];
};

export type Withholding = {
  /** The year as projected: without this payment's irregular income, and with it. */
  projected: AnnualTax;
  withIrregular: AnnualTax | null;
  paymentsLeft: number;
  /** 'schedule': the equal shares so far hold; 'reprojected': income or tax so far differ from the schedule. */
  method: 'schedule' | 'reprojected';
  regularTaxSatang: number;
  irregularTaxSatang: number;
  thisPaymentSatang: number;
  /** Tax withheld so far beyond the projected year's (nothing is withheld; the year-end filing refunds it). */
  overWithheldSatang: number;
};

/** This payment's withholding by s.50(1), from this payment, the year so far and the declarations. */
export function withholdingOf(p: WithholdingInput, rules: readonly TaxAllowanceRule[], brackets: readonly TaxBracket[]): Withholding {
  const left = Math.max(1, p.paymentsInYear - p.paymentNumber + 1);
  const ytd = p.yearToDate;
  const project = (irregular: number) => annualTaxOf({
    incomeSatang: ytd.regularSatang + ytd.irregularSatang + p.regularSatang * left + irregular,
    wagesSatang: ytd.wagesSatang + p.wagesSatang * left,
    socialSecuritySatang: ytd.socialSecuritySatang + p.socialSecuritySatang * left,
    providentFundSatang: ytd.providentFundSatang + p.providentFundSatang * left,
    declarations: p.declarations,
  }, rules, brackets);
  const projected = project(0);
  const withIrregular = p.irregularSatang > 0 ? project(p.irregularSatang) : null;
  const irregularTaxSatang = withIrregular ? withIrregular.taxSatang - projected.taxSatang : 0;

  // The equal schedule holds when nothing irregular was paid before and every earlier payment
  // withheld exactly the share this projection gives: then this payment takes its share too.
  const share = Math.floor(projected.taxSatang / p.paymentsInYear);
  const onSchedule = ytd.irregularSatang === 0 && ytd.taxSatang === share * (p.paymentNumber - 1)
    && ytd.regularSatang === p.regularSatang * (p.paymentNumber - 1);
  const due = projected.taxSatang - ytd.taxSatang;
  let regularTaxSatang: number;
  if (onSchedule) regularTaxSatang = scheduledShare(projected.taxSatang, p.paymentsInYear, p.paymentNumber);
  else regularTaxSatang = left === 1 ? due : Math.floor(due / left);
  const overWithheldSatang = Math.max(0, -regularTaxSatang);
  regularTaxSatang = Math.max(0, regularTaxSatang);
  return {
    projected, withIrregular, paymentsLeft: left, method: onSchedule ? 'schedule' : 'reprojected',
    regularTaxSatang, irregularTaxSatang, thisPaymentSatang: regularTaxSatang + irregularTaxSatang, overWithheldSatang,
  };
}

/*
 * The dated master data payroll reads (THAI-RULES.md: every rate, ceiling and table that the law
 * can change is master data with an effective date). The calculators take these shapes, already
 * converted to integer satang and percentages; the server reads them from the masters
 * (ratesocialsecurity, taxrate, taxAllowance) for the month paid.
 */

/** Social security (s.33) in force from a date: the rate of each side and the wage floor and ceiling. */
export type SocialSecurityRate = {
  effectiveFrom: string;
  employeeRatePercent: number;
  employerRatePercent: number;
  wageFloorSatang: number;
  wageCeilingSatang: number;
};

/** One bracket of the progressive tax table on net annual income (to: null is the top bracket). */
export type TaxBracket = { effectiveFrom: string; fromSatang: number; toSatang: number | null; ratePercent: number };

/**
 * One allowance of the tax-allowance master, by its code. How each applies (THAI-RULES.md
 * "Deductions"): a fixed amount per person or per child/parent (amount), a share of income or of
 * wages (ratePercent) and a ceiling (cap); an amount the employee declares (insurance) is capped.
 */
export type TaxAllowanceRule = { code: string; amountSatang: number | null; capSatang: number | null; ratePercent: number | null };

/** The codes the calculator gives a meaning of their own; any other code is a declared amount up to its cap. */
export const TAX_ALLOWANCE_CODES = {
  expenses: 'EXPENSES', personal: 'PERSONAL', spouse: 'SPOUSE', child: 'CHILD', child2018: 'CHILD2018', parent: 'PARENT',
  socialSecurity: 'SSO', providentFund: 'PVD',
} as const;

/** The most parents a taxpayer claims (their own two and their spouse's two). */
export const MAX_PARENTS = 4;

/** The row in force on a date: the latest whose effectiveFrom is on or before it. */
export function inForce<T extends { effectiveFrom: string }>(rows: readonly T[], date: string): T | undefined {
  let best: T | undefined;
  for (const r of rows) if (r.effectiveFrom <= date && (!best || r.effectiveFrom > best.effectiveFrom)) best = r;
  return best;
}

/** The tax table in force on a date: every bracket of the latest table that started on or before it, lowest first. */
export function bracketsInForce(rows: readonly TaxBracket[], date: string): TaxBracket[] {
  const start = inForce(rows, date)?.effectiveFrom;
  return rows.filter((r) => r.effectiveFrom === start).sort((a, b) => a.fromSatang - b.fromSatang);
}

/** A percentage (5, 1.5, 0.25) as an integer of hundredths of a percent, so money times a rate stays integer. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** A percentage of an amount in satang, rounded half-up to the satang (one rounding). */
export const percentOfSatang = (satang: number, percent: number): number => Math.floor((satang * basisPoints(percent) + 5_000) / 10_000);


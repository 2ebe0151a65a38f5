import type { PayrollRates } from './simulate';
import type { SocialSecurityRate, TaxAllowanceRule, TaxBracket } from './rates';

/*
 * The masters as the base data seeds them (apps/server/src/seed/master-seeds.ts), in the
 * calculators' shapes: the tables of the domain tests. The server's tests read the real masters.
 */
const baht = (n: number) => n * 100;

export const SS_RATES: SocialSecurityRate[] = [['2025-01-01', 15_000], ['2026-01-01', 17_500], ['2029-01-01', 20_000], ['2032-01-01', 23_000]]
  .map(([effectiveFrom, ceiling]) => ({ effectiveFrom: String(effectiveFrom), employeeRatePercent: 5, employerRatePercent: 5, wageFloorSatang: baht(1_650), wageCeilingSatang: baht(Number(ceiling)) }));

export const BRACKETS: TaxBracket[] = ([[0, 150_000, 0], [150_000, 300_000, 5], [300_000, 500_000, 10], [500_000, 750_000, 15], [750_000, 1_000_000, 20],
  [1_000_000, 2_000_000, 25], [2_000_000, 5_000_000, 30], [5_000_000, null, 35]] as const)
  .map(([from, to, ratePercent]) => ({ effectiveFrom: '2017-01-01', fromSatang: baht(from), toSatang: to === null ? null : baht(to), ratePercent }));

const rule = (code: string, amount: number | null, cap: number | null = null, ratePercent: number | null = null): TaxAllowanceRule =>
  ({ code, amountSatang: amount === null ? null : baht(amount), capSatang: cap === null ? null : baht(cap), ratePercent });

export const ALLOWANCES: TaxAllowanceRule[] = [
  rule('EXPENSES', null, 100_000, 50), rule('PERSONAL', 60_000), rule('SPOUSE', 60_000), rule('CHILD', 30_000), rule('CHILD2018', 60_000),
  rule('PARENT', 30_000), rule('SSO', null), rule('PVD', 10_000, 490_000, 15), rule('LIFE', null, 100_000), rule('HEALTH', null, 25_000),
];

/** The rates in force on a date, as the server picks them. */
export const ratesOn = (ss: SocialSecurityRate | null): PayrollRates => ({ socialSecurity: ss, brackets: BRACKETS, allowances: ALLOWANCES });

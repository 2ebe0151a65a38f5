import { basisPoints, type SocialSecurityRate } from './rates';

/*
 * Social security contributions (Social Security Act s.33; THAI-RULES.md "Social security"): the
 * month's wage clamped to the floor and the ceiling in force for the month paid, each side's rate
 * from the master, each person's contribution rounded to whole baht, half-up (0.50 rounds up).
 */

export type SocialSecurityResult = {
  /** The wages paid in the month, as given. */
  grossWageSatang: number;
  /** The wage contributions are computed on: the gross clamped to [floor, ceiling]; 0 when nothing was paid. */
  wageSatang: number;
  employeeSatang: number;
  employerSatang: number;
  /** Which bound applied, for the explanation of the line. */
  clamped: 'floor' | 'ceiling' | null;
  rate: SocialSecurityRate;
};

/** One side's contribution: wage x rate, rounded to whole baht half-up, in satang. */
const side = (wageSatang: number, percent: number): number => Math.floor((wageSatang * basisPoints(percent) + 500_000) / 1_000_000) * 100;

/** The contributions of both sides on a month's wages. No wages, no contribution (the floor applies only to wages paid). */
export function socialSecurityOf(grossWageSatang: number, rate: SocialSecurityRate): SocialSecurityResult {
  const gross = Math.max(0, grossWageSatang);
  let wage = gross;
  let clamped: SocialSecurityResult['clamped'] = null;
  if (gross > 0 && gross < rate.wageFloorSatang) { wage = rate.wageFloorSatang; clamped = 'floor'; }
  if (gross > rate.wageCeilingSatang) { wage = rate.wageCeilingSatang; clamped = 'ceiling'; }
  return {
    grossWageSatang: gross, wageSatang: wage, clamped, rate,
    employeeSatang: side(wage, rate.employeeRatePercent),
    employerSatang: side(wage, rate.employerRatePercent),
  };
}

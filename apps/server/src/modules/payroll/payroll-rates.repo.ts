import { sql } from 'drizzle-orm';
import { queryRows, socialSecurityRates as SS, taxAllowances as TA, taxRates as TR, type Db } from '@hr/db';
import { toSatang, type Lang } from '@hr/domain';
import { bracketsInForce, inForce, type SocialSecurityRate, type TaxAllowanceRule, type TaxBracket } from '@hr/domain/payroll/rates';
import type { PayrollRates } from '@hr/domain/payroll/simulate';
import { nameSql } from '../../platform/local-name';

const satangOrNull = (v: number | null) => (v === null ? null : toSatang(v));

/**
 * The payroll masters in force on a date (the last day of the month paid): the social security
 * rate, the tax table and the active tax allowances, with the allowances' names in the reader's
 * language for the explanation. Only active rows count; a later row replaces an earlier one from
 * its date. Amounts leave the database as float8 (at most two decimals: toSatang is exact on them).
 */
export async function payrollRatesOn(db: Db, date: string, lang: Lang): Promise<PayrollRates & { allowanceNames: Record<string, string> }> {
  const [ss, brackets, allowances] = await Promise.all([
    queryRows<{ effectiveFrom: string; employeeRate: number; employerRate: number; wageFloor: number; wageCeiling: number }>(db, sql`
      SELECT ${SS.effectiveFrom}::text AS "effectiveFrom", ${SS.employeeRate}::float8 AS "employeeRate", ${SS.employerRate}::float8 AS "employerRate",
        ${SS.wageFloor}::float8 AS "wageFloor", ${SS.wageCeiling}::float8 AS "wageCeiling"
      FROM ${SS} WHERE ${SS.active} AND ${SS.effectiveFrom} <= ${date}::date`),
    queryRows<{ effectiveFrom: string; incomeFrom: number; incomeTo: number | null; ratePercent: number }>(db, sql`
      SELECT ${TR.effectiveFrom}::text AS "effectiveFrom", ${TR.incomeFrom}::float8 AS "incomeFrom", ${TR.incomeTo}::float8 AS "incomeTo", ${TR.ratePercent}::float8 AS "ratePercent"
      FROM ${TR} WHERE ${TR.active} AND ${TR.effectiveFrom} <= ${date}::date`),
    queryRows<{ code: string; amount: number | null; capAmount: number | null; sharePercent: number | null; name: string }>(db, sql`
      SELECT upper(${TA.code}) AS code, ${TA.amount}::float8 AS amount, ${TA.capAmount}::float8 AS "capAmount", ${TA.sharePercent}::float8 AS "sharePercent",
        ${nameSql(lang, TA)} AS name
      FROM ${TA} WHERE ${TA.active} ORDER BY 1`),
  ]);
  const ssRows: SocialSecurityRate[] = ss.map((r) => ({ effectiveFrom: r.effectiveFrom, employeeRatePercent: r.employeeRate, employerRatePercent: r.employerRate,
    wageFloorSatang: toSatang(r.wageFloor), wageCeilingSatang: toSatang(r.wageCeiling) }));
  const bracketRows: TaxBracket[] = brackets.map((r) => ({ effectiveFrom: r.effectiveFrom, fromSatang: toSatang(r.incomeFrom), toSatang: satangOrNull(r.incomeTo), ratePercent: r.ratePercent }));
  const rules: TaxAllowanceRule[] = allowances.map((r) => ({ code: r.code, amountSatang: satangOrNull(r.amount), capSatang: satangOrNull(r.capAmount), ratePercent: r.sharePercent }));
  return {
    socialSecurity: inForce(ssRows, date) ?? null,
    brackets: bracketsInForce(bracketRows, date),
    allowances: rules,
    allowanceNames: Object.fromEntries(allowances.map((r) => [r.code, r.name])),
  };
}

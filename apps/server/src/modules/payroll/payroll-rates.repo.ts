import { sql } from 'drizzle-orm';
import { namedStatement, ph, socialSecurityRates as SS, taxAllowances as TA, taxRates as TR, type DbOrTx, type NamedStatement } from '@hr/db';
import { toSatang, type Lang } from '@hr/domain';
import { bracketsInForce, inForce, type SocialSecurityRate, type TaxAllowanceRule, type TaxBracket } from '@hr/domain/payroll/rates';
import type { PayrollRates } from '@hr/domain/payroll/simulate';
import { nameSql } from '../../platform/local-name';

const satangOrNull = (v: number | null) => (v === null ? null : toSatang(v));

type RateRows = {
  ss: Array<{ effectiveFrom: string; employeeRate: number; employerRate: number; wageFloor: number; wageCeiling: number }> | string;
  brackets: Array<{ effectiveFrom: string; incomeFrom: number; incomeTo: number | null; ratePercent: number }> | string;
  allowances: Array<{ code: string; amount: number | null; capAmount: number | null; sharePercent: number | null; name: string }> | string;
};
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) as T : v);

/**
 * The three masters in one statement sent by name, per reading language (the allowances' names):
 * the salary calculator asks it on every call. Amounts leave as float8 (at most two decimals:
 * toSatang is exact on them).
 */
const ratesStatements = new Map<Lang, NamedStatement<RateRows>>();
const ratesStatement = (lang: Lang) => {
  let st = ratesStatements.get(lang);
  if (!st) {
    st = namedStatement<RateRows>(`payroll_rates_${lang}`, () => sql`SELECT
      (SELECT coalesce(json_agg(json_build_object('effectiveFrom', ${SS.effectiveFrom}::text, 'employeeRate', ${SS.employeeRate}::float8, 'employerRate', ${SS.employerRate}::float8,
          'wageFloor', ${SS.wageFloor}::float8, 'wageCeiling', ${SS.wageCeiling}::float8)), '[]'::json)
        FROM ${SS} WHERE ${SS.active} AND ${SS.effectiveFrom} <= ${ph('date')}::date) AS ss,
      (SELECT coalesce(json_agg(json_build_object('effectiveFrom', ${TR.effectiveFrom}::text, 'incomeFrom', ${TR.incomeFrom}::float8, 'incomeTo', ${TR.incomeTo}::float8,
          'ratePercent', ${TR.ratePercent}::float8)), '[]'::json)
        FROM ${TR} WHERE ${TR.active} AND ${TR.effectiveFrom} <= ${ph('date')}::date) AS brackets,
      (SELECT coalesce(json_agg(json_build_object('code', upper(${TA.code}), 'amount', ${TA.amount}::float8, 'capAmount', ${TA.capAmount}::float8,
          'sharePercent', ${TA.sharePercent}::float8, 'name', ${nameSql(lang, TA)}) ORDER BY upper(${TA.code})), '[]'::json)
        FROM ${TA} WHERE ${TA.active}) AS allowances`);
    ratesStatements.set(lang, st);
  }
  return st;
};

/**
 * The payroll masters in force on a date (the last day of the month paid): the social security
 * rate, the tax table and the active tax allowances, with the allowances' names in the reader's
 * language for the explanation. Only active rows count; a later row replaces an earlier one from its date.
 */
export async function payrollRatesOn(db: DbOrTx, date: string, lang: Lang): Promise<PayrollRates & { allowanceNames: Record<string, string> }> {
  const [row] = await ratesStatement(lang)(db, { date });
  const ss = parsed(row!.ss), brackets = parsed(row!.brackets), allowances = parsed(row!.allowances);
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

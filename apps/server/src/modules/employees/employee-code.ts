import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { AppError } from '../../platform/app-error';
import { fieldError } from '../../platform/validation-errors';

/** Digits after the company abbreviation: AMN00001. */
export const EMPLOYEE_CODE_DIGITS = 5;

/**
 * The next employee id of a company: its abbreviation followed by the next number. The company row
 * is locked for the rest of the transaction, so two HR officers saving at once get two numbers.
 * A company id that names no company is the caller's bad input on companyId (in `lang`).
 */
export async function nextEmployeeCode(tx: DbOrTx, companyId: string, lang: Lang): Promise<string> {
  const [company] = await queryRows<{ code: string }>(tx, sql`SELECT code FROM companies WHERE id = ${companyId} FOR UPDATE`);
  if (!company) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'companyId', 'invalid')]);
  const prefix = company.code.toUpperCase();
  const [last] = await queryRows<{ n: number | null }>(tx, sql`
    SELECT max(substring(employee_code FROM ${`^${prefix}(\\d+)$`})::int) AS n
    FROM employees WHERE company_id = ${companyId}`);
  return `${prefix}${String((last?.n ?? 0) + 1).padStart(EMPLOYEE_CODE_DIGITS, '0')}`;
}

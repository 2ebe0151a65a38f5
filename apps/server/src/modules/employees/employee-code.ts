import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';

/** Digits after the company abbreviation: AMN00001. */
export const EMPLOYEE_CODE_DIGITS = 5;

/**
 * The next employee id of a company: its abbreviation followed by the next number. The company row
 * is locked for the rest of the transaction, so two HR officers saving at once get two numbers.
 */
export async function nextEmployeeCode(tx: DbOrTx, companyId: string): Promise<string> {
  const [company] = await queryRows<{ code: string }>(tx, sql`SELECT code FROM companies WHERE id = ${companyId} FOR UPDATE`);
  const prefix = company!.code.toUpperCase();
  const [last] = await queryRows<{ n: number | null }>(tx, sql`
    SELECT max(substring(employee_code FROM ${`^${prefix}(\\d+)$`})::int) AS n
    FROM employees WHERE company_id = ${companyId}`);
  return `${prefix}${String((last?.n ?? 0) + 1).padStart(EMPLOYEE_CODE_DIGITS, '0')}`;
}

import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import { decimalToSatang } from '@hr/domain/money';

/*
 * An employee's tax year as the employer files it (issue 20 point 7): every closed line of a
 * company's periods paid in the year, summed per employee. The yearly PND 1 Kor lists them all; the
 * 50 Tawi certificate gives each their own, numbered by their row in it.
 */

export type TaxYearRow = {
  employeeId: string; employeeCode: string; title: string | null; firstTh: string; lastTh: string; citizenId: string | null; address: string;
  incomeSatang: number; taxSatang: number; socialSecuritySatang: number; providentFundSatang: number; lastPayDate: string;
  /** The employee's row in the company's PND 1 Kor (employee ID order). */
  /** The row in the PND 1 Kor; none when the employee is left out of it. */
  sequence: number | null;
};

export type TaxYearPayer = { companyId: string; code: string; nameTh: string; taxId: string | null; taxBranch: string | null; address: string };

type Raw = {
  employee_id: string; employee_code: string; title: string | null; first_th: string; last_th: string; citizen_id: string | null; address: string | null;
  income: string; tax: string; sso: string; pvd: string; last_pay: string; seq: number;
};

/** The company as it pays: its Thai name, tax ID, Revenue Department branch and address. */
export async function taxYearPayer(db: DbOrTx, companyId: string): Promise<TaxYearPayer | null> {
  const [c] = await queryRows<{ id: string; code: string; name_th: string; tax_id: string | null; tax_branch: string | null; address: string }>(db, sql`
    SELECT id, code, name_th, tax_id, tax_branch,
      concat_ws(' ', address_line, nullif(soi, ''), nullif(road, ''), sub_district, district, province, zip_code) AS address
    FROM companies WHERE id = ${companyId}`);
  return c ? { companyId: c.id, code: c.code, nameTh: c.name_th, taxId: c.tax_id, taxBranch: c.tax_branch, address: c.address } : null;
}

/** The year's payees of a company (one employee, or all), their sums and their row numbers. */
export async function taxYearRows(db: DbOrTx, companyId: string, year: number, employeeId?: string): Promise<TaxYearRow[]> {
  const rows = await queryRows<Raw>(db, sql`
    WITH paid AS (
      SELECT l.employee_id, l.gross AS income, l.withholding_tax AS tax, l.social_security AS sso, l.provident_fund AS pvd, p.pay_date::text AS pay_date
      FROM salary_lines l JOIN salary_periods p ON p.id = l.period_id
      WHERE p.company_id = ${companyId} AND p.status IN ('closed', 'sent', 'paid') AND p.month LIKE ${`${year}-%`}
      UNION ALL
      -- The opening year-to-date imported for the months this company paid before the product (issue 35 point 2).
      SELECT o.employee_id, o.income, o.tax, o.social_security, o.provident_fund, NULL
      FROM salary_opening_balances o WHERE o.company_id = ${companyId} AND o.year = ${year}
    ), year_lines AS (
      SELECT employee_id, sum(income) AS income, sum(tax) AS tax, sum(sso) AS sso, sum(pvd) AS pvd, coalesce(max(pay_date), ${`${year}-12-31`}) AS last_pay
      FROM paid GROUP BY employee_id
    ), numbered AS (
      SELECT y.*, row_number() OVER (ORDER BY e.employee_code)::int AS seq FROM year_lines y JOIN employees e ON e.id = y.employee_id
    )
    SELECT n.employee_id, e.employee_code, e.title, e.first_name_th AS first_th, e.last_name_th AS last_th, e.citizen_id,
      (SELECT concat_ws(' ', a.address_line, a.sub_district, a.district, a.province, a.zip_code, nullif(a.city, ''), nullif(a.state, ''))
        FROM employee_addresses a WHERE a.employee_id = e.id ORDER BY (a.kind = 'permanent') DESC LIMIT 1) AS address,
      n.income::text, n.tax::text, n.sso::text, n.pvd::text, n.last_pay, n.seq
    FROM numbered n JOIN employees e ON e.id = n.employee_id
    ${employeeId ? sql`WHERE n.employee_id = ${employeeId}` : sql``}
    ORDER BY n.seq`);
  return rows.map((r) => ({
    employeeId: r.employee_id, employeeCode: r.employee_code, title: r.title, firstTh: r.first_th, lastTh: r.last_th, citizenId: r.citizen_id,
    address: r.address?.trim() ?? '', incomeSatang: decimalToSatang(r.income), taxSatang: decimalToSatang(r.tax),
    socialSecuritySatang: decimalToSatang(r.sso), providentFundSatang: decimalToSatang(r.pvd), lastPayDate: r.last_pay, sequence: r.seq,
  }));
}

/** The tax years an employee has closed lines in, with the company that paid them (newest first). */
export async function taxYearsOf(db: DbOrTx, employeeId: string): Promise<Array<{ year: number; companyId: string }>> {
  return queryRows<{ year: number; companyId: string }>(db, sql`
    SELECT DISTINCT left(p.month, 4)::int AS year, p.company_id AS "companyId"
    FROM salary_lines l JOIN salary_periods p ON p.id = l.period_id
    WHERE l.employee_id = ${employeeId} AND p.status IN ('closed', 'sent', 'paid')
    ORDER BY 1 DESC`);
}

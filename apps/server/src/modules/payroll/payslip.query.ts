import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import { isLang, type Lang } from '@hr/domain';
import { decimalToSatang } from '@hr/domain/money';
import { localName } from '@hr/domain/masters/local-name';
import type { SalaryLineWorking, SalaryPeriodStatus } from '@hr/domain/payroll/period';
import { PAYSLIP_STATUSES, type PayslipItems, type PayslipYearToDate } from '@hr/domain/payroll/payslip';
import { AppError } from '../../platform/app-error';

/*
 * What a period's payslips are made of (issue 20 point 1): the period and its company, each line
 * with its employee, and the year so far. Read in batches of employees, so all of a 10,000-line
 * period streams into a zip without holding it in memory.
 */

export type PayslipPeriod = {
  id: string; month: string; periodStart: string; periodEnd: string; payDate: string; status: SalaryPeriodStatus; staffKind: 'monthly' | 'daily';
  company: {
    id: string; code: string; names: Record<Lang, string>; taxId: string | null; address: string;
    logoKey: string | null; watermarkKey: string | null;
  };
};

export type PayslipEmployee = {
  employeeId: string; code: string; lang: Lang; nameEn: string; nameTh: string; email: string | null; birthDate: string | null;
  department: Record<Lang, string> | null; position: Record<Lang, string> | null;
  bank: { abbreviation: string; accountNumber: string } | null;
  working: SalaryLineWorking;
  ytd: PayslipYearToDate;
};

/** The period of a payslip download: it must exist and be closed (a draft has no payslips yet). */
export async function payslipPeriod(db: DbOrTx, periodId: string): Promise<PayslipPeriod> {
  const [p] = await queryRows<PayslipPeriod & { c_id: string; c_code: string; c_name_en: string; c_name_th: string; c_name_km: string | null; c_name_my: string | null; c_tax_id: string | null; c_address: string; logo: string | null; watermark: string | null }>(db, sql`
    SELECT p.id, p.month, p.period_start::text AS "periodStart", p.period_end::text AS "periodEnd", p.pay_date::text AS "payDate", p.status, p.staff_kind AS "staffKind",
      c.id AS c_id, c.code AS c_code, c.name_en AS c_name_en, c.name_th AS c_name_th, c.name_km AS c_name_km, c.name_my AS c_name_my, c.tax_id AS c_tax_id,
      concat_ws(' ', c.address_line, nullif(c.soi, ''), nullif(c.road, ''), c.sub_district, c.district, c.province, c.zip_code) AS c_address,
      lf.storage_key AS logo, wf.storage_key AS watermark
    FROM salary_periods p JOIN companies c ON c.id = p.company_id
    LEFT JOIN files lf ON lf.id = c.logo_file_id LEFT JOIN files wf ON wf.id = c.watermark_file_id
    WHERE p.id = ${periodId}`);
  if (!p) throw new AppError('FILE_NOT_FOUND');
  // A draft's lines still change: there is no payslip to give until the period is closed.
  if (!PAYSLIP_STATUSES.includes(p.status)) throw new AppError('PAYROLL_PAYSLIP_NOT_CLOSED');
  return {
    id: p.id, month: p.month, periodStart: p.periodStart, periodEnd: p.periodEnd, payDate: p.payDate, status: p.status, staffKind: p.staffKind,
    company: { id: p.c_id, code: p.c_code, names: namesOf({ en: p.c_name_en, th: p.c_name_th, km: p.c_name_km, my: p.c_name_my })!, taxId: p.c_tax_id, address: p.c_address, logoKey: p.logo, watermarkKey: p.watermark },
  };
}

/** The ids of the period's lines, in employee id order (the zip's order); `only` narrows them to those asked for. */
export async function payslipEmployeeIds(db: DbOrTx, periodId: string, only?: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    SELECT l.employee_id AS id FROM salary_lines l JOIN employees e ON e.id = l.employee_id
    WHERE l.period_id = ${periodId} ${only ? sql`AND l.employee_id = ANY(${`{${only.join(',')}}`}::uuid[])` : sql``}
    ORDER BY e.employee_code`);
  return rows.map((r) => r.id);
}

type NamesRow = { en: string; th: string; km: string | null; my: string | null } | null;
const namesOf = (n: NamesRow): Record<Lang, string> | null =>
  (n ? { en: n.en, th: n.th, km: localName('km', { nameEn: n.en, nameKm: n.km }), my: localName('my', { nameEn: n.en, nameMy: n.my }) } : null);

type Money = string | number;
const satang = (v: Money) => (typeof v === 'number' ? Math.round(v * 100) : decimalToSatang(v));

/** The lines of some employees of the period with what their payslips print, and their year so far. */
export async function payslipLines(db: DbOrTx, period: PayslipPeriod, employeeIds: readonly string[]): Promise<PayslipEmployee[]> {
  if (!employeeIds.length) return [];
  const ids = `{${employeeIds.join(',')}}`;
  const [rows, ytd] = await Promise.all([
    queryRows<{
      employee_id: string; code: string; lang: string; name_en: string; name_th: string; email: string | null; company_email: string | null; birth_date: string | null;
      department: NamesRow; position: NamesRow; bank_abbr: string | null; account_number: string | null; working: SalaryLineWorking | string;
    }>(db, sql`
      SELECT l.employee_id, e.employee_code AS code, e.preferred_lang AS lang,
        e.first_name_en || ' ' || e.last_name_en AS name_en, e.first_name_th || ' ' || e.last_name_th AS name_th,
        e.email, e.company_email, e.birth_date::text AS birth_date,
        CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('en', d.name_en, 'th', d.name_th, 'km', d.name_km, 'my', d.name_my) END AS department,
        CASE WHEN po.id IS NULL THEN NULL ELSE json_build_object('en', po.name_en, 'th', po.name_th, 'km', po.name_km, 'my', po.name_my) END AS position,
        b.abbreviation AS bank_abbr, a.account_number, l.working
      FROM salary_lines l JOIN employees e ON e.id = l.employee_id
      LEFT JOIN departments d ON d.id = e.department_id LEFT JOIN positions po ON po.id = e.position_id
      LEFT JOIN employee_bank_accounts a ON a.employee_id = e.id AND a.is_primary LEFT JOIN master_banks b ON b.id = a.bank_id
      WHERE l.period_id = ${period.id} AND l.employee_id = ANY(${ids}::uuid[])
      ORDER BY e.employee_code`),
    // The tax year so far: every closed line of the employee from January to this period's month.
    queryRows<{ employee_id: string; income: Money; tax: Money; sso: Money; pvd: Money }>(db, sql`
      SELECT l.employee_id, sum(l.gross) AS income, sum(l.withholding_tax) AS tax, sum(l.social_security) AS sso, sum(l.provident_fund) AS pvd
      FROM salary_lines l JOIN salary_periods p ON p.id = l.period_id
      WHERE l.employee_id = ANY(${ids}::uuid[]) AND p.status IN ('closed', 'sent', 'paid')
        AND p.month BETWEEN ${`${period.month.slice(0, 4)}-01`} AND ${period.month}
      GROUP BY l.employee_id`),
  ]);
  const ytdOf = new Map(ytd.map((y) => [y.employee_id, {
    incomeSatang: satang(y.income), taxSatang: satang(y.tax), socialSecuritySatang: satang(y.sso), providentFundSatang: satang(y.pvd),
  }]));
  return rows.map((r) => ({
    employeeId: r.employee_id, code: r.code, lang: isLang(r.lang) ? r.lang : 'en', nameEn: r.name_en, nameTh: r.name_th,
    email: r.email ?? r.company_email, birthDate: r.birth_date,
    department: namesOf(r.department), position: namesOf(r.position),
    bank: r.account_number ? { abbreviation: r.bank_abbr ?? '', accountNumber: r.account_number } : null,
    working: typeof r.working === 'string' ? JSON.parse(r.working) as SalaryLineWorking : r.working,
    ytd: ytdOf.get(r.employee_id) ?? { incomeSatang: 0, taxSatang: 0, socialSecuritySatang: 0, providentFundSatang: 0 },
  }));
}

/** The income/deduction master's names in a language and whether each item is shown on payslips. */
export async function payslipItems(db: DbOrTx): Promise<(lang: Lang) => PayslipItems> {
  const rows = await queryRows<{ code: string; name_en: string; name_th: string; name_km: string | null; name_my: string | null; show: boolean }>(db, sql`
    SELECT code, name_en, name_th, name_km, name_my, show_in_payslip AS show FROM master_income_deductions`);
  const byLang = new Map<Lang, PayslipItems>();
  return (lang) => {
    let items = byLang.get(lang);
    if (!items) {
      items = new Map(rows.map((r) => [r.code.toUpperCase(), { name: localName(lang, { nameEn: r.name_en, nameTh: r.name_th, nameKm: r.name_km, nameMy: r.name_my }), show: r.show }]));
      byLang.set(lang, items);
    }
    return items;
  };
}

import { sql } from 'drizzle-orm';
import { queryRows, salaryOpeningBalances, type DbOrTx } from '@hr/db';
import { LANGUAGES, satangToDecimal, type FieldError, type Lang } from '@hr/domain';
import type { UploadIssue } from '@hr/domain/attendance/roster';
import { OPENING_FIELDS, openingMapping, parseOpeningSheet, type OpeningField, type OpeningImportResult, type OpeningPreview } from '@hr/domain/payroll/opening-import';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { col, xlsxFile, type ExcelOptions } from '../../platform/excel';
import { importLimitsSheet } from '../../platform/files/spreadsheet-upload';
import { t } from '../../platform/i18n';

/*
 * The opening year-to-date of a company starting mid-year (issue 35 point 2): the template lists
 * the company's employees with what is loaded for the year; the upload replaces the opening of
 * every employee in the file (all or nothing, one transaction).
 */

const key = (f: OpeningField) => (f === 'employeeCode' ? 'payrollItems:employeeCode' : `payrollItems:opening.${f}`);
const headerNames = () => Object.fromEntries(OPENING_FIELDS.map((f) => [f, LANGUAGES.map((l) => t(l, key(f)))])) as Record<OpeningField, string[]>;

/** The template: the company's employees (current, and those who left in the year) with their opening of the year, in the reader's language. */
export async function openingTemplate(db: DbOrTx, companyId: string, year: number, options: ExcelOptions): Promise<Buffer> {
  const rows = await queryRows<{ code: string; name: string; payments: number | null; income: number | null; tax: number | null; ss: number | null; pvd: number | null }>(db, sql`
    SELECT e.employee_code AS code, concat_ws(' ', e.first_name_th, e.last_name_th) AS name, o.payments, o.income::float8 AS income, o.tax::float8 AS tax,
      o.social_security::float8 AS ss, o.provident_fund::float8 AS pvd
    FROM employees e LEFT JOIN salary_opening_balances o ON o.employee_id = e.id AND o.company_id = ${companyId} AND o.year = ${year}
    WHERE e.company_id = ${companyId} AND (e.resign_date IS NULL OR e.resign_date >= ${`${year}-01-01`}::date)
    ORDER BY e.employee_code`);
  const h = (f: string) => t(options.lang, f === 'name' ? 'payrollItems:name' : key(f as OpeningField));
  return xlsxFile(options, [{
    name: t(options.lang, 'payrollItems:opening.sheet'),
    columns: [col.text(h('employeeCode')), col.text(h('name')), col.text(h('payments')), col.money(h('income')), col.money(h('tax')), col.money(h('socialSecurity')), col.money(h('providentFund'))],
    rows: rows.map((r) => [r.code, r.name, r.payments === null ? null : String(r.payments), r.income, r.tax, r.ss, r.pvd]),
  }, importLimitsSheet(options.lang)]);
}

/** The file's header, the columns recognised and how many rows it has. */
export function previewOpening(sheet: unknown[][]): OpeningPreview {
  const header = (sheet[0] ?? []).map((x) => String(x ?? '').trim());
  return { header, mapping: openingMapping(header, headerNames()), rows: sheet.slice(1).filter((r) => (r ?? []).some((c) => String(c ?? '').trim() !== '')).length };
}

const issueField = (lang: Lang, i: UploadIssue): FieldError => ({
  field: `${i.column}${i.row}`, code: i.code,
  text: t(lang, `rules:${i.code}`, { ...i.params, ...(i.params?.what ? { what: t(lang, key(i.params.what as OpeningField)) } : {}), row: i.row, column: i.column }),
});

/** Imports the openings of a company's tax year: every bad cell named, nothing saved unless there is none. */
export async function importOpening(deps: Pick<Deps, 'db'>, actor: Actor, companyId: string, year: number, sheet: unknown[][], fileName: string): Promise<OpeningImportResult> {
  const parsed = parseOpeningSheet(sheet, openingMapping(sheet[0] ?? [], headerNames()));
  return deps.db.transaction(async (tx) => {
    const people = await queryRows<{ id: string; code: string }>(tx, sql`SELECT id, employee_code AS code FROM employees WHERE company_id = ${companyId}`);
    const byCode = new Map(people.map((e) => [e.code.toLowerCase(), e.id]));
    const issues = [...parsed.issues];
    const found = parsed.rows.flatMap((r) => {
      const employeeId = byCode.get(r.employeeCode.toLowerCase());
      if (!employeeId) { issues.push({ row: r.row, column: 'A', code: 'payrollOpeningNotEmployee', params: { value: r.employeeCode } }); return []; }
      return [{ ...r, employeeId }];
    });
    if (issues.length) {
      throw new AppError('PAYROLL_IMPORT_INVALID', { count: issues.length }, null,
        issues.sort((a, b) => a.row - b.row || a.column.length - b.column.length || a.column.localeCompare(b.column)).map((i) => issueField(actor.lang, i)));
    }
    const ids = found.map((r) => r.employeeId);
    await tx.execute(sql`DELETE FROM salary_opening_balances WHERE company_id = ${companyId} AND year = ${year} AND employee_id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
    const money = (satang: number) => satangToDecimal(satang) as unknown as number;
    for (let i = 0; i < found.length; i += 1000) {
      await tx.insert(salaryOpeningBalances).values(found.slice(i, i + 1000).map((r) => ({
        companyId, employeeId: r.employeeId, year, payments: r.payments, income: money(r.income), tax: money(r.tax), socialSecurity: money(r.socialSecurity),
        providentFund: money(r.providentFund), createdBy: actor.id, updatedBy: actor.id,
      })));
    }
    await audit(tx, { actorId: actor.id, action: 'payroll.opening.import', objectId: 'payroll.salary-period', targetType: 'company', targetId: companyId,
      ip: actor.ip, requestId: actor.requestId, detail: { fileName, year, employees: found.length } });
    return { employees: found.length };
  });
}

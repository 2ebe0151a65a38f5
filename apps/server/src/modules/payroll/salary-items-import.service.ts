import { sql } from 'drizzle-orm';
import { queryRows, salaryPeriodItems, type DbOrTx } from '@hr/db';
import { LANGUAGES, satangToDecimal, type FieldError, type Lang } from '@hr/domain';
import type { UploadIssue } from '@hr/domain/attendance/roster';
import { PERIOD_ITEM_CODES } from '@hr/domain/payroll/period';
import {
  guessMapping, IMPORT_FIELDS, parseItemsSheet, type ImportField, type ImportMapping, type PeriodImportPreview, type PeriodImportResult,
} from '@hr/domain/payroll/period-import';
import { OWN_PAY_ERROR, ownPayRefused } from '@hr/domain';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { col, xlsxFile, type ExcelOptions } from '../../platform/excel';
import { importLimitsSheet } from '../../platform/files/spreadsheet-upload';
import { t } from '../../platform/i18n';
import { startProgress } from '../../platform/progress';
import { periodEmployees, type PeriodRow } from './salary-facts.query';

/*
 * A period's variable pay from a spreadsheet (issue 19 point 4): the template lists the period's
 * employees with what they have now; the upload replaces, for every employee in the file, the
 * items of the columns it maps (all or nothing, one transaction; a blank cell clears the item).
 */

/** The names a header may give each field, in the four languages. */
const headerNames = () => Object.fromEntries(IMPORT_FIELDS.map((f) => [f, LANGUAGES.map((l) => t(l, `payrollItems:${f}`))])) as Record<ImportField, string[]>;

async function draftPeriod(db: DbOrTx, id: string, forUpdate = false): Promise<PeriodRow> {
  const [p] = await queryRows<PeriodRow & { status: string; busy: boolean }>(db, sql`
    SELECT id, company_id AS "companyId", month, period_start::text AS "periodStart", period_end::text AS "periodEnd", staff_kind AS "staffKind",
      payment_channel AS "paymentChannel", status, computing_since IS NOT NULL AS busy
    FROM salary_periods WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`);
  if (!p) throw new AppError('RECORD_GONE');
  if (p.status !== 'draft') throw new AppError('PAYROLL_PERIOD_NOT_DRAFT');
  if (p.busy) throw new AppError('PAYROLL_PERIOD_BUSY');
  return p;
}

/** The template: every employee of the period with the items they have, in the reader's language. */
export async function itemsTemplate(db: DbOrTx, id: string, options: ExcelOptions): Promise<Buffer> {
  const p = await draftPeriod(db, id);
  const people = await periodEmployees(db, p, options.lang);
  const items = await queryRows<{ employee_id: string; code: string; amount: number }>(db, sql`SELECT employee_id, code, amount::float8 AS amount FROM salary_period_items WHERE period_id = ${id}`);
  const by = new Map<string, Record<string, number>>();
  for (const i of items) by.set(i.employee_id, { ...by.get(i.employee_id), [i.code]: i.amount });
  const h = (f: string) => t(options.lang, `payrollItems:${f}`);
  return xlsxFile(options, [{
    name: h('sheet'),
    columns: [col.text(h('employeeCode')), col.text(h('name')), ...PERIOD_ITEM_CODES.map((c) => col.money(h(c)))],
    rows: people.map((e) => [e.code, e.name, ...PERIOD_ITEM_CODES.map((c) => by.get(e.id)?.[c] ?? null)]),
  }, importLimitsSheet(options.lang)]);
}

/** The file's header, the columns recognised and how many rows it has: what the mapping step shows. */
export function previewItems(sheet: unknown[][]): PeriodImportPreview {
  const header = (sheet[0] ?? []).map((h) => String(h ?? '').trim());
  return { header, mapping: guessMapping(header, headerNames()), rows: Math.max(0, sheet.slice(1).filter((r) => (r ?? []).some((c) => String(c ?? '').trim() !== '')).length) };
}

const issueField = (lang: Lang, i: UploadIssue): FieldError => ({
  field: `${i.column}${i.row}`, code: i.code,
  text: t(lang, `rules:${i.code}`, { ...i.params, ...(i.params?.what ? { what: t(lang, `payrollItems:${i.params.what}`) } : {}), row: i.row, column: i.column }),
});

/** Imports the sheet by the mapping given (else the header's): every bad cell named, nothing saved unless there is none. */
export async function importItems(deps: Pick<Deps, 'db'>, actor: Actor, id: string, sheet: unknown[][], given: ImportMapping, fileName: string, progressId?: string): Promise<PeriodImportResult> {
  const mapping: ImportMapping = { ...guessMapping(sheet[0] ?? [], headerNames()), ...given };
  // A field mapped by the caller wins; a column the header gave another field is freed.
  for (const f of IMPORT_FIELDS) if (given[f] !== undefined) for (const g of IMPORT_FIELDS) if (g !== f && given[g] === undefined && mapping[g] === given[f]) delete mapping[g];
  const parsed = parseItemsSheet(sheet, mapping);
  const progress = await startProgress(deps.db, progressId, actor.id, 'payroll.import');
  try {
    return await deps.db.transaction(async (tx) => {
      const p = await draftPeriod(tx, id, true);
      const people = await periodEmployees(tx, p, actor.lang);
      const byCode = new Map(people.map((e) => [e.code.toLowerCase(), e.id]));
      const issues = [...parsed.issues];
      const found = parsed.rows.flatMap((r) => {
        const employeeId = byCode.get(r.employeeCode.toLowerCase());
        if (!employeeId) { issues.push({ row: r.row, column: 'A', code: 'payrollImportNotInPeriod', params: { value: r.employeeCode } }); return []; }
        return [{ ...r, employeeId }];
      });
      // Nobody imports their own pay (issue 35 point 4): the whole file is refused with the one code, naming the row.
      const own = found.filter((r) => ownPayRefused(actor.id, r.employeeId));
      if (own.length) {
        throw new AppError(OWN_PAY_ERROR, {}, null, own.map((r) => issueField(actor.lang, { row: r.row, column: 'A', code: 'payrollImportOwnPay', params: { value: r.employeeCode } })));
      }
      if (issues.length) {
        throw new AppError('PAYROLL_IMPORT_INVALID', { count: issues.length }, null,
          issues.sort((a, b) => a.row - b.row || a.column.length - b.column.length || a.column.localeCompare(b.column)).map((i) => issueField(actor.lang, i)));
      }
      await progress.report(0, found.length);
      const ids = found.map((r) => r.employeeId);
      if (ids.length) {
        await tx.execute(sql`DELETE FROM salary_period_items WHERE period_id = ${id} AND code IN ${parsed.codes} AND employee_id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
      }
      const rows = found.flatMap((r) => Object.entries(r.items).map(([code, satang]) => ({
        periodId: id, employeeId: r.employeeId, code: code as (typeof PERIOD_ITEM_CODES)[number], amount: satangToDecimal(satang) as unknown as number, createdBy: actor.id, updatedBy: actor.id,
      })));
      for (let i = 0; i < rows.length; i += 1000) {
        await tx.insert(salaryPeriodItems).values(rows.slice(i, i + 1000));
        await progress.report(Math.min(found.length, Math.round(((i + 1000) / rows.length) * found.length)), found.length);
      }
      await audit(tx, { actorId: actor.id, action: 'payroll.items.import', objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: id,
        ip: actor.ip, requestId: actor.requestId, detail: { fileName, employees: found.length, items: rows.length, codes: parsed.codes } });
      return { employees: found.length, items: rows.length, codes: parsed.codes };
    });
  } finally {
    await progress.finish();
  }
}

import { z } from 'zod';
import { columnLetter, type UploadIssue } from '../attendance/roster';
import { ZUuid } from '../validators';
import { amountOf } from './period-import';

/*
 * An employee's opening year-to-date (issue 35 point 2): a company starting mid-year loads what it
 * paid and withheld in the year's earlier months, one row per employee: the payments they were,
 * the income, the tax withheld, social security and the provident fund. The template's headers
 * are recognised in any of the four languages; every bad cell is named by row and column, and
 * nothing is saved unless there is none.
 */

export const OPENING_FIELDS = ['employeeCode', 'payments', 'income', 'tax', 'socialSecurity', 'providentFund'] as const;
export type OpeningField = (typeof OPENING_FIELDS)[number];
export const OPENING_AMOUNTS = ['income', 'tax', 'socialSecurity', 'providentFund'] as const;
export type OpeningAmount = (typeof OPENING_AMOUNTS)[number];

export const ZOpeningKey = z.strictObject({
  companyId: ZUuid,
  year: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(2000, { error: 'validation.tooSmall' }).max(2100, { error: 'validation.tooLarge' }),
});

const norm = (v: unknown) => String(v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The column of each field: a header naming it (its code, or its name in any language), the first match kept. */
export function openingMapping(header: readonly unknown[], names: Record<OpeningField, readonly string[]>): Partial<Record<OpeningField, number>> {
  const mapping: Partial<Record<OpeningField, number>> = {};
  header.forEach((h, index) => {
    const text = norm(h);
    if (!text) return;
    const f = OPENING_FIELDS.find((k) => mapping[k] === undefined && (text === k.toLowerCase() || names[k].some((n) => norm(n) === text)));
    if (f) mapping[f] = index;
  });
  return mapping;
}

export type OpeningRow = { row: number; employeeCode: string; payments: number } & Record<OpeningAmount, number>;
export type ParsedOpening = { rows: OpeningRow[]; issues: UploadIssue[] };

/**
 * The rows of an uploaded sheet: the employee and the payments (1 to 11: the months before the
 * first one the product pays) are required, a blank amount is nothing.
 */
export function parseOpeningSheet(sheet: readonly unknown[][], mapping: Partial<Record<OpeningField, number>>): ParsedOpening {
  const issues: UploadIssue[] = [];
  for (const f of ['employeeCode', 'payments', 'income'] as const) {
    if (mapping[f] === undefined) issues.push({ row: 1, column: columnLetter(OPENING_FIELDS.indexOf(f) + 1), code: 'payrollImportNoColumn', params: { what: f } });
  }
  if (issues.length) return { rows: [], issues };
  const rows: OpeningRow[] = [];
  const seen = new Map<string, number>();
  sheet.slice(1).forEach((r, i) => {
    const row = i + 2;
    const cells = r ?? [];
    if (cells.every((c) => String(c ?? '').trim() === '')) return;
    const idColumn = mapping.employeeCode!;
    const employeeCode = String(cells[idColumn] ?? '').trim();
    if (!employeeCode) { issues.push({ row, column: columnLetter(idColumn + 1), code: 'rosterEmployeeMissing' }); return; }
    const key = employeeCode.toLowerCase();
    if (seen.has(key)) { issues.push({ row, column: columnLetter(idColumn + 1), code: 'rosterEmployeeTwice', params: { value: employeeCode, other: seen.get(key)! } }); return; }
    seen.set(key, row);
    const pc = mapping.payments!;
    const payments = Number(String(cells[pc] ?? '').trim());
    const okPayments = String(cells[pc] ?? '').trim() !== '' && Number.isInteger(payments) && payments >= 1 && payments <= 11;
    if (!okPayments) issues.push({ row, column: columnLetter(pc + 1), code: 'payrollOpeningBadPayments', params: { value: String(cells[pc] ?? '') } });
    const amounts = { income: 0, tax: 0, socialSecurity: 0, providentFund: 0 } as Record<OpeningAmount, number>;
    for (const f of OPENING_AMOUNTS) {
      const index = mapping[f];
      if (index === undefined) continue;
      const a = amountOf(cells[index]);
      if (!a.ok) issues.push({ row, column: columnLetter(index + 1), code: 'payrollImportBadAmount', params: { value: String(cells[index]) } });
      else amounts[f] = a.satang ?? 0;
    }
    rows.push({ row, employeeCode, payments, ...amounts });
  });
  if (!rows.length && !issues.length) issues.push({ row: 2, column: 'A', code: 'rosterNoRows' });
  return { rows, issues };
}

/** What the file looks like before it is imported: its header, the columns recognised and its rows. */
export type OpeningPreview = { header: string[]; mapping: Partial<Record<OpeningField, number>>; rows: number };
/** What an import did: the employees whose opening it now holds. */
export type OpeningImportResult = { employees: number };

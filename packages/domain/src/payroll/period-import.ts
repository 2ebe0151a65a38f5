import { z } from 'zod';
import { columnLetter, type UploadIssue } from '../attendance/roster';
import { ZUuid } from '../validators';
import { hasTwoDecimals, toSatang } from '../money';
import { PERIOD_ITEM_CODES, type PeriodItemCode } from './period';

/*
 * A period's variable pay and deductions from a spreadsheet (issue 19 point 4): commission, bonus,
 * extra pay, other income and other deductions per employee. The uploader says which column holds
 * what (the template's headers are recognised in any of the four languages); every bad cell is
 * named by row and column, and nothing is saved unless there is none.
 */

/** The most a payroll import may weigh (SPEC section 9). */
export const PAYROLL_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_FIELDS = ['employeeCode', ...PERIOD_ITEM_CODES] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** Which column (0-based) holds each field; a field without a column is not imported. */
export type ImportMapping = Partial<Record<ImportField, number>>;
/** The largest amount a cell may hold (a slipped key, not a bonus). */
export const MAX_IMPORT_AMOUNT = 99_999_999;

const ZColumn = z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).max(200, { error: 'validation.invalid' });
/** The upload's query: the period and, optionally, the column of each field (0-based; the header decides the rest). */
export const ZPeriodImportQuery = z.strictObject({ id: ZUuid, ...Object.fromEntries(IMPORT_FIELDS.map((f) => [f, ZColumn.optional()])) as Record<ImportField, z.ZodOptional<typeof ZColumn>> });

const norm = (v: unknown) => String(v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The columns whose header names a field (its code, or its name in any language), left to right, the first match of each field kept. */
export function guessMapping(header: readonly unknown[], names: Record<ImportField, readonly string[]>): ImportMapping {
  const mapping: ImportMapping = {};
  header.forEach((h, index) => {
    const text = norm(h);
    if (!text) return;
    for (const f of IMPORT_FIELDS) {
      if (mapping[f] !== undefined) continue;
      if (text === f.toLowerCase() || names[f].some((n) => norm(n) === text)) { mapping[f] = index; return; }
    }
  });
  return mapping;
}

/** A cell's amount in satang: empty is none; a number not negative with at most two decimals ("1,500.50" as typed too). */
export function amountOf(cell: unknown): { ok: true; satang: number | null } | { ok: false; tooLarge?: true } {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) return { ok: true, satang: null };
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const text = String(cell).trim();
    if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return { ok: false };
    value = Number(text.replace(/,/g, ''));
  }
  if (!Number.isFinite(value) || value < 0 || !hasTwoDecimals(value)) return { ok: false };
  // Said apart: "not negative, two decimals" would not tell the uploader what is wrong with a trillion.
  if (value > MAX_IMPORT_AMOUNT) return { ok: false, tooLarge: true };
  return { ok: true, satang: toSatang(value) };
}

export type ParsedItems = { rows: Array<{ row: number; employeeCode: string; items: Partial<Record<PeriodItemCode, number>> }>; issues: UploadIssue[]; codes: PeriodItemCode[] };

/** The rows of an uploaded sheet by the mapping: every problem kept with its row and column. */
export function parseItemsSheet(sheet: readonly unknown[][], mapping: ImportMapping): ParsedItems {
  const issues: UploadIssue[] = [];
  const codes = PERIOD_ITEM_CODES.filter((c) => mapping[c] !== undefined);
  if (mapping.employeeCode === undefined) issues.push({ row: 1, column: 'A', code: 'payrollImportNoColumn', params: { what: 'employeeCode' } });
  if (!codes.length) issues.push({ row: 1, column: 'B', code: 'payrollImportNoColumn', params: { what: 'amount' } });
  if (issues.length) return { rows: [], issues, codes };
  const idColumn = mapping.employeeCode!;
  const rows: ParsedItems['rows'] = [];
  const seen = new Map<string, number>();
  sheet.slice(1).forEach((r, i) => {
    const row = i + 2;
    const cells = r ?? [];
    if (cells.every((c) => String(c ?? '').trim() === '')) return;
    const employeeCode = String(cells[idColumn] ?? '').trim();
    if (!employeeCode) { issues.push({ row, column: columnLetter(idColumn + 1), code: 'rosterEmployeeMissing' }); return; }
    const key = employeeCode.toLowerCase();
    if (seen.has(key)) { issues.push({ row, column: columnLetter(idColumn + 1), code: 'rosterEmployeeTwice', params: { value: employeeCode, other: seen.get(key)! } }); return; }
    seen.set(key, row);
    const items: Partial<Record<PeriodItemCode, number>> = {};
    for (const code of codes) {
      const index = mapping[code]!;
      const a = amountOf(cells[index]);
      if (!a.ok && a.tooLarge) issues.push({ row, column: columnLetter(index + 1), code: 'payrollImportAmountTooLarge', params: { value: String(cells[index]), max: MAX_IMPORT_AMOUNT.toLocaleString('en-US') } });
      else if (!a.ok) issues.push({ row, column: columnLetter(index + 1), code: 'payrollImportBadAmount', params: { value: String(cells[index]) } });
      else if (a.satang) items[code] = a.satang;
    }
    rows.push({ row, employeeCode, items });
  });
  if (!rows.length && !issues.length) issues.push({ row: 2, column: 'A', code: 'rosterNoRows' });
  return { rows, issues, codes };
}

/** What an import did: the employees it read and the items it now holds. */
export type PeriodImportResult = { employees: number; items: number; codes: PeriodItemCode[] };
/** What the file looks like before it is imported: its header, the columns guessed and its rows. */
export type PeriodImportPreview = { header: string[]; mapping: ImportMapping; rows: number };

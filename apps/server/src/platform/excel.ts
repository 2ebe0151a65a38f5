import ExcelJS from 'exceljs';

/**
 * A cell that starts like a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe so a
 * spreadsheet shows it as text instead of running it (CSV/formula injection).
 */
export function safeCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const s = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** One sheet with a bold header row; returns the .xlsx bytes. */
export async function workbook(sheet: string, headers: string[], rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.slice(0, 31));
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) ws.addRow(r.map(safeCell));
  ws.columns.forEach((c) => { c.width = 24; });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

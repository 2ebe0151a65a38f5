import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, XLSX_MAX_INFLATED_BYTES } from '@hr/domain';
import type { Lang } from '@hr/domain';
import { AppError } from '../app-error';
import { col, type ExcelSheet } from '../excel';
import { t } from '../i18n';
import { MB } from './upload';
import { readZip, storedZip } from './zip-reader';

/*
 * Spreadsheet uploads (SPEC section 5: a work schedule or a payroll import is .xls, .xlsx or
 * .csv). The kind is decided by the bytes, never by the name: an .xlsx is a zip holding a
 * workbook, an .xls an OLE compound file, a .csv UTF-8 text without NUL bytes. SheetJS
 * (@e965/xlsx, DESIGN section 2) reads all three.
 */
const SPREADSHEET_LABEL = '.xls, .xlsx, .csv';
const ZIPPED = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip']);
const BINARY = new Set(['application/x-cfb', 'application/vnd.ms-excel']);

/** Reads the one file of a multipart request, at most `maxBytes`. */
export async function readOneUpload(req: FastifyRequest, maxBytes: number): Promise<{ name: string; bytes: Buffer }> {
  if (!req.isMultipart()) throw new AppError('FILE_MISSING');
  let found: { name: string; bytes: Buffer } | null = null;
  for await (const part of req.files({ limits: { fileSize: maxBytes, files: 2 } }) as AsyncIterable<MultipartFile>) {
    if (found) throw new AppError('FILE_COUNT', { limit: 1 });
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { limit: `${maxBytes / MB}MB` });
      throw err;
    });
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { limit: `${maxBytes / MB}MB` });
    found = { name: part.filename.replace(/[\\/\r\n\0]/g, '_').slice(0, 200), bytes };
  }
  if (!found || found.bytes.length === 0) throw new AppError('FILE_MISSING');
  return found;
}

/** UTF-8 text (a BOM allowed) without NUL bytes or other binary control characters: what a CSV is. */
function csvText(bytes: Buffer): string | null {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  // Control characters other than tab, line feed, form feed and carriage return mean binary.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) return null;
  }
  return text;
}

export type SheetLimits = { rows: number; columns: number };
const IMPORT_LIMITS: SheetLimits = { rows: IMPORT_MAX_ROWS, columns: IMPORT_MAX_COLUMNS };

/**
 * The sheet every import template ends with: how many rows and columns an upload is read to, in
 * the reader's language, so a refusal names a limit the template already stated (issue 35).
 */
export function importLimitsSheet(lang: Lang, limits: SheetLimits = IMPORT_LIMITS): ExcelSheet {
  const note = t(lang, 'common:importLimits.note', { rows: limits.rows.toLocaleString('en-US'), columns: limits.columns.toLocaleString('en-US') });
  return { name: t(lang, 'common:importLimits.sheet'), columns: [col.text(t(lang, 'common:importLimits.sheet'))], rows: [[note]] };
}

/**
 * An .xlsx inflated by the one zip reader within XLSX_MAX_INFLATED_BYTES (413 naming `fileName`
 * beyond), handed back as a zip of stored parts: what a spreadsheet library may then open without
 * inflating anything itself. A file that is no zip this reader takes throws NotAZip.
 */
export async function inflateXlsx(bytes: Buffer, fileName: string): Promise<Buffer> {
  return storedZip(await readZip(bytes, fileName, { maxTotalBytes: XLSX_MAX_INFLATED_BYTES, maxEntryBytes: XLSX_MAX_INFLATED_BYTES }));
}

/** The workbook of an upload, its kind by its bytes; an .xlsx is inflated by the zip reader, within its limits, before SheetJS sees it. */
async function workbookOf(bytes: Buffer, fileName: string, limits: SheetLimits): Promise<XLSX.WorkBook> {
  const type = await fileTypeFromBuffer(bytes);
  // One row past the limit is read, to know the file goes beyond it; nothing further is parsed.
  const options: XLSX.ParsingOptions = { cellDates: false, dense: true, sheetRows: limits.rows + 1 };
  try {
    if (type && ZIPPED.has(type.mime)) {
      return XLSX.read(await inflateXlsx(bytes, fileName), { ...options, type: 'buffer' });
    }
    if (type && BINARY.has(type.mime)) return XLSX.read(bytes, { ...options, type: 'buffer' });
    if (!type) {
      let text: string | null = null;
      try { text = csvText(bytes); } catch { text = null; }
      if (text === null) throw new Error('not text');
      // raw: the cells stay the text they are (no number or date guessing: "0012" stays an id).
      return XLSX.read(text, { ...options, type: 'string', raw: true });
    }
    throw new Error(type.mime);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('FILE_TYPE', { allowed: SPREADSHEET_LABEL });
  }
}

const isEmpty = (cell: XLSX.CellObject | undefined) => !cell || cell.v === undefined || cell.v === null || cell.v === '';

function valueOf(cell: XLSX.CellObject | undefined): unknown {
  if (!cell || isEmpty(cell)) return '';
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    const d = XLSX.SSF.parse_date_code(cell.v as number);
    return `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
  }
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return cell.v;
}

/**
 * The first sheet of an uploaded spreadsheet as rows of cells: text as text, numbers as numbers,
 * a date cell as 'YYYY-MM-DD' (from its serial number, so no time zone can shift it). Anything
 * that is not one of the three kinds, or does not open, is refused as an unsupported type.
 * Issue 35: the sheet is as large as the cells it holds, never the range it declares (a 1.6 KB
 * file declaring A1:ALL12000 is a few cells), and a file holding more rows or columns than an
 * import takes (IMPORT_MAX_ROWS, IMPORT_MAX_COLUMNS, stated in every template) is refused,
 * naming `fileName`.
 */
export async function readSpreadsheet(bytes: Buffer, fileName: string, limits: SheetLimits = IMPORT_LIMITS): Promise<unknown[][]> {
  const wb = await workbookOf(bytes, fileName, limits);
  const ws = wb.Sheets[wb.SheetNames[0] ?? ''];
  const data: Array<Array<XLSX.CellObject | undefined> | undefined> = ws?.['!data'] ?? [];
  let first = -1;
  let rows = 0;
  let columns = 0;
  // for...in visits only the rows and cells present: a sparse sheet costs what it holds.
  for (const r in data) {
    const row = data[r]!;
    for (const c in row) {
      if (isEmpty(row[c])) continue;
      if (first < 0 || Number(r) < first) first = Number(r);
      rows = Math.max(rows, Number(r) + 1);
      columns = Math.max(columns, Number(c) + 1);
    }
  }
  if (rows > limits.rows) throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { file: fileName, limit: limits.rows });
  if (columns > limits.columns) throw new AppError('SPREADSHEET_TOO_MANY_COLUMNS', { file: fileName, limit: limits.columns });
  const out: unknown[][] = [];
  // The sheet starts at its first row with anything in it (where its header is), as its range did.
  for (let r = Math.max(first, 0); r < rows; r++) {
    const row = data[r];
    const cells: unknown[] = [];
    for (let c = 0; c < columns; c++) cells.push(valueOf(row?.[c]));
    out.push(cells);
  }
  return out;
}

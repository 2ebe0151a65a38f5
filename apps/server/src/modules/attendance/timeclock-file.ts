import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { decodeText, parseCsv, textMarkOf, type CsvRecord } from '@hr/domain/csv';
import { TIMECLOCK_MAX_BYTES, TIMECLOCK_MAX_COLUMNS, TIMECLOCK_MAX_ROWS } from '@hr/domain/attendance/timeclock';
import { AppError } from '../../platform/app-error';
import { inflateXlsx } from '../../platform/files/spreadsheet-upload';
import { MB } from '../../platform/files/upload';

/*
 * A time clock's export as uploaded: a CSV (or tab / semicolon separated text, in UTF-8, UTF-16
 * or the Thai code page) or an Excel workbook (.xlsx). What it is is decided by its bytes, never by
 * its name. Legacy .xls is refused: the Excel helper reads only the Open XML format.
 */

export const TIMECLOCK_CSV_MIME = 'text/csv';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ALLOWED = 'CSV, XLSX';

export type ClockFile = { name: string; mime: string; bytes: Buffer };

/** Reads the one file of a multipart request, within the import's size, and tells CSV from XLSX by content. */
export async function readClockUpload(req: FastifyRequest): Promise<ClockFile> {
  if (!req.isMultipart()) throw new AppError('FILE_MISSING');
  let out: ClockFile | null = null;
  const parts = req.files({ limits: { fileSize: TIMECLOCK_MAX_BYTES, files: 2 } });
  for await (const part of parts as AsyncIterable<MultipartFile>) {
    if (out) throw new AppError('FILE_COUNT', { limit: 1 });
    const bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { limit: `${TIMECLOCK_MAX_BYTES / MB}MB` });
      throw err;
    });
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { limit: `${TIMECLOCK_MAX_BYTES / MB}MB` });
    const name = part.filename.replace(/[\\/\r\n\0]/g, '_').slice(0, 200) || 'timeclock.csv';
    out = { name, mime: await mimeOf(bytes, name), bytes };
  }
  if (!out) throw new AppError('FILE_MISSING');
  return out;
}

/** XLSX by its zip signature and content, text by decoding; anything else (a picture, a PDF, legacy .xls) is refused. */
async function mimeOf(bytes: Buffer, name: string): Promise<string> {
  // A byte-order mark says text before any signature sniffing: FF FE is also an MPEG frame's sync
  // bits, so file-type calls a UTF-16 export (as ZKTeco's software writes them) audio/mpeg.
  if (textMarkOf(bytes) && decodeText(bytes) !== null) return TIMECLOCK_CSV_MIME;
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === XLSX_MIME) {
    // Issue 35: a workbook that inflates beyond its limits is refused here, by its name, before it is stored.
    await xlsxParts(bytes, name);
    return XLSX_MIME;
  }
  if (type || decodeText(bytes) === null) throw new AppError('FILE_TYPE', { allowed: ALLOWED });
  return TIMECLOCK_CSV_MIME;
}

/**
 * The records of a stored export: the lines of a CSV, or the rows of a workbook's first sheet,
 * numbered as the reader sees them. A file with more lines than TIMECLOCK_MAX_ROWS or a line with
 * more fields than TIMECLOCK_MAX_COLUMNS is refused by its name; a workbook's row is measured by
 * its last cell before any of its cells is walked.
 */
export async function recordsOf(bytes: Buffer, mime: string, name: string): Promise<CsvRecord[]> {
  const tooManyRows = () => new AppError('SPREADSHEET_TOO_MANY_ROWS', { file: name, limit: TIMECLOCK_MAX_ROWS });
  const tooManyColumns = () => new AppError('SPREADSHEET_TOO_MANY_COLUMNS', { file: name, limit: TIMECLOCK_MAX_COLUMNS });
  if (mime !== XLSX_MIME) {
    const text = decodeText(bytes);
    if (text === null) throw new AppError('FILE_TYPE', { allowed: ALLOWED });
    const records = parseCsv(text, undefined, TIMECLOCK_MAX_ROWS + 1);
    if (records.length > TIMECLOCK_MAX_ROWS) throw tooManyRows();
    if (records.some((r) => r.fields.length > TIMECLOCK_MAX_COLUMNS)) throw tooManyColumns();
    return records;
  }
  const parts = await xlsxParts(bytes, name);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(parts as unknown as ArrayBuffer);
  } catch {
    throw new AppError('FILE_TYPE', { allowed: ALLOWED });
  }
  const ws = wb.worksheets[0];
  const out: CsvRecord[] = [];
  let refused: AppError | null = null;
  ws?.eachRow({ includeEmpty: false }, (row, line) => {
    if (refused) return;
    if (row.cellCount > TIMECLOCK_MAX_COLUMNS) { refused = tooManyColumns(); return; }
    const fields: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => { fields[col - 1] = cellText(cell); });
    for (let i = 0; i < fields.length; i += 1) fields[i] ??= '';
    if (fields.some((f) => f.trim() !== '')) out.push({ line, fields });
    if (out.length > TIMECLOCK_MAX_ROWS) refused = tooManyRows();
  });
  if (refused) throw refused;
  return out;
}

/** The workbook's parts, inflated by the shared zip reader within its limits (ExcelJS then inflates nothing itself). */
async function xlsxParts(bytes: Buffer, name: string): Promise<Buffer> {
  try {
    return await inflateXlsx(bytes, name);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('FILE_TYPE', { allowed: ALLOWED });
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as the text a CSV would hold. A date cell is the wall-clock time it shows (Excel keeps no
 * zone; ExcelJS hands it over as that time in UTC): a time-only cell 'HH:mm:ss', a date-only
 * cell 'YYYY-MM-DD', else both.
 */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.type === ExcelJS.ValueType.Formula ? (cell.result as unknown) : cell.value;
  if (v instanceof Date) {
    const date = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    const time = `${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}`;
    if (v.getUTCFullYear() < 1901) return time;
    const showsTime = /[hs]/i.test(cell.numFmt ?? '') || time !== '00:00:00';
    return showsTime ? `${date} ${time}` : date;
  }
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  return cell.text;
}

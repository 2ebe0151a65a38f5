import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readerYear, type Lang } from '@hr/domain';
import type { Config } from '../config';
import { dateFormat, dateTimeFormat, numberFormat, TIME_FORMAT } from './excel-formats';
import { localParts } from './maintenance';

/*
 * The one Excel export helper (DESIGN section 3): every export declares its columns with a kind
 * and hands over plain values; this file turns them into real cells. Dates become date cells in
 * the reader's display format (excel-formats.ts), numbers number cells with thousands separators,
 * text stays text with formula-like values escaped. Every sheet has a bold header row that stays
 * in view, a filter over the table and widths fitted to what it holds.
 */

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

export type ExcelColumn = {
  header: string;
  /** text (default); date: 'YYYY-MM-DD'; dateTime: an instant, shown in the business time zone; time: 'HH:mm'; number. */
  type?: 'text' | 'date' | 'dateTime' | 'time' | 'number';
  /** For numbers: digits after the point (0 counts, 1 days with halves, 2 money). */
  decimals?: number;
  /** A fixed width in characters instead of one fitted to the values (a month's 31 narrow day columns). */
  width?: number;
};
/** Column declarations by kind, so an export reads as a list of headers. */
export const col = {
  text: (header: string): ExcelColumn => ({ header }),
  date: (header: string): ExcelColumn => ({ header, type: 'date' }),
  dateTime: (header: string): ExcelColumn => ({ header, type: 'dateTime' }),
  time: (header: string): ExcelColumn => ({ header, type: 'time' }),
  integer: (header: string): ExcelColumn => ({ header, type: 'number', decimals: 0 }),
  /** Leave days: halves exist, so one digit after the point. */
  days: (header: string): ExcelColumn => ({ header, type: 'number', decimals: 1 }),
  money: (header: string): ExcelColumn => ({ header, type: 'number', decimals: 2 }),
  decimal: (header: string, decimals: number): ExcelColumn => ({ header, type: 'number', decimals }),
};
export type ExcelSheet = { name: string; columns: ExcelColumn[]; rows: unknown[][] };

/** A cell with a background colour (the monthly attendance report's status cells): the value is written by its column's kind. */
export type FilledCell = { value: unknown; fill: string };
/** A value on a background colour, 'RRGGBB'. */
export const filled = (value: unknown, fill: string): FilledCell => ({ value, fill });
const isFilled = (v: unknown): v is FilledCell => typeof v === 'object' && v !== null && !(v instanceof Date) && 'fill' in v;

export type ExcelOptions = {
  lang: Lang;
  /** The business time zone (APP_TIMEZONE): a dateTime cell shows the company's wall-clock time. */
  timeZone?: string;
};

/** The caller's language and the company's time zone: what every export route passes. */
export const excelOptions = (req: FastifyRequest, config: Pick<Config, 'APP_TIMEZONE'>): ExcelOptions => ({ lang: req.ctx.lang, timeZone: config.APP_TIMEZONE });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const HH_MM = /^(\d{2}):(\d{2})/;
/** A calendar day as Excel stores it: midnight UTC maps to a whole serial day (ExcelJS counts from the UTC epoch). */
function dayCell(value: unknown): Date | null {
  const m = ISO_DATE.exec(value instanceof Date ? value.toISOString() : String(value));
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}
function instantCell(value: unknown, timeZone: string): Date | null {
  if (typeof value === 'string' && !value.includes('T')) return dayCell(value);
  const at = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(at.getTime())) return null;
  const { date, time } = localParts(at, timeZone);
  return new Date(`${date}T${time}:00.000Z`);
}
/** A time of day as Excel stores it: the fraction of a day. */
function timeCell(value: unknown): number | null {
  const m = HH_MM.exec(String(value));
  return m ? (Number(m[1]) * 60 + Number(m[2])) / 1440 : null;
}
function numberCell(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The cell value of one column's kind; a value that does not fit its kind is kept as (escaped) text rather than lost. */
function cellOf(column: ExcelColumn, value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined || value === '') return null;
  let cell: unknown;
  switch (column.type) {
    case 'date': cell = dayCell(value); break;
    case 'dateTime': cell = instantCell(value, timeZone); break;
    case 'number': cell = numberCell(value); break;
    case 'time': cell = timeCell(value); break;
    default: return safeCell(value);
  }
  return cell ?? safeCell(value);
}

/** Width in characters: combining marks (Thai vowels and tones above and below) take no column of their own. */
const visibleLength = (s: string) => s.replace(/\p{M}/gu, '').length;
/** Enough rows to judge a column's width without walking a 100,000-row export twice. */
const WIDTH_SAMPLE = 2000;
const FIXED_WIDTH: Partial<Record<NonNullable<ExcelColumn['type']>, number>> = { date: 12, dateTime: 18, time: 6 };
function widthOf(column: ExcelColumn, rows: unknown[][], index: number): number {
  if (column.width) return column.width;
  // The header is bold and carries the filter's drop-down button.
  let width = visibleLength(column.header) + 3;
  const fixed = FIXED_WIDTH[column.type ?? 'text'];
  if (fixed) width = Math.max(width, fixed);
  else {
    for (const r of rows.slice(0, WIDTH_SAMPLE)) {
      const raw = r[index];
      const v = isFilled(raw) ? raw.value : raw;
      if (v === null || v === undefined) continue;
      const shown = column.type === 'number' && typeof v === 'number'
        ? v.toLocaleString('en-US', { minimumFractionDigits: column.decimals ?? 0, maximumFractionDigits: column.decimals ?? 0 }) : String(v);
      width = Math.max(width, visibleLength(shown));
    }
  }
  // At least 10: ExcelJS leaves out a column of exactly its default width 9, and Excel's own default is narrower.
  return Math.min(Math.max(width + 1, 10), 60);
}

type FilterName = { name: string; localSheetId: number; ranges: string[] };

/** Excel's rules for a sheet name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31) || 'Sheet';

function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

function formatOf(column: ExcelColumn, lang: Lang): string | undefined {
  switch (column.type) {
    case 'date': return dateFormat(lang);
    case 'dateTime': return dateTimeFormat(lang);
    case 'time': return TIME_FORMAT;
    case 'number': return numberFormat(column.decimals ?? 0);
    default: return undefined;
  }
}

type SheetStart = { name: string; columns: ExcelColumn[]; rowCount: number; sample: unknown[][]; frozenColumns?: number };

/** Adds a sheet with its columns, frozen header (and first columns), filter and bold header row; answers how to write a row. */
function startSheet(wb: ExcelJS.stream.xlsx.WorkbookWriter, index: number, sheet: SheetStart, options: ExcelOptions, filterNames: FilterName[]) {
  const { lang, timeZone = 'UTC' } = options;
  const { columns, rowCount, sample, frozenColumns = 0 } = sheet;
  const name = sheetName(sheet.name);
  const topLeftCell = `${columnLetter(frozenColumns + 1)}2`;
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', xSplit: frozenColumns, ySplit: 1, topLeftCell, activeCell: topLeftCell }] });
  ws.columns = columns.map((c, i) => {
    const numFmt = formatOf(c, lang);
    return { width: widthOf(c, sample, i), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const lastColumn = columnLetter(Math.max(columns.length, 1));
  ws.autoFilter = `A1:${lastColumn}${rowCount + 1}`;
  filterNames.push({ name: '_xlnm._FilterDatabase', localSheetId: index, ranges: [`'${name.replace(/'/g, "''")}'!$A$1:$${lastColumn}$${rowCount + 1}`] });
  const head = ws.addRow(columns.map((c) => safeCell(c.header)));
  head.font = { bold: true };
  head.commit();
  return {
    write(r: unknown[]) {
      const row = ws.addRow(columns.map((c, i) => cellOf(c, isFilled(r[i]) ? (r[i] as FilledCell).value : r[i], timeZone)));
      for (const [i, v] of r.entries()) {
        if (isFilled(v)) row.getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${v.fill}` } };
      }
      row.commit();
    },
    end: () => ws.commit(),
  };
}

/*
 * Excel writes a sheet's filter twice: <autoFilter> in the sheet and the sheet-local name
 * _xlnm._FilterDatabase; LibreOffice builds its filter from the name alone. ExcelJS writes only
 * the first and its defined names cannot be sheet-local, so the writer is handed the names as its
 * workbook part renders them (excel.test.ts reads them back, should ExcelJS change).
 */
const keepFilterNames = (wb: ExcelJS.stream.xlsx.WorkbookWriter, filterNames: FilterName[]) =>
  Object.defineProperty(wb, '_definedNames', { value: { model: filterNames } });

/**
 * Writes the sheets as one .xlsx file. A large company's export is 100,000 rows and more, so the
 * file is written row by row (ExcelJS's streaming writer, about three times faster than building
 * every sheet in memory first).
 */
export async function xlsxFile(options: ExcelOptions, sheets: ExcelSheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => { out.on('end', resolve); out.on('error', reject); });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const filterNames: FilterName[] = [];
  for (const [index, sheet] of sheets.entries()) {
    const writer = startSheet(wb, index, { ...sheet, rowCount: sheet.rows.length, sample: sheet.rows }, options, filterNames);
    for (const r of sheet.rows) writer.write(r);
    writer.end();
  }
  keepFilterNames(wb, filterNames);
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

/** A sheet whose rows arrive in batches (read from the database as they are written): how many there will be, and the batches. */
export type ExcelStreamSheet = { name: string; columns: ExcelColumn[]; rowCount: number; batches: AsyncIterable<unknown[][]>; frozenColumns?: number };

/**
 * Writes one sheet as an .xlsx file while its rows are still being read, into a stream the route
 * sends as it grows: a 10,000-employee month is never in memory whole, neither as rows nor as the
 * file. Widths are fitted to the first batch. A failure part way ends the stream with the error
 * (the download fails rather than stopping at a file that looks whole).
 */
export function xlsxStream(options: ExcelOptions, sheet: ExcelStreamSheet): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  void (async () => {
    const filterNames: FilterName[] = [];
    let writer: ReturnType<typeof startSheet> | null = null;
    for await (const rows of sheet.batches) {
      writer ??= startSheet(wb, 0, { ...sheet, sample: rows }, options, filterNames);
      for (const r of rows) writer.write(r);
      // Let the file's bytes leave before the next batch is read.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    (writer ?? startSheet(wb, 0, { ...sheet, sample: [] }, options, filterNames)).end();
    keepFilterNames(wb, filterNames);
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name; a year in it is written as the reader counts it, like the sheet inside (leave-report-2569.xlsx in Thai). */
export const xlsxName = (base: string, lang: Lang, year?: number) => `${base}${year === undefined ? '' : `-${readerYear(year, lang)}`}.xlsx`;

/** Answers with the workbook (its bytes, or a stream from xlsxStream) as a download named `fileName`. */
export const sendXlsx = (reply: FastifyReply, fileName: string, bytes: Buffer | PassThrough) =>
  reply.header('Content-Type', XLSX_MIME).header('Content-Disposition', `attachment; filename="${fileName}"`).send(bytes);

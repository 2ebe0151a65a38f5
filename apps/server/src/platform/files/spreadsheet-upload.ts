import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import * as XLSX from '@e965/xlsx';
import { AppError } from '../app-error';
import { MB } from './upload';

/*
 * Spreadsheet uploads (SPEC section 5: a work schedule or a payroll import is .xls, .xlsx or
 * .csv). The kind is decided by the bytes, never by the name: an .xlsx is a zip holding a
 * workbook, an .xls an OLE compound file, a .csv UTF-8 text without NUL bytes. SheetJS
 * (@e965/xlsx, DESIGN section 2) reads all three.
 */
const SPREADSHEET_LABEL = '.xls, .xlsx, .csv';
const BINARY = new Set(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip', 'application/x-cfb', 'application/vnd.ms-excel']);

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

/**
 * The first sheet of an uploaded spreadsheet as rows of cells: text as text, numbers as numbers,
 * a date cell as 'YYYY-MM-DD' (from its serial number, so no time zone can shift it). Anything
 * that is not one of the three kinds, or does not open, is refused as an unsupported type.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<unknown[][]> {
  const type = await fileTypeFromBuffer(bytes);
  let wb: XLSX.WorkBook;
  try {
    if (type && BINARY.has(type.mime)) wb = XLSX.read(bytes, { type: 'buffer', cellDates: false, dense: false });
    else if (!type) {
      let text: string | null = null;
      try { text = csvText(bytes); } catch { text = null; }
      if (text === null) throw new Error('not text');
      // raw: the cells stay the text they are (no number or date guessing: "0012" stays an id).
      wb = XLSX.read(text, { type: 'string', raw: true });
    } else throw new Error(type.mime);
  } catch {
    throw new AppError('FILE_TYPE', { allowed: SPREADSHEET_LABEL });
  }
  const ws = wb.Sheets[wb.SheetNames[0] ?? ''];
  if (!ws || !ws['!ref']) return [];
  const range = XLSX.utils.decode_range(ws['!ref']);
  const rows: unknown[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: unknown[] = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (!cell || cell.v === undefined || cell.v === null) { row.push(''); continue; }
      if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
        const d = XLSX.SSF.parse_date_code(cell.v as number);
        row.push(`${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`);
      } else if (cell.t === 'd' && cell.v instanceof Date) row.push(cell.v.toISOString().slice(0, 10));
      else row.push(cell.v);
    }
    rows.push(row);
  }
  return rows;
}

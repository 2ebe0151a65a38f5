import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { Worker } from 'node:worker_threads';
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
  let text: string;
  try { text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes); } catch { return null; }
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

/** What the worker reads: an .xlsx already inflated (its parts stored), an .xls as uploaded, or a CSV's text. */
type SheetInput = { bytes: Buffer } | { text: string };

/** The input of an upload, its kind by its bytes; an .xlsx is inflated by the zip reader, within its limits, before SheetJS sees it. */
async function sheetInputOf(bytes: Buffer, fileName: string): Promise<SheetInput> {
  const type = await fileTypeFromBuffer(bytes);
  try {
    if (type && ZIPPED.has(type.mime)) return { bytes: await inflateXlsx(bytes, fileName) };
    if (type && BINARY.has(type.mime)) return { bytes };
    if (!type) {
      const text = csvText(bytes);
      if (text !== null) return { text };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
  }
  throw new AppError('FILE_TYPE', { allowed: SPREADSHEET_LABEL });
}

const WORKER = new URL('./sheet-read.worker.mjs', import.meta.url);
/** Sheets read at once: the rest wait their turn, so three large imports cannot take every core and all the memory. */
const READERS = 2;
/** What one read may take: a full 20,000-row import reads in a few seconds; beyond these it is stopped. */
const READ_MAX_MS = 60_000;
const READ_MAX_HEAP_MB = 512;
let reading = 0;
const waiting: Array<() => void> = [];
/** Workers that finished a read and wait for the next (unref'd: they never keep the process alive). */
const idle: Worker[] = [];

type WorkerAnswer = { rows: unknown[][] } | { refused: 'rows' | 'columns' | 'unreadable' };

function startWorker(): Worker {
  const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: READ_MAX_HEAP_MB } });
  worker.unref();
  return worker;
}

/** Runs a worker on one input, within its time and memory; answers what it found, or null when it had to be stopped. */
async function inWorker(input: SheetInput, limits: SheetLimits): Promise<WorkerAnswer | null> {
  // A slot is handed from the read that ends to the one that waited longest, never taken by a newcomer in between.
  if (reading < READERS) reading += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  const worker = idle.pop() ?? startWorker();
  try {
    return await new Promise<WorkerAnswer | null>((resolve) => {
      const onMessage = (answer: WorkerAnswer) => done(answer);
      const onFailure = () => done(null);
      const done = (answer: WorkerAnswer | null) => {
        clearTimeout(timer);
        // Only this read's listeners: the worker's own (which start its port) must stay.
        worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        // A worker that was stopped, ran out of memory or failed is not used again.
        if (answer) idle.push(worker);
        else void worker.terminate();
        resolve(answer);
      };
      const timer = setTimeout(onFailure, READ_MAX_MS);
      worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      worker.postMessage({ ...input, maxRows: limits.rows, maxColumns: limits.columns });
    });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading -= 1;
  }
}

/**
 * The first sheet of an uploaded spreadsheet as rows of cells: text as text, numbers as numbers,
 * a date cell as 'YYYY-MM-DD'. Anything that is not one of the three kinds, or does not open, is
 * refused as an unsupported type. Issue 35: the sheet is as large as the cells it holds, never the
 * range it declares (a 1.6 KB file declaring A1:ALL12000 is a few cells); a file holding more rows
 * or columns than an import takes (IMPORT_MAX_ROWS, IMPORT_MAX_COLUMNS, stated in every template)
 * is refused, naming `fileName`. SheetJS parses on a worker thread (sheet-read.worker.mjs), at
 * most READERS at once, each within READ_MAX_MS and READ_MAX_HEAP_MB, so reading a large file
 * never holds other people's requests.
 */
export async function readSpreadsheet(bytes: Buffer, fileName: string, limits: SheetLimits = IMPORT_LIMITS): Promise<unknown[][]> {
  const answer = await inWorker(await sheetInputOf(bytes, fileName), limits);
  if (!answer) throw new AppError('SPREADSHEET_TOO_HEAVY', { file: fileName });
  if ('rows' in answer) return answer.rows;
  if (answer.refused === 'rows') throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { file: fileName, limit: limits.rows });
  if (answer.refused === 'columns') throw new AppError('SPREADSHEET_TOO_MANY_COLUMNS', { file: fileName, limit: limits.columns });
  throw new AppError('FILE_TYPE', { allowed: SPREADSHEET_LABEL });
}

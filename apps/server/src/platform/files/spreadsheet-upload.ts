import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

const READER = fileURLToPath(new URL('./sheet-read.child.mjs', import.meta.url));
/** Sheets read at once: the rest wait their turn, so three large imports cannot take every core and all the memory. */
const READERS = 2;
/**
 * What one read may take: a full 20,000-row import reads in a few seconds; beyond these its
 * process is ended. A setting only so that a test can prove the stop with a small file.
 */
export const sheetReadBudget = { ms: 60_000, heapMb: 512 };
let reading = 0;
const waiting: Array<() => void> = [];
/** Readers that finished a read and wait for the next (unref'd: they never keep the server alive), with the heap each was started with. */
const idle: Array<{ reader: ChildProcess; heapMb: number }> = [];

type ReaderAnswer = { rows: unknown[][] } | { refused: 'rows' | 'columns' | 'unreadable' };

function startReader(): ChildProcess {
  // Its own heap limit, and none of the server's flags (a loader, inspector or a larger heap).
  return fork(READER, [], { execArgv: [`--max-old-space-size=${sheetReadBudget.heapMb}`], serialization: 'advanced', stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
}

/** Holds, or lets go of, the server's event loop for this reader: only a read in progress holds it. */
function hold(reader: ChildProcess, on: boolean) {
  if (on) { reader.ref(); reader.channel?.ref(); } else { reader.unref(); reader.channel?.unref(); }
}

/** Runs a reader on one input, within its time and memory; answers what it found, or null when it had to be stopped. */
async function inReader(input: SheetInput, limits: SheetLimits): Promise<ReaderAnswer | null> {
  // A slot is handed from the read that ends to the one that waited longest, never taken by a newcomer in between.
  if (reading < READERS) reading += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  const heapMb = sheetReadBudget.heapMb;
  let found = idle.pop();
  // A reader that ended while idle, or was started with another heap (a test's budget), is not used for this read.
  while (found && (found.heapMb !== heapMb || !found.reader.connected)) { found.reader.kill('SIGKILL'); found = idle.pop(); }
  const r = found?.reader ?? startReader();
  hold(r, true);
  try {
    return await new Promise<ReaderAnswer | null>((resolve) => {
      const onMessage = (answer: ReaderAnswer) => done(answer);
      const onFailure = () => done(null);
      let settled = false;
      const done = (answer: ReaderAnswer | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        r.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        // A reader that was stopped, ran out of memory or failed is not used again.
        if (answer && r.connected) { hold(r, false); idle.push({ reader: r, heapMb }); } else r.kill('SIGKILL');
        resolve(answer);
      };
      const timer = setTimeout(onFailure, sheetReadBudget.ms);
      r.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      r.send({ ...input, maxRows: limits.rows, maxColumns: limits.columns }, (err) => { if (err) onFailure(); });
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
 * is refused, naming `fileName`. SheetJS parses in a child process (sheet-read.child.mjs), at
 * most READERS at once, each within sheetReadBudget's time and heap, so reading a large file
 * never holds other people's requests, and a file that takes more ends only its own reader.
 */
export async function readSpreadsheet(bytes: Buffer, fileName: string, limits: SheetLimits = IMPORT_LIMITS): Promise<unknown[][]> {
  const answer = await inReader(await sheetInputOf(bytes, fileName), limits);
  if (!answer) throw new AppError('SPREADSHEET_TOO_HEAVY', { file: fileName });
  if ('rows' in answer) return answer.rows;
  if (answer.refused === 'rows') throw new AppError('SPREADSHEET_TOO_MANY_ROWS', { file: fileName, limit: limits.rows });
  if (answer.refused === 'columns') throw new AppError('SPREADSHEET_TOO_MANY_COLUMNS', { file: fileName, limit: limits.columns });
  throw new AppError('FILE_TYPE', { allowed: SPREADSHEET_LABEL });
}

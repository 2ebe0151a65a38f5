import { z } from 'zod';
import { ZUuid } from '../validators';
import type { PunchKind } from './punch';
import { guessDayFirst, parseClockDate, parseClockDateTime, parseClockState, parseClockTime } from './timeclock-values';

/*
 * Time-clock import (issue 16 point 2): HR uploads the export of a fingerprint or face scanner; a
 * mapping says which column holds the employee's id, the date and time (one column, or a date and
 * a time) and, optionally, the in/out state. ZKTeco-style exports ("AC-No.", "Name", "Time",
 * "State"; "Date", "Time") are recognised by their headers; the company's mapping, once chosen, is
 * remembered for the next file.
 */

/** SPEC section 9's import limit (the payroll import's): 10MB. */
export const TIMECLOCK_MAX_BYTES = 10 * 1024 * 1024;
/** The most columns a mapping may name, and a file may have (an export has a dozen at most). */
export const TIMECLOCK_MAX_COLUMNS = 200;
/**
 * The most lines an export may have: a month of four punches a day for some 1,600 people. A file
 * is refused beyond it by name (issue 35), as a spreadsheet import is beyond its own caps: what a
 * file costs to read is bounded by the lines and cells it really has, not by its bytes alone.
 */
export const TIMECLOCK_MAX_ROWS = 200_000;
/** How many sample lines the mapping step shows. */
export const TIMECLOCK_SAMPLE_LINES = 5;
/** How many unknown ids and bad lines an answer lists (their counts are always whole). */
export const TIMECLOCK_LIST_LIMIT = 200;

/** The mapping's column fields, named as the form and the error messages name them. */
export const TIMECLOCK_COLUMNS = ['idColumn', 'dateTimeColumn', 'dateColumn', 'timeColumn', 'stateColumn'] as const;
export type TimeclockColumn = (typeof TIMECLOCK_COLUMNS)[number];

const column = z.number({ error: 'validation.wrongType' }).int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.tooSmall' }).max(TIMECLOCK_MAX_COLUMNS - 1, { error: 'validation.tooLarge' });

/**
 * Which column (0-based) holds what. The date and time are one column (dateTimeColumn) or two
 * (dateColumn and timeColumn); the state is optional: without it each employee's punches of a
 * day alternate in, out, in … by time. `dayFirst`: d/m/yyyy (true) or m/d/yyyy.
 */
export const ZTimeclockMapping = z.strictObject({
  hasHeader: z.boolean({ error: 'validation.wrongType' }),
  idColumn: column,
  dateTimeColumn: column.nullable(),
  dateColumn: column.nullable(),
  timeColumn: column.nullable(),
  stateColumn: column.nullable(),
  dayFirst: z.boolean({ error: 'validation.wrongType' }),
  /**
   * Whether an id the company has no code for may name the one employee whose code ends in that
   * number ("12" → AMN00012). Off unless the uploader asks: a row number read as an id put a
   * file's punches on people who were not in it (issue 34 point 1).
   */
  matchByNumber: z.boolean({ error: 'validation.wrongType' }).default(false),
}).superRefine((m, ctx) => {
  const need = (path: TimeclockColumn) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
  if (m.dateTimeColumn === null && m.dateColumn === null) need('dateTimeColumn');
  if (m.dateColumn !== null && m.timeColumn === null) need('timeColumn');
  if (m.timeColumn !== null && m.dateColumn === null) need('dateColumn');
  if (m.dateTimeColumn !== null && m.dateColumn !== null) ctx.addIssue({ code: 'custom', path: ['dateColumn'], message: 'validation.timeclockDateTwice' });
  // One column, one meaning.
  const seen = new Map<number, TimeclockColumn>();
  for (const f of TIMECLOCK_COLUMNS) {
    const c = m[f];
    if (c === null) continue;
    if (seen.has(c)) ctx.addIssue({ code: 'custom', path: [f], message: 'validation.timeclockSameColumn' });
    else seen.set(c, f);
  }
});
export type TimeclockMapping = z.infer<typeof ZTimeclockMapping>;

/** The preview and the import: which uploaded file, for which company's employees, read how (the company's remembered mapping, or the detected one, when absent). */
export const ZTimeclockPreview = z.strictObject({ fileId: ZUuid, companyId: ZUuid, mapping: ZTimeclockMapping.optional() });
export const ZTimeclockImport = z.strictObject({ fileId: ZUuid, companyId: ZUuid, mapping: ZTimeclockMapping });
export type TimeclockPreviewBody = z.infer<typeof ZTimeclockPreview>;
export type TimeclockImportBody = z.infer<typeof ZTimeclockImport>;

/** Header names as compared: lower case, without spaces and punctuation ("AC-No." → "acno"). */
export const headerKey = (h: string) => h.trim().toLowerCase().replace(/[\s.\-_/\\()#:]/g, '');

/** Header names by meaning, most specific first. ZKTeco, Hikvision, Suprema and Thai-labelled exports. */
const NAMES = {
  // The enrolment / employee number, never a row number ("No.") nor a device's ("TMNo.", "GMNo.").
  id: ['enno', 'acno', 'enrollno', 'enrollnumber', 'enrollid', 'enrolmentno', 'userid', 'employeeid', 'employeecode', 'employeeno', 'empid', 'empno', 'empcode',
    'staffid', 'staffno', 'personid', 'personno', 'badgenumber', 'pin', 'รหัสพนักงาน', 'รหัส', 'id', 'no', 'code', 'cardno'],
  dateTime: ['datetime', 'checktime', 'punchtime', 'timestamp', 'attendancetime', 'clocktime', 'logtime', 'authenticationdatetime', 'วันเวลา', 'วันที่เวลา'],
  date: ['date', 'punchdate', 'checkdate', 'attendancedate', 'authenticationdate', 'วันที่'],
  time: ['time', 'punchtime', 'checktime', 'authenticationtime', 'เวลา'],
  state: ['state', 'status', 'checktype', 'inout', 'iomd', 'punchstate', 'attstate', 'attendancestatus', 't&a', 'tnaevent', 'สถานะ', 'เข้าออก'],
} as const;

/** Headers that number the lines or the machines: never an employee's id, whatever their values look like. */
const NOT_ID = new Set(['sn', 'tmno', 'gmno', 'mchn', 'machineno', 'deviceno', 'deviceid', 'index', 'seq', 'row', 'ลำดับ', 'ลำดับที่']);

/** The exports recognised by their headers (or, for ZKTeco's attlog.dat, by its shape). */
export const TIMECLOCK_FORMATS = ['zktecoGlog', 'zktecoAttlog', 'hikvision', 'suprema', 'plain'] as const;
export type TimeclockFormat = (typeof TIMECLOCK_FORMATS)[number];

/**
 * Which device's export a file is, from its first record: ZKTeco's GLog ("No.,TMNo.,EnNo.,Name,
 * GMNo.,Mode,In/Out,Antipass,ProxyWork,DateTime", or the older tab-separated "No Mchn EnNo …
 * IOMd DateTime"), ZKTeco's attlog.dat (no header: enrolment number, date and time, codes),
 * Hikvision's attendance record ("Employee ID,Name,Department,Time,Attendance Status,…"),
 * Suprema BioStar's ("Date,User ID,Name,…"), or a plain "id,datetime". Null: another layout.
 */
export function detectFormat(first: string[]): TimeclockFormat | null {
  const keys = first.map(headerKey).filter((k) => k !== '');
  const has = (...names: string[]) => names.every((n) => keys.includes(n));
  if (has('enno', 'datetime') && (has('tmno') || has('mchn'))) return 'zktecoGlog';
  if (has('employeeid', 'attendancestatus')) return 'hikvision';
  if (has('date', 'userid')) return 'suprema';
  if (keys.length === 2 && NAMES.id.includes(keys[0] as never) && NAMES.dateTime.includes(keys[1] as never)) return 'plain';
  if (first.length >= 2 && /^\d+$/.test(first[0]!.trim()) && parseClockDateTime(first[1]!)) return 'zktecoAttlog';
  return null;
}

const findHeader = (keys: string[], names: readonly string[], taken: Set<number>) => {
  for (const name of names) {
    const i = keys.findIndex((k, idx) => k === name && !taken.has(idx));
    if (i >= 0) return i;
  }
  return null;
};

/** Values that count the lines (1, 2, 3 …, at least three of them): a row number, whatever its header says (att2000's "No." is an id, GLog's a row). */
function isRunningCount(values: string[]): boolean {
  if (values.length < 3) return false;
  const start = Number(values[0]);
  return values.every((v, i) => /^\d+$/.test(v.trim()) && Number(v) === start + i);
}

/** The first row is a header when none of its fields is a date and time, a date or a time. */
function looksLikeHeader(fields: string[]): boolean {
  return !fields.some((f) => parseClockDateTime(f) || parseClockDate(f) || parseClockTime(f));
}


/**
 * Reads a mapping from a file's first records: by the header's names when it has one (ZKTeco's
 * "AC-No." / "Time" / "State", "Date" + "Time"), else by the values (the first column of dates and
 * times; the id in the first other column). Day order from the values.
 */
export function detectMapping(records: string[][]): TimeclockMapping | null {
  const first = records[0];
  if (!first) return null;
  const hasHeader = looksLikeHeader(first);
  const data = hasHeader ? records.slice(1) : records;
  const sample = (c: number) => data.map((r) => r[c] ?? '').filter((v) => v.trim() !== '');
  const dayFirst = guessDayFirst(data.flat());
  // A column "parses" when at least half its values do: one mistyped line must not hide the column.
  const parses = (c: number, f: (s: string) => unknown) => {
    const values = sample(c);
    return values.length > 0 && values.filter((v) => f(v)).length >= Math.ceil(values.length / 2);
  };
  const taken = new Set<number>();
  const take = (i: number | null) => { if (i !== null) taken.add(i); return i; };
  let m: Omit<TimeclockMapping, 'hasHeader' | 'dayFirst' | 'matchByNumber'> = { idColumn: -1, dateTimeColumn: null, dateColumn: null, timeColumn: null, stateColumn: null };

  const keys = hasHeader ? first.map(headerKey) : [];
  for (const [i, k] of keys.entries()) if (NOT_ID.has(k) || isRunningCount(sample(i))) taken.add(i);
  if (hasHeader) {
    const id = take(findHeader(keys, NAMES.id, taken));
    const dt = findHeader(keys, NAMES.dateTime, taken);
    const d = findHeader(keys, NAMES.date, taken);
    const t = d === null ? null : findHeader(keys, NAMES.time, new Set([...taken, d]));
    const state = findHeader(keys, NAMES.state, taken);
    // A "Date" column that holds date and time is the date-time; so is a lone "Time" column that does (ZKTeco's "Time").
    if (d !== null && parses(d, (v) => parseClockDateTime(v, dayFirst))) m = { ...m, dateTimeColumn: d };
    else if (d !== null && t !== null && !parses(t, (v) => parseClockDateTime(v, dayFirst))) m = { ...m, dateColumn: d, timeColumn: t };
    else if (dt !== null) m = { ...m, dateTimeColumn: dt };
    else if (t !== null || d !== null) m = { ...m, dateTimeColumn: t ?? d };
    else {
      const lone = findHeader(keys, NAMES.time, taken);
      if (lone !== null) m = { ...m, dateTimeColumn: lone };
    }
    m = { ...m, idColumn: id ?? -1, stateColumn: state };
  }
  const width = Math.max(...records.map((r) => r.length));
  const used = () => new Set([m.idColumn, m.dateTimeColumn, m.dateColumn, m.timeColumn, m.stateColumn].filter((c): c is number => c !== null && c >= 0));
  if (m.dateTimeColumn === null && m.dateColumn === null) {
    for (let c = 0; c < width; c += 1) {
      if (used().has(c)) continue;
      if (parses(c, (v) => parseClockDateTime(v, dayFirst))) { m = { ...m, dateTimeColumn: c }; break; }
      if (parses(c, (v) => parseClockDate(v, dayFirst)) && c + 1 < width && parses(c + 1, parseClockTime)) { m = { ...m, dateColumn: c, timeColumn: c + 1 }; break; }
    }
  }
  if (m.idColumn < 0) {
    for (let c = 0; c < width; c += 1) {
      if (!used().has(c) && !taken.has(c) && parses(c, (v) => /^[A-Za-z]{0,6}\d+$/.test(v.trim()))) { m = { ...m, idColumn: c }; break; }
    }
  }
  if (m.idColumn < 0 || (m.dateTimeColumn === null && m.dateColumn === null)) return null;
  return { hasHeader, dayFirst, ...m, matchByNumber: false };
}

/** One line of the file read through the mapping: the employee's id as written, the wall-clock date and time, the state when mapped. */
export type ClockLine = { line: number; id: string; date: string; time: string; state: PunchKind | null };
/** Why a line cannot be read: the mapping field of the column and what is wrong with its value. */
export type ClockProblemCode = 'required' | 'dateTime' | 'date' | 'time' | 'state' | 'future';
export type ClockProblem = { line: number; column: TimeclockColumn; columnIndex: number; value: string; code: ClockProblemCode };

/**
 * Reads the data records (the header already dropped) through a mapping. `latest` is now as the
 * business zone's wall clock ('YYYY-MM-DD HH:mm:ss'): a punch after it is a wrong clock, not a punch.
 */
export function readClockLines(records: Array<{ line: number; fields: string[] }>, m: TimeclockMapping, latest: string): { lines: ClockLine[]; problems: ClockProblem[] } {
  const lines: ClockLine[] = [];
  const problems: ClockProblem[] = [];
  for (const { line, fields } of records) {
    const cell = (c: number | null) => (c === null ? '' : (fields[c] ?? '').trim());
    const fail = (column: TimeclockColumn, code: ClockProblemCode) => {
      const columnIndex = m[column]!;
      problems.push({ line, column, columnIndex, value: cell(columnIndex).slice(0, 100), code });
    };
    const id = cell(m.idColumn);
    if (!id) { fail('idColumn', 'required'); continue; }
    let at: { date: string; time: string } | null;
    if (m.dateTimeColumn !== null) {
      at = parseClockDateTime(cell(m.dateTimeColumn), m.dayFirst);
      if (!at) { fail('dateTimeColumn', cell(m.dateTimeColumn) ? 'dateTime' : 'required'); continue; }
    } else {
      const date = parseClockDate(cell(m.dateColumn), m.dayFirst);
      if (!date) { fail('dateColumn', cell(m.dateColumn) ? 'date' : 'required'); continue; }
      const time = parseClockTime(cell(m.timeColumn));
      if (!time) { fail('timeColumn', cell(m.timeColumn) ? 'time' : 'required'); continue; }
      at = { date, time };
    }
    const state = m.stateColumn === null ? null : parseClockState(cell(m.stateColumn));
    if (state === undefined) { fail('stateColumn', 'state'); continue; }
    if (`${at.date} ${at.time}` > latest) { fail(m.dateTimeColumn !== null ? 'dateTimeColumn' : 'dateColumn', 'future'); continue; }
    lines.push({ line, id, date: at.date, time: at.time, state });
  }
  return { lines, problems };
}

/** Where the mapping of a preview came from: the caller's choice, the company's remembered one, detection, or nowhere (the caller chooses). */
export const MAPPING_SOURCES = ['chosen', 'remembered', 'detected', 'none'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

/** A bad line as the preview lists it: its line, the column's name (its header, or its number), the value and what is wrong, in the reader's language. */
export type ClockProblemView = { line: number; field: TimeclockColumn; column: string; value: string; code: ClockProblemCode; text: string };
/** An id of the file that names nobody of the company, on how many lines, and the first of those lines' numbers. */
export type UnknownClockId = { id: string; lines: number; lineNumbers: number[] };
/** How many line numbers an unknown id lists. */
export const TIMECLOCK_LINE_NUMBERS = 10;
/** An employee the file's lines name: who (code, name in the reader's language), by which id of the file, with how many punches and how many of them new. */
export type MatchedClockEmployee = { employeeId: string; code: string; name: string; fileIds: string[]; punches: number; new: number };

/** What an import would write (the preview) or wrote (the import). */
export type TimeclockCounts = {
  /** Data lines of the file (the header not counted). */
  lines: number;
  /** Lines that name a known employee and a readable date and time. */
  punches: number;
  /** Punches to write (preview) or written (import). */
  new: number;
  /** Punches already recorded by an earlier import, or twice in this file: skipped. */
  duplicates: number;
  /** Lines whose id names nobody of the company: skipped. */
  unknownLines: number;
  /** How many different unknown ids those lines hold (the list names the first TIMECLOCK_LIST_LIMIT). */
  unknownIdCount: number;
  /** Lines that cannot be read: skipped. */
  badLines: number;
  employees: number;
  /** The first and last business dates of the new punches. */
  from: string | null;
  to: string | null;
};

/** The upload's answer and the preview: the file's columns and first lines, the mapping and, with one, the counts, unknown ids and bad lines. */
export type TimeclockPreview = {
  fileId: string;
  fileName: string;
  /** The first record's fields (the header when hasHeader), so the form can name the columns. */
  firstRow: string[];
  /** The records after the first (TIMECLOCK_SAMPLE_LINES of them), as the mapping form shows them whether the first is a header or not. */
  sample: string[][];
  mapping: TimeclockMapping | null;
  mappingSource: MappingSource;
  /** The device's export the header says it is, when recognised. */
  format: TimeclockFormat | null;
  counts: TimeclockCounts | null;
  /** Each employee the file names (the first TIMECLOCK_LIST_LIMIT, by code). */
  matched: MatchedClockEmployee[];
  unknownIds: UnknownClockId[];
  problems: ClockProblemView[];
};

/** The import's answer: the batch its punches belong to (HR may roll it back whole) and the counts. */
export type TimeclockResult = { batchId: string; counts: TimeclockCounts };

/** Rolling back a batch or voiding a punch: why, always (the audit and the punch view show it). */
export const TIMECLOCK_REASON_MAX = 500;
const reason = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(TIMECLOCK_REASON_MAX, { error: 'validation.tooLong' });
export const ZTimeclockRollback = z.strictObject({ batchId: ZUuid, reason });
export const ZPunchVoid = z.strictObject({ punchId: ZUuid, reason });
export type TimeclockRollbackBody = z.infer<typeof ZTimeclockRollback>;
export type PunchVoidBody = z.infer<typeof ZPunchVoid>;
/** What a rollback did: how many of the batch's punches it voided. */
export type TimeclockRollbackResult = { batchId: string; voided: number };

/** How many of a company's latest imports the import page lists. */
export const TIMECLOCK_BATCHES_LISTED = 20;
export const ZTimeclockBatches = z.strictObject({ companyId: ZUuid });
/** One import as the page lists it: the file, how many punches it wrote, who and when; once rolled back, by whom, when and why. */
export type TimeclockBatch = {
  id: string; fileName: string; punches: number; createdAt: string; createdBy: string | null;
  rolledBack: { at: string; by: string | null; reason: string } | null;
};

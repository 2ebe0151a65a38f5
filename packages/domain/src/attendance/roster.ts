import { z } from 'zod';
import { isIsoDate, ZDateFilter, ZIsoDate } from '../dates';
import type { RuleIssue } from '../masters/define';
import { nextDay } from '../masters/rules/working-time';
import { requiredText, ZUuid } from '../validators';

/*
 * Work schedules (issue 16 point 1): each employee has a default working time (employment data)
 * and, per date, an optional roster entry. A roster entry names another working time of the
 * master (a working-day shift, or a day-off kind of working time) or none at all, which is a day
 * off. Entries come from a cell edit on the month grid, an uploaded roster, a shift change or a
 * shift trade; the last two are kept as history and can be deleted, taking their entries with them.
 */

export const ROSTER_SOURCES = ['edit', 'upload', 'change', 'trade'] as const;
export type RosterSource = (typeof ROSTER_SOURCES)[number];
export const SHIFT_CHANGE_KINDS = ['change', 'trade'] as const;
export type ShiftChangeKind = (typeof SHIFT_CHANGE_KINDS)[number];

/** What an uploaded roster's cell says for "day off" when no working time of the master has it as its prefix. */
export const DAY_OFF_MARK = 'OFF';
/** The most employees one range edit changes at once (a page of the grid). */
export const ROSTER_MAX_EMPLOYEES = 200;
/** A change, a trade or a range edit covers at most this many days. */
export const ROSTER_MAX_DAYS = 62;
/** SPEC section 5: "Work schedule upload: .xls, .xlsx or .csv, up to 3MB". */
export const ROSTER_UPLOAD_MAX_BYTES = 3 * 1024 * 1024;

/**
 * SPEC section 4 "Working-time changes take effect the next day": the first date a roster change
 * may touch is the day after today in the business time zone (Asia/Bangkok). Shift workers work
 * weekends and holidays too, so it is the next calendar day, not the next Monday-to-Friday day.
 */
export const firstChangeableDate = (today: string) => nextDay(today);

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) out.push(d);
  return out;
}

/** Refuses a change that touches today or a past date, naming the field and the first date allowed. */
export function notBeforeTomorrowIssues(field: string, date: string, today: string): RuleIssue[] {
  const first = firstChangeableDate(today);
  return date < first ? [{ field, key: 'validation.rosterFromTomorrow', params: { date: first } }] : [];
}

/** The range's own rules: the end not before the start, at most ROSTER_MAX_DAYS days, from tomorrow on. */
export function rangeIssues(v: { dateFrom: string; dateTo: string }, today: string): RuleIssue[] {
  if (v.dateTo < v.dateFrom) return [{ field: 'dateTo', key: 'validation.endNotBeforeStart' }];
  if (datesBetween(v.dateFrom, v.dateTo).length > ROSTER_MAX_DAYS) return [{ field: 'dateTo', key: 'validation.rosterTooManyDays', params: { days: ROSTER_MAX_DAYS } }];
  return notBeforeTomorrowIssues('dateFrom', v.dateFrom, today);
}

/** 'YYYY-MM' of a real month. */
export const ZMonth = z.string({ error: 'validation.required' }).regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' });
/** The dates of a month 'YYYY-MM'. */
export function monthDates(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

const ZPage = {
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
};
/** Cross-field rules run even when another field already failed, so a form learns every missing field at once. */
const everyTime = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };
const ZKeyword = z.string().trim().max(100, { error: 'validation.tooLong' }).optional();

/** search/employeeWorkingTime: a page of employees of the month grid. */
export const ZRosterSearch = z.strictObject({ ...ZPage, month: ZMonth, keyword: ZKeyword, companyId: ZUuid.optional(), departmentId: ZUuid.optional() });
export type RosterSearch = z.infer<typeof ZRosterSearch>;
/** get/employeeWorkingTime/header: the month's columns and the shifts a cell may take. */
export const ZRosterHeaderQuery = z.strictObject({ month: ZMonth });
/** download/excel/workshift and its template: the month, with the grid's filters. */
export const ZRosterExport = z.strictObject({ month: ZMonth, keyword: ZKeyword, companyId: ZUuid.optional(), departmentId: ZUuid.optional() });
export type RosterExport = z.infer<typeof ZRosterExport>;
export const ZRosterUploadQuery = z.strictObject({ month: ZMonth });

/** What a cell is set to: a working time of the master, a day off, or back to the employee's default. */
export const ROSTER_SET_MODES = ['shift', 'dayOff', 'default'] as const;
/** save/employeeWorkingTime: one cell or a range (employees × dates) set at once. */
export const ZRosterSet = z.strictObject({
  employeeIds: z.array(ZUuid).min(1, { error: 'validation.required' }).max(ROSTER_MAX_EMPLOYEES, { error: 'validation.tooLarge' }),
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  mode: z.enum(ROSTER_SET_MODES, { error: 'validation.required' }),
  workingTimeId: ZUuid.nullish(),
}).check(z.superRefine((v, ctx) => {
  if (v.mode === 'shift' && !v.workingTimeId) ctx.addIssue({ code: 'custom', path: ['workingTimeId'], message: 'validation.required' });
}, everyTime));
export type RosterSet = z.infer<typeof ZRosterSet>;

/**
 * save/workingShift/changeAndTrade. SPEC section 5 "Shift switching requires new shift, reason and
 * employee": a change moves one employee to the new shift on the dates; a trade swaps two
 * employees' schedules on the dates, so it names the other employee instead of a shift.
 */
export const ZShiftChangeAndTrade = z.strictObject({
  kind: z.enum(SHIFT_CHANGE_KINDS, { error: 'validation.required' }),
  employeeId: ZUuid,
  otherEmployeeId: ZUuid.nullish(),
  workingTimeId: ZUuid.nullish(),
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  reason: requiredText(500),
}).check(z.superRefine((v, ctx) => {
  if (v.kind === 'change' && !v.workingTimeId) ctx.addIssue({ code: 'custom', path: ['workingTimeId'], message: 'validation.required' });
  if (v.kind === 'trade' && !v.otherEmployeeId) ctx.addIssue({ code: 'custom', path: ['otherEmployeeId'], message: 'validation.required' });
  if (v.kind === 'trade' && v.otherEmployeeId && v.otherEmployeeId === v.employeeId) ctx.addIssue({ code: 'custom', path: ['otherEmployeeId'], message: 'validation.tradeSamePerson' });
}, everyTime));
export type ShiftChangeAndTrade = z.infer<typeof ZShiftChangeAndTrade>;

/** search/workingShift/history: changes and trades, newest first; deleted ones on request. */
export const ZShiftHistorySearch = z.strictObject({
  ...ZPage, keyword: ZKeyword, kind: z.enum(SHIFT_CHANGE_KINDS, { error: 'validation.invalid' }).optional(),
  dateFrom: ZDateFilter, dateTo: ZDateFilter, includeDeleted: z.boolean().default(false),
});
export type ShiftHistorySearch = z.infer<typeof ZShiftHistorySearch>;

/** search/employeeWorkingHour: employees with their default working time. */
export const ZWorkingHourSearch = z.strictObject({
  ...ZPage, keyword: ZKeyword, companyId: ZUuid.optional(), departmentId: ZUuid.optional(),
  workingTimeType: z.enum(['general', 'shift'], { error: 'validation.invalid' }).optional(), workingTimeId: ZUuid.optional(),
});
export type WorkingHourSearch = z.infer<typeof ZWorkingHourSearch>;
/** update/employeeWorkingHour: an employee's default working time, from the next day on. */
export const ZWorkingHourUpdate = z.strictObject({
  employeeId: ZUuid,
  workingTimeType: z.enum(['general', 'shift'], { error: 'validation.required' }),
  workingTimeId: ZUuid,
});
export type WorkingHourUpdate = z.infer<typeof ZWorkingHourUpdate>;

/** A working time of the master as the schedule pages show it. */
export type ShiftRef = { id: string; prefix: string; name: string; dayType: 'workingDay' | 'dayOff'; workStart: string | null; workEnd: string | null; active: boolean };
export type PersonRef = { id: string; employeeCode: string; name: string };

/**
 * One cell of the month grid. `kind`: the day's resolved schedule (resolveDay); `shiftId` the
 * working time that makes it (the roster's, else the default one on a working day); `rostered`
 * whether a roster entry says so, with where it came from.
 */
export type RosterCell = {
  date: string;
  kind: 'working' | 'dayOff' | 'holiday' | 'unscheduled';
  shiftId: string | null;
  rostered: boolean;
  source: RosterSource | null;
};
export type RosterRow = PersonRef & { department: string | null; company: string | null; defaultShiftId: string | null; workingTimeType: 'general' | 'shift'; cells: RosterCell[] };
export type RosterPage = { items: RosterRow[]; total: number; page: number; pageSize: number };
export type RosterHeader = {
  month: string;
  firstChangeable: string;
  dates: Array<{ date: string; weekday: number; holiday: string | null }>;
  shifts: ShiftRef[];
  dayOffMark: string;
};
export type ShiftChangeRow = {
  id: string; kind: ShiftChangeKind; employee: PersonRef; other: PersonRef | null; shift: ShiftRef | null;
  dateFrom: string; dateTo: string; reason: string; createdAt: string; createdBy: PersonRef | null;
  deletedAt: string | null; deletedBy: PersonRef | null; deletable: boolean;
};
export type ShiftHistoryPage = { items: ShiftChangeRow[]; total: number; page: number; pageSize: number };
export type WorkingHourRow = PersonRef & { company: string | null; department: string | null; position: string | null; workingTimeType: 'general' | 'shift'; shift: ShiftRef | null; upcoming: { effectiveFrom: string; shift: ShiftRef | null; workingTimeType: 'general' | 'shift' } | null };
export type WorkingHourPage = { items: WorkingHourRow[]; total: number; page: number; pageSize: number };
/** An overtime request a roster write re-prices (issue 34 point 3): the figures before and after, in the reader's words. */
export type RosterOvertimeChange = {
  id: string; employeeCode: string; employeeName: string; date: string; startTime: string; endTime: string; status: 'pending' | 'approved'; from: string; to: string;
};
/** An upload's outcome (or its preview's: what it would do, nothing saved), with the overtime it re-prices. */
export type RosterUploadResult = { month: string; employees: number; cells: number; skipped: number; overtime: RosterOvertimeChange[] };

/** The working-time fields the day resolution reads. */
export type ResolvableShift = { id: string; dayType: 'workingDay' | 'dayOff' };

/**
 * One employee-date's schedule, and THE classification of a date for pay (the overtime figures,
 * attendance and payroll read the same answer). A roster entry wins over the week: a shift
 * rostered on a Sunday is work. A public holiday (its observed date: a substitute day moves it)
 * stays a holiday even with a shift rostered on it, the shift giving the normal hours that tell
 * holiday work from overtime on a holiday (LPA s.62-63); a roster entry without a working time, or with a
 * day-off kind of working time, is a day off. Without an entry, the default working time applies
 * on the Monday-to-Friday working days of the work calendar; a holiday or weekend is off, and no
 * default working time at all is "unscheduled".
 */
export function resolveDay(input: {
  roster: { shift: ResolvableShift | null } | null;
  defaultShift: ResolvableShift | null;
  holiday: boolean;
  workingDay: boolean;
}): { kind: RosterCell['kind']; shift: ResolvableShift | null } {
  const { roster, defaultShift, holiday, workingDay } = input;
  // A public holiday stays a holiday when a shift is rostered on it (issue 34 point 5): work on it
  // is holiday work (LPA s.62-63) whatever the roster says; the shift is kept as its hours. Only a
  // substitute day in the holiday master moves the holiday (the caller passes the observed dates).
  if (roster && holiday) return { kind: 'holiday', shift: roster.shift && roster.shift.dayType === 'workingDay' ? roster.shift : null };
  if (roster) return roster.shift && roster.shift.dayType === 'workingDay' ? { kind: 'working', shift: roster.shift } : { kind: 'dayOff', shift: roster.shift };
  if (holiday) return { kind: 'holiday', shift: null };
  if (!workingDay) return { kind: 'dayOff', shift: null };
  if (!defaultShift) return { kind: 'unscheduled', shift: null };
  return defaultShift.dayType === 'workingDay' ? { kind: 'working', shift: defaultShift } : { kind: 'dayOff', shift: defaultShift };
}

/**
 * A trade: on each date, each of the two gets what the other's schedule was. `a` and `b` are the
 * two schedules by date (a working time id, or null for a day off).
 */
export function tradeEntries(dates: string[], a: Map<string, string | null>, b: Map<string, string | null>) {
  return dates.map((date) => ({ date, a: b.get(date) ?? null, b: a.get(date) ?? null }));
}

/** One problem of an uploaded roster, where it is (the sheet's row number and column letter). */
export type UploadIssue = { row: number; column: string; code: string; params?: Record<string, string | number> };

/** The column letter of a 1-based column number (1 → A, 27 → AA). */
export function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/**
 * Reads a header cell as a date: 'YYYY-MM-DD', 'DD/MM/YYYY' or a spreadsheet date; null when the
 * cell is not a date (an informational column such as the name).
 */
export function headerDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  const s = String(value ?? '').trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return iso && isIsoDate(iso) ? iso : null;
}

/** The parsed grid of an uploaded roster: per employee code, per date, the cell's text ('' = back to the default). */
export type ParsedRoster = { rows: Array<{ row: number; employeeCode: string; cells: Array<{ date: string; column: string; value: string }> }>; issues: UploadIssue[] };

/**
 * The shape of an uploaded roster, before anything is looked up: the first row is the header,
 * column A the employee id, every column whose header is a date a day of the month (a date of
 * another month is an error), other columns (the name) are read by people only. Every problem is
 * kept, with its row and column, so the uploader fixes them all at once.
 */
export function parseRosterSheet(sheet: unknown[][], month: string): ParsedRoster {
  const issues: UploadIssue[] = [];
  const header = sheet[0] ?? [];
  const days = new Set(monthDates(month));
  const dayColumns: Array<{ index: number; date: string }> = [];
  const seenDates = new Map<string, string>();
  header.forEach((h, index) => {
    if (index === 0) return;
    const raw = String(h ?? '').trim();
    const date = headerDate(h);
    if (!date) {
      if (/^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}\/\d{1,2}\/\d{4}$/.test(raw)) issues.push({ row: 1, column: columnLetter(index + 1), code: 'rosterBadDate', params: { value: raw } });
      return;
    }
    const column = columnLetter(index + 1);
    if (!days.has(date)) issues.push({ row: 1, column, code: 'rosterDateOutsideMonth', params: { value: date, month } });
    else if (seenDates.has(date)) issues.push({ row: 1, column, code: 'rosterDateTwice', params: { value: date, other: seenDates.get(date)! } });
    else { seenDates.set(date, column); dayColumns.push({ index, date }); }
  });
  if (!dayColumns.length && !issues.length) issues.push({ row: 1, column: 'B', code: 'rosterNoDates', params: { month } });
  const rows: ParsedRoster['rows'] = [];
  const seenCodes = new Map<string, number>();
  sheet.slice(1).forEach((r, i) => {
    const row = i + 2;
    const cells = (r ?? []).map((c) => String(c ?? '').trim());
    if (cells.every((c) => c === '')) return;
    const employeeCode = cells[0] ?? '';
    if (!employeeCode) { issues.push({ row, column: 'A', code: 'rosterEmployeeMissing' }); return; }
    const key = employeeCode.toLowerCase();
    if (seenCodes.has(key)) { issues.push({ row, column: 'A', code: 'rosterEmployeeTwice', params: { value: employeeCode, other: seenCodes.get(key)! } }); return; }
    seenCodes.set(key, row);
    rows.push({ row, employeeCode, cells: dayColumns.map(({ index, date }) => ({ date, column: columnLetter(index + 1), value: cells[index] ?? '' })) });
  });
  if (!rows.length && !issues.length) issues.push({ row: 2, column: 'A', code: 'rosterNoRows' });
  return { rows, issues };
}

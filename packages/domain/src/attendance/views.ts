import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { daysUntil } from '../employee/document-expiry';
import { requiredText, ZUuid } from '../validators';
import { PUNCH_KINDS, type PunchView } from './punch';
import { absentDaysOf, ATTENDANCE_STATUSES, type AttendanceStatus, type DayPortion } from './status';

/*
 * The attendance pages' calls (issue 16 point 4): the employee's month (search/meTimeStamp), a
 * supervisor's team and HR's everyone by day or range (search/manageTimeStamp[/subordinates]), one
 * person's month, a missing punch added by a supervisor or HR, and their Excel exports. One set of
 * bodies for the server's validation and the pages' forms.
 */

/** The longest range a team or company list reads at once: a month of 31 days. */
export const ATTENDANCE_RANGE_MAX_DAYS = 31;
/** How long a reason of a manual punch may be. */
export const PUNCH_REASON_MAX = 500;

/** A month as 'YYYY-MM'. */
export const ZMonth = z.string({ error: 'validation.required' }).regex(/^(19|2[0-1])\d{2}-(0[1-9]|1[0-2])$/, { error: 'validation.invalid' });
/** A wall-clock time 'HH:mm' in the business time zone. */
export const ZClockTime = z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });

/** The first and last date of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The caller's month (search/meTimeStamp). */
export const ZMyAttendanceQuery = z.strictObject({ month: ZMonth });
/** One employee's month, for their supervisor or HR. */
export const ZEmployeeAttendanceQuery = z.strictObject({ employeeId: ZUuid, month: ZMonth });

export const ATTENDANCE_SORTS = ['date', 'employeeCode', 'status', 'lateMinutes'] as const;
/**
 * Filters beside the statuses: "day off" (a day off or a holiday nobody came on) and "no status
 * yet" (a working day still open). The HR dashboard once counted days off as "no status yet".
 */
export const ATTENDANCE_STATUS_FILTERS = [...ATTENDANCE_STATUSES, 'dayOff', 'none'] as const;
export type AttendanceStatusFilter = (typeof ATTENDANCE_STATUS_FILTERS)[number];
/** The filter a day falls under: its status, else a day off (or holiday) or not judged yet. */
export const statusFilterOf = (d: { status: AttendanceStatus | null; dayType: string }): AttendanceStatusFilter =>
  d.status ?? (d.dayType === 'dayOff' || d.dayType === 'holiday' ? 'dayOff' : 'none');

const rangeRules = <T extends { dateFrom: string; dateTo: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.dateTo < v.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'validation.endNotBeforeStart' });
  else if (daysUntil(v.dateFrom, v.dateTo) + 1 > ATTENDANCE_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'validation.attendanceRangeTooLong', params: { days: ATTENDANCE_RANGE_MAX_DAYS } });
};

/** The filters of the team's or the company's employee-days between two dates (at most 31): the list's and the export's. */
const attendanceFilters = {
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  status: z.array(z.enum(ATTENDANCE_STATUS_FILTERS, { error: 'validation.invalid' })).max(ATTENDANCE_STATUS_FILTERS.length, { error: 'validation.tooLarge' }).optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
};
/** The list: the filters, sorted and paged. */
export const ZAttendanceSearch = z.strictObject({
  ...attendanceFilters,
  sort: z.enum(ATTENDANCE_SORTS, { error: 'validation.invalid' }).default('date'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
}).superRefine(rangeRules);
export type AttendanceSearch = z.infer<typeof ZAttendanceSearch>;
/** The export takes the same filters without the page. */
export const ZAttendanceExport = z.strictObject(attendanceFilters).superRefine(rangeRules);
export type AttendanceExport = z.infer<typeof ZAttendanceExport>;

/** The list's filters other than the range: the daily report's (one date). */
const { dateFrom: _from, dateTo: _to, ...dayFilters } = attendanceFilters;
/** The daily attendance report (issue 18 point 3): one date, everyone in the caller's scope, the list's filters, sorted and paged. */
export const ZAttendanceDaily = z.strictObject({
  date: ZIsoDate,
  ...dayFilters,
  sort: z.enum(ATTENDANCE_SORTS, { error: 'validation.invalid' }).default('employeeCode'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
});
export type AttendanceDaily = z.infer<typeof ZAttendanceDaily>;
export const ZAttendanceDailyExport = z.strictObject({ date: ZIsoDate, ...dayFilters });
export type AttendanceDailyExport = z.infer<typeof ZAttendanceDailyExport>;

/**
 * A punch a supervisor (for their team) or HR adds for a day the employee forgot or could not
 * punch: the date and time it should have been, check-in / check-out / end of overtime, and why.
 * It is a correction row of its own beside the punches; nothing is overwritten.
 */
export const ZManualPunch = z.strictObject({
  employeeId: ZUuid,
  date: ZIsoDate,
  time: ZClockTime,
  kind: z.enum(PUNCH_KINDS, { error: 'validation.required' }),
  reason: requiredText(PUNCH_REASON_MAX),
});
export type ManualPunch = z.infer<typeof ZManualPunch>;

/** What kind of day a date is for the employee. */
export const DAY_TYPES = ['working', 'dayOff', 'holiday', 'unscheduled'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** A punch as the pages list it; a correction names who added it and why; a voided one (issue 34 point 1) who voided it and why. */
export type PunchListed = PunchView & { reason: string | null; createdBy: string | null; voided: { by: string | null; reason: string } | null };
/** One employee-date: what kind of day, the shift, leave, the status and minutes, the punches that belong to it. */
export type AttendanceDayView = {
  date: string;
  dayType: DayType;
  holidayName: string | null;
  /** The shift of the day with the rules its status follows (the pages' help explains them from these). */
  shift: { prefix: string; name: string; workStart: string; workEnd: string; breakStart: string | null; breakEnd: string | null; beforeWorkMinutes: number; lateAllowanceMinutes: number } | null;
  leave: DayPortion | null;
  status: AttendanceStatus | null;
  checkIn: string | null;
  checkOut: string | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  punches: PunchListed[];
};
export type AttendanceEmployee = { id: string; code: string; name: string; department: string | null; workingTime: string | null; recordsTime: boolean };
export type AttendanceMonth = { employee: AttendanceEmployee; month: string; days: AttendanceDayView[]; totals: AttendanceTotals };
export type AttendanceRow = AttendanceDayView & { employee: AttendanceEmployee };
export type AttendancePage = { items: AttendanceRow[]; total: number; page: number; pageSize: number };
/** A day of everyone in scope: the page of rows the filters pass, and how many people have each status that day (before the status filter). */
export type AttendanceDailyReport = AttendancePage & { date: string; counts: Partial<Record<AttendanceStatusFilter, number>> };

/** The totals under a month: days per status, minutes worked, late and early. */
export type AttendanceTotals = {
  byStatus: Partial<Record<AttendanceStatus, number>>;
  workedMinutes: number;
  lateMinutes: number;
  lateCount: number;
  earlyLeaveMinutes: number;
};

/**
 * Adds up days (anything with a status and minutes). A day split by half a day of leave and
 * nobody for the other half counts 0.5 absent and 0.5 leave (absentDaysOf), not a whole absence.
 */
export function attendanceTotals(days: { status: AttendanceStatus | null; leave?: DayPortion | null; workedMinutes: number; lateMinutes: number; earlyLeaveMinutes: number }[]): AttendanceTotals {
  const t: AttendanceTotals = { byStatus: {}, workedMinutes: 0, lateMinutes: 0, lateCount: 0, earlyLeaveMinutes: 0 };
  const add = (s: AttendanceStatus, n: number) => { t.byStatus[s] = (t.byStatus[s] ?? 0) + n; };
  for (const d of days) {
    const absent = absentDaysOf(d);
    if (d.status === 'absent' && absent < 1) { add('absent', absent); add('leave', 1 - absent); } else if (d.status) add(d.status, 1);
    t.workedMinutes += d.workedMinutes;
    t.lateMinutes += d.lateMinutes;
    t.earlyLeaveMinutes += d.earlyLeaveMinutes;
    if (d.lateMinutes > 0) t.lateCount += 1;
  }
  return t;
}

/*
 * The monthly attendance report (issue 18 point 3): one row per employee in the reader's scope,
 * one cell per date of the month with the status, and the month's totals. Paged by employee in
 * the database, so a page costs its employees' facts whatever the company's size.
 */
export const ATTENDANCE_MONTHLY_SORTS = ['employeeCode', 'name', 'department'] as const;
const monthlyFilters = {
  month: ZMonth,
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
};
export const ZAttendanceMonthly = z.strictObject({
  ...monthlyFilters,
  sort: z.enum(ATTENDANCE_MONTHLY_SORTS, { error: 'validation.invalid' }).default('employeeCode'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
});
export type AttendanceMonthly = z.infer<typeof ZAttendanceMonthly>;
/** The export: the same filters, every employee; `progressId` (the page's own id) lets the page follow it (get/export/progress). */
export const ZAttendanceMonthlyExport = z.strictObject({
  ...monthlyFilters,
  sort: z.enum(ATTENDANCE_MONTHLY_SORTS, { error: 'validation.invalid' }).default('employeeCode'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
  progressId: ZUuid.optional(),
});
export type AttendanceMonthlyExport = z.infer<typeof ZAttendanceMonthlyExport>;
/** The caller's own month (search/report/attendance/monthly/self and its Excel). */
export const ZAttendanceMonthlySelf = ZMyAttendanceQuery;
/** One employee's month behind a row of the report (search/report/attendance/monthly/details). */
export const ZAttendanceMonthlyDetails = ZEmployeeAttendanceQuery;

/** A date of the report's month: its cell per employee shows the status, coloured. */
export type MonthlyCell = { status: AttendanceStatus | null; dayType: DayType; leave: DayPortion | null; lateMinutes: number };
/** What the report adds up per employee for the month. */
export type MonthlyTotals = {
  /** Days on which the employee came late, and the minutes of it. */
  lateCount: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  absentDays: number;
  /** Working days without a record yet to decide them (a forgotten punch). */
  noRecordDays: number;
  /** Approved leave, halves counted as 0.5. */
  leaveDays: number;
  onSiteDays: number;
  workedMinutes: number;
  /** Approved overtime of the month's dates. */
  overtimeMinutes: number;
  /** The overtime the punches show on the month's dates (time outside the shift; on a holiday or day off, the time worked). */
  overtimeWorkedMinutes: number;
  /** What pay counts (issue 34 point 2): the approved time within the punched time, on days that are over. */
  overtimePayableMinutes: number;
};
/** The month's overtime figures monthlyTotals takes (payable.ts overtimeDayFigures adds them up per day). */
export type MonthOvertime = { approvedMinutes: number; workedMinutes: number; payableMinutes: number };
export const NO_OVERTIME: MonthOvertime = { approvedMinutes: 0, workedMinutes: 0, payableMinutes: 0 };
/** An employee's row: who, since and until when employed (a month they joined or left in counts from or to that date), a cell per date, the totals. */
export type AttendanceMonthlyRow = { employee: AttendanceEmployee; joiningDate: string | null; resignDate: string | null; cells: MonthlyCell[]; totals: MonthlyTotals };
export type AttendanceMonthlyReport = {
  month: string;
  /** The month's dates with the company holidays' names: the columns. */
  dates: { date: string; holidayName: string | null }[];
  items: AttendanceMonthlyRow[];
  total: number; page: number; pageSize: number;
};
/** One person's month with the report's totals: the row's details, and the self attendance report. */
export type AttendanceMonthlyDetails = AttendanceMonth & { monthly: MonthlyTotals };

const portionDays = (p: DayPortion | null | undefined) => (p === 'fullDay' ? 1 : p ? 0.5 : 0);

/**
 * The report's totals of an employee's days of a month, and their approved overtime minutes. Leave
 * counts on working days only: a request from Friday to Monday covers the weekend without using it.
 */
export function monthlyTotals(days: { status: AttendanceStatus | null; dayType: DayType; leave: DayPortion | null; workedMinutes: number; lateMinutes: number; earlyLeaveMinutes: number }[], overtime: MonthOvertime): MonthlyTotals {
  const t: MonthlyTotals = {
    lateCount: 0, lateMinutes: 0, earlyLeaveMinutes: 0, absentDays: 0, noRecordDays: 0, leaveDays: 0, onSiteDays: 0, workedMinutes: 0,
    overtimeMinutes: overtime.approvedMinutes, overtimeWorkedMinutes: overtime.workedMinutes, overtimePayableMinutes: overtime.payableMinutes,
  };
  for (const d of days) {
    if (d.lateMinutes > 0) t.lateCount += 1;
    t.lateMinutes += d.lateMinutes;
    t.earlyLeaveMinutes += d.earlyLeaveMinutes;
    t.workedMinutes += d.workedMinutes;
    if (d.dayType === 'working') t.leaveDays += portionDays(d.leave);
    // Half a day of leave and nobody for the other half: 0.5 leave (above) and 0.5 absent.
    if (d.status === 'absent') t.absentDays += absentDaysOf(d);
    else if (d.status === 'noRecord') t.noRecordDays += 1;
    else if (d.status === 'onSite') t.onSiteDays += 1;
  }
  return t;
}

/**
 * The background of a status in the monthly report, on screen and in its Excel file: the light
 * tint (antd's `<colour>-2`) of the colour every attendance screen gives the status.
 */
export const ATTENDANCE_STATUS_TINT: Record<AttendanceStatus, string> = {
  onTime: 'D9F7BE', earlyIn: 'B5F5EC', notFullHours: 'FFF1B8', late: 'FFE7BA', leaveEarly: 'FFE7BA', lateAndEarly: 'FFD8BF',
  absent: 'FFCCC7', noRecord: 'FFD6E7', leave: 'BAE0FF', holidayEntry: 'EFDBFF', onSite: 'D6E4FF',
};
/** A day off or a holiday nobody worked: grey. */
export const DAY_OFF_TINT = 'F0F0F0';

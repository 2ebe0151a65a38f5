import { z } from 'zod';
import { CHOICES } from '@hr/domain';
import { ATTENDANCE_STATUSES } from '@hr/domain/attendance/status';
import {
  DAY_TYPES, type AttendanceDayView, type AttendanceEmployee, type AttendanceMonth, type AttendancePage, type AttendanceTotals, type PunchListed,
  ATTENDANCE_STATUS_FILTERS, type AttendanceDailyReport, type AttendanceMonthlyDetails, type AttendanceMonthlyReport, type MonthlyCell, type MonthlyTotals,
} from '@hr/domain/attendance/views';
import { FENCE_NO_POSITION_POLICIES, FENCE_OUTSIDE_POLICIES, FENCE_VERDICTS } from '@hr/domain/attendance/geofence';
import { PUNCH_KINDS, PUNCH_SOURCES, SELF_PUNCH_KINDS, type CheckoutState, type DashboardSelf, type OvertimeCheckoutState, type PunchResult, type UpcomingHoliday } from '@hr/domain/attendance/punch';

/*
 * The answers of the check-in card's calls as zod schemas, for the OpenAPI document and the
 * response serializer. They describe the shapes of packages/domain/src/attendance/punch.ts, which
 * the card imports; the `satisfies` checks keep the two the same.
 */
const ZPunchView = z.object({
  id: z.string(), at: z.string(), kind: z.enum(PUNCH_KINDS), source: z.enum(PUNCH_SOURCES),
  fence: z.enum(FENCE_VERDICTS).nullable(), fenceDistance: z.number().int().nullable(),
});

export const ZDashboardSelf = z.object({
  now: z.string(), today: z.string(), date: z.string(), recordsTime: z.boolean(),
  fence: z.object({ radius: z.number().int(), outside: z.enum(FENCE_OUTSIDE_POLICIES), noPosition: z.enum(FENCE_NO_POSITION_POLICIES) }).nullable(),
  dayType: z.enum(['working', 'dayOff', 'holiday', 'unscheduled']),
  holidayName: z.string().nullable(),
  shift: z.object({ id: z.string(), name: z.string(), workStart: z.string(), workEnd: z.string(), breakStart: z.string().nullable(), breakEnd: z.string().nullable(),
    beforeWorkMinutes: z.number().int(), lateAllowanceMinutes: z.number().int() }).nullable(),
  leave: z.enum(CHOICES.leaveDuration).nullable(),
  punches: z.array(ZPunchView),
  next: z.object({ kind: z.enum(SELF_PUNCH_KINDS), again: z.boolean() }),
  expectedSeq: z.number().int(),
  ticket: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  workedMinutes: z.number().int(), lateMinutes: z.number().int(), earlyLeaveMinutes: z.number().int(),
}) satisfies z.ZodType<DashboardSelf>;

export const ZCheckoutState = z.object({
  now: z.string(), checkedInAt: z.string().nullable(), shiftEnd: z.string().nullable(), minutesEarly: z.number().int(),
}) satisfies z.ZodType<CheckoutState>;

export const ZOvertimeCheckoutState = z.object({
  now: z.string(), checkedInAt: z.string().nullable(), shiftEnd: z.string().nullable(), overtimeMinutes: z.number().int(), offered: z.boolean(),
}) satisfies z.ZodType<OvertimeCheckoutState>;

export const ZPunchResult = z.object({ punch: ZPunchView, created: z.boolean(), card: ZDashboardSelf.nullable(), ticket: z.string().nullable() }) satisfies z.ZodType<PunchResult>;

export const ZUpcomingHolidays = z.array(z.object({ date: z.string(), name: z.string() }) satisfies z.ZodType<UpcomingHoliday>);

/* The attendance pages' answers (packages/domain/src/attendance/views.ts). */
const ZPunchListed = ZPunchView.extend({
  reason: z.string().nullable(), createdBy: z.string().nullable(), voided: z.object({ by: z.string().nullable(), reason: z.string() }).nullable(),
}) satisfies z.ZodType<PunchListed>;
const ZAttendanceDayView = z.object({
  date: z.string(), dayType: z.enum(DAY_TYPES), holidayName: z.string().nullable(),
  shift: z.object({
    prefix: z.string(), name: z.string(), workStart: z.string(), workEnd: z.string(), breakStart: z.string().nullable(), breakEnd: z.string().nullable(),
    beforeWorkMinutes: z.number().int(), lateAllowanceMinutes: z.number().int(),
  }).nullable(),
  leave: z.enum(CHOICES.leaveDuration).nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  checkIn: z.string().nullable(), checkOut: z.string().nullable(),
  workedMinutes: z.number().int(), lateMinutes: z.number().int(), earlyLeaveMinutes: z.number().int(),
  punches: z.array(ZPunchListed),
}) satisfies z.ZodType<AttendanceDayView>;
const ZAttendanceEmployee = z.object({
  id: z.string(), code: z.string(), name: z.string(), department: z.string().nullable(), workingTime: z.string().nullable(), recordsTime: z.boolean(),
}) satisfies z.ZodType<AttendanceEmployee>;
const ZTotals = z.object({
  byStatus: z.partialRecord(z.enum(ATTENDANCE_STATUSES), z.number()),
  workedMinutes: z.number().int(), lateMinutes: z.number().int(), lateCount: z.number().int(), earlyLeaveMinutes: z.number().int(),
}) satisfies z.ZodType<AttendanceTotals>;
export const ZAttendanceMonth = z.object({ employee: ZAttendanceEmployee, month: z.string(), days: z.array(ZAttendanceDayView), totals: ZTotals }) satisfies z.ZodType<AttendanceMonth>;
export const ZAttendancePage = z.object({
  items: z.array(ZAttendanceDayView.extend({ employee: ZAttendanceEmployee })), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
}) satisfies z.ZodType<AttendancePage>;
export const ZAttendanceDailyReport = ZAttendancePage.extend({
  date: z.string(), counts: z.partialRecord(z.enum(ATTENDANCE_STATUS_FILTERS), z.number().int()),
}) satisfies z.ZodType<AttendanceDailyReport>;
export const ZManualPunchResult = z.object({ id: z.string(), at: z.string() });

/* The monthly attendance report's answers (issue 18 point 3). */
const ZMonthlyTotals = z.object({
  lateCount: z.number().int(), lateMinutes: z.number().int(), earlyLeaveMinutes: z.number().int(), absentDays: z.number(), noRecordDays: z.number().int(),
  leaveDays: z.number(), onSiteDays: z.number().int(), workedMinutes: z.number().int(), overtimeMinutes: z.number().int(), overtimeWorkedMinutes: z.number().int(), overtimePayableMinutes: z.number().int(),
}) satisfies z.ZodType<MonthlyTotals>;
export const ZAttendanceMonthlyReport = z.object({
  month: z.string(),
  dates: z.array(z.object({ date: z.string(), holidayName: z.string().nullable() })),
  items: z.array(z.object({
    employee: ZAttendanceEmployee, joiningDate: z.string().nullable(), resignDate: z.string().nullable(),
    cells: z.array(z.object({ status: z.enum(ATTENDANCE_STATUSES).nullable(), dayType: z.enum(DAY_TYPES), leave: z.enum(CHOICES.leaveDuration).nullable(), lateMinutes: z.number().int() }) satisfies z.ZodType<MonthlyCell>),
    totals: ZMonthlyTotals,
  })),
  total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
}) satisfies z.ZodType<AttendanceMonthlyReport>;
export const ZAttendanceMonthlyDetailsView = ZAttendanceMonth.extend({ monthly: ZMonthlyTotals }) satisfies z.ZodType<AttendanceMonthlyDetails>;

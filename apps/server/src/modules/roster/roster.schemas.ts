import { z } from 'zod';
import {
  ROSTER_SOURCES, SHIFT_CHANGE_KINDS, type RosterHeader, type RosterPage, type RosterUploadResult, type ShiftHistoryPage, type WorkingHourPage,
} from '@hr/domain/attendance/roster';

/*
 * The answers of the schedule calls as zod schemas, for the OpenAPI document and the response
 * serializer; the `satisfies` checks keep them the shapes of packages/domain attendance/roster.ts.
 */
const ZPerson = z.object({ id: z.string(), employeeCode: z.string(), name: z.string() });
const ZShift = z.object({
  id: z.string(), prefix: z.string(), name: z.string(), dayType: z.enum(['workingDay', 'dayOff']),
  workStart: z.string().nullable(), workEnd: z.string().nullable(), active: z.boolean(),
});
const ZCell = z.object({
  date: z.string(), kind: z.enum(['working', 'dayOff', 'holiday', 'unscheduled']), shiftId: z.string().nullable(),
  rostered: z.boolean(), source: z.enum(ROSTER_SOURCES).nullable(),
});

export const ZRosterPage = z.object({
  items: z.array(ZPerson.extend({
    department: z.string().nullable(), company: z.string().nullable(), defaultShiftId: z.string().nullable(),
    workingTimeType: z.enum(['general', 'shift']), cells: z.array(ZCell),
  })),
  total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
}) satisfies z.ZodType<RosterPage>;

export const ZRosterHeader = z.object({
  month: z.string(), firstChangeable: z.string(), dayOffMark: z.string(),
  dates: z.array(z.object({ date: z.string(), weekday: z.number().int(), holiday: z.string().nullable() })),
  shifts: z.array(ZShift),
}) satisfies z.ZodType<RosterHeader>;

export const ZRosterSetResult = z.object({ employees: z.number().int(), days: z.number().int() });
export const ZRosterUploadResult = z.object({
  month: z.string(), employees: z.number().int(), cells: z.number().int(), skipped: z.number().int(),
  overtime: z.array(z.object({
    id: z.string(), employeeCode: z.string(), employeeName: z.string(), date: z.string(), startTime: z.string(), endTime: z.string(),
    status: z.enum(['pending', 'approved']), from: z.string(), to: z.string(),
  })),
}) satisfies z.ZodType<RosterUploadResult>;
export const ZChangeSaved = z.object({ id: z.string() });
export const ZChangeDeleted = z.object({ removed: z.number().int() });
export const ZWorkingHourSaved = z.object({ effectiveFrom: z.string() });

export const ZShiftHistoryPage = z.object({
  items: z.array(z.object({
    id: z.string(), kind: z.enum(SHIFT_CHANGE_KINDS), employee: ZPerson, other: ZPerson.nullable(), shift: ZShift.nullable(),
    dateFrom: z.string(), dateTo: z.string(), reason: z.string(), createdAt: z.string(), createdBy: ZPerson.nullable(),
    deletedAt: z.string().nullable(), deletedBy: ZPerson.nullable(), deletable: z.boolean(),
  })),
  total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
}) satisfies z.ZodType<ShiftHistoryPage>;

export const ZWorkingHourPage = z.object({
  items: z.array(ZPerson.extend({
    company: z.string().nullable(), department: z.string().nullable(), position: z.string().nullable(),
    workingTimeType: z.enum(['general', 'shift']), shift: ZShift.nullable(),
    upcoming: z.object({ effectiveFrom: z.string(), shift: ZShift.nullable(), workingTimeType: z.enum(['general', 'shift']) }).nullable(),
  })),
  total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
}) satisfies z.ZodType<WorkingHourPage>;

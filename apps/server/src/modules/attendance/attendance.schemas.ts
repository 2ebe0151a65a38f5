import { z } from 'zod';
import { CHOICES } from '@hr/domain';
import { ATTENDANCE_STATUSES } from '@hr/domain/attendance/status';
import { PUNCH_KINDS, PUNCH_SOURCES, SELF_PUNCH_KINDS, type CheckoutState, type DashboardSelf, type PunchResult, type UpcomingHoliday } from '@hr/domain/attendance/punch';

/*
 * The answers of the check-in card's calls as zod schemas, for the OpenAPI document and the
 * response serializer. They describe the shapes of packages/domain/src/attendance/punch.ts, which
 * the card imports; the `satisfies` checks keep the two the same.
 */
const ZPunchView = z.object({ id: z.string(), at: z.string(), kind: z.enum(PUNCH_KINDS), source: z.enum(PUNCH_SOURCES) });

export const ZDashboardSelf = z.object({
  now: z.string(), today: z.string(), date: z.string(), recordsTime: z.boolean(),
  dayType: z.enum(['working', 'dayOff', 'holiday', 'unscheduled']),
  holidayName: z.string().nullable(),
  shift: z.object({ id: z.string(), name: z.string(), workStart: z.string(), workEnd: z.string(), breakStart: z.string().nullable(), breakEnd: z.string().nullable(),
    beforeWorkMinutes: z.number().int(), lateAllowanceMinutes: z.number().int() }).nullable(),
  leave: z.enum(CHOICES.leaveDuration).nullable(),
  punches: z.array(ZPunchView),
  next: z.object({ kind: z.enum(SELF_PUNCH_KINDS), again: z.boolean() }),
  expectedSeq: z.number().int(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  workedMinutes: z.number().int(), lateMinutes: z.number().int(), earlyLeaveMinutes: z.number().int(),
}) satisfies z.ZodType<DashboardSelf>;

export const ZCheckoutState = z.object({
  now: z.string(), checkedInAt: z.string().nullable(), shiftEnd: z.string().nullable(), minutesEarly: z.number().int(),
}) satisfies z.ZodType<CheckoutState>;

export const ZPunchResult = z.object({ punch: ZPunchView, created: z.boolean(), card: ZDashboardSelf }) satisfies z.ZodType<PunchResult>;

export const ZUpcomingHolidays = z.array(z.object({ date: z.string(), name: z.string() }) satisfies z.ZodType<UpcomingHoliday>);

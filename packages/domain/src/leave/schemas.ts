import { z } from 'zod';
import { CHOICES } from '../choices';
import { isIsoDate } from '../outing';
import { requiredText, ZUuid } from '../validators';

/*
 * The bodies of the leave calls. Field rules that need no data live here (the API and the forms
 * share them); the rules that need the employee's calendar or balance are the calculators'
 * (number-of-days.ts, entitlement.ts, balance.ts), which the server runs after these.
 */

/** The leave years the calls accept: wide enough for any real record, narrow enough to catch a typo. */
export const LEAVE_YEAR_MIN = 2000;
export const LEAVE_YEAR_MAX = 2200;
/** The largest change one ledger row may make: a whole leap year of days either way. */
export const MAX_ADJUSTMENT_DAYS = 366;

const ZLeaveDate = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).refine(isIsoDate, { error: 'validation.invalid' });
const ZLeaveYear = z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.wholeNumber' })
  .min(LEAVE_YEAR_MIN, { error: 'validation.tooSmall' }).max(LEAVE_YEAR_MAX, { error: 'validation.tooLarge' });

/** The body of /1.1/get/leave/numberOfDays: what the leave form has chosen so far. */
export const ZLeaveDaysQuery = z.strictObject({
  leaveTypeId: ZUuid,
  duration: z.enum(CHOICES.leaveDuration, { error: 'validation.required' }),
  dateFrom: ZLeaveDate,
  dateTo: ZLeaveDate,
});
export type LeaveDaysQuery = z.infer<typeof ZLeaveDaysQuery>;

/** The body of get/sumLeaveSelfView: the leave year, this year (in Bangkok) when left out. */
export const ZLeaveBalanceQuery = z.strictObject({ year: ZLeaveYear.optional() });

/**
 * One of HR's ledger rows: days added (positive) or taken away (negative) in half-day steps, never
 * 0, with a note saying why. The entitlement is never overwritten (see leave_entitlement_adjustments).
 */
export const ZLeaveAdjustment = z.strictObject({
  employeeId: ZUuid,
  leaveTypeId: ZUuid,
  year: ZLeaveYear,
  days: z.number({ error: 'validation.numericOnly' })
    .min(-MAX_ADJUSTMENT_DAYS, { error: 'validation.tooSmall' }).max(MAX_ADJUSTMENT_DAYS, { error: 'validation.tooLarge' })
    .refine((v) => v !== 0, { error: 'validation.notZero' })
    .refine((v) => Number.isInteger(v * 2), { error: 'validation.halfDaySteps' }),
  note: requiredText(500),
});
export type LeaveAdjustment = z.infer<typeof ZLeaveAdjustment>;

/** The body of search/leave/adjustment: one employee's ledger rows, optionally of one year or type. */
export const ZLeaveAdjustmentSearch = z.strictObject({
  employeeId: ZUuid,
  year: ZLeaveYear.optional(),
  leaveTypeId: ZUuid.optional(),
});
export type LeaveAdjustmentSearch = z.infer<typeof ZLeaveAdjustmentSearch>;

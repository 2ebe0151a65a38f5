import { z } from 'zod';
import { CHOICES } from '../choices';
import { ZDateFilter, ZIsoDate } from '../dates';
import { optionalText, requiredText, ZUuid } from '../validators';

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

const ZLeaveDate = ZIsoDate;
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

/** The body of save/leave/pregnancy: HR records an employee's new pregnancy (issue 14), with a note. */
export const ZLeavePregnancy = z.strictObject({
  employeeId: ZUuid,
  note: requiredText(500),
});
export type LeavePregnancy = z.infer<typeof ZLeavePregnancy>;

/** The body of search/leave/pregnancy: one employee's pregnancies. */
export const ZLeavePregnancySearch = z.strictObject({ employeeId: ZUuid });

/** SPEC section 5 and 9: up to 3 files on a leave request. */
export const LEAVE_MAX_FILES = 3;
export const LEAVE_REASON_MAX = 1000;

/**
 * A leave request as the employee files or edits it (insert/leaveForm, update/leaveForm,
 * /1.1/save/leaveForm). From, to, type and duration are required (SPEC section 5); the files are
 * the caller's uploads from user/upload/leave. The number of days is never sent: the server
 * counts it (numberOfLeaveDays) so the client cannot choose it.
 */
export const ZLeaveForm = ZLeaveDaysQuery.extend({
  reason: optionalText(LEAVE_REASON_MAX),
  remark: optionalText(LEAVE_REASON_MAX),
  fileIds: z.array(ZUuid).max(LEAVE_MAX_FILES, { error: 'validation.tooManyFiles' }).default([]),
});
export type LeaveForm = z.infer<typeof ZLeaveForm>;
/** An edit names the pending request; on /1.1/save/leaveForm the id is optional (without it, a new request). */
export const ZLeaveUpdate = ZLeaveForm.extend({ id: ZUuid });
export const ZLeaveSave = ZLeaveForm.extend({ id: ZUuid.optional() });

/** The one-request calls (view, approve). */
export const ZLeaveId = z.strictObject({ id: ZUuid });
/** Cancel: the requester while pending (no reason needed); HR at any time before it is over, with a reason. */
export const ZLeaveCancel = z.strictObject({ id: ZUuid, reason: optionalText(500) });
/** Reject needs a remark (SPEC section 5); approve may carry one. */
export const ZLeaveApprove = z.strictObject({ id: ZUuid, remark: optionalText(500) });
export const ZLeaveReject = z.strictObject({ id: ZUuid, remark: requiredText(500) });
/** Bulk decision on the approval page: many requests, one action, one remark (required for a rejection). */
export const ZLeaveBulkDecision = z.strictObject({
  ids: z.array(ZUuid).min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLarge' }),
  action: z.enum(['approve', 'reject'], { error: 'validation.required' }),
  remark: optionalText(500),
}).superRefine((v, ctx) => {
  if (v.action === 'reject' && !v.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'validation.required' });
});
export type LeaveBulkDecision = z.infer<typeof ZLeaveBulkDecision>;

export const LEAVE_STATUS_VALUES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
const ZPage = { page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1), pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20) };
/** Filters common to the lists: status, type, and requests that touch the date range. */
const listFilters = {
  ...ZPage,
  status: z.enum(LEAVE_STATUS_VALUES, { error: 'validation.invalid' }).optional(),
  leaveTypeId: ZUuid.optional(),
  dateFrom: ZDateFilter,
  dateTo: ZDateFilter,
};
/** /1.1/search/leaveSelfView: the caller's own requests, newest first, optionally of one leave year. */
export const ZLeaveSelfSearch = z.strictObject({ ...listFilters, year: ZLeaveYear.optional() });
export type LeaveSelfSearch = z.infer<typeof ZLeaveSelfSearch>;
export const LEAVE_SORTS = ['dateFrom', 'createdAt', 'employeeCode', 'days'] as const;
/** search/leave (HR): everyone's requests by employee keyword, company, department, type, status and dates. */
export const ZLeaveSearch = z.strictObject({
  ...listFilters,
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  employeeId: ZUuid.optional(),
  sort: z.enum(LEAVE_SORTS, { error: 'validation.invalid' }).default('dateFrom'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
});
export type LeaveSearch = z.infer<typeof ZLeaveSearch>;
/** /1.1/search/approve: the requests the caller may decide (status pending unless asked otherwise). */
export const ZApproveSearch = z.strictObject({
  ...listFilters,
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type ApproveSearch = z.infer<typeof ZApproveSearch>;
/** The team calendar: who is away between two dates (at most 62 days), approved and pending. */
export const ZLeaveCalendarQuery = z.strictObject({
  dateFrom: ZLeaveDate,
  dateTo: ZLeaveDate,
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
}).refine((v) => v.dateTo >= v.dateFrom, { path: ['dateTo'], error: 'validation.endNotBeforeStart' });

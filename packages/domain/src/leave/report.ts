import { z } from 'zod';
import { ZDateFilter } from '../dates';
import { ZUuid } from '../validators';
import type { LeaveEntitlementBasis } from './entitlement';
import { LEAVE_STATUS_VALUES, LEAVE_YEAR_MAX, LEAVE_YEAR_MIN } from './schemas';
import type { LeaveListed, LeavePage } from './views';

/*
 * The leave reports (SPEC section 7 "Reports"): the bodies of report/leave (HR, everyone),
 * report/leave/under (a supervisor's team), report/leave/self (+/details) and
 * report/history/leave/under, and what they answer. The server and the report pages share them.
 */

const ZYear = z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.wholeNumber' })
  .min(LEAVE_YEAR_MIN, { error: 'validation.tooSmall' }).max(LEAVE_YEAR_MAX, { error: 'validation.tooLarge' });
const ZKeyword = z.string().trim().max(100, { error: 'validation.tooLong' }).optional();
const paging = {
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
};
const ZOrder = z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc');

/** How the summary reports sort employees; `used` is the days used of the shown types in the year. */
export const LEAVE_SUMMARY_SORTS = ['employeeCode', 'name', 'department', 'used'] as const;
export type LeaveSummarySort = (typeof LEAVE_SUMMARY_SORTS)[number];

/**
 * The body of search/report/leave (HR) and search/report/leave/under (the caller's team): one
 * leave year (this year by default), employees employed in it, optionally one leave type.
 */
export const ZLeaveSummarySearch = z.strictObject({
  ...paging,
  year: ZYear.optional(),
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  leaveTypeId: ZUuid.optional(),
  keyword: ZKeyword,
  employeeId: ZUuid.optional(),
  sort: z.enum(LEAVE_SUMMARY_SORTS, { error: 'validation.invalid' }).default('employeeCode'),
  order: ZOrder,
});
export type LeaveSummarySearch = z.infer<typeof ZLeaveSummarySearch>;
/** The Excel exports take the same filters and answer every row. */
export const ZLeaveSummaryExport = ZLeaveSummarySearch.omit({ page: true, pageSize: true });
/**
 * The body of search/report/leave/monthly (HR) and search/report/leave/under/monthly (the caller's
 * team), the chart above the summary: the summary's filters, without paging or order.
 */
export const ZLeaveMonthlySearch = ZLeaveSummarySearch.omit({ page: true, pageSize: true, sort: true, order: true });
export type LeaveMonthlySearch = z.infer<typeof ZLeaveMonthlySearch>;

/** The body of search/report/leave/self and its Excel export: the leave year, this year by default. */
export const ZLeaveSelfReport = z.strictObject({ year: ZYear.optional() });
/** The body of search/report/leave/self/details: the caller's requests touching the year. */
export const ZLeaveSelfDetails = z.strictObject({
  ...paging,
  year: ZYear.optional(),
  status: z.enum(LEAVE_STATUS_VALUES, { error: 'validation.invalid' }).optional(),
  leaveTypeId: ZUuid.optional(),
});
export type LeaveSelfDetails = z.infer<typeof ZLeaveSelfDetails>;

export const LEAVE_HISTORY_SORTS = ['dateFrom', 'employeeCode', 'days', 'createdAt'] as const;
/** The filters of the team's leave history. */
const historyFilters = {
  ...paging,
  dateFrom: ZDateFilter,
  dateTo: ZDateFilter,
  status: z.enum(LEAVE_STATUS_VALUES, { error: 'validation.invalid' }).optional(),
  leaveTypeId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  employeeId: ZUuid.optional(),
  keyword: ZKeyword,
  sort: z.enum(LEAVE_HISTORY_SORTS, { error: 'validation.invalid' }).default('dateFrom'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
};
const rangeInOrder = (v: { dateFrom?: string; dateTo?: string }) => !v.dateFrom || !v.dateTo || v.dateTo >= v.dateFrom;
const rangeError = { path: ['dateTo'], error: 'validation.endNotBeforeStart' };
/**
 * The body of search/report/history/leave/under: every request of the caller's team touching the
 * date range (the current year by default), newest first unless asked otherwise.
 */
export const ZLeaveHistorySearch = z.strictObject(historyFilters).refine(rangeInOrder, rangeError);
export type LeaveHistorySearch = z.infer<typeof ZLeaveHistorySearch>;
/** The Excel export of the history: the same filters, every row. */
export const ZLeaveHistoryExport = z.strictObject((({ page: _p, pageSize: _s, ...rest }) => rest)(historyFilters)).refine(rangeInOrder, rangeError);

/** One leave type's figures for one employee in the year (or their sum over many, in totals). */
/** `beyond`: days past the entitlement of a type whose excess is unpaid (sick leave), unpaid. */
export type LeaveFigures = { entitlement: number; adjusted: number; used: number; pending: number; remaining: number; beyond: number };
export type LeaveSummaryType = LeaveFigures & { leaveTypeId: string; code: string; name: string; unpaid: boolean; basis: LeaveEntitlementBasis };
/** An employee of a summary report with their figures per leave type (ordered by type code). */
export type LeaveSummaryRow = {
  employee: { id: string; employeeCode: string; name: string; company: string; department: string | null; joiningDate: string | null };
  types: LeaveSummaryType[];
};
/**
 * A page of a summary report: employees (paged by employee, `total` counts employees) and the
 * totals per type over every employee the filters match, not only the page.
 */
export type LeaveSummaryPage = LeavePage<LeaveSummaryRow> & {
  year: number; asOf: string;
  totals: Array<LeaveFigures & { leaveTypeId: string; code: string; name: string }>;
};
/** A request of the self report's details: the list row and the days it draws on the asked year (a request over New Year draws on two). */
export type LeaveSelfRequest = LeaveListed & { daysInYear: number };
/**
 * Approved leave days of a year by type and calendar month over the employees a summary's filters
 * match: `days[0]` is January, `days[11]` December; `total` their sum. Every type the summary
 * shows is listed (by code), with zeros where nobody took it.
 */
export type LeaveMonthly = {
  year: number;
  types: Array<{ leaveTypeId: string; code: string; name: string; days: number[]; total: number }>;
};

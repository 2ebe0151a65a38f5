import { z } from 'zod';
import { ZDateFilter, ZIsoDate } from '../dates';
import { ZClockTime } from '../attendance/views';
import { optionalText, requiredText, ZUuid } from '../validators';
import { REQUEST_STATUSES, type ApprovalStepView, type RequestStatus } from '../approval/schemas';
import type { OvertimeSegment } from './calculator';
import { overtimeSpanIssues } from '../approval/request-rules';

/*
 * The bodies of the overtime calls (SPEC section 7: search/empOverTime/self and /hrorlead, save,
 * get and cancel for empOverTime). The hours and multipliers are the calculator's (calculator.ts);
 * these are the fields a form checks without data.
 */

export const OVERTIME_REASON_MAX = 500;
/** When the overtime falls, as the list shows it: before or after the shift, on a day off, on a public holiday. */
export const OVERTIME_MOMENTS = ['beforeWork', 'afterWork', 'dayOff', 'holiday'] as const;
export type OvertimeMoment = (typeof OVERTIME_MOMENTS)[number];

const overtimeFields = {
  id: ZUuid.optional(),
  date: ZIsoDate,
  startTime: ZClockTime,
  endTime: ZClockTime,
  /** Said explicitly when the end is at or before the start (issue 34): the overtime goes past midnight. */
  endsNextDay: z.boolean({ error: 'validation.invalid' }).optional(),
  reason: requiredText(OVERTIME_REASON_MAX),
};
const spanRule = (v: { startTime?: string; endTime?: string; endsNextDay?: boolean }, ctx: z.RefinementCtx) => {
  for (const i of overtimeSpanIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
};
/** File (without id) or edit (with id, while pending) the caller's overtime request. */
export const ZOvertimeSave = z.strictObject(overtimeFields).superRefine(spanRule);
export type OvertimeSave = z.infer<typeof ZOvertimeSave>;
/** What the form asks before saving: the hours and multipliers the request would have, and the week's total. */
const { reason: _reason, ...previewFields } = overtimeFields;
export const ZOvertimePreview = z.strictObject(previewFields).superRefine(spanRule);
export type OvertimePreview = z.infer<typeof ZOvertimePreview>;

const ZPage = {
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
};
const filters = {
  ...ZPage,
  status: z.enum(REQUEST_STATUSES, { error: 'validation.invalid' }).optional(),
  dateFrom: ZDateFilter.optional(),
  dateTo: ZDateFilter.optional(),
};
export const ZOvertimeSelfSearch = z.strictObject(filters);
export type OvertimeSelfSearch = z.infer<typeof ZOvertimeSelfSearch>;
/** A supervisor's team (their direct reports) or, for HR, everyone; by keyword, company and department. */
export const ZOvertimeTeamSearch = z.strictObject({
  ...filters,
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
});
export type OvertimeTeamSearch = z.infer<typeof ZOvertimeTeamSearch>;
export const ZOvertimeId = z.strictObject({ id: ZUuid });
export const ZOvertimeCancel = z.strictObject({ id: ZUuid, reason: optionalText(OVERTIME_REASON_MAX) });

/** The week's overtime against the cap, as the form and the approver see it (minutes). */
export type OvertimeWeek = { weekStart: string; total: number; cap: number; exceeds: boolean; policy: 'warn' | 'block' };

/** The preview's answer. */
export type OvertimeFigures = {
  moment: OvertimeMoment; segments: OvertimeSegment[]; minutes: number; overtimeMinutes: number; holidayWorkMinutes: number; week: OvertimeWeek;
};

export type OvertimeListed = {
  id: string;
  employee: { id: string; employeeCode: string; name: string; department: string | null; company: string | null };
  date: string; startTime: string; endTime: string; reason: string; moment: OvertimeMoment;
  segments: OvertimeSegment[]; minutes: number; overtimeMinutes: number; holidayWorkMinutes: number; weekMinutes: number; overCap: boolean;
  status: RequestStatus; createdAt: string; decidedAt: string | null;
  /** The step the request waits at (pending only): its number from 1, of how many, and its kind. */
  step: { no: number; of: number; kind: string } | null;
};
export type OvertimePage = { items: OvertimeListed[]; total: number; page: number; pageSize: number };
/** One request with its chain and, once worked, the approved minutes within the punched time. */
export type OvertimeView = OvertimeListed & {
  steps: ApprovalStepView[];
  decisionRemark: string | null; cancelReason: string | null;
  /** The approved minutes within the punched time by multiplier (payroll's figure); null before any punch of the date. */
  worked: { segments: OvertimeSegment[]; minutes: number } | null;
  /** Its re-pricings after roster or holiday changes (issue 34 point 3), oldest first, each one line in the reader's language. */
  history: Array<{ at: string; cause: 'roster' | 'holiday'; text: string }>;
  canEdit: boolean; canCancel: boolean; canDecide: boolean;
};

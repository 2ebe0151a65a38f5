import { z } from 'zod';
import { CHOICES } from '../choices';
import { ZDateFilter, ZIsoDate } from '../dates';
import { requiredText, ZUuid } from '../validators';
import { daysUntil } from '../employee/document-expiry';
import { REQUEST_STATUSES, type ApprovalStepView, type RequestStatus } from '../approval/schemas';

/*
 * On-site work and work from home (issue 17 point 3; SPEC section 3 "On-site work": start and end
 * date, duration type, work type, description, attachment, members). Approved, each member's days
 * are "on site" in their attendance (the status calculator's onSite).
 */

export const ONSITE_WORK_TYPES = ['workFromHome', 'onSite'] as const;
export const ONSITE_SUBTYPES = ['training', 'meeting', 'other'] as const;
export type OnSiteWorkType = (typeof ONSITE_WORK_TYPES)[number];
export type OnSiteSubType = (typeof ONSITE_SUBTYPES)[number];
export const ONSITE_DESCRIPTION_MAX = 1000;
/** One request covers at most two months, and at most 50 people. */
export const ONSITE_MAX_DAYS = 62;
export const ONSITE_MAX_MEMBERS = 50;

/** The date and member rules across fields, for the form and the server alike. */
export function onSiteIssues(v: { dateFrom?: string; dateTo?: string; duration?: string }): Array<{ field: string; key: string; params?: Record<string, number> }> {
  if (!v.dateFrom || !v.dateTo) return [];
  if (v.dateTo < v.dateFrom) return [{ field: 'dateTo', key: 'notBeforeStart' }];
  if (v.duration && v.duration !== 'fullDay' && v.dateTo !== v.dateFrom) return [{ field: 'dateTo', key: 'halfDaySameDate' }];
  if (daysUntil(v.dateFrom, v.dateTo) >= ONSITE_MAX_DAYS) return [{ field: 'dateTo', key: 'rangeTooLong', params: { days: ONSITE_MAX_DAYS } }];
  return [];
}

const fields = {
  dateFrom: ZIsoDate,
  dateTo: ZIsoDate,
  duration: z.enum(CHOICES.leaveDuration, { error: 'validation.required' }),
  workType: z.enum(ONSITE_WORK_TYPES, { error: 'validation.required' }),
  subType: z.enum(ONSITE_SUBTYPES, { error: 'validation.required' }),
  description: requiredText(ONSITE_DESCRIPTION_MAX),
  /** An upload of the caller's (user/upload/onsite); optional. */
  fileId: ZUuid.nullish(),
  /** Who works on site: the caller, their team, or (HR) anyone; several at once. */
  memberIds: z.array(ZUuid).min(1, { error: 'validation.required' }).max(ONSITE_MAX_MEMBERS, { error: 'validation.tooLarge' }),
};
export const ZOnSiteSave = z.strictObject({ id: ZUuid.optional(), ...fields }).superRefine((v, ctx) => {
  // The range's length is the server's (its message names the limit); the order and the half day are the schema's.
  for (const i of onSiteIssues(v).filter((x) => !x.params)) ctx.addIssue({ code: 'custom', path: [i.field], message: `validation.${i.key}` });
  if (new Set(v.memberIds).size !== v.memberIds.length) ctx.addIssue({ code: 'custom', path: ['memberIds'], message: 'validation.invalid' });
});
export type OnSiteSave = z.infer<typeof ZOnSiteSave>;

const ZPage = {
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
};
export const ZOnSiteSearch = z.strictObject({
  ...ZPage,
  status: z.enum(REQUEST_STATUSES, { error: 'validation.invalid' }).optional(),
  dateFrom: ZDateFilter.optional(),
  dateTo: ZDateFilter.optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type OnSiteSearch = z.infer<typeof ZOnSiteSearch>;
export const ZOnSiteId = z.strictObject({ id: ZUuid });
export const ZOnSiteCancel = z.strictObject({ id: ZUuid, reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional() });

type Person = { id: string; employeeCode: string; name: string };
export type OnSiteListed = {
  id: string;
  requester: Person & { department: string | null };
  dateFrom: string; dateTo: string; duration: (typeof CHOICES.leaveDuration)[number];
  workType: OnSiteWorkType; subType: OnSiteSubType; description: string;
  members: Person[];
  file: { id: string; name: string; url: string } | null;
  status: RequestStatus; createdAt: string; decidedAt: string | null;
  step: { no: number; of: number; kind: string } | null;
};
export type OnSitePage = { items: OnSiteListed[]; total: number; page: number; pageSize: number };
export type OnSiteView = OnSiteListed & {
  steps: ApprovalStepView[]; decisionRemark: string | null; cancelReason: string | null;
  canEdit: boolean; canCancel: boolean; canDecide: boolean;
};

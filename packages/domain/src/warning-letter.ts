import { z } from 'zod';
import { isIsoDate, ZIsoDate } from './dates';
import { ZUuid } from './validators';

/*
 * Warning letters (issue 21 point 2; SPEC.md sections 2, 3 "Warning letter", 4, 5 and 7). HR
 * writes a letter to an employee for an offence (its type, from the warning-letter master), keeps
 * it as a draft while it may still change, and sends it; the employee opens it (received) and
 * acknowledges it with their e-signature (acknowledged). HR may cancel it with a reason.
 *
 * Labour Protection Act B.E. 2541 s.119(4): an employer who dismisses an employee for breaking a
 * work rule after a written warning for the same offence owes no severance pay, and the warning
 * is valid for no more than one year from the day the offence was committed. So each letter shows
 * until when it is valid, and a new letter for the same offence within a valid one says so.
 */

export const WARNING_PERMISSION = 'employment-management.warning-letter-management';
export const WARNING_SELF_PERMISSION = 'self-service.warning-letter';
/** The notification counter (and menu badge) of letters waiting for my acknowledgement. */
export const WARNING_BADGE_SOURCE = 'warning-letter';

export const WARNING_STATUSES = ['draft', 'sent', 'received', 'acknowledged', 'cancelled'] as const;
export type WarningStatus = (typeof WARNING_STATUSES)[number];
/** The employee's letters are those sent to them (a draft is HR's alone). */
export const WARNING_EMPLOYEE_STATUSES = ['sent', 'received', 'acknowledged', 'cancelled'] as const satisfies readonly WarningStatus[];
/** Waiting for the employee: sent or opened, not yet acknowledged. */
export const isAwaitingAcknowledgement = (s: WarningStatus) => s === 'sent' || s === 'received';

export const WARNING_REASON_MAX = 2000;
export const WARNING_CANCEL_REASON_MAX = 500;
export const WARNING_COUNT_MAX = 99;

/**
 * The last day a letter is valid under s.119(4): one year from the day of the offence (the last
 * day of the incident), that day itself not included. ISO dates; 29 February runs to 28 February.
 */
export function warningValidUntil(incidentEnd: string): string {
  const [y, m, d] = incidentEnd.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  // 29 February + 1 year lands on 1 March: the anniversary is 28 February.
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  next.setUTCDate(next.getUTCDate() - 1);
  return next.toISOString().slice(0, 10);
}
/** Valid on `day` (a sent, received or acknowledged letter whose year has not run out). */
export const isWarningValidOn = (l: { status: WarningStatus; incidentEnd: string }, day: string) =>
  l.status !== 'draft' && l.status !== 'cancelled' && day <= warningValidUntil(l.incidentEnd);

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const WARNING_FIELDS = {
  employeeId: ZUuid,
  typeId: ZUuid,
  incidentStart: ZIsoDate,
  incidentEnd: ZIsoDate,
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(WARNING_REASON_MAX, { error: 'validation.tooLong' }),
  /** A PDF uploaded through user/upload/file (SPEC section 5: .pdf only). */
  attachmentFileId: z.preprocess(emptyToNull, ZUuid.nullable()).optional(),
  /** Which letter of this type it is for the employee (1st, 2nd...); the next one when not given. */
  count: z.preprocess(emptyToNull, z.number({ error: 'validation.numericOnly' }).int({ error: 'validation.numericOnly' })
    .min(1, { error: 'validation.tooSmall' }).max(WARNING_COUNT_MAX, { error: 'validation.tooLarge' }).nullable()).optional(),
  dateSent: ZIsoDate,
};
export type WarningField = keyof typeof WARNING_FIELDS;

/** SPEC section 5 "End date/time must be greater than start": the incident ends on or after its first day; the letter is not dated before it. */
export function checkWarningDates(v: { incidentStart?: string | null; incidentEnd?: string | null; dateSent?: string | null }): Array<{ field: WarningField; key: string }> {
  const ok = (d?: string | null) => (d && isIsoDate(d) ? d : null);
  const [s, e, sent] = [ok(v.incidentStart), ok(v.incidentEnd), ok(v.dateSent)];
  const out: Array<{ field: WarningField; key: string }> = [];
  if (s && e && e < s) out.push({ field: 'incidentEnd', key: 'validation.endNotBeforeStart' });
  if (s && sent && sent < s) out.push({ field: 'dateSent', key: 'validation.sentBeforeIncident' });
  return out;
}

/** save/warningLetter: a draft (send false) or sent at once (send true); an edit with id, while it is a draft. */
export const ZWarningSave = z.strictObject({ id: ZUuid.optional(), ...WARNING_FIELDS, send: z.boolean().default(false) }).superRefine((v, ctx) => {
  for (const i of checkWarningDates(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});
export type WarningSave = z.infer<typeof ZWarningSave>;
export type WarningSaveBody = z.input<typeof ZWarningSave>;
/** The preview: the same letter, unsaved (an id previews a saved one as it now stands). */
export const ZWarningPreview = z.strictObject({ ...WARNING_FIELDS, id: ZUuid.optional() }).partial({ attachmentFileId: true, count: true, reason: true });

export const ZWarningCancel = z.strictObject({
  id: ZUuid,
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(WARNING_CANCEL_REASON_MAX, { error: 'validation.tooLong' }),
});
/** What a new letter for this employee and offence would be: its count, and the valid earlier letters (s.119(4)). */
export const ZWarningCheck = z.strictObject({ employeeId: ZUuid, typeId: ZUuid, incidentStart: ZIsoDate, id: ZUuid.optional() });

const paging = {
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
};
export const ZWarningSearch = z.strictObject({
  ...paging,
  keyword: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
  status: z.enum(WARNING_STATUSES, { error: 'validation.invalid' }).optional(),
  typeId: ZUuid.optional(),
  employeeId: ZUuid.optional(),
  dateFrom: ZIsoDate.optional(),
  dateTo: ZIsoDate.optional(),
  sort: z.strictObject({ field: z.enum(['dateSent', 'employeeCode', 'incidentStart', 'status']), dir: z.enum(['asc', 'desc']) }).optional(),
});
export const ZWarningSelfSearch = z.strictObject({ ...paging, status: z.enum(WARNING_EMPLOYEE_STATUSES, { error: 'validation.invalid' }).optional() });

export type WarningEarlier = { id: string; count: number; dateSent: string; incidentEnd: string; validUntil: string; status: WarningStatus };
export type WarningRow = {
  id: string; employeeId: string; employeeCode: string; employeeName: string; departmentLabel: string | null;
  typeId: string; typeLabel: string; count: number; incidentStart: string; incidentEnd: string; dateSent: string;
  status: WarningStatus; validUntil: string; valid: boolean; acknowledgedAt: string | null;
};
export type WarningPage = { items: WarningRow[]; total: number; page: number; pageSize: number };
export type WarningDetails = WarningRow & {
  reason: string; attachment: { id: string; name: string; size: number } | null;
  sentAt: string | null; receivedAt: string | null; cancelReason: string | null; cancelledAt: string | null;
  /** Earlier letters of the same type to the employee still valid when this offence began (s.119(4)). */
  validEarlier: WarningEarlier[];
  editable: boolean; createdByName: string; createdAt: string;
};
export type WarningCheck = { suggestedCount: number; validEarlier: WarningEarlier[] };

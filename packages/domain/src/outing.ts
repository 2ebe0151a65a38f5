import { z } from 'zod';
import type { RuleIssue } from './masters/define';
import { hasTwoDecimals, MAX_SATANG, toSatang } from './money';
import { requiredOr, requiredText, ZUuid } from './validators';
import { isIsoDate, ZIsoDate } from './dates';

/**
 * Company outings (SPEC.md sections 2, 4 and 7 "Company outing"): an event HR organises with its
 * name list. The rules here are checked by the API schema and by the form alike.
 */
export const OUTING_STATUSES = ['active', 'cancelled'] as const;
export type OutingStatus = (typeof OUTING_STATUSES)[number];

/** A member's invitation: not mailed yet, mailed, or not mailable because the employee has no address. */
export const OUTING_MAIL_STATUSES = ['notSent', 'sent', 'noEmail'] as const;
export type OutingMailStatus = (typeof OUTING_MAIL_STATUSES)[number];

/** The permission object id of every outing screen and call. */
export const OUTING_PERMISSION = 'system-settings.company-outing';
/** The list route; the others are /create, /{id} and /{id}/cancel below it (SPEC section 2). */
export const OUTING_ROUTE = '/system-settings/company-outing';

/** How many people one outing may list, and how long a cancellation reason may be. */
export const OUTING_MAX_MEMBERS = 5000;
export const OUTING_REASON_MAX = 500;


const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** An optional field: an empty form value arrives as '' or null and is stored as null. */
const optional = <T extends z.ZodType>(s: T) => z.preprocess(emptyToNull, s.nullable()).optional();

const ZTime = z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });
const ZRef = ZUuid;
const ZMoney = z.number({ error: requiredOr('validation.numericOnly') })
  .min(0, { error: 'validation.tooSmall' })
  .refine((v) => toSatang(v) <= MAX_SATANG, { error: 'validation.tooLarge' })
  .refine(hasTwoDecimals, { error: 'validation.twoDecimals' });

/** Each field's own rule, with the shared message keys (the form builds its rules from these). */
export const OUTING_FIELDS = {
  nameEn: requiredText(200),
  nameTh: requiredText(200),
  companyId: ZRef,
  location: requiredText(300),
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  startTime: optional(ZTime),
  endTime: optional(ZTime),
  registrationDeadline: optional(ZIsoDate),
  budgetPerHead: optional(ZMoney),
  description: optional(z.string().trim().max(2000, { error: 'validation.tooLong' })),
  memberIds: z.array(ZRef, { error: 'validation.manageEmployeeList' })
    .min(1, { error: 'validation.manageEmployeeList' })
    .max(OUTING_MAX_MEMBERS, { error: 'validation.tooLarge' }),
};
export type OutingField = keyof typeof OUTING_FIELDS;

export type OutingDates = {
  startDate?: string | null; endDate?: string | null; startTime?: string | null; endTime?: string | null; registrationDeadline?: string | null;
};

/**
 * SPEC section 5 "End date/time must be greater than start": the last day is not before the
 * first; with times, the end is later than the start (on a one-day outing, the end time after
 * the start time); times come in pairs. The registration deadline is not after the first day.
 */
export function checkOuting(v: OutingDates): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const s = v.startDate && isIsoDate(v.startDate) ? v.startDate : null;
  const e = v.endDate && isIsoDate(v.endDate) ? v.endDate : null;
  if (s && e && e < s) issues.push({ field: 'endDate', key: 'validation.endNotBeforeStart' });
  if (v.startTime && !v.endTime) issues.push({ field: 'endTime', key: 'validation.required' });
  if (!v.startTime && v.endTime) issues.push({ field: 'startTime', key: 'validation.required' });
  if (s && e && s === e && v.startTime && v.endTime && v.endTime <= v.startTime) issues.push({ field: 'endTime', key: 'validation.endAfterStart' });
  const d = v.registrationDeadline && isIsoDate(v.registrationDeadline) ? v.registrationDeadline : null;
  if (d && s && d > s) issues.push({ field: 'registrationDeadline', key: 'validation.deadlineNotAfterStart' });
  return issues;
}

/** The body of the save call: an insert without id, an update with one; cross-field rules on their fields. */
export const ZOutingSave = z.strictObject({ id: ZRef.optional(), ...OUTING_FIELDS }).superRefine((v, ctx) => {
  for (const i of checkOuting(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});
export type OutingSave = z.infer<typeof ZOutingSave>;

/** The cancel call: the reason is required (SPEC section 4, cancel with a reason). */
export const ZOutingCancel = z.strictObject({
  id: ZRef,
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(OUTING_REASON_MAX, { error: 'validation.tooLong' }),
});

/** An outing is over once its last day has passed (in the business time zone). */
export const isOutingFinished = (endDate: string, today: string) => endDate < today;

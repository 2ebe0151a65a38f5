import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { RuleIssue } from '@hr/domain/masters/define';
import { ZLeaveForm } from '@hr/domain/leave/schemas';
import { attachmentRequired, beforeOneYearIssues, noticeIssues, type LeaveTypeRules } from '@hr/domain/leave/request-rules';
import type { LeaveDuration } from '@hr/domain/leave/number-of-days';
import type { LeaveFile, LeaveView } from '@hr/domain/leave/views';
import type { FieldError } from '../../lib/api';
import type { LeaveFormBody } from './api';

/** What the leave form holds: dates as dayjs for the pickers, files as the stored uploads. */
export type LeaveFormValues = {
  leaveTypeId?: string; duration?: LeaveDuration; dateFrom?: Dayjs | null; dateTo?: Dayjs | null;
  reason?: string; remark?: string; files?: LeaveFile[];
};
export type LeaveField = 'leaveTypeId' | 'duration' | 'dateFrom' | 'dateTo' | 'reason' | 'remark' | 'fileIds';
/** The form's name of a body field (the files field holds the uploads, the body their ids). */
export const formName = (field: string) => (field.startsWith('fileIds') ? 'files' : field) as keyof LeaveFormValues;

const iso = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : '');
const text = (v?: string) => (v?.trim() ? v.trim() : undefined);

/** Form values → the insert / update body (the server counts the days itself). */
export function toBody(v: LeaveFormValues): LeaveFormBody {
  return {
    leaveTypeId: v.leaveTypeId ?? '', duration: v.duration ?? 'fullDay', dateFrom: iso(v.dateFrom), dateTo: iso(v.dateTo),
    ...(text(v.reason) ? { reason: text(v.reason) } : {}), ...(text(v.remark) ? { remark: text(v.remark) } : {}),
    fileIds: (v.files ?? []).map((f) => f.id),
  };
}

/** A saved request → form values (the edit forms). */
export const toForm = (r: LeaveView): LeaveFormValues => ({
  leaveTypeId: r.leaveType.id, duration: r.duration, dateFrom: dayjs(r.dateFrom), dateTo: dayjs(r.dateTo),
  reason: r.reason ?? undefined, remark: r.remark ?? undefined, files: r.files,
});

/** What the checks across fields need beyond the values: the type's rules, today, and the live day count and its refusal. */
export type RuleContext = {
  type?: Partial<LeaveTypeRules> & { afterOneYear?: boolean }; today: string; days?: number; daysErrors: FieldError[];
  /** The employee's joining date (from the balance answer): a one-year type starts on its anniversary. */
  joiningDate?: string | null;
  /** The saved dates of the request being edited: notice is checked only when they change (as the server does). */
  saved?: { dateFrom: string; dateTo: string };
};

/** The request rules that need more than one field, as the server runs them (request-rules.ts, number-of-days.ts). */
export function crossIssues(body: LeaveFormBody, ctx: RuleContext): RuleIssue[] {
  const out: RuleIssue[] = [];
  const { dateFrom, dateTo, duration } = body;
  if (dateFrom && dateTo && dateTo < dateFrom) out.push({ field: 'dateTo', key: 'validation.endNotBeforeStart' });
  else if (dateFrom && dateTo && duration !== 'fullDay' && dateFrom !== dateTo) out.push({ field: 'dateTo', key: 'validation.halfDaySingleDate' });
  const type = ctx.type;
  const datesChanged = !ctx.saved || ctx.saved.dateFrom !== dateFrom || ctx.saved.dateTo !== dateTo;
  if (datesChanged && dateFrom && type?.advanceNoticeDays != null && type.backDateDays != null) {
    out.push(...noticeIssues(dateFrom, ctx.today, { advanceNoticeDays: type.advanceNoticeDays, backDateDays: type.backDateDays }));
  }
  if (dateFrom && type?.afterOneYear) out.push(...beforeOneYearIssues(dateFrom, ctx.joiningDate ?? null, true));
  if (type?.requiresAttachment != null && ctx.days != null && !body.fileIds.length
    && attachmentRequired({ requiresAttachment: type.requiresAttachment, attachmentFromDays: type.attachmentFromDays ?? null }, ctx.days)) {
    out.push({ field: 'fileIds', key: 'validation.leaveAttachmentRequired' });
  }
  return out;
}

/** A rule's message naming the field, with the rule's figures (days of notice …). */
export const issueText = (t: TFunction, key: string, field: string, params: Record<string, unknown> = {}) => {
  const code = key.replace(/^validation\./, '');
  return t([`validation:${code}`, `rules:${code}`], { ...params, field: t([`leaveRequest:fields.${field}`, `labels:${field}`]) });
};

/**
 * antd rules of one field: the field's own schema rule, then the rules across fields, then what
 * the day count refused for that field, so each shows on its field before anything is sent.
 */
export function leaveRules(t: TFunction, form: FormInstance<LeaveFormValues>, ctx: () => RuleContext) {
  return (field: LeaveField, required = false): FormRule[] => [{
    required,
    validator: async () => {
      const body = toBody(form.getFieldsValue(true) as LeaveFormValues);
      const shape = ZLeaveForm.shape as Record<string, { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }>;
      const value = (body as Record<string, unknown>)[field];
      if (required && (value === '' || value === undefined)) throw new Error(issueText(t, 'validation.required', field));
      const own = shape[field]!.safeParse(value);
      if (!own.success) throw new Error(issueText(t, own.error?.issues[0]?.message ?? 'validation.invalid', field));
      const c = ctx();
      const issue = crossIssues(body, c).find((i) => i.field === field);
      if (issue) throw new Error(issueText(t, issue.key, field, issue.params));
      const refused = c.daysErrors.find((e) => formName(e.field) === formName(field));
      if (refused) throw new Error(refused.text);
    },
  }];
}

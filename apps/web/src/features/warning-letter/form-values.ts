import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { checkWarningDates, WARNING_FIELDS, type WarningDetails, type WarningField } from '@hr/domain/warning-letter';
import type { FieldError } from '../../lib/api';
import { ruleMessage } from '../../lib/field-label';

/** The attachment as the form holds it: the stored file's id, with its name to show. */
export type AttachmentValue = { id: string; name: string; size?: number };

/** What the form holds: the call's fields, dates as pickers' values, the attachment with its name. */
export type WarningFormValues = {
  employeeId?: string; typeId?: string; incidentStart?: Dayjs | null; incidentEnd?: Dayjs | null; reason?: string;
  attachment?: AttachmentValue | null; count?: number | null; dateSent?: Dayjs | null;
};
/** A field of the form: the call's, except the attachment, which the call takes as its id. */
export type FormField = Exclude<WarningField, 'attachmentFileId'> | 'attachment';

const DATES = new Set(['incidentStart', 'incidentEnd', 'dateSent']);
/** Fields that must be given (the count is the next one of the offence when left out). */
export const REQUIRED: ReadonlySet<FormField> = new Set(['employeeId', 'typeId', 'incidentStart', 'incidentEnd', 'reason', 'dateSent']);

/** One form value → its API value (dates YYYY-MM-DD, the attachment its id, empty → null). */
export function valueToBody(name: string, v: unknown): unknown {
  if (name === 'attachment' || name === 'attachmentFileId') return (v as AttachmentValue | null | undefined)?.id ?? null;
  if (v === undefined || v === null || v === '') return name === 'reason' ? '' : null;
  if (DATES.has(name)) return dayjs(v as Dayjs).format('YYYY-MM-DD');
  return v;
}

/** Form values → the body of save/warningLetter and preview/warningLetter (without id and send). */
export function toBody(values: WarningFormValues) {
  const all = values as Record<string, unknown>;
  return Object.fromEntries((Object.keys(WARNING_FIELDS) as WarningField[]).map((k) => [k, valueToBody(k, k === 'attachmentFileId' ? values.attachment : all[k])])) as Record<WarningField, unknown>;
}

/** A saved letter → form values. */
export const toForm = (d: WarningDetails): WarningFormValues => ({
  employeeId: d.employeeId, typeId: d.typeId, incidentStart: dayjs(d.incidentStart), incidentEnd: dayjs(d.incidentEnd),
  reason: d.reason, attachment: d.attachment, count: d.count, dateSent: dayjs(d.dateSent),
});

/**
 * antd rules from the domain's zod field rules and date check, the same the server runs: a field
 * is marked before any request is sent, with the server's words.
 */
export function warningRules(t: TFunction, form: FormInstance) {
  return (name: FormField): FormRule[] => {
    const field: WarningField = name === 'attachment' ? 'attachmentFileId' : name;
    return [{
      required: REQUIRED.has(name),
      validator: async (_r, value: unknown) => {
        const res = WARNING_FIELDS[field].safeParse(valueToBody(name, value));
        if (!res.success) throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', field));
        const issue = checkWarningDates(toBody(form.getFieldsValue(true) as WarningFormValues) as Parameters<typeof checkWarningDates>[0]).find((i) => i.field === field);
        if (issue) throw new Error(ruleMessage(t, issue.key, field));
      },
    }];
  };
}

/** The server's field errors on their fields (attachmentFileId is the attachment); the rest, unplaced, for a message. */
export function showServerErrors(form: FormInstance, errors: FieldError[]): { marked: string[]; other: FieldError[] } {
  const byField = new Map<string, string[]>();
  const other: FieldError[] = [];
  for (const e of errors) {
    const name = e.field === 'attachmentFileId' ? 'attachment' : e.field;
    if (!(name in WARNING_FIELDS) && name !== 'attachment') { other.push(e); continue; }
    byField.set(name, [...new Set([...(byField.get(name) ?? []), e.text])]);
  }
  form.setFields([...byField].map(([name, errs]) => ({ name, errors: errs })));
  return { marked: [...byField.keys()], other };
}

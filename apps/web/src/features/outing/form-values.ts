import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { checkOuting, OUTING_FIELDS, type OutingField } from '@hr/domain/outing';
import { ruleMessage } from '../../lib/field-label';
import type { FieldError } from '../../lib/api';
import type { OutingDetails } from './api';

/** What the form holds: dates and times as dayjs for the pickers. */
export type OutingFormValues = {
  nameEn?: string; nameTh?: string; companyId?: string; location?: string;
  startDate?: Dayjs | null; endDate?: Dayjs | null; startTime?: Dayjs | null; endTime?: Dayjs | null; registrationDeadline?: Dayjs | null;
  budgetPerHead?: number | null; description?: string | null; memberIds?: string[];
};

const DATES = new Set(['startDate', 'endDate', 'registrationDeadline']);
const TIMES = new Set(['startTime', 'endTime']);

/** One form value → its API value (dates YYYY-MM-DD, times HH:mm, empty → null). */
export function valueToBody(name: string, v: unknown): unknown {
  if (v === undefined || v === null || v === '') return name === 'memberIds' ? [] : null;
  if (DATES.has(name)) return dayjs(v as Dayjs).format('YYYY-MM-DD');
  if (TIMES.has(name)) return dayjs(v as Dayjs).format('HH:mm');
  return v;
}

/** Form values → the save call's body (without id). */
export function toBody(values: OutingFormValues) {
  return Object.fromEntries(Object.keys(OUTING_FIELDS).map((k) => [k, valueToBody(k, (values as Record<string, unknown>)[k])])) as Record<OutingField, unknown>;
}

/** A saved outing → form values. */
export function toForm(o: OutingDetails, memberIds: string[]): OutingFormValues {
  const time = (v: string | null) => (v ? dayjs(`2000-01-01T${v}`) : null);
  return {
    nameEn: o.nameEn, nameTh: o.nameTh, companyId: o.companyId, location: o.location,
    startDate: dayjs(o.startDate), endDate: dayjs(o.endDate), startTime: time(o.startTime), endTime: time(o.endTime),
    registrationDeadline: o.registrationDeadline ? dayjs(o.registrationDeadline) : null,
    budgetPerHead: o.budgetPerHead, description: o.description, memberIds,
  };
}


/**
 * antd rules from the domain's zod field rules and cross-field check, the same the server runs:
 * a field is marked before any request is sent, with the server's words.
 */
export function outingRules(t: TFunction, form: FormInstance) {
  return (name: OutingField, required = false): FormRule[] => [{
    required,
    validator: async (_r, value: unknown) => {
      const res = OUTING_FIELDS[name].safeParse(valueToBody(name, value));
      if (!res.success) throw new Error(ruleMessage(t, res.error.issues[0]?.message ?? 'validation.invalid', name));
      const issue = checkOuting(toBody(form.getFieldsValue(true) as OutingFormValues) as Parameters<typeof checkOuting>[0]).find((i) => i.field === name);
      if (issue) throw new Error(ruleMessage(t, issue.key, name));
    },
  }];
}

/** The server's field errors on the form; every wrong name-list entry lands on the name list. */
export function showServerErrors(form: FormInstance, errors: FieldError[]) {
  const byField = new Map<string, string[]>();
  for (const e of errors) {
    const name = e.field.startsWith('memberIds') ? 'memberIds' : e.field;
    byField.set(name, [...new Set([...(byField.get(name) ?? []), e.text])]);
  }
  form.setFields([...byField].map(([name, errs]) => ({ name, errors: errs })));
}

import dayjs, { type Dayjs } from 'dayjs';
import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import {
  ANNOUNCEMENT_FIELDS, ANNOUNCEMENT_LANGS, checkAnnouncementTimes, hasAudience,
  type AnnouncementDetails, type AnnouncementField, type AnnouncementFile, type AnnouncementLang, type AnnouncementSchedule,
} from '@hr/domain/announcement';
import type { FieldError } from '../../lib/api';
import { fromBusinessClock, toBusinessClock } from '../../lib/dates';

/** What the form holds: the call's fields, with dates as pickers' values and the attachments as files (names shown). */
export type AnnouncementFormValues = Partial<Record<`title${Suffix}` | `description${Suffix}`, string | null>>
  & Partial<Record<`image${Suffix}`, string | null>> & {
    attachments?: AnnouncementFile[];
    schedule?: AnnouncementSchedule;
    startAt?: Dayjs | null;
    endAt?: Dayjs | null;
    urgent?: boolean;
    audienceAll?: boolean;
    companyIds?: string[];
    departmentIds?: string[];
    employeeIds?: string[];
  };
type Suffix = 'En' | 'Th' | 'Km' | 'My';
/** A form field: a field of the call, except the attachments (the call takes their ids). */
export type FormField = Exclude<AnnouncementField, 'attachmentIds'> | 'attachments';

/** The suffix of a language's fields: titleEn, imageTh … */
export const suffixOf = (lang: AnnouncementLang) => `${lang[0]!.toUpperCase()}${lang[1]}` as Suffix;
/** The language of a language's field, or null for the others. */
export const langOfField = (name: string): AnnouncementLang | null =>
  ANNOUNCEMENT_LANGS.find((l) => /^(title|description|image)/.test(name) && name.endsWith(suffixOf(l))) ?? null;

const OPTIONAL_LANG = /(Km|My)$/;

/** One form value → its API value (pickers → ISO instants read in the company's zone, files → ids, empty → null). */
export function valueToBody(name: string, v: unknown): unknown {
  if (name === 'attachments') return ((v as AnnouncementFile[] | undefined) ?? []).map((f) => f.id);
  if (name === 'startAt' || name === 'endAt') return v ? fromBusinessClock(v as Dayjs) : null;
  if (v === '' && OPTIONAL_LANG.test(name)) return null;
  return v ?? null;
}

/** Form values → the body of save/annoucement (without id). The start goes only with a scheduled one. */
export function toBody(values: AnnouncementFormValues) {
  const all = values as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const k of Object.keys(ANNOUNCEMENT_FIELDS) as AnnouncementField[]) {
    body[k] = k === 'attachmentIds' ? valueToBody('attachments', values.attachments) : valueToBody(k, all[k]);
  }
  if (body.schedule !== 'scheduled') body.startAt = null;
  body.urgent = !!values.urgent;
  body.audienceAll = !!values.audienceAll;
  // Everyone means everyone: the lists kept in the form are not sent.
  for (const k of ['companyIds', 'departmentIds', 'employeeIds']) body[k] = body.audienceAll ? [] : (body[k] ?? []);
  return body;
}

/** The fields an employee posting to their own department sends (save/annoucement/own). */
const OWN_FIELDS = ['titleEn', 'titleTh', 'descriptionEn', 'descriptionTh', 'imageEn', 'imageTh', 'attachmentIds', 'schedule', 'startAt', 'endAt'] as const;
export function toOwnBody(values: AnnouncementFormValues) {
  const body = toBody(values);
  return Object.fromEntries(OWN_FIELDS.map((k) => [k, body[k]]));
}

/** A saved announcement → form values. */
export function toForm(d: AnnouncementDetails): AnnouncementFormValues {
  const v: AnnouncementFormValues = {
    attachments: d.attachments, schedule: d.schedule, urgent: d.urgent, audienceAll: d.audienceAll,
    startAt: d.schedule === 'scheduled' ? toBusinessClock(d.startAt) : null, endAt: toBusinessClock(d.endAt),
    companyIds: d.companies.map((c) => c.id), departmentIds: d.departments.map((c) => c.id), employeeIds: d.employees.map((c) => c.id),
  };
  for (const l of ANNOUNCEMENT_LANGS) {
    const s = suffixOf(l);
    const texts = d as unknown as Record<string, string | null>;
    v[`title${s}`] = texts[`title${s}`] ?? '';
    v[`description${s}`] = texts[`description${s}`] ?? '';
    v[`image${s}`] = d.images[l]?.id ?? null;
  }
  return v;
}

/** A rule's message naming the field, in the server's words (validation.json, rules.json), else this page's own. */
export function ruleText(t: TFunction, key: string, name: string): string {
  const code = key.replace(/^validation\./, '');
  return t([`validation:${code}`, `rules:${code}`, `announcement:rules.${code}`, 'validation:invalid'], { field: t(`announcement:fields.${name}`) });
}

/** The rules across fields, on what the form holds now: the times (a "now" start is this moment) and the audience. */
export function crossIssues(values: AnnouncementFormValues): Array<{ field: string; key: string }> {
  const body = toBody(values) as Parameters<typeof checkAnnouncementTimes>[0] & Parameters<typeof hasAudience>[0];
  const issues: Array<{ field: string; key: string }> = checkAnnouncementTimes(body, dayjs().toISOString());
  if (!hasAudience(body)) issues.push({ field: 'audienceAll', key: 'validation.audienceRequired' });
  return issues;
}

/**
 * antd rules from the domain's own field rules and cross-field checks: a field is marked before
 * anything is sent, with the words the server would use. `withAudience` is false on the form that
 * posts to one's own department (its audience is set by rule).
 */
export function announcementRules(t: TFunction, form: FormInstance, withAudience = true) {
  return (name: FormField, required = false): FormRule[] => [{
    required,
    validator: async (_r, value: unknown) => {
      const schema = name === 'attachments' ? ANNOUNCEMENT_FIELDS.attachmentIds : ANNOUNCEMENT_FIELDS[name];
      const own = schema.safeParse(valueToBody(name, value));
      if (!own.success) throw new Error(ruleText(t, own.error.issues[0]?.message ?? 'validation.invalid', name));
      const issue = crossIssues({ ...(form.getFieldsValue(true) as AnnouncementFormValues), [name]: value })
        .find((i) => i.field === name && (withAudience || i.field !== 'audienceAll'));
      if (issue) throw new Error(ruleText(t, issue.key, name));
    },
  }];
}

/** The form field a server field error belongs on: 'attachmentIds.3' → 'attachments', 'companyIds.0' → 'companyIds'. */
export function formFieldOf(field: string): string {
  const head = field.split(/[.[]/)[0]!;
  return head === 'attachmentIds' ? 'attachments' : head;
}

/** The server's field errors on the form, merged per field; answers the fields marked (the rest the caller shows itself). */
export function showServerErrors(form: FormInstance, errors: FieldError[], known: ReadonlySet<string>): { marked: string[]; other: FieldError[] } {
  const byField = new Map<string, string[]>();
  const other: FieldError[] = [];
  for (const e of errors) {
    const name = formFieldOf(e.field);
    if (!known.has(name)) { other.push(e); continue; }
    byField.set(name, [...new Set([...(byField.get(name) ?? []), e.text])]);
  }
  form.setFields([...byField].map(([name, errs]) => ({ name, errors: errs })));
  return { marked: [...byField.keys()], other };
}

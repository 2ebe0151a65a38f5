import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError, type FieldError } from './api';
import { ruleMessage } from './field-label';

type Body = Record<string, unknown>;
/** A schema's rules across fields (employeeCreateIssues, employmentIssues …), run on what the form holds. */
export type CrossRules = (values: Body) => Array<{ field: string; key: string }>;

/**
 * The message key (validation.required …) the server would give one field of a form, or
 * undefined: the field's own schema first, then the rules across fields on the fields as each
 * parses alone (zod runs those only once every field passes, a form needs them sooner).
 */
export function issueOf(schema: z.ZodObject, cross: CrossRules, body: Body, name: string): string | undefined {
  const shape = schema.shape as Record<string, z.ZodType>;
  const own = shape[name]!.safeParse(body[name]);
  if (!own.success) return own.error.issues[0]?.message ?? 'validation.invalid';
  const parsed = Object.fromEntries(Object.entries(shape).map(([k, s]) => {
    const r = s.safeParse(body[k]);
    return [k, r.success ? r.data : body[k]];
  }));
  return cross(parsed).find((i) => i.field === name)?.key;
}

/** Whether a field must be filled, as the schema says for the other values so far. */
export const isRequiredIn = (schema: z.ZodObject, cross: CrossRules, body: Body, name: string) =>
  issueOf(schema, cross, { ...body, [name]: null }, name) === 'validation.required';

/**
 * antd rules of a form whose fields are a domain schema's: each field checked as the server will,
 * in the server's words. `toBody` turns the form's values into the call's body (dates as text …).
 */
export function schemaRules<V>(t: TFunction, form: FormInstance<V>, schema: z.ZodObject, cross: CrossRules, toBody: (values: V) => Body) {
  return (name: string, required: boolean): FormRule[] => [{
    required,
    validator: async (_r, value: unknown) => {
      const key = issueOf(schema, cross, toBody({ ...(form.getFieldsValue(true) as V), [name]: value }), name);
      if (key) throw new Error(ruleMessage(t, key, name));
    },
  }];
}

/** Marks the fields the server named in a validation or duplicate answer. */
export function showFieldErrors(form: FormInstance, errors: FieldError[]) {
  form.setFields(errors.map((e) => ({ name: e.field, errors: [e.text] })));
}

/**
 * What a form does with a failed save: the server's field messages under their fields (scrolled
 * to the first), any other refusal as a message, and a failure without an answer as the generic one.
 */
export function showSaveError(form: FormInstance, err: unknown, message: { error: (text: string) => unknown }, t: TFunction, scroll = true) {
  if (err instanceof ApiError && err.fields.length) {
    showFieldErrors(form, err.fields);
    if (scroll) form.scrollToField(err.fields[0]!.field, { block: 'center' });
  } else void message.error(err instanceof ApiError ? err.message : t('common:error.generic'));
}

/** Checks every field before asking to save; on a failure shows the first wrong field. */
export async function validateOrScroll(form: FormInstance): Promise<boolean> {
  const ok = await form.validateFields().then(() => true, () => false);
  if (!ok) form.scrollToField(form.getFieldsError().find((f) => f.errors.length)?.name ?? [], { block: 'center' });
  return ok;
}

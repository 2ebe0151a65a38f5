import { z } from 'zod';
import type { FieldDef, MasterDef } from './define';
import { ZIsoDate } from '../dates';
import { emailIssue, isPersonName, isPhoneNumber, isThaiTaxId, isWebsite, requiredOr } from '../validators';

/** Text patterns of SPEC section 5, each with the message a failure shows. */
const rule = (test: (v: string) => boolean, key: string) => (v: string) => (test(v) ? null : key);
const PATTERNS: Record<NonNullable<FieldDef['pattern']>, (v: string) => string | null> = {
  numeric: rule((v) => /^\d+$/.test(v), 'validation.numericOnly'),
  characters: rule((v) => isPersonName(v), 'validation.charactersOnly'),
  code: rule((v) => /^[A-Za-z0-9_-]+$/.test(v), 'validation.invalid'),
  // The employee forms' email rule, with its two messages (length, then format).
  email: emailIssue,
  phone: rule(isPhoneNumber, 'validation.phone'),
  website: rule(isWebsite, 'validation.website'),
  taxId: rule(isThaiTaxId, 'validation.taxId'),
};

/** An empty form field arrives as '' or null; optional fields store it as null. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** The zod schema of one field, with the shared message keys (SPEC.md section 5). */
export function fieldSchema(f: FieldDef): z.ZodType {
  let s: z.ZodType;
  switch (f.type) {
    case 'text':
    case 'longText': {
      let t = z.string({ error: 'validation.required' }).trim();
      if (f.required) t = t.min(1, { error: 'validation.required' });
      if (f.max) t = t.max(f.max, { error: 'validation.tooLong' });
      const p = f.pattern ? PATTERNS[f.pattern] : null;
      s = p ? t.superRefine((v, ctx) => {
        const key = v === '' ? null : p(v);
        if (key) ctx.addIssue({ code: 'custom', message: key });
      }) : t;
      break;
    }
    case 'integer':
    case 'decimal': {
      let n = z.number({ error: requiredOr('validation.numericOnly') });
      if (f.type === 'integer') n = n.int({ error: 'validation.numericOnly' });
      if (f.min !== undefined) n = f.exclusiveMin ? n.gt(f.min, { error: 'validation.tooSmall' }) : n.min(f.min, { error: 'validation.tooSmall' });
      if (f.max !== undefined) n = n.max(f.max, { error: 'validation.tooLarge' });
      s = n;
      break;
    }
    case 'boolean':
      s = z.boolean({ error: 'validation.required' });
      break;
    case 'date':
      s = ZIsoDate;
      break;
    case 'time':
      s = z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });
      break;
    case 'ref':
    case 'image':
      s = z.string({ error: 'validation.required' }).uuid({ error: 'validation.required' });
      break;
    case 'choice':
      s = z.enum((f.choices ?? []) as [string, ...string[]], { error: 'validation.required' });
      break;
  }
  if (f.required) return s;
  return z.preprocess(emptyToNull, s.nullable()).optional();
}

/** The fields a caller types: every declared field but the computed ones. */
export const inputFields = (def: MasterDef) => Object.entries(def.fields).filter(([, f]) => !f.computed);

/** The declared fields, checked one by one (the cross-field rules come on top, in withRules). */
const fieldsSchema = (def: MasterDef) => z.strictObject(Object.fromEntries(inputFields(def).map(([k, f]) => [k, fieldSchema(f)])));

/** Adds the master's cross-field rules, each issue on the field it names. */
function withRules<T extends z.ZodType>(def: MasterDef, schema: T): T {
  if (!def.check) return schema;
  const check = def.check;
  return schema.superRefine((v, ctx) => {
    for (const i of check(v as Record<string, unknown>)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key, params: i.params });
  }) as unknown as T;
}

/** The body of an insert: exactly the declared fields, and the master's rules across them. */
export const insertSchema = (def: MasterDef) => withRules(def, fieldsSchema(def));

export const ZId = z.string({ error: 'validation.required' }).uuid({ error: requiredOr('validation.invalid') });

export const updateSchema = (def: MasterDef) => withRules(def, fieldsSchema(def).extend({ id: ZId }));
/** The spec's "save" calls: an insert without id, an update with one. */
export const saveSchema = (def: MasterDef) => withRules(def, fieldsSchema(def).extend({ id: ZId.optional() }));

export function searchSchema(def: MasterDef) {
  const sortable = [...new Set([...def.list, 'createdAt', 'updatedAt'])] as [string, ...string[]];
  return z.strictObject({
    page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
    pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
    keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
    active: z.boolean().optional(),
    // Narrow by a referenced row: departments of one company.
    ...Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.type === 'ref').map(([k]) => [k, ZId.optional()])),
    sort: z.strictObject({ field: z.enum(sortable, { error: 'validation.invalid' }), dir: z.enum(['asc', 'desc']) }).optional(),
  });
}

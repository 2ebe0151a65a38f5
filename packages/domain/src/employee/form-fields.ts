import { z } from 'zod';
import { CHOICES, type ChoiceList } from '../choices';
import { ZUuid } from '../validators';

export type FormFieldKind = 'text' | 'longText' | 'choice' | 'date' | 'number' | 'money' | 'boolean' | 'ref' | 'image';
export type FormField = { name: string; kind: FormFieldKind; required: boolean; list?: ChoiceList; max?: number; module?: string };

/**
 * What a field's schema declares about its control beyond its type: `ref` the master (module of
 * getDropdownByModuleName) whose row id it holds, `image` that it holds the id of a picture
 * uploaded through /1.0/user/upload/imagedata, `money` that it is an amount in baht (two decimals,
 * thousands separated).
 */
export type FieldMeta = { ref?: string; image?: true; money?: true };
/** A reference to a row of a master, shown as a select of its active rows. */
export const refTo = (module: string) => ZUuid.meta({ ref: module } satisfies FieldMeta);
/** The id of an uploaded picture (JPG/PNG, checked by content when it was uploaded). */
export const ZImageId = ZUuid.meta({ image: true } satisfies FieldMeta);
const metaOf = (s: z.ZodType) => (s.meta() ?? {}) as FieldMeta;

/** The schema inside preprocess / nullable / optional wrappers, and whether a wrapper let null through. */
function unwrap(s: z.ZodType): { inner: z.ZodType; optional: boolean; meta: FieldMeta } {
  let t: z.ZodType = s;
  let optional = false;
  let meta: FieldMeta = {};
  for (let i = 0; i < 6; i++) {
    meta = { ...metaOf(t), ...meta };
    if (t instanceof z.ZodPipe) t = t.out as z.ZodType;
    else if (t instanceof z.ZodNullable || t instanceof z.ZodOptional) { optional = true; t = t.unwrap() as z.ZodType; }
    else break;
  }
  return { inner: t, optional, meta: { ...metaOf(t), ...meta } };
}

/** The fixed list whose values are exactly these (its labels are choices:<list>.<value>). */
const listOf = (values: readonly string[]) =>
  (Object.keys(CHOICES) as ChoiceList[]).find((l) => CHOICES[l].length === values.length && CHOICES[l].every((v, i) => v === values[i]));

/**
 * The form controls of a section, read from its zod schema, so the edit forms follow the rules
 * the server checks (define once): enums become selects of their fixed list, numbers number
 * inputs, booleans switches, fields named …Date date pickers, long texts text areas, references
 * to a master selects of its rows, picture ids an upload button.
 */
export function formFieldsOf(schema: z.ZodObject): FormField[] {
  return Object.entries(schema.shape).map(([name, s]) => {
    const { inner, optional, meta } = unwrap(s as z.ZodType);
    if (meta.ref) return { name, kind: 'ref' as const, required: !optional, module: meta.ref };
    if (meta.image) return { name, kind: 'image' as const, required: !optional };
    if (meta.money) return { name, kind: 'money' as const, required: !optional };
    if (inner instanceof z.ZodEnum) return { name, kind: 'choice' as const, required: !optional, list: listOf(inner.options as string[]) };
    if (inner instanceof z.ZodNumber) return { name, kind: 'number' as const, required: !optional };
    if (inner instanceof z.ZodBoolean) return { name, kind: 'boolean' as const, required: true };
    const max = inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
    if (/Date$/.test(name)) return { name, kind: 'date' as const, required: !optional };
    return { name, kind: max && max > 300 ? 'longText' as const : 'text' as const, required: !optional, ...(max ? { max } : {}) };
  });
}

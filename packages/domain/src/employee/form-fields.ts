import { z } from 'zod';
import { CHOICES, type ChoiceList } from '../choices';

export type FormFieldKind = 'text' | 'longText' | 'choice' | 'date' | 'number' | 'boolean';
export type FormField = { name: string; kind: FormFieldKind; required: boolean; list?: ChoiceList; max?: number };

/** The schema inside preprocess / nullable / optional wrappers, and whether a wrapper let null through. */
function unwrap(s: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let t: z.ZodType = s;
  let optional = false;
  for (let i = 0; i < 6; i++) {
    if (t instanceof z.ZodPipe) t = t.out as z.ZodType;
    else if (t instanceof z.ZodNullable || t instanceof z.ZodOptional) { optional = true; t = t.unwrap() as z.ZodType; }
    else break;
  }
  return { inner: t, optional };
}

/** The fixed list whose values are exactly these (its labels are choices:<list>.<value>). */
const listOf = (values: readonly string[]) =>
  (Object.keys(CHOICES) as ChoiceList[]).find((l) => CHOICES[l].length === values.length && CHOICES[l].every((v, i) => v === values[i]));

/**
 * The form controls of a section, read from its zod schema, so the edit forms follow the rules
 * the server checks (define once): enums become selects of their fixed list, numbers number
 * inputs, booleans switches, fields named …Date date pickers, long texts text areas.
 */
export function formFieldsOf(schema: z.ZodObject): FormField[] {
  return Object.entries(schema.shape).map(([name, s]) => {
    const { inner, optional } = unwrap(s as z.ZodType);
    if (inner instanceof z.ZodEnum) return { name, kind: 'choice' as const, required: !optional, list: listOf(inner.options as string[]) };
    if (inner instanceof z.ZodNumber) return { name, kind: 'number' as const, required: !optional };
    if (inner instanceof z.ZodBoolean) return { name, kind: 'boolean' as const, required: true };
    const max = inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
    if (/Date$/.test(name)) return { name, kind: 'date' as const, required: !optional };
    return { name, kind: max && max > 300 ? 'longText' as const : 'text' as const, required: !optional, ...(max ? { max } : {}) };
  });
}

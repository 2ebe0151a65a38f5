import dayjs from 'dayjs';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { inputFields } from '@hr/domain/masters/zod';

export type MasterValues = Record<string, unknown>;

/** One form value → its API value: dates and times as text, an empty optional field as null. */
export function fieldToBody(f: FieldDef, v: unknown): unknown {
  if (v === undefined || v === '' || v === null) return f.required ? v : null;
  if (f.type === 'date') return dayjs(v as string).format('YYYY-MM-DD');
  if (f.type === 'time') return dayjs(v as string).format('HH:mm');
  return v;
}

/** Form values → API body; computed fields are left to the server. */
export function toBody(def: MasterDef, values: MasterValues): MasterValues {
  return Object.fromEntries(inputFields(def).map(([k, f]) => [k, fieldToBody(f, values[k])]));
}

/** A row → form values (dates and times as dayjs for the pickers). */
export function toForm(def: MasterDef, row: MasterValues): MasterValues {
  return Object.fromEntries(Object.entries(def.fields).map(([k, f]) => {
    const v = row[k];
    if (v == null) return [k, undefined];
    if (f.type === 'date') return [k, dayjs(v as string)];
    if (f.type === 'time') return [k, dayjs(`2000-01-01T${String(v).slice(0, 5)}`)];
    return [k, v];
  }));
}

/** The declared defaults of a new row (booleans start off). */
export const defaultsOf = (def: MasterDef): MasterValues =>
  Object.fromEntries(inputFields(def).filter(([, f]) => f.default !== undefined || f.type === 'boolean').map(([k, f]) => [k, f.default ?? false]));


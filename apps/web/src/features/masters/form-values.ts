import dayjs from 'dayjs';
import type { MasterDef } from '@hr/domain/masters/define';
import { inputFields } from '@hr/domain/masters/zod';

export type MasterValues = Record<string, unknown>;

/** Form values → API body: dates and times as text, empty optional fields as null, computed fields left to the server. */
export function toBody(def: MasterDef, values: MasterValues): MasterValues {
  return Object.fromEntries(inputFields(def).map(([k, f]) => {
    const v = values[k];
    if (v === undefined || v === '' || v === null) return [k, f.required ? v : null];
    if (f.type === 'date') return [k, dayjs(v as string).format('YYYY-MM-DD')];
    if (f.type === 'time') return [k, dayjs(v as string).format('HH:mm')];
    return [k, v];
  }));
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


import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, time, uniqueIndex, uuid, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { auditColumns } from './columns';
import { UNIQUE_FIELDS } from '../pg-errors';

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function column(name: string, f: FieldDef): PgColumnBuilderBase {
  const col = snake(name);
  const c = (() => {
    switch (f.type) {
      case 'text': case 'longText': return text(col);
      case 'integer': return integer(col);
      case 'decimal': return numeric(col, { precision: 14, scale: 2, mode: 'number' });
      case 'boolean': return boolean(col);
      case 'date': return date(col, { mode: 'string' });
      case 'time': return time(col);
    }
  })();
  return f.required ? c.notNull() : c;
}

/**
 * The table of a declared master: uuid key, one column per field, an active flag and the audit
 * columns. Unique text fields get a case-insensitive unique index whose name maps back to the
 * field, so 'already exists in the system' can name it.
 */
export function masterTable<D extends MasterDef>(def: D) {
  const cols: Record<string, PgColumnBuilderBase> = { id: uuid('id').primaryKey().defaultRandom() };
  for (const [name, f] of Object.entries(def.fields)) cols[name] = column(name, f);
  cols.active = boolean('active').notNull().default(true);
  Object.assign(cols, auditColumns);
  const uniques = Object.entries(def.fields).filter(([, f]) => f.unique);
  for (const [name] of uniques) UNIQUE_FIELDS[`${def.table}_${snake(name)}_uq`] = name;
  return pgTable(def.table, cols, (t) => uniques.map(([name, f]) => {
    const c = (t as unknown as Record<string, Parameters<ReturnType<typeof uniqueIndex>["on"]>[0]>)[name]!;
    return uniqueIndex(`${def.table}_${snake(name)}_uq`).on(f.type === 'text' ? sql`lower(${c})` : c);
  }));
}

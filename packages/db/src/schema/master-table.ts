import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, time, uniqueIndex, uuid, type PgColumnBuilderBase, type PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDef, MasterDef } from '@hr/domain/masters/define';
import { auditColumns } from './columns';
import { files } from './platform';
import { FK_FIELDS, UNIQUE_FIELDS } from '../pg-errors';

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Tables a 'ref' field can point at, by master name. Filled as tables are declared; read only
 * when drizzle resolves a foreign key, so declaration order does not matter.
 */
export const REF_TABLES: Record<string, PgTable> = {};
const idOf = (name: string) => () => {
  const t = REF_TABLES[name];
  if (!t) throw new Error(`ref to unknown master ${name}`);
  return (t as unknown as { id: PgColumn }).id;
};

/** The database column of a field: its declared column or the field name in snake case. */
export const columnOf = (name: string, f: FieldDef) => f.column ?? snake(name);

function column(name: string, f: FieldDef, nullable: boolean): PgColumnBuilderBase {
  const col = columnOf(name, f);
  const c = (() => {
    switch (f.type) {
      case 'text': case 'longText': return text(col);
      case 'integer': return integer(col);
      case 'decimal': return numeric(col, { precision: 14, scale: f.scale ?? 2, mode: 'number' });
      case 'boolean': return boolean(col);
      case 'date': return date(col, { mode: 'string' });
      case 'time': return time(col);
      case 'choice': return text(col);
      case 'ref': return uuid(col).references(idOf(f.ref!));
      // An uploaded picture (a logo): the file row it shows.
      case 'image': return uuid(col).references(() => files.id);
    }
  })();
  if (f.required && !nullable) return c.notNull();
  // An optional switch with a default (a company setting added later) holds its default in rows
  // written without it, old ones included, so the form shows what the rules apply.
  return f.type === 'boolean' && typeof f.default === 'boolean' ? (c as ReturnType<typeof boolean>).default(f.default) : c;
}

/**
 * The table of a declared master: uuid key, one column per field, an active flag and the audit
 * columns. Unique text fields get a case-insensitive unique index whose name maps back to the
 * field, so 'already exists in the system' can name it.
 */
export function masterTable<D extends MasterDef>(def: D) {
  const loose = new Set(def.incompleteFields ?? []);
  const declared = Object.fromEntries(Object.entries(def.fields).map(([name, f]) => [name, column(name, f, loose.has(name))])) as Record<keyof D['fields'] & string, PgColumnBuilderBase>;
  const cols = { ...declared, id: uuid('id').primaryKey().defaultRandom(), active: boolean('active').notNull().default(true), ...auditColumns };
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.type === 'ref' || f.type === 'image') FK_FIELDS[`${def.table}_${columnOf(name, f)}_`] = name;
  }
  const uniques = Object.entries(def.fields).filter(([, f]) => f.unique);
  for (const [name] of uniques) UNIQUE_FIELDS[`${def.table}_${snake(name)}_uq`] = name;
  const table = pgTable(def.table, cols, (t) => uniques.map(([name, f]) => {
    const c = (t as unknown as Record<string, Parameters<ReturnType<typeof uniqueIndex>['on']>[0]>)[name]!;
    const value = f.type === 'text' ? sql`lower(${c})` : c;
    const within = def.uniqueWithin ? (t as unknown as Record<string, PgColumn>)[def.uniqueWithin]! : null;
    return within ? uniqueIndex(`${def.table}_${snake(name)}_uq`).on(within, value) : uniqueIndex(`${def.table}_${snake(name)}_uq`).on(value);
  }));
  REF_TABLES[def.name] = table;
  return table;
}

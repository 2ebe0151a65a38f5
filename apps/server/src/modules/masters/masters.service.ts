import { and, asc, count, desc, eq, getTableColumns, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import { localName, masterByName, type Lang, type MasterDef } from '@hr/domain';
import { REF_TABLES, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { RoleCaller as Caller } from '../roles/role-guard';
import { containing } from '../../platform/search';
import { fieldError } from '../../platform/validation-errors';
import { checkUpload, masterPictureRule } from '../../platform/files/attach-upload';
import { MASTER_HOOKS } from './hooks/hooks';
import { englishNames } from '../address/thai-address';

type Row = Record<string, unknown>;
type Cols = Record<string, PgColumn>;
export type SearchInput = { page: number; pageSize: number; keyword?: string; active?: boolean; sort?: { field: string; dir: 'asc' | 'desc' } };

const colsOf = (table: PgTable) => table as unknown as Cols;

/** Timestamps leave as ISO text and times of day as HH:mm; everything else as stored. */
export const toApi = (row: Row): Row => Object.fromEntries(Object.entries(row).map(([k, v]) => [k,
  v instanceof Date ? v.toISOString() : typeof v === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : v]));

/**
 * Adds `<part>Label` to each address part of a row: the stored Thai name for Thai readers, the
 * dataset's English name for everyone else (lists and exports read it like a reference's label).
 */
export function withAddressLabels(def: MasterDef, row: Row, thai: boolean): Row {
  const parts = Object.entries(def.fields).filter(([, f]) => f.address && f.address !== 'zipCode');
  if (!parts.length) return row;
  const byPart = Object.fromEntries(parts.map(([k, f]) => [f.address!, row[k] as string | null]));
  const en = thai ? {} : (englishNames(byPart) as Record<string, string | undefined>);
  return { ...row, ...Object.fromEntries(parts.map(([k, f]) => [`${k}Label`, thai ? row[k] ?? null : en[f.address!] ?? null])) };
}

const refFields = (def: MasterDef) => Object.entries(def.fields).filter(([, f]) => f.type === 'ref').map(([k, f]) => [k, f.ref!] as const);

/**
 * The name of the row a ref column points at, in the reader's language (a correlated subquery).
 * Written with explicit names: the inner table gets an alias and the outer column its table, so a
 * reference to the same table (a company's parent) is not read as the inner row.
 */
function refLabel(ref: string, table: PgTable, col: PgColumn, thai: boolean): SQL<string | null> {
  const target = REF_TABLES[ref]!;
  const label = masterByName(ref)?.label ?? { en: 'nameEn', th: 'nameTh' };
  const labelCol = colsOf(target)[thai ? label.th : label.en]!;
  return sql<string | null>`(select r.${sql.identifier(labelCol.name)} from ${sql.identifier(getTableName(target))} r where r.id = ${sql.identifier(getTableName(table))}.${sql.identifier(col.name)})`;
}

/** The row's columns plus `<ref>Label` for each reference, so lists and exports show names. */
function selection(def: MasterDef, table: PgTable, thai: boolean) {
  const c = colsOf(table);
  return { ...getTableColumns(table), ...Object.fromEntries(refFields(def).map(([k, ref]) => [`${k}Label`, refLabel(ref, table, c[k]!, thai)])) };
}

function where(def: MasterDef, table: PgTable, input: Omit<SearchInput, 'page' | 'pageSize'>): SQL | undefined {
  const c = colsOf(table);
  const parts: SQL[] = [];
  if (input.keyword) parts.push(or(...def.search.map((f) => ilike(c[f]!, containing(input.keyword!))))!);
  if (input.active !== undefined) parts.push(eq(c.active!, input.active));
  for (const [k] of refFields(def)) {
    const id = (input as Record<string, unknown>)[k];
    if (typeof id === 'string') parts.push(eq(c[k]!, id));
  }
  return parts.length ? and(...parts) : undefined;
}

function orderOf(def: MasterDef, table: PgTable, sort?: SearchInput['sort']) {
  const c = colsOf(table);
  const s = sort ?? def.defaultSort ?? { field: def.label.en, dir: 'asc' as const };
  return [(s.dir === 'desc' ? desc : asc)(c[s.field]!), asc(c.id!)];
}

/** One page of a master, searched in every declared search field (Thai and English). */
export async function searchMaster(db: DbOrTx, def: MasterDef, table: PgTable, input: SearchInput, thai = false) {
  const w = where(def, table, input);
  const [items, [total]] = await Promise.all([
    db.select(selection(def, table, thai)).from(table).where(w).orderBy(...orderOf(def, table, input.sort)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(table).where(w),
  ]);
  return { items: (items as Row[]).map((r) => withAddressLabels(def, toApi(r), thai)), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

/** Every matching row for an export (capped: a master is reference data, not a ledger). */
export async function allRows(db: DbOrTx, def: MasterDef, table: PgTable, input: Omit<SearchInput, 'page' | 'pageSize'>, thai = false) {
  const rows = await db.select(selection(def, table, thai)).from(table).where(where(def, table, input)).orderBy(...orderOf(def, table, input.sort)).limit(50_000);
  return (rows as Row[]).map((r) => withAddressLabels(def, r, thai));
}

export async function getMaster(db: DbOrTx, def: MasterDef, table: PgTable, id: string, thai = false): Promise<Row> {
  const [row] = await db.select(selection(def, table, thai)).from(table).where(eq(colsOf(table).id!, id)).limit(1);
  if (!row) throw new AppError('RECORD_GONE');
  return withAddressLabels(def, toApi(row as Row), thai);
}

/**
 * The master's own server-side rules (hooks/) and its pictures (a company's logo and watermark must
 * be pictures uploaded for that master, checkUpload): every broken one is a field error, and
 * nothing is written.
 */
async function checkHooks(tx: DbOrTx, def: MasterDef, values: Row, actor: Caller, id?: string) {
  const issues = (await MASTER_HOOKS[def.name]?.validate?.(tx, values, id)) ?? [];
  for (const [field, f] of Object.entries(def.fields)) {
    const fileId = values[field];
    if (f.type !== 'image' || typeof fileId !== 'string') continue;
    const { code } = await checkUpload(tx, fileId, masterPictureRule(def.name), null, actor);
    if (code) issues.push({ field, code });
  }
  if (issues.length) throw new AppError('VALIDATION', {}, null, issues.map((i) => fieldError(actor.lang, i.field, i.code)));
}

/**
 * Inserts a row; the unique indexes turn a duplicate into 'already exists in the system'. Inserts,
 * updates and deletes run the master's afterWrite hook (hooks/) in their transaction.
 */
export async function insertMaster(db: DbOrTx, def: MasterDef, table: PgTable, values: Row, actor: Caller) {
  return db.transaction(async (tx) => {
    await checkHooks(tx, def, values, actor);
    const [row] = await tx.insert(table).values({ ...values, createdBy: actor.id, updatedBy: actor.id }).returning();
    const r = row as Row;
    await MASTER_HOOKS[def.name]?.afterWrite?.(tx, { before: null, after: r }, actor);
    await audit(tx, { actorId: actor.id, action: 'master.insert', objectId: def.permission, targetType: def.name, targetId: String(r.id), ip: actor.ip, requestId: actor.requestId });
    return toApi(r);
  });
}

/**
 * Changes a row; `partial` (a status switch) skips the rules that look at the whole row. The
 * master's guard (hooks/) sees every change, and the audit row keeps the changed values before and after.
 */
export async function updateMaster(db: DbOrTx, def: MasterDef, table: PgTable, id: string, values: Row, actor: Caller, partial = false) {
  return db.transaction(async (tx) => {
    const [prev] = (await tx.select().from(table).where(eq(colsOf(table).id!, id)).for('update').limit(1)) as Row[];
    if (!prev) throw new AppError('RECORD_GONE');
    await MASTER_HOOKS[def.name]?.guard?.(tx, id, actor);
    if (!partial) await checkHooks(tx, def, values, actor, id);
    const [row] = await tx.update(table).set({ ...values, updatedAt: new Date(), updatedBy: actor.id }).where(eq(colsOf(table).id!, id)).returning();
    if (!row) throw new AppError('RECORD_GONE');
    await MASTER_HOOKS[def.name]?.afterWrite?.(tx, { before: prev, after: row as Row }, actor);
    const fields = Object.keys(values);
    const pick = (r: Row) => toApi(Object.fromEntries(fields.map((f) => [f, r[f] ?? null])));
    await audit(tx, {
      actorId: actor.id, action: 'master.update', objectId: def.permission, targetType: def.name, targetId: id, ip: actor.ip, requestId: actor.requestId,
      detail: { fields, before: pick(prev), after: pick(row as Row) },
    });
    return toApi(row as Row);
  });
}

/**
 * Deletes a row nothing refers to. A row in use fails on its foreign keys and the client is
 * told to deactivate it instead (the REFERENCED message says why).
 */
export async function deleteMaster(db: DbOrTx, def: MasterDef, table: PgTable, id: string, actor: Caller) {
  await db.transaction(async (tx) => {
    await MASTER_HOOKS[def.name]?.guard?.(tx, id, actor);
    const [row] = await tx.delete(table).where(eq(colsOf(table).id!, id)).returning();
    if (!row) throw new AppError('RECORD_GONE');
    await MASTER_HOOKS[def.name]?.afterWrite?.(tx, { before: row as Row, after: null }, actor);
    await audit(tx, { actorId: actor.id, action: 'master.delete', objectId: def.permission, targetType: def.name, targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { before: toApi(row as Row) } });
  });
}

/** Options for a select box: the active rows, labelled in the reader's language (Khmer and Burmese names where the row has them). */
export async function masterOptions(db: DbOrTx, def: MasterDef, table: PgTable, lang: Lang) {
  const c = colsOf(table);
  const rows = (await db.select().from(table).where(eq(c.active!, true)).orderBy(...orderOf(def, table))) as Row[];
  // A reference travels with the option, so a form can narrow departments to the chosen company.
  const refs = refFields(def);
  return rows.map((r) => ({
    value: String(r.id), label: def.label.en === 'nameEn' && 'nameKm' in def.fields ? localName(lang, r) : String(r[lang === 'th' ? def.label.th : def.label.en]),
    labelEn: String(r[def.label.en]), labelTh: String(r[def.label.th]),
    ...(refs.length ? { refs: Object.fromEntries(refs.map(([k]) => [k, String(r[k])])) } : {}),
  }));
}

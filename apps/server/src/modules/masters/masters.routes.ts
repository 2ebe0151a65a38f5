import { z } from 'zod';
import { MASTERS, insertSchema, saveSchema, searchSchema, updateSchema, ZId, type FieldDef, type MasterDef } from '@hr/domain';
import { MASTER_TABLES } from '@hr/db';
import type { PgTable } from 'drizzle-orm/pg-core';
import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { roleCallerOf } from '../roles/role-guard';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { t } from '../../platform/i18n';
import { fieldLabel } from '../../platform/validation-errors';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName, type ExcelColumn } from '../../platform/excel';
import { businessToday } from '../../platform/maintenance';
import type { Deps } from '../../platform/context';
import { MB, readUploads, saveUploads, type UploadRule } from '../../platform/files/upload';
import { masterFileKind } from '../../platform/files/attach-upload';
import { allRows, deleteMaster, getMaster, insertMaster, searchMaster, updateMaster } from './masters.service';

const outField = (f: FieldDef, incomplete: boolean): z.ZodType => {
  const base = f.type === 'integer' || f.type === 'decimal' ? z.number() : f.type === 'boolean' ? z.boolean() : z.string();
  return f.required && !incomplete ? base : base.nullable();
};
/** The row as the API answers it, for the OpenAPI document and response validation. */
export const rowSchema = (def: MasterDef) => z.object({
  id: z.string(), active: z.boolean(), createdAt: z.string(), updatedAt: z.string(), createdBy: z.string().nullable(), updatedBy: z.string().nullable(),
  ...Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, outField(f, !!def.incompleteFields?.includes(k))])),
  // Lists name what a reference points at, in the reader's language.
  ...Object.fromEntries(Object.entries(def.fields).filter(([, f]) => f.type === 'ref' || (f.address && f.address !== 'zipCode')).map(([k]) => [`${k}Label`, z.string().nullable().optional()])),
});

/** The stored values of a write: what the caller typed plus the master's computed fields. */
const storedWith = (deps: Deps) => (def: MasterDef, values: Record<string, unknown>) =>
  (def.derive ? { ...values, ...def.derive(values, { today: businessToday(deps) }) } : values);

const MASTER_IMAGE_RULE: UploadRule = { kind: 'image', maxBytes: 3 * MB, maxFiles: 1, box: 'logo' };
const ZStoredFile = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number(), url: z.string() });

export const tableOf = (def: MasterDef) => (MASTER_TABLES as Record<string, PgTable>)[def.name]!;

/** Masters whose rows the sessions carry (a company's abbreviation, a role and its ids): a write makes every process-local session read again. */
const SESSION_MASTERS = new Set(['company', 'role']);

/**
 * One generic set of calls per declared master (SPEC.md section 7 "Masters"):
 * search / get / insert / update / status / delete (/ cancel) / excel, plus the spec's aliases.
 * Reads and writes need the master's own permission object id.
 */
export const masterRoutes = routes((app, deps) => {
  const stored = storedWith(deps);
  for (const def of MASTERS) {
    const table = tableOf(def);
    const tags = [`Master: ${def.name}`];
    const access = { permission: def.permission, scope: 'hr' as const };
    // Rows are typed loosely here: their shape comes from the declaration at run time.
    const Row = rowSchema(def) as unknown as z.ZodType<Record<string, unknown>>;
    const ZSearch = searchSchema(def);
    const base = `/api/1.0`;
    // After the write's transaction has committed, so no request can read back what it replaced.
    const written = async <T>(write: Promise<T>): Promise<T> => {
      const result = await write;
      if (SESSION_MASTERS.has(def.name)) deps.sessions.forgetAll();
      return result;
    };

    for (const url of [`${base}/search/master/${def.name}`, ...(def.aliases?.search ? [`/api${def.aliases.search}`] : [])]) {
      app.post(url, {
        schema: { tags, summary: `Search ${def.name} (keyword in ${def.search.join(', ')})`, body: ZSearch, response: replies(z.object({ items: z.array(Row), total: z.number(), page: z.number(), pageSize: z.number() })) },
        config: { access },
      }, async (req) => ok(req, await searchMaster(deps.db, def, table, req.body as z.infer<typeof ZSearch>, req.ctx.lang === 'th')));
    }

    for (const url of [`${base}/get/master/${def.name}`, ...(def.aliases?.get ? [`/api${def.aliases.get}`] : [])]) {
      app.post(url, {
        schema: { tags, summary: `One ${def.name}`, body: z.strictObject({ id: ZId }), response: replies(Row) },
        config: { access },
      }, async (req) => ok(req, await getMaster(deps.db, def, table, req.body.id, req.ctx.lang === 'th')));
    }


    app.post(`${base}/insert/master/${def.name}`, {
      schema: { tags, summary: `Add a ${def.name}`, body: insertSchema(def), response: replies(Row) },
      config: { access },
    }, async (req) => ok(req, await written(insertMaster(deps.db, def, table, stored(def, req.body as Record<string, unknown>), roleCallerOf(req)))));

    app.post(`${base}/update/master/${def.name}`, {
      schema: { tags, summary: `Change a ${def.name}`, body: updateSchema(def), response: replies(Row) },
      config: { access },
    }, async (req) => {
      const { id, ...values } = req.body as { id: string } & Record<string, unknown>;
      return ok(req, await written(updateMaster(deps.db, def, table, id, stored(def, values), roleCallerOf(req))));
    });

    if (def.aliases?.save) {
      app.post(`/api${def.aliases.save}`, {
        schema: { tags, summary: `Save a ${def.name} (insert without id, update with one)`, body: saveSchema(def), response: replies(Row) },
        config: { access },
      }, async (req) => {
        const { id, ...values } = req.body as { id?: string } & Record<string, unknown>;
        const row = stored(def, values);
        return ok(req, await written(id ? updateMaster(deps.db, def, table, id, row, roleCallerOf(req)) : insertMaster(deps.db, def, table, row, roleCallerOf(req))));
      });
    }

    for (const url of [`${base}/update/master/${def.name}/status`, ...(def.aliases?.status ? [`/api${def.aliases.status}`] : [])]) {
      app.post(url, {
        schema: { tags, summary: `Activate or deactivate a ${def.name}`, body: z.strictObject({ id: ZId, active: z.boolean({ error: 'validation.required' }) }), response: replies(Row) },
        config: { access },
      }, async (req) => ok(req, await written(updateMaster(deps.db, def, table, req.body.id, { active: req.body.active }, roleCallerOf(req), true))));
    }

    if (def.cancel) {
      app.post(`${base}/cancel/master/${def.name}`, {
        schema: { tags, summary: `Cancel (deactivate) a ${def.name}`, body: z.strictObject({ id: ZId }), response: replies(Row) },
        config: { access },
      }, async (req) => ok(req, await written(updateMaster(deps.db, def, table, req.body.id, { active: false }, roleCallerOf(req), true))));
    }

    app.post(`${base}/delete/master/${def.name}`, {
      schema: { tags, summary: `Delete a ${def.name} that nothing refers to`, body: z.strictObject({ id: ZId }), response: replies(z.null()) },
      config: { access },
    }, async (req) => {
      await written(deleteMaster(deps.db, def, table, req.body.id, roleCallerOf(req)));
      return ok(req, null);
    });

    // Pictures of a master (a company's logo and watermark): uploaded first, then named by id in the save.
    if (Object.values(def.fields).some((f) => f.type === 'image')) {
      app.post(`${base}/master/upload/${def.name}`, {
        schema: { tags, consumes: ['multipart/form-data'], summary: `Upload a picture for a ${def.name} (one JPG/PNG, 3MB, at most 40 megapixels; stored within 1024 x 1024); save its id in the row`, response: replies(ZStoredFile) },
        config: { access },
      }, async (req) => {
        const user = userOf(req);
        const uploads = await readUploads(req, MASTER_IMAGE_RULE);
        const [f] = await deps.db.transaction((tx) => saveUploads(tx, deps.files, null, user.id, masterFileKind(def.name), uploads));
        return ok(req, { ...f!, url: `/api/1.0/file/${f!.id}` });
      });
    }

    app.post(`${base}/excel/master/${def.name}`, {
      schema: { tags, summary: `Excel export of ${def.name} (same filters as search)`, body: ZSearch.omit({ page: true, pageSize: true }) },
      config: { access },
    }, async (req, reply) => {
      const lang = req.ctx.lang;
      const rows = await allRows(deps.db, def, table, req.body as z.infer<typeof ZSearch>, lang === 'th');
      // Every field, not only the list's columns: the export is the full reference table.
      // Pictures stay out: a sheet cannot show them and their ids mean nothing to a reader.
      const cols = [...Object.keys(def.fields).filter((k) => def.fields[k]!.type !== 'image'), 'active'];
      const yes = t(lang, 'masters:common.active'), no = t(lang, 'masters:common.inactive');
      // Names instead of ids, labels instead of codes: the sheet is read by people.
      const cellOf = (c: string, r: Record<string, unknown>) => {
        const type = def.fields[c]?.type;
        if (c === 'active') return r.active ? yes : no;
        if (type === 'ref' || (def.fields[c]?.address && def.fields[c]?.address !== 'zipCode')) return r[`${c}Label`];
        if (type === 'choice') return r[c] == null ? null : t(lang, `masters:choices.${String(r[c])}`);
        if (type === 'boolean') return t(lang, r[c] ? 'masters:ui.yes' : 'masters:ui.no');
        return r[c];
      };
      const columnOf = (c: string): ExcelColumn => {
        if (c === 'active') return col.text(t(lang, 'masters:common.status'));
        const f = def.fields[c]!, header = fieldLabel(lang, c);
        if (f.type === 'date') return col.date(header);
        if (f.type === 'time') return col.time(header);
        if (f.type === 'integer') return col.integer(header);
        if (f.type === 'decimal') return col.decimal(header, f.scale ?? 2);
        return col.text(header);
      };
      const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, `masters:${def.name}.title`), columns: cols.map(columnOf),
        rows: rows.map((r) => cols.map((c) => cellOf(c, r))) }]);
      return sendXlsx(reply, xlsxName(def.name, lang), bytes);
    });
  }
});

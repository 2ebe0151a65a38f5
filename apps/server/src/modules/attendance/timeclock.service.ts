import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { CsvRecord } from '@hr/domain/csv';
import {
  detectFormat, detectMapping, TIMECLOCK_COLUMNS, TIMECLOCK_LIST_LIMIT, TIMECLOCK_SAMPLE_LINES,
  type MappingSource, type MatchedClockEmployee, type TimeclockImportBody, type TimeclockMapping, type TimeclockPreview, type TimeclockPreviewBody, type TimeclockResult,
} from '@hr/domain/attendance/timeclock';
import { files, namedStatement, pgConstraint, pgErrorCode, ph, PG_UNIQUE_VIOLATION, queryRows, timeclockBatches, timeclockMappings, type Db, type DbOrTx, type NamedStatement } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { saveUploads } from '../../platform/files/upload';
import { fieldError } from '../../platform/validation-errors';
import { personSql } from './attendance-days.query';
import { analyseClockLines, insertClockPunches, type Analysis } from './timeclock.write';
import { recordsOf, type ClockFile } from './timeclock-file';

/** The import page's object id: what the routes require and the audit rows name. */
export const TIMECLOCK_OBJECT = 'employment-management.attendance-import';
const FILE_KIND = 'timeclock';

/** The mapping as remembered: with the header names of its columns, so a file whose columns moved is still read right. */
type Remembered = TimeclockMapping & { headerNames?: Partial<Record<(typeof TIMECLOCK_COLUMNS)[number], string>> };

/** Stores an uploaded export and answers its columns, first lines and the mapping the company would read it with (and, with one, the preview). */
export async function uploadClockFile(deps: Deps, file: ClockFile, companyId: string, actor: Actor): Promise<TimeclockPreview> {
  const records = await recordsOf(file.bytes, file.mime, file.name);
  if (records.length === 0) throw new AppError('TIMECLOCK_EMPTY');
  await assertCompany(deps.db, companyId, actor.lang);
  const [stored] = await deps.db.transaction((tx) => saveUploads(tx, deps.files, actor.id, actor.id, FILE_KIND, [file]));
  return previewOf(deps, deps.db, { fileId: stored!.id, fileName: file.name, records }, companyId, undefined, actor.lang);
}

/** The preview: what an import of the stored file with the mapping would write, writing nothing. */
export async function previewClockFile(deps: Deps, body: TimeclockPreviewBody, actor: Actor): Promise<TimeclockPreview> {
  await assertCompany(deps.db, body.companyId, actor.lang);
  const loaded = await loadClockFile(deps, body.fileId, actor);
  return previewOf(deps, deps.db, loaded, body.companyId, body.mapping, actor.lang);
}

/**
 * Imports the stored file: every new punch in one transaction (source 'device', the kind from
 * the state or alternating, seq after the day's recorded punches), the mapping remembered for the
 * company, and an audit row with the counts. Imports take turns (a transaction lock), so two at
 * once never number the same day twice; a web punch that takes a seq meanwhile makes the import
 * start over, reading the day again.
 */
export async function importClockFile(deps: Deps, body: TimeclockImportBody, actor: Actor): Promise<TimeclockResult> {
  await assertCompany(deps.db, body.companyId, actor.lang);
  const loaded = await loadClockFile(deps, body.fileId, actor);
  assertFits(body.mapping, loaded.records, actor.lang);
  const now = deps.clock.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('timeclock-import'))`);
        const analysis = await analyseClockLines(tx, deps.config.APP_TIMEZONE, body.companyId, loaded.records, body.mapping, now);
        // The batch first: its punches name it, and HR rolls it back whole by it.
        const [batch] = await tx.insert(timeclockBatches).values({
          companyId: body.companyId, fileId: body.fileId, fileName: loaded.fileName, punches: 0, createdBy: actor.id, updatedBy: actor.id,
        }).returning({ id: timeclockBatches.id });
        const written = await insertClockPunches(tx, analysis, actor.id, batch!.id);
        await tx.update(timeclockBatches).set({ punches: written }).where(eq(timeclockBatches.id, batch!.id));
        const counts = { ...analysis.counts, new: written, duplicates: analysis.counts.duplicates + (analysis.counts.new - written) };
        await tx.insert(timeclockMappings).values({ companyId: body.companyId, mapping: remembered(body.mapping, loaded.records), createdBy: actor.id, updatedBy: actor.id })
          .onConflictDoUpdate({ target: timeclockMappings.companyId, set: { mapping: remembered(body.mapping, loaded.records), updatedAt: now, updatedBy: actor.id } });
        await audit(tx, {
          actorId: actor.id, action: 'attendance.timeclock.import', objectId: TIMECLOCK_OBJECT, targetType: 'company', targetId: body.companyId,
          ip: actor.ip, requestId: actor.requestId, detail: { batchId: batch!.id, fileId: body.fileId, fileName: loaded.fileName, mapping: body.mapping, counts },
        });
        return { batchId: batch!.id, counts };
      });
    } catch (err) {
      const seqTaken = pgErrorCode(err) === PG_UNIQUE_VIOLATION && pgConstraint(err) === 'attendance_punches_employee_date_seq_uq';
      if (!seqTaken || attempt >= 3) throw err;
    }
  }
}

async function assertCompany(db: Db, companyId: string, lang: Lang) {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM companies WHERE id = ${companyId}`);
  if (!rows.length) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'companyId', 'invalid')]);
}

type Loaded = { fileId: string; fileName: string; records: CsvRecord[] };

/** The caller's stored upload, read again. Another person's upload, or another kind of file, is as good as gone. */
async function loadClockFile(deps: Deps, fileId: string, actor: Actor): Promise<Loaded> {
  const [row] = await deps.db.select({ key: files.storageKey, name: files.originalName, mime: files.mime }).from(files)
    .where(and(eq(files.id, fileId), eq(files.kind, FILE_KIND), eq(files.createdBy, actor.id))).limit(1);
  const bytes = row ? await deps.files.get(row.key) : null;
  if (!row || !bytes) throw new AppError('TIMECLOCK_FILE_GONE');
  return { fileId, fileName: row.name ?? '', records: await recordsOf(bytes, row.mime, row.name ?? 'timeclock') };
}

const widthOf = (records: CsvRecord[]) => records.reduce((w, r) => Math.max(w, r.fields.length), 0);
const columnsOf = (m: TimeclockMapping) => TIMECLOCK_COLUMNS.filter((c) => m[c] !== null);

/** A chosen mapping names columns the file has; each one beyond is named in the answer. */
function assertFits(m: TimeclockMapping, records: CsvRecord[], lang: Lang) {
  const width = widthOf(records);
  const beyond = columnsOf(m).filter((c) => m[c]! >= width);
  if (beyond.length) throw new AppError('VALIDATION', {}, null, beyond.map((c) => fieldError(lang, `mapping.${c}`, 'timeclockNoColumn')));
}

function remembered(m: TimeclockMapping, records: CsvRecord[]): Remembered {
  if (!m.hasHeader) return m;
  const header = records[0]?.fields ?? [];
  return { ...m, headerNames: Object.fromEntries(columnsOf(m).map((c) => [c, (header[m[c]!] ?? '').trim()])) };
}

/**
 * The company's remembered mapping applied to a file: by the header names it remembers when the
 * file has them all (the columns may have moved; without them it is another export, detected
 * afresh); a mapping of files without a header as it is, when the file is wide enough.
 */
function reapply(r: Remembered, records: CsvRecord[]): TimeclockMapping | null {
  // Mappings remembered before issue 34 have no matchByNumber: off, as every new one starts.
  const { headerNames, ...rest } = r;
  const m: TimeclockMapping = { ...rest, matchByNumber: rest.matchByNumber ?? false };
  const width = widthOf(records);
  if (m.hasHeader && headerNames) {
    const header = (records[0]?.fields ?? []).map((h) => h.trim());
    const moved = { ...m };
    let all = true;
    for (const c of columnsOf(m)) {
      const i = header.indexOf(headerNames[c] ?? '');
      if (i < 0) all = false;
      else moved[c] = i;
    }
    return all ? moved : null;
  }
  return columnsOf(m).every((c) => m[c]! < width) ? m : null;
}

async function mappingFor(db: DbOrTx, companyId: string, records: CsvRecord[], chosen: TimeclockMapping | undefined): Promise<{ mapping: TimeclockMapping | null; source: MappingSource }> {
  if (chosen) return { mapping: chosen, source: 'chosen' };
  const [row] = await db.select({ mapping: timeclockMappings.mapping }).from(timeclockMappings).where(eq(timeclockMappings.companyId, companyId));
  const again = row ? reapply(row.mapping as Remembered, records) : null;
  if (again) return { mapping: again, source: 'remembered' };
  const detected = detectMapping(records.slice(0, 50).map((r) => r.fields));
  return detected ? { mapping: detected, source: 'detected' } : { mapping: null, source: 'none' };
}

async function previewOf(deps: Deps, db: DbOrTx, loaded: Loaded, companyId: string, chosen: TimeclockMapping | undefined, lang: Lang): Promise<TimeclockPreview> {
  const { records } = loaded;
  if (chosen) assertFits(chosen, records, lang);
  const { mapping, source } = await mappingFor(db, companyId, records, chosen);
  const head = {
    fileId: loaded.fileId, fileName: loaded.fileName, firstRow: records[0]?.fields ?? [], sample: records.slice(1, 1 + TIMECLOCK_SAMPLE_LINES).map((r) => r.fields),
    format: records[0] ? detectFormat(records[0].fields) : null,
  };
  if (!mapping) return { ...head, mapping: null, mappingSource: source, counts: null, matched: [], unknownIds: [], problems: [] };
  const analysis: Analysis = await analyseClockLines(db, deps.config.APP_TIMEZONE, companyId, records, mapping, deps.clock.now());
  return {
    ...head, mapping, mappingSource: source, counts: analysis.counts, matched: await matchedOf(db, analysis, lang),
    unknownIds: analysis.unknownIds.slice(0, TIMECLOCK_LIST_LIMIT),
    problems: analysis.problems.slice(0, TIMECLOCK_LIST_LIMIT).map((p) => analysis.describe(p, lang)),
  };
}

/** The statement naming a file's employees, per language (a company's whole staff can be in one file: one array parameter, not one per id). */
const matchedStatements = new Map<Lang, NamedStatement<{ id: string; code: string; name: string }>>();

/** The employees a file names, by code, with their names in the reader's language: whom HR checks before importing. */
async function matchedOf(db: DbOrTx, analysis: Analysis, lang: Lang): Promise<MatchedClockEmployee[]> {
  const ids = [...analysis.matched.keys()];
  if (!ids.length) return [];
  let statement = matchedStatements.get(lang);
  if (!statement) {
    statement = namedStatement(`timeclock_matched_${lang}`, () => sql`
      SELECT e.id, e.employee_code AS code, ${personSql(lang, 'e')} AS name FROM employees e WHERE e.id = ANY(${ph('ids')}::uuid[])
      ORDER BY e.employee_code LIMIT ${sql.raw(String(TIMECLOCK_LIST_LIMIT))}`);
    matchedStatements.set(lang, statement);
  }
  const rows = await statement(db, { ids });
  return rows.map((r) => {
    const m = analysis.matched.get(r.id)!;
    return { employeeId: r.id, code: r.code, name: r.name, fileIds: [...m.fileIds].sort(), punches: m.punches, new: m.new };
  });
}

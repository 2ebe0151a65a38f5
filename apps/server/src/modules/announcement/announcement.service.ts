import { and, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_PERMISSION, ANNOUNCEMENT_POST_OWN_PERMISSION, checkAnnouncementTimes, type AnnouncementPostOwn, type AnnouncementSave, type FieldError,
} from '@hr/domain';
import {
  announcementAttachments, announcementCompanies, announcementDepartments, announcementEmployees, announcements, companies, departments, employees, files,
  queryRows, type DbOrTx,
} from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { sanitizeAnnouncementHtml } from './announcement-html';
import { remindUnread, tellAudience, type AnnouncementTold } from './announcement.notices';

/** The stored kinds of the two uploads (files.kind): the file route lets the audience read them. */
export const ANNOUNCEMENT_FILE_KINDS = { image: 'announcement-image', attachment: 'announcement-attachment' } as const;
const invalid = (fields: FieldError[]) => new AppError('VALIDATION', {}, null, fields);
const LANG_KEYS = ['En', 'Th', 'Km', 'My'] as const;

type Body = ReturnType<typeof normalise>;
/** The save body with its HTML sanitised and optional texts null (a blank description is none). */
function normalise(input: AnnouncementSave) {
  const html = (v: string | null | undefined) => {
    const clean = v ? sanitizeAnnouncementHtml(v) : '';
    return clean.replace(/<[^>]*>/g, '').trim() ? clean : null;
  };
  return {
    titleEn: input.titleEn.trim(), titleTh: input.titleTh.trim(), titleKm: input.titleKm?.trim() || null, titleMy: input.titleMy?.trim() || null,
    descriptionEn: html(input.descriptionEn), descriptionTh: html(input.descriptionTh), descriptionKm: html(input.descriptionKm), descriptionMy: html(input.descriptionMy),
    imageEn: input.imageEn, imageTh: input.imageTh, imageKm: input.imageKm ?? null, imageMy: input.imageMy ?? null,
    attachmentIds: [...new Set(input.attachmentIds ?? [])],
    schedule: input.schedule, startAt: input.startAt ?? null, endAt: input.endAt, urgent: !!input.urgent,
    audienceAll: !!input.audienceAll,
    companyIds: [...new Set(input.companyIds ?? [])], departmentIds: [...new Set(input.departmentIds ?? [])], employeeIds: [...new Set(input.employeeIds ?? [])],
  };
}

/**
 * The uploads a save names must be announcement uploads of the right kind, made by the caller or
 * already this announcement's; anything else is answered as a missing upload on its field, so the
 * ids of other people's files cannot be probed or borrowed.
 */
async function checkFiles(tx: DbOrTx, b: Body, actor: Actor, id: string | null): Promise<FieldError[]> {
  const wanted = [...LANG_KEYS.flatMap((l) => (b[`image${l}`] ? [{ field: `image${l}`, id: b[`image${l}`]!, kind: ANNOUNCEMENT_FILE_KINDS.image }] : [])),
    ...b.attachmentIds.map((f, i) => ({ field: `attachmentIds.${i}`, id: f, kind: ANNOUNCEMENT_FILE_KINDS.attachment }))];
  if (!wanted.length) return [];
  const rows = await queryRows<{ id: string; kind: string; created_by: string | null; mine: boolean }>(tx, sql`
    SELECT f.id, f.kind, f.created_by, ${id ? sql`(EXISTS (SELECT 1 FROM announcements a WHERE a.id = ${id}
        AND f.id IN (a.image_en_file_id, a.image_th_file_id, a.image_km_file_id, a.image_my_file_id))
      OR EXISTS (SELECT 1 FROM announcement_attachments t WHERE t.announcement_id = ${id} AND t.file_id = f.id))` : sql`false`} AS mine
    FROM files f WHERE f.id IN (${sql.join(wanted.map((w) => sql`${w.id}::uuid`), sql`, `)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((w) => {
    const f = byId.get(w.id);
    if (!f || !(f.mine || f.created_by === actor.id) || !Object.values(ANNOUNCEMENT_FILE_KINDS).includes(f.kind as never)) return [fieldError(actor.lang, w.field, 'uploadNotFound')];
    return f.kind === w.kind ? [] : [fieldError(actor.lang, w.field, 'uploadWrongUse')];
  });
}

/** Every company, department and person of the audience exists (people: active); a wrong one is named by its position. */
async function checkAudience(tx: DbOrTx, b: Body, actor: Actor): Promise<FieldError[]> {
  const found = async (table: typeof companies | typeof departments, ids: string[]) =>
    new Set(ids.length ? (await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), eq(table.active, true)))).map((r) => r.id) : []);
  const people = new Set(b.employeeIds.length
    ? (await tx.select({ id: employees.id }).from(employees).where(and(inArray(employees.id, b.employeeIds), eq(employees.active, true)))).map((r) => r.id) : []);
  const [cs, ds] = [await found(companies, b.companyIds), await found(departments, b.departmentIds)];
  const bad = (field: string, ids: string[], ok: Set<string>) => ids.flatMap((v, i) => (ok.has(v) ? [] : [fieldError(actor.lang, `${field}.${i}`, 'invalid')]));
  return [...bad('companyIds', b.companyIds, cs), ...bad('departmentIds', b.departmentIds, ds), ...bad('employeeIds', b.employeeIds, people)].slice(0, 50);
}

/** Writes the audience and attachment rows of an announcement as sets, replacing the earlier ones. */
async function writeSets(tx: DbOrTx, id: string, b: Body) {
  for (const t of [announcementCompanies, announcementDepartments, announcementEmployees, announcementAttachments]) await tx.delete(t).where(eq(t.announcementId, id));
  if (!b.audienceAll) {
    if (b.companyIds.length) await tx.insert(announcementCompanies).values(b.companyIds.map((companyId) => ({ announcementId: id, companyId })));
    if (b.departmentIds.length) await tx.insert(announcementDepartments).values(b.departmentIds.map((departmentId) => ({ announcementId: id, departmentId })));
    if (b.employeeIds.length) await tx.insert(announcementEmployees).values(b.employeeIds.map((employeeId) => ({ announcementId: id, employeeId })));
  }
  if (b.attachmentIds.length) await tx.insert(announcementAttachments).values(b.attachmentIds.map((fileId, position) => ({ announcementId: id, fileId, position })));
}

/** The files an announcement used before a save and no longer does (deleted with their bytes once it commits). */
async function filesOf(tx: DbOrTx, id: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(tx, sql`
    SELECT unnest(ARRAY[image_en_file_id, image_th_file_id, image_km_file_id, image_my_file_id]) AS id FROM announcements WHERE id = ${id}
    UNION SELECT file_id FROM announcement_attachments WHERE announcement_id = ${id}`);
  return rows.map((r) => r.id).filter(Boolean);
}

/** Deletes file rows no announcement uses any more, then their bytes (after the transaction that dropped them). */
export async function dropUnusedFiles(deps: Pick<Deps, 'db' | 'files'>, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const gone = await queryRows<{ key: string }>(deps.db, sql`
    DELETE FROM files f WHERE f.id = ANY(${`{${ids.join(',')}}`}::uuid[])
      AND NOT EXISTS (SELECT 1 FROM announcements a WHERE f.id IN (a.image_en_file_id, a.image_th_file_id, a.image_km_file_id, a.image_my_file_id))
      AND NOT EXISTS (SELECT 1 FROM announcement_attachments t WHERE t.file_id = f.id)
    RETURNING storage_key AS key`);
  await Promise.all(gone.map((g) => deps.files.remove(g.key).catch(() => undefined)));
}

const told = (a: typeof announcements.$inferSelect): AnnouncementTold => a;

/**
 * Saves an announcement (HR, any audience; or an own-department post): checks, writes it with its
 * audience and attachments in one transaction, and when it starts at once (publish now, or a
 * start already past) marks it published and tells its audience in the same transaction.
 */
async function store(deps: Deps, actor: Actor, id: string | undefined, b: Body, ownDepartment: boolean): Promise<string> {
  const now = deps.clock.now();
  const issues: FieldError[] = checkAnnouncementTimes(b, now.toISOString()).map((i) => fieldError(actor.lang, i.field, i.key.replace(/^validation\./, '')));
  for (const l of ['En', 'Th'] as const) if (!b[`description${l}`]) issues.push(fieldError(actor.lang, `description${l}`, 'required'));
  const startAt = b.schedule === 'now' ? now : new Date(b.startAt!);
  const result = await deps.db.transaction(async (tx) => {
    let before: typeof announcements.$inferSelect | undefined;
    if (id) {
      [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update').limit(1);
      if (!before) throw new AppError('RECORD_GONE');
    }
    const all = [...issues, ...await checkFiles(tx, b, actor, id ?? null), ...await checkAudience(tx, b, actor)];
    if (all.length) throw invalid(all);
    const values = {
      titleEn: b.titleEn, titleTh: b.titleTh, titleKm: b.titleKm, titleMy: b.titleMy,
      descriptionEn: b.descriptionEn!, descriptionTh: b.descriptionTh!, descriptionKm: b.descriptionKm, descriptionMy: b.descriptionMy,
      imageEnFileId: b.imageEn, imageThFileId: b.imageTh, imageKmFileId: b.imageKm, imageMyFileId: b.imageMy,
      // Editing a published announcement keeps the moment it was published from.
      schedule: b.schedule, startAt: before?.publishedAt && b.schedule === 'now' ? before.startAt : startAt, endAt: new Date(b.endAt), urgent: b.urgent,
      audienceAll: b.audienceAll, ownDepartment, updatedAt: now, updatedBy: actor.id,
    };
    const earlier = id ? await filesOf(tx, id) : [];
    const [row] = id
      ? await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning()
      : await tx.insert(announcements).values({ ...values, createdAt: now, createdBy: actor.id }).returning();
    await writeSets(tx, row!.id, b);
    const published = await publishIfDue(deps, tx, row!.id, now);
    await audit(tx, {
      actorId: actor.id, action: id ? 'announcement.update' : 'announcement.create', objectId: ownDepartment ? ANNOUNCEMENT_POST_OWN_PERMISSION : ANNOUNCEMENT_PERMISSION,
      targetType: 'announcement', targetId: row!.id, ip: actor.ip, requestId: actor.requestId, detail: { urgent: b.urgent, schedule: b.schedule, published: !!published },
    });
    return { id: row!.id, earlier };
  });
  await dropUnusedFiles(deps, result.earlier);
  await deps.mail.flush();
  return result.id;
}

/** HR saves an announcement (save/annoucement): an insert without id, an update with one. */
export function saveAnnouncement(deps: Deps, actor: Actor, input: AnnouncementSave): Promise<string> {
  return store(deps, actor, input.id, normalise(input), false);
}

/** /addAnoucement: an announcement to the poster's own department, never urgent (urgency mails people; HR decides that). */
export async function postOwnAnnouncement(deps: Deps, actor: Actor, input: AnnouncementPostOwn): Promise<string> {
  const [me] = await deps.db.select({ departmentId: employees.departmentId }).from(employees).where(eq(employees.id, actor.id)).limit(1);
  if (!me?.departmentId) throw new AppError('ANNOUNCEMENT_NO_DEPARTMENT');
  return store(deps, actor, undefined, normalise({ ...input, urgent: false, audienceAll: false, companyIds: [], employeeIds: [], departmentIds: [me.departmentId] }), true);
}

/**
 * Marks one announcement published and tells its audience, when it has started and is not told
 * yet. The conditional UPDATE is the claim: of two processes (or a save and the job) exactly one
 * gets the row back, so nobody is told twice.
 */
async function publishIfDue(deps: Deps, tx: DbOrTx, id: string, now: Date) {
  const [a] = await tx.update(announcements).set({ publishedAt: now })
    .where(and(eq(announcements.id, id), isNull(announcements.publishedAt), lte(announcements.startAt, now), gt(announcements.endAt, now))).returning();
  if (!a) return null;
  return tellAudience(deps, tx, told(a), now);
}

/**
 * The publishing job: every announcement whose start has come and whose audience is not told yet
 * is marked and told, each in its own transaction (one announcement's failure does not hold back
 * the others). Safe to run in every server process at once: see publishIfDue.
 */
export async function publishDueAnnouncements(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.select({ id: announcements.id }).from(announcements)
    .where(and(isNull(announcements.publishedAt), lte(announcements.startAt, now), gt(announcements.endAt, now))).orderBy(announcements.startAt).limit(100);
  let n = 0;
  for (const { id } of due) if (await deps.db.transaction((tx) => publishIfDue(deps, tx, id, now))) n++;
  if (n) await deps.mail.flush();
  return n;
}

/** Deletes an announcement with its audience, receipts and files. */
export async function deleteAnnouncement(deps: Deps, actor: Actor, id: string): Promise<void> {
  const used = await deps.db.transaction(async (tx) => {
    const [a] = await tx.select({ id: announcements.id }).from(announcements).where(eq(announcements.id, id)).for('update').limit(1);
    if (!a) throw new AppError('RECORD_GONE');
    const fileIds = await filesOf(tx, id);
    await tx.delete(announcements).where(eq(announcements.id, id));
    await audit(tx, { actorId: actor.id, action: 'announcement.delete', objectId: ANNOUNCEMENT_PERMISSION, targetType: 'announcement', targetId: id, ip: actor.ip, requestId: actor.requestId });
    return fileIds;
  });
  await dropUnusedFiles(deps, used);
}

/**
 * delete/upload/announcement: removes a file the caller uploaded that no announcement uses (one
 * taken off the form before saving). Someone else's upload is answered as a missing one.
 */
export async function deleteAnnouncementUpload(deps: Deps, actor: Actor, fileId: string): Promise<void> {
  const [f] = await deps.db.select({ id: files.id, createdBy: files.createdBy, kind: files.kind }).from(files).where(eq(files.id, fileId)).limit(1);
  if (!f || f.createdBy !== actor.id || !Object.values(ANNOUNCEMENT_FILE_KINDS).includes(f.kind as never)) throw new AppError('FILE_NOT_FOUND');
  const [used] = await queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM announcements a
    WHERE ${fileId}::uuid IN (a.image_en_file_id, a.image_th_file_id, a.image_km_file_id, a.image_my_file_id)
      OR EXISTS (SELECT 1 FROM announcement_attachments t WHERE t.announcement_id = a.id AND t.file_id = ${fileId})`);
  if (used!.n) throw new AppError('ANNOUNCEMENT_FILE_IN_USE');
  await dropUnusedFiles(deps, [fileId]);
}

/** HR's reminder to the audience who have not read a published announcement. */
export async function remindAnnouncement(deps: Deps, actor: Actor, id: string): Promise<{ notified: number; mailed: number }> {
  const now = deps.clock.now();
  const r = await deps.db.transaction(async (tx) => {
    const [a] = await tx.select().from(announcements).where(eq(announcements.id, id)).limit(1);
    if (!a) throw new AppError('RECORD_GONE');
    if (!(a.startAt <= now && a.endAt > now)) throw new AppError('ANNOUNCEMENT_NOT_SHOWING');
    const out = await remindUnread(deps, tx, told(a), now);
    await audit(tx, { actorId: actor.id, action: 'announcement.remind', objectId: ANNOUNCEMENT_PERMISSION, targetType: 'announcement', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: out });
    return out;
  });
  await deps.mail.flush();
  return r;
}

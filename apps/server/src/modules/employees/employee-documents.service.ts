import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { employeeDocuments as d, employees, files, masterDocumentFileTypes, type Db } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { attachUpload } from '../../platform/files/attach-upload';
import { fieldError } from '../../platform/validation-errors';
import { nameSql } from '../../platform/local-name';

const types = masterDocumentFileTypes as unknown as Record<'id' | 'nameEn' | 'nameTh' | 'active', PgColumn>;
/** Who may change which documents: HR any, the employee only those they filed themselves. */
export type DocumentEditor = 'hr' | 'self';

async function ensureEmployee(db: Pick<Db, 'select'>, employeeId: string, lock = false) {
  const q = db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId));
  const [e] = await (lock ? q.for('update') : q).limit(1);
  if (!e) throw new AppError('RECORD_GONE');
}

/**
 * Every document-file type of the master (active ones, and retired ones the employee still has a
 * document of), each with the employee's document or null: the documents tab and /1.0/get/documentupload.
 */
export async function listDocuments(db: Db, employeeId: string, lang: Lang) {
  await ensureEmployee(db, employeeId);
  const rows = await db.select({
    documentTypeId: sql<string>`${types.id}`, documentType: sql<string>`${nameSql(lang, types)}`, active: sql<boolean>`${types.active}`,
    id: d.id, fileId: d.fileId, updatedAt: d.updatedAt, updatedBy: d.updatedBy, fileName: files.originalName, mime: files.mime, size: files.size,
  }).from(masterDocumentFileTypes)
    .leftJoin(d, and(eq(d.documentTypeId, types.id), eq(d.employeeId, employeeId)))
    .leftJoin(files, eq(files.id, d.fileId))
    .where(or(eq(types.active, true), sql`${d.id} is not null`))
    .orderBy(asc(nameSql(lang, types)));
  return rows.map(({ id, fileId, updatedAt, updatedBy, fileName, mime, size, ...type }) => ({
    ...type,
    document: id && fileId ? { id, fileId, fileName: fileName!, mime: mime!, size: size!, updatedAt: updatedAt!.toISOString(), filedBySelf: updatedBy === employeeId } : null,
  }));
}

/**
 * Files the employee's document of one type (one per type). When there is one already it is
 * replaced only if the caller confirmed (`replace`), so a client that has not seen it cannot
 * overwrite it silently; an employee cannot replace a document HR filed.
 */
export async function saveDocument(db: Db, employeeId: string, v: { documentTypeId: string; fileId: string; replace?: boolean }, editor: DocumentEditor, actor: Actor) {
  return db.transaction(async (tx) => {
    await ensureEmployee(tx, employeeId, true);
    const [type] = await tx.select({ id: types.id }).from(masterDocumentFileTypes).where(and(eq(types.id, v.documentTypeId), eq(types.active, true))).limit(1);
    if (!type) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'documentTypeId', 'invalid')]);
    const [existing] = await tx.select({ id: d.id, updatedBy: d.updatedBy }).from(d).where(and(eq(d.employeeId, employeeId), eq(d.documentTypeId, v.documentTypeId))).limit(1);
    if (existing && editor === 'self' && existing.updatedBy !== employeeId) throw new AppError('DOCUMENT_FILED_BY_HR');
    if (existing && !v.replace) throw new AppError('DOCUMENT_EXISTS');
    await attachUpload(tx, v.fileId, employeeId, 'fileId', 'recordDocument', actor);
    const [row] = existing
      ? await tx.update(d).set({ fileId: v.fileId, updatedAt: new Date(), updatedBy: actor.id }).where(eq(d.id, existing.id)).returning()
      : await tx.insert(d).values({ employeeId, documentTypeId: v.documentTypeId, fileId: v.fileId, createdBy: actor.id, updatedBy: actor.id }).returning();
    await audit(tx, { actorId: actor.id, action: existing ? 'employee.document.replace' : 'employee.document.add', objectId: 'employee', targetType: 'employee', targetId: employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { documentTypeId: v.documentTypeId, fileId: v.fileId } });
    return row!;
  });
}

/**
 * Removes a document from the record (its file stays in the store, the employee's, for the audit
 * trail). `employeeId` limits it to that employee's documents (self service), which must be ones
 * they filed; another's document answers as gone.
 */
export async function deleteDocument(db: Db, documentId: string, employeeId: string | null, actor: Actor) {
  await db.transaction(async (tx) => {
    const [doc] = await tx.select({ employeeId: d.employeeId, updatedBy: d.updatedBy, documentTypeId: d.documentTypeId }).from(d)
      .where(and(eq(d.id, documentId), employeeId ? eq(d.employeeId, employeeId) : undefined)).for('update').limit(1);
    if (!doc) throw new AppError('RECORD_GONE');
    if (employeeId && doc.updatedBy !== employeeId) throw new AppError('DOCUMENT_FILED_BY_HR');
    await tx.delete(d).where(eq(d.id, documentId));
    await audit(tx, { actorId: actor.id, action: 'employee.document.delete', objectId: 'employee', targetType: 'employee', targetId: doc.employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { documentTypeId: doc.documentTypeId } });
  });
}

import { and, eq, notExists } from 'drizzle-orm';
import { z } from 'zod';
import { attachmentRequired, ZUuid } from '@hr/domain';
import { LEAVE_MAX_FILES } from '@hr/domain/leave/schemas';
import { files, leaveRequestFiles, leaveRequests, leaveTypes } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { userOf } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { replies } from '../../platform/envelope';
import { MB, readUploads, saveUploads, type UploadRule } from '../../platform/files/upload';
import { sendStoredFile } from '../../platform/files/download';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { assertMayView } from './leave-view.query';

const tags = ['Leave'];
const SELF = { permission: 'self-service.leave-request', scope: 'self' as const };
/** SPEC sections 5 and 9: up to 3 files, 3MB each; JPG, PNG or PDF (a medical certificate is often a scan). */
export const LEAVE_UPLOAD: UploadRule = { kind: 'image-or-pdf', maxBytes: 3 * MB, maxFiles: LEAVE_MAX_FILES };
const ZStored = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number(), url: z.string() });

/**
 * A leave request's files: the employee uploads them first (user/upload/leave), then names them
 * in the request; they may remove one of a pending request or an upload they did not use; the
 * request's readers (requester, approvers up the line, HR) download them through the request, so
 * an approver can read a medical certificate without the "read anyone's files" permission.
 */
export const leaveFileRoutes = routes((app, deps) => {
  app.post('/api/1.0/user/upload/leave', {
    schema: { tags, consumes: ['multipart/form-data'], summary: 'Upload up to 3 files for a leave request (JPG, PNG or PDF by content, 3MB each) as the caller', response: replies(z.array(ZStored)) },
    config: { access: SELF },
  }, async (req) => {
    const user = userOf(req);
    const uploads = await readUploads(req, LEAVE_UPLOAD);
    const stored = await deps.db.transaction((tx) => saveUploads(tx, deps.files, user.id, user.id, 'leave', uploads));
    return ok(req, stored.map((f) => ({ ...f, url: `/api/1.0/file/${f.id}` })));
  });

  app.post('/api/1.0/delete/upload/leave', {
    schema: { tags, summary: 'Remove a file: from the caller\'s pending request (with requestId), or an upload of theirs that no request uses',
      body: z.strictObject({ fileId: ZUuid, requestId: ZUuid.optional() }), response: replies(z.null()) },
    config: { access: SELF },
  }, async (req) => {
    const user = userOf(req);
    const { fileId, requestId } = req.body;
    const removedKey = await deps.db.transaction(async (tx): Promise<string | null> => {
      if (requestId) {
        const [q] = await tx.select({ status: leaveRequests.status, days: leaveRequests.days, requiresAttachment: leaveTypes.requiresAttachment, attachmentFromDays: leaveTypes.attachmentFromDays })
          .from(leaveRequests).innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
          .where(and(eq(leaveRequests.id, requestId), eq(leaveRequests.employeeId, user.id))).for('update', { of: leaveRequests });
        if (!q) throw new AppError('RECORD_GONE');
        if (q.status !== 'pending') throw new AppError('LEAVE_NOT_PENDING');
        const [gone] = await tx.delete(leaveRequestFiles).where(and(eq(leaveRequestFiles.requestId, requestId), eq(leaveRequestFiles.fileId, fileId))).returning({ id: leaveRequestFiles.id });
        if (!gone) throw new AppError('FILE_NOT_FOUND');
        // A request that needs a supporting file keeps one (issue 14): the last goes only with a replacement, through an edit.
        const [left] = await tx.select({ id: leaveRequestFiles.id }).from(leaveRequestFiles).where(eq(leaveRequestFiles.requestId, requestId)).limit(1);
        if (!left && attachmentRequired({ requiresAttachment: Boolean(q.requiresAttachment), attachmentFromDays: q.attachmentFromDays as number | null }, Number(q.days))) {
          throw new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, 'fileIds', 'leaveAttachmentRequired')]);
        }
        return null;
      }
      // An unused upload of the caller's: the row goes, so it can never be attached afterwards.
      const [gone] = await tx.delete(files).where(and(eq(files.id, fileId), eq(files.ownerId, user.id), eq(files.kind, 'leave'),
        notExists(tx.select({ id: leaveRequestFiles.id }).from(leaveRequestFiles).where(eq(leaveRequestFiles.fileId, fileId))))).returning({ key: files.storageKey });
      if (!gone) throw new AppError('FILE_NOT_FOUND');
      return gone.key;
    });
    // The bytes go once the row is gone for good (a rollback would otherwise leave a row without them).
    if (removedKey) await deps.files.remove(removedKey);
    return ok(req, null);
  });

  app.get('/api/1.1/file/leave/:requestId/:fileId', {
    schema: { tags, summary: 'Download a file of a leave request the caller may read', params: z.strictObject({ requestId: ZUuid, fileId: ZUuid }) },
    config: { access: { permission: ['self-service.leave-request', 'employment-management.approval', 'employment-management.leave-management'], scope: 'lead' as const } },
  }, async (req, reply) => {
    const user = userOf(req);
    const [row] = await deps.db.select({ employeeId: leaveRequests.employeeId, file: files }).from(leaveRequestFiles)
      .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestFiles.requestId)).innerJoin(files, eq(files.id, leaveRequestFiles.fileId))
      .where(and(eq(leaveRequestFiles.requestId, req.params.requestId), eq(leaveRequestFiles.fileId, req.params.fileId))).limit(1);
    if (!row) throw new AppError('FILE_NOT_FOUND');
    await assertMayView(deps.db, user, row.employeeId, req.params.requestId).catch(() => { throw new AppError('FILE_NOT_FOUND'); });
    return sendStoredFile(reply, deps.files, row.file);
  });
});

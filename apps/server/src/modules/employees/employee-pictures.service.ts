import { eq } from 'drizzle-orm';
import type { PictureKind } from '@hr/domain/employee/attachments';
import { employees } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { attachUpload, type FileUse } from '../../platform/files/attach-upload';

const COLUMN = { profile: 'imageProfileFileId', signature: 'eSignatureFileId' } as const satisfies Record<PictureKind, keyof typeof employees.$inferSelect>;
/** A picture uploaded for its place (imageProfile, imagedata?purpose=): it is stored at the size its screens show. */
const USE = { profile: 'profilePicture', signature: 'signature' } as const satisfies Record<PictureKind, FileUse>;

/** Sets (an uploaded JPG/PNG, which becomes the employee's file) or removes (null) the employee's profile picture or e-signature. */
export async function savePicture(deps: Deps, employeeId: string, kind: PictureKind, fileId: string | null, actor: Actor) {
  await deps.db.transaction(async (tx) => {
    const [e] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update').limit(1);
    if (!e) throw new AppError('RECORD_GONE');
    if (fileId) await attachUpload(tx, fileId, employeeId, 'fileId', USE[kind], actor);
    await tx.update(employees).set({ [COLUMN[kind]]: fileId, updatedAt: new Date(), updatedBy: actor.id }).where(eq(employees.id, employeeId));
    await audit(tx, { actorId: actor.id, action: `employee.picture.${fileId ? 'set' : 'remove'}`, objectId: 'employee', targetType: 'employee', targetId: employeeId,
      ip: actor.ip, requestId: actor.requestId, detail: { kind, fileId } });
  });
  // The profile picture is part of what the sessions show (getProfile).
  deps.sessions.forgetEmployee(employeeId);
  return { kind, fileId, url: fileId ? `/api/1.0/file/${fileId}` : null };
}

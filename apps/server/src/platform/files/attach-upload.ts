import { eq } from 'drizzle-orm';
import { files, type DbOrTx } from '@hr/db';
import { AppError } from '../app-error';
import type { Actor } from '../context';
import { fieldError } from '../validation-errors';
import { MB, UPLOAD_MIME, type UploadKind } from './upload';

/** What a record accepts in one of its file fields. */
export type AttachRule = { kind: Extract<UploadKind, 'image' | 'image-or-pdf'>; maxBytes?: number };

/**
 * Attaches an uploaded file to an employee's record, inside the caller's transaction. The file must
 * be one the caller uploaded (or already the employee's), of a type the field takes and at most 3MB;
 * anything else is answered on the field as if there were no such file, so ids of other people's
 * uploads cannot be probed. The file then belongs to the employee, who may download it from their
 * record, while HR reads it through "read other employees' files".
 */
export async function attachUpload(tx: DbOrTx, fileId: string, employeeId: string, field: string, rule: AttachRule, actor: Actor): Promise<void> {
  const [f] = await tx.select({ ownerId: files.ownerId, mime: files.mime, size: files.size }).from(files).where(eq(files.id, fileId)).for('update').limit(1);
  const bad = (code: string) => new AppError('VALIDATION', {}, null, [fieldError(actor.lang, field, code)]);
  if (!f || (f.ownerId !== actor.id && f.ownerId !== employeeId)) throw bad('uploadNotFound');
  if (!UPLOAD_MIME[rule.kind].includes(f.mime)) throw bad(rule.kind === 'image' ? 'pictureOnly' : 'documentFileOnly');
  if (f.size > (rule.maxBytes ?? 3 * MB)) throw bad('tooLarge');
  if (f.ownerId !== employeeId) await tx.update(files).set({ ownerId: employeeId }).where(eq(files.id, fileId));
}

import { eq } from 'drizzle-orm';
import { files, type DbOrTx } from '@hr/db';
import { AppError } from '../app-error';
import type { Actor } from '../context';
import { fieldError } from '../validation-errors';
import { MB, UPLOAD_MIME, type UploadKind } from './upload';

/** The kinds of upload (the endpoint a file came through, kept in files.kind) a field takes. */
const RECORD = ['file', 'imagedata'] as const;

/** What a field that names an uploaded file accepts. `master`: the file belongs to no one (a company's logo is shown to every member). */
export type FileRule = { types: Extract<UploadKind, 'image' | 'image-or-pdf' | 'pdf'>; kinds: readonly string[]; master?: true; maxBytes?: number };

/**
 * Every employee field that names an uploaded file, with the types it takes and the uploads made
 * for it (issue 13 point 6): a leave request takes only leave uploads, a profile picture or a
 * signature only one uploaded (and sized) for it, a record's document or photo the record's
 * generic uploads. Masters' pictures: masterPictureRule.
 */
export const FILE_USES = {
  recordPhoto: { types: 'image', kinds: RECORD },
  recordDocument: { types: 'image-or-pdf', kinds: RECORD },
  profilePicture: { types: 'image', kinds: ['imageProfile'] },
  signature: { types: 'image', kinds: ['signature'] },
  leave: { types: 'image-or-pdf', kinds: ['leave'] },
} as const satisfies Record<string, FileRule>;
export type FileUse = keyof typeof FILE_USES;

/** Pictures of master rows (logos) are shown to every member, so they are stored under a kind of their own. */
export const masterFileKind = (name: string) => `master-${name}`;
/** A master's picture field (a company's logo, its watermark) takes only a picture uploaded for that master. */
export const masterPictureRule = (name: string): FileRule => ({ types: 'image', kinds: [masterFileKind(name)], master: true });

/**
 * Checks a reference to an uploaded file, inside the caller's transaction: answers the file and the
 * field error's code, null when the field may use it. The file must be one the caller uploaded (or already the
 * employee's; for a master, a master picture); anything else is answered as if there were no such
 * file, so ids of other people's uploads cannot be probed. It must then have been uploaded for
 * this use, be of a type the field takes and at most 3MB.
 */
export async function checkUpload(tx: DbOrTx, fileId: string, rule: FileRule, employeeId: string | null, actor: Actor) {
  const [f] = await tx.select({ ownerId: files.ownerId, kind: files.kind, mime: files.mime, size: files.size }).from(files).where(eq(files.id, fileId)).for('update').limit(1);
  const seen = f && (f.ownerId === actor.id || (rule.master ? f.ownerId === null : f.ownerId !== null && f.ownerId === employeeId));
  if (!f || !seen) return { file: null, code: 'uploadNotFound' } as const;
  if (!rule.kinds.includes(f.kind)) return { file: f, code: 'uploadWrongUse' } as const;
  if (!UPLOAD_MIME[rule.types].includes(f.mime)) return { file: f, code: rule.types === 'image' ? 'pictureOnly' : rule.types === 'pdf' ? 'pdfOnly' : 'documentFileOnly' } as const;
  if (f.size > (rule.maxBytes ?? 3 * MB)) return { file: f, code: 'tooLarge' } as const;
  return { file: f, code: null } as const;
}

/**
 * Attaches an uploaded file to an employee's record (checkUpload, refused on `field`). The file
 * then belongs to the employee, who may download it from their record, while HR reads it through
 * "read other employees' files".
 */
export async function attachUpload(tx: DbOrTx, fileId: string, employeeId: string, field: string, use: FileUse, actor: Actor): Promise<void> {
  const { file, code } = await checkUpload(tx, fileId, FILE_USES[use], employeeId, actor);
  if (code) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, field, code)]);
  if (file.ownerId !== employeeId) await tx.update(files).set({ ownerId: employeeId }).where(eq(files.id, fileId));
}

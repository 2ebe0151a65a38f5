import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_BOX, IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_PIXELS, type ImageBox } from '@hr/domain';
import { files, type DbOrTx } from '@hr/db';
import { AppError } from '../app-error';
import type { FileStore } from './file-store';

export type UploadKind = 'image' | 'image-or-pdf' | 'pdf' | 'jpeg' | 'jpeg-or-pdf';
/** `box`: what the screens show of a picture (IMAGE_BOX); a document-sized picture unless said. */
export type UploadRule = { kind: UploadKind; maxBytes: number; maxFiles: number; box?: ImageBox };

/** The types (by content) each kind of upload takes; a record's file field accepts the same. */
export const UPLOAD_MIME: Record<UploadKind, string[]> = {
  image: ['image/jpeg', 'image/png'],
  'image-or-pdf': ['image/jpeg', 'image/png', 'application/pdf'],
  pdf: ['application/pdf'],
  // An announcement's picture and attachments (SPEC section 5: JPG/JPEG; PDF, JPG, JPEG).
  jpeg: ['image/jpeg'],
  'jpeg-or-pdf': ['image/jpeg', 'application/pdf'],
};
const LABEL: Record<UploadKind, string> = { image: 'JPG, PNG', 'image-or-pdf': 'JPG, PNG, PDF', pdf: 'PDF', jpeg: 'JPG, JPEG', 'jpeg-or-pdf': 'PDF, JPG, JPEG' };
export const MB = 1024 * 1024;

export type StoredFile = { id: string; name: string; mime: string; size: number };

/**
 * Reads the multipart files of a request within the rule's limits. The type is decided by the
 * bytes (magic numbers), never by the name or the declared type. An image is first measured
 * from its header and refused above IMAGE_MAX_PIXELS, so a small file that decodes to gigabytes
 * never reaches the decoder; it is then decoded, shrunk into the rule's box and re-encoded, which
 * drops EXIF (location, camera) and any payload appended to the image.
 */
export async function readUploads(req: FastifyRequest, rule: UploadRule): Promise<Array<{ name: string; mime: string; bytes: Buffer }>> {
  if (!req.isMultipart()) throw new AppError('FILE_MISSING');
  const out: Array<{ name: string; mime: string; bytes: Buffer }> = [];
  const parts = req.files({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles + 1 } });
  for await (const part of parts as AsyncIterable<MultipartFile>) {
    if (out.length >= rule.maxFiles) throw new AppError('FILE_COUNT', { limit: rule.maxFiles });
    const raw = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { limit: `${rule.maxBytes / MB}MB` });
      throw err;
    });
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', { limit: `${rule.maxBytes / MB}MB` });
    const type = await fileTypeFromBuffer(raw);
    if (!type || !UPLOAD_MIME[rule.kind].includes(type.mime)) throw new AppError('FILE_TYPE', { allowed: LABEL[rule.kind] });
    const bytes = type.mime === 'application/pdf' ? raw : await reencode(raw, type.mime, rule.box ?? 'document');
    const name = part.filename.replace(/[\\/\r\n\0]/g, '_').slice(0, 200) || `file.${type.ext}`;
    out.push({ name, mime: type.mime, bytes });
  }
  if (out.length === 0) throw new AppError('FILE_MISSING');
  return out;
}

/** Refuses an image whose header declares more than IMAGE_MAX_PIXELS; reading the header decodes no pixel. */
async function assertPixels(raw: Buffer): Promise<void> {
  const { width = 0, height = 0 } = await sharp(raw).metadata().catch(() => { throw new AppError('FILE_TYPE', { allowed: LABEL.image }); });
  if (width * height > IMAGE_MAX_PIXELS) throw new AppError('IMAGE_TOO_MANY_PIXELS', { width, height, limit: IMAGE_MAX_MEGAPIXELS });
}

async function reencode(raw: Buffer, mime: string, box: ImageBox): Promise<Buffer> {
  await assertPixels(raw);
  try {
    // limitInputPixels: the decoder's own guard, should a header ever understate the image.
    const img = sharp(raw, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS }).rotate()
      .resize({ ...IMAGE_BOX[box], fit: 'inside', withoutEnlargement: true });
    return mime === 'image/png' ? await img.png().toBuffer() : await img.jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new AppError('FILE_TYPE', { allowed: LABEL.image });
  }
}

/** Stores the bytes and records each file; the row is what other records point at. */
export async function saveUploads(db: DbOrTx, store: FileStore, ownerId: string | null, actorId: string | null, kind: string,
  uploads: Array<{ name: string; mime: string; bytes: Buffer }>): Promise<StoredFile[]> {
  const out: StoredFile[] = [];
  for (const u of uploads) {
    const storageKey = await store.put(u.bytes);
    const [row] = await db.insert(files).values({ storageKey, ownerId, kind, mime: u.mime, size: u.bytes.length, originalName: u.name, createdBy: actorId })
      .returning({ id: files.id });
    out.push({ id: row!.id, name: u.name, mime: u.mime, size: u.bytes.length });
  }
  return out;
}

import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { files, type DbOrTx } from '@hr/db';
import { AppError } from '../app-error';
import type { FileStore } from './file-store';

export type UploadKind = 'image' | 'image-or-pdf' | 'pdf';
export type UploadRule = { kind: UploadKind; maxBytes: number; maxFiles: number };

/** The types (by content) each kind of upload takes; a record's file field accepts the same. */
export const UPLOAD_MIME: Record<UploadKind, string[]> = {
  image: ['image/jpeg', 'image/png'],
  'image-or-pdf': ['image/jpeg', 'image/png', 'application/pdf'],
  pdf: ['application/pdf'],
};
const LABEL: Record<UploadKind, string> = { image: 'JPG, PNG', 'image-or-pdf': 'JPG, PNG, PDF', pdf: 'PDF' };
export const MB = 1024 * 1024;

export type StoredFile = { id: string; name: string; mime: string; size: number };

/**
 * Reads the multipart files of a request within the rule's limits. The type is decided by the
 * bytes (magic numbers), never by the name or the declared type; images are decoded and
 * re-encoded, which drops EXIF (location, camera) and any payload appended to the image.
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
    const bytes = type.mime === 'application/pdf' ? raw : await reencode(raw, type.mime);
    const name = part.filename.replace(/[\\/\r\n\0]/g, '_').slice(0, 200) || `file.${type.ext}`;
    out.push({ name, mime: type.mime, bytes });
  }
  if (out.length === 0) throw new AppError('FILE_MISSING');
  return out;
}

async function reencode(raw: Buffer, mime: string): Promise<Buffer> {
  try {
    const img = sharp(raw, { failOn: 'error' }).rotate();
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

import type { FastifyReply } from 'fastify';
import type { FileStore } from './file-store';
import { AppError } from '../app-error';

/**
 * Sends a stored file as a download under its own name: the type it was stored as (checked by
 * content at upload), never sniffed, the name in ASCII for old clients and in UTF-8 for the rest.
 * A row whose bytes are gone is "file not found".
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, file: { storageKey: string; mime: string; originalName: string }) {
  const bytes = await store.get(file.storageKey);
  if (!bytes) throw new AppError('FILE_NOT_FOUND');
  return sendAttachment(reply, file.originalName, file.mime, bytes);
}

/** Answers with bytes (or a stream) as a download named `name`: ASCII for old clients, UTF-8 for the rest, never sniffed. */
export function sendAttachment(reply: FastifyReply, name: string, mime: string, body: Buffer | NodeJS.ReadableStream) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', mime)
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

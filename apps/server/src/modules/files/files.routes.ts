import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { employees, files } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { replies } from '../../platform/envelope';
import { userOf } from '../../platform/context';
import { sendStoredFile } from '../../platform/files/download';
import { mayReadByRule } from '../../platform/files/read-rules';
import { ok } from '../../platform/reply';
import { metaOf, routes } from '../../platform/routes';
import { MB, readUploads, saveUploads, type UploadRule } from '../../platform/files/upload';

const tags = ['Files'];
const ZStored = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number(), url: z.string() });
const withUrl = <T extends { id: string }>(f: T) => ({ ...f, url: `/api/1.0/file/${f.id}` });

/**
 * SPEC.md section 5: images JPG/PNG (PDF on some forms), 3MB, up to 4 files per field. The key is
 * also the stored file's kind, which the field that later names the file checks (attach-upload.ts).
 * A profile picture or a signature is one picture stored at the size its screens show.
 */
export const UPLOAD_RULES = {
  file: { kind: 'image-or-pdf', maxBytes: 3 * MB, maxFiles: 4 },
  imagedata: { kind: 'image', maxBytes: 3 * MB, maxFiles: 4 },
  imageProfile: { kind: 'image', maxBytes: 3 * MB, maxFiles: 1, box: 'profile' },
  signature: { kind: 'image', maxBytes: 3 * MB, maxFiles: 1, box: 'signature' },
} as const satisfies Record<string, UploadRule>;
/** `/imagedata?purpose=`: a picture HR (or the employee) uploads to become someone's profile picture or e-signature. */
const PURPOSE = { profile: 'imageProfile', signature: 'signature' } as const;
const ZPurpose = z.strictObject({ purpose: z.enum(['profile', 'signature']).optional() });

export const fileRoutes = routes((app, deps) => {
  const consumes = ['multipart/form-data'];
  app.post('/api/1.0/user/upload/file', {
    schema: { tags, consumes, summary: `Upload up to ${UPLOAD_RULES.file.maxFiles} files (JPG, PNG or PDF, 3MB each) as the caller`, response: replies(z.array(ZStored)) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => {
    const user = userOf(req);
    const uploads = await readUploads(req, UPLOAD_RULES.file);
    const stored = await deps.db.transaction((tx) => saveUploads(tx, deps.files, user.id, user.id, 'file', uploads));
    return ok(req, stored.map(withUrl));
  });

  app.post('/api/1.0/user/upload/imagedata', {
    schema: { tags, consumes, querystring: ZPurpose, response: replies(z.array(ZStored)),
      summary: `Upload up to ${UPLOAD_RULES.imagedata.maxFiles} JPG/PNG pictures (3MB each) as the caller; with purpose=profile or signature, one picture for that field, stored at its size` },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => {
    const user = userOf(req);
    const kind = req.query.purpose ? PURPOSE[req.query.purpose] : 'imagedata';
    const uploads = await readUploads(req, UPLOAD_RULES[kind]);
    const stored = await deps.db.transaction((tx) => saveUploads(tx, deps.files, user.id, user.id, kind, uploads));
    return ok(req, stored.map(withUrl));
  });

  app.post('/api/1.0/user/upload/imageProfile', {
    schema: { tags, consumes, summary: 'Replace the caller\'s profile picture (one JPG/PNG, 3MB; stored within 512 x 512)', response: replies(ZStored) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req) => {
    const user = userOf(req);
    const uploads = await readUploads(req, UPLOAD_RULES.imageProfile);
    const stored = await deps.db.transaction(async (tx) => {
      const [f] = await saveUploads(tx, deps.files, user.id, user.id, 'imageProfile', uploads);
      await tx.update(employees).set({ imageProfileFileId: f!.id, updatedAt: deps.clock.now(), updatedBy: user.id }).where(eq(employees.id, user.id));
      return f!;
    });
    deps.sessions.forgetEmployee(user.id);
    return ok(req, withUrl(stored));
  });

  app.get('/api/1.0/file/:id', {
    schema: { tags, summary: 'Download a file: its owner, or a holder of "read other employees\' files"', params: z.strictObject({ id: z.string().uuid({ error: 'validation.invalid' }) }) },
    config: { access: { permission: 'member', scope: 'self' } },
  }, async (req, reply) => {
    const user = userOf(req);
    const [f] = await deps.db.select().from(files).where(eq(files.id, req.params.id)).limit(1);
    // Pictures of master rows (company logos and watermarks) belong to no one and are shown to every member.
    const mayRead = f && (f.ownerId === user.id || f.kind.startsWith('master-') || user.permissions.has('action.file.read-any')
      || await mayReadByRule(deps, user, f));
    if (f && !mayRead) await audit(deps.db, { actorId: user.id, action: 'permission.denied', objectId: 'action.file.read-any', targetType: 'file', targetId: f.id, ...metaOf(req) });
    if (!f || !mayRead) throw new AppError('FILE_NOT_FOUND');
    return sendStoredFile(reply, deps.files, f);
  });
});

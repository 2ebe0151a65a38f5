import { z } from 'zod';
import { ZUuid } from '@hr/domain';
import { ZDocumentSave, ZDocumentSaveHr, ZPictureSave, ZPictureSaveHr } from '@hr/domain/employee/attachments';
import { replies } from '../../platform/envelope';
import { actorOf, userOf } from '../../platform/context';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { EDIT_HR, EDIT_SELF } from './employee-edit.access';
import { deleteDocument, listDocuments, saveDocument } from './employee-documents.service';
import { savePicture } from './employee-pictures.service';

const tags = ['Employee documents and pictures'];
const ZDocumentRow = z.object({
  documentTypeId: z.string(), documentType: z.string(), active: z.boolean(),
  document: z.object({ id: z.string(), fileId: z.string(), fileName: z.string(), mime: z.string(), size: z.number(), updatedAt: z.string(), filedBySelf: z.boolean() }).nullable(),
});
const ZPicture = z.object({ kind: z.string(), fileId: z.string().nullable(), url: z.string().nullable() });
const Row = z.record(z.string(), z.unknown());
const ZIdParam = z.strictObject({ id: ZUuid });

/**
 * The documents of a record (SPEC section 7: /1.0/get/documentupload, /1.0/save/document,
 * /1.0/delete/document/{id}) and its pictures. HR files anyone's; the employee their own, and may
 * replace or delete only what they filed themselves (what HR filed, a contract say, stays HR's).
 * Pictures: HR sets or removes anyone's profile picture and e-signature; the employee their own
 * e-signature here (their profile picture is the spec's /1.0/user/upload/imageProfile).
 */
export const employeeAttachmentRoutes = routes((app, deps) => {

  app.post('/api/1.0/get/documentupload', {
    schema: { tags, summary: 'Every document-file type with the employee\'s document of it, or null (HR)', body: z.strictObject({ employeeId: ZUuid }), response: replies(z.array(ZDocumentRow)) },
    config: { access: EDIT_HR },
  }, async (req) => ok(req, await listDocuments(deps.db, req.body.employeeId, req.ctx.lang)));
  app.post('/api/1.0/get/self/documentupload', {
    schema: { tags, summary: 'Every document-file type with the caller\'s own document of it, or null', body: z.strictObject({}).optional(), response: replies(z.array(ZDocumentRow)) },
    config: { access: EDIT_SELF },
  }, async (req) => ok(req, await listDocuments(deps.db, userOf(req).id, req.ctx.lang)));

  app.post('/api/1.0/save/document', {
    schema: { tags, summary: 'File an employee\'s document of a type; replacing one needs replace: true (HR)', body: ZDocumentSaveHr, response: replies(Row) },
    config: { access: EDIT_HR },
  }, async (req) => {
    const { employeeId, ...v } = req.body;
    return ok(req, await saveDocument(deps.db, employeeId, v, 'hr', actorOf(req)));
  });
  app.post('/api/1.0/save/self/document', {
    schema: { tags, summary: 'File one of the caller\'s own documents; replacing one (filed by the caller) needs replace: true', body: ZDocumentSave, response: replies(Row) },
    config: { access: EDIT_SELF },
  }, async (req) => ok(req, await saveDocument(deps.db, userOf(req).id, req.body, 'self', actorOf(req))));

  app.post('/api/1.0/delete/document/:id', {
    schema: { tags, summary: 'Remove a document from an employee\'s record (HR)', params: ZIdParam, body: z.strictObject({}).optional(), response: replies(z.null()) },
    config: { access: EDIT_HR },
  }, async (req) => {
    await deleteDocument(deps.db, req.params.id, null, actorOf(req));
    return ok(req, null);
  });
  app.post('/api/1.0/delete/self/document/:id', {
    schema: { tags, summary: 'Remove one of the caller\'s own documents that they filed themselves', params: ZIdParam, body: z.strictObject({}).optional(), response: replies(z.null()) },
    config: { access: EDIT_SELF },
  }, async (req) => {
    await deleteDocument(deps.db, req.params.id, userOf(req).id, actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/save/employee/picture', {
    schema: { tags, summary: 'Set (fileId of an uploaded JPG/PNG) or remove (null) an employee\'s profile picture or e-signature (HR)', body: ZPictureSaveHr, response: replies(ZPicture) },
    config: { access: EDIT_HR },
  }, async (req) => ok(req, await savePicture(deps, req.body.id, req.body.kind, req.body.fileId, actorOf(req))));
  app.post('/api/1.0/save/self/employee/picture', {
    schema: { tags, summary: 'Set or remove the caller\'s own e-signature or profile picture', body: ZPictureSave, response: replies(ZPicture) },
    config: { access: EDIT_SELF },
  }, async (req) => ok(req, await savePicture(deps, userOf(req).id, req.body.kind, req.body.fileId, actorOf(req))));
});

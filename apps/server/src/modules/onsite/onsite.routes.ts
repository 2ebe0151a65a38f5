import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ZOnSiteCancel, ZOnSiteId, ZOnSiteSave, ZOnSiteSearch, type OnSiteView } from '@hr/domain/onsite/schemas';
import { files, onsiteRequests } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { MB, readUploads, saveUploads, type UploadRule } from '../../platform/files/upload';
import { sendStoredFile } from '../../platform/files/download';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { filingKeyOf, ZFilingHeaders } from '../approval/approval-filing-key';
import { approvalStarted } from '../approval/approval.service';
import { requestAbilities, stepsOf } from '../approval/approval-inbox.query';
import { ONSITE_NOTICES } from './onsite-notices';
import { mayReadOnSite, onSiteRow, searchFiledOnSite, searchMineOnSite, searchTeamOnSite } from './onsite.query';
import { cancelOnSite, saveOnSite } from './onsite.service';

const tags = ['On-site work'];
const SELF_PAGE = 'self-service.attendance';
const SELF = { permission: SELF_PAGE, scope: 'self' as const };
const LEAD = { permission: ['employment-management.approval', 'employment-management.attendance-subordinates', 'employment-management.attendance-management'], scope: 'lead' as const };
const READERS = { permission: [SELF_PAGE, 'employment-management.approval', 'employment-management.attendance-management'], scope: 'lead' as const };
/** The upload rules of every attachment (SPEC section 9): an image or a PDF by content, 3MB. */
const ONSITE_UPLOAD: UploadRule = { kind: 'image-or-pdf', maxBytes: 3 * MB, maxFiles: 1 };
const ZAny = z.unknown();
const ZStored = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() });

/**
 * On-site work and work from home (SPEC section 7: search/meOnSiteWork, workonsiteself,
 * workonsitehrorlead, save/onSiteWork, get/onSiteWorkDetail, cancel/workonsite): an employee or a
 * supervisor files for several people at once; the approval module decides; approved, each
 * member's dates are "on site" in their attendance.
 */
export const onsiteRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(ONSITE_NOTICES));

  app.post('/api/1.0/user/upload/onsite', {
    schema: { tags, consumes: ['multipart/form-data'], summary: 'Upload the attachment of an on-site request (JPG, PNG or PDF by content, 3MB) as the caller', response: replies(z.array(ZStored)) },
    config: { access: SELF },
  }, async (req) => {
    const user = userOf(req);
    const uploads = await readUploads(req, ONSITE_UPLOAD);
    return ok(req, await deps.db.transaction((tx) => saveUploads(tx, deps.files, user.id, user.id, 'onsite', uploads)));
  });

  app.get('/api/1.0/file/onsite/:id', {
    schema: { tags, summary: 'Download the attachment of an on-site request the caller may read', params: z.strictObject({ id: z.string().uuid() }) },
    config: { access: READERS },
  }, async (req, reply) => {
    const [row] = await deps.db.select({ file: files }).from(onsiteRequests).innerJoin(files, eq(files.id, onsiteRequests.fileId)).where(eq(onsiteRequests.id, req.params.id)).limit(1);
    if (!row || !await mayReadOnSite(deps.db, userOf(req), req.params.id)) throw new AppError('FILE_NOT_FOUND');
    return sendStoredFile(reply, deps.files, row.file);
  });

  app.post('/api/1.0/save/onSiteWork', {
    schema: { tags, summary: 'File (without id) or edit (with id, before any step has decided) an on-site or work-from-home request for the caller and/or their team; the first approvers are told', headers: ZFilingHeaders, body: ZOnSiteSave, response: replies(z.object({ id: z.string() })) },
    config: { access: SELF },
  }, async (req) => ok(req, await saveOnSite(deps, req.body, userOf(req), actorOf(req), filingKeyOf(req, 'onSite.save'))));

  app.post('/api/1.0/cancel/workonsite', {
    schema: { tags, summary: 'Cancel an on-site request: its filer while pending; HR while pending or approved, with a reason', body: ZOnSiteCancel, response: replies(z.null()) },
    config: { access: READERS },
  }, async (req) => {
    await cancelOnSite(deps, req.body.id, req.body.reason ?? null, userOf(req), actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/search/meOnSiteWork', {
    schema: { tags, summary: 'The on-site requests the caller works in (a member), the latest first; paged', body: ZOnSiteSearch, response: replies(ZAny) },
    config: { access: SELF },
  }, async (req) => ok(req, await searchMineOnSite(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  app.post('/api/1.0/search/workonsiteself', {
    schema: { tags, summary: 'The on-site requests the caller filed, the latest first; paged', body: ZOnSiteSearch, response: replies(ZAny) },
    config: { access: SELF },
  }, async (req) => ok(req, await searchFiledOnSite(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  app.post('/api/1.0/search/workonsitehrorlead', {
    schema: { tags, summary: 'On-site requests of the caller\'s team (HR: everyone\'s), by status, dates and keyword; paged', body: ZOnSiteSearch, response: replies(ZAny) },
    config: { access: LEAD },
  }, async (req) => ok(req, await searchTeamOnSite(deps.db, userOf(req), req.body, req.ctx.lang)));

  app.post('/api/1.0/get/onSiteWorkDetail', {
    schema: { tags, summary: 'One on-site request with its members, attachment and chain, and what the caller may do', body: ZOnSiteId, response: replies(ZAny) },
    config: { access: READERS },
  }, async (req) => {
    const user = userOf(req);
    const { id } = req.body;
    if (!await mayReadOnSite(deps.db, user, id)) throw new AppError('RECORD_GONE');
    const row = await onSiteRow(deps.db, id, req.ctx.lang);
    if (!row) throw new AppError('RECORD_GONE');
    const [[extra], steps, started] = await Promise.all([
      deps.db.select({ decisionRemark: onsiteRequests.decisionRemark, cancelReason: onsiteRequests.cancelReason }).from(onsiteRequests).where(eq(onsiteRequests.id, id)),
      stepsOf(deps.db, 'onSite', id, req.ctx.lang),
      approvalStarted(deps.db, 'onSite', id),
    ]);
    const abilities = requestAbilities({ own: row.requester.id === user.id, status: row.status, started, steps, userId: user.id, isHr: user.isHr, hrCancelsApproved: true });
    const view: OnSiteView = {
      ...row, steps, decisionRemark: extra?.decisionRemark ?? null, cancelReason: extra?.cancelReason ?? null,
      ...abilities,
    };
    return ok(req, view);
  });
});

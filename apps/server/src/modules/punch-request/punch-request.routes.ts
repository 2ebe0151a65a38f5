import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ZPunchRequestId, ZPunchRequestSave, ZPunchRequestSearch, type PunchRequestView } from '@hr/domain/attendance/punch-request';
import { punchRequests } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { filingKeyOf, ZFilingHeaders } from '../approval/approval-filing-key';
import { approvalStarted } from '../approval/approval.service';
import { requestAbilities, stepsOf } from '../approval/approval-inbox.query';
import { PUNCH_REQUEST_NOTICES } from './punch-request-notices';
import { mayReadPunchRequest, punchRequestRow, searchOwnPunchRequests } from './punch-request.query';
import { cancelPunchRequest, savePunchRequest } from './punch-request.service';

const tags = ['Attendance'];
const SELF = { permission: 'self-service.attendance', scope: 'self' as const };
const READERS = { permission: ['self-service.attendance', 'employment-management.approval', 'employment-management.attendance-management'], scope: 'lead' as const };
const ZAny = z.unknown();

/**
 * Punch correction requests (issue 17 point 4, beyond the spec): the employee asks for a punch
 * they forgot, with a reason; the approval module decides; approved, it is a correction row.
 */
export const punchRequestRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(PUNCH_REQUEST_NOTICES));

  app.post('/api/1.0/save/punchRequest', {
    schema: { tags, summary: 'Ask for a forgotten punch (a date and time that has passed, in or out, a reason), or edit a pending one before any step decided; the first approvers are told', headers: ZFilingHeaders, body: ZPunchRequestSave, response: replies(z.object({ id: z.string() })) },
    config: { access: SELF },
  }, async (req) => ok(req, await savePunchRequest(deps, req.body, userOf(req), actorOf(req), filingKeyOf(req, 'punchCorrection.save'))));

  app.post('/api/1.0/cancel/punchRequest', {
    schema: { tags, summary: 'Cancel a pending punch request (its employee, or HR with a reason)', body: z.strictObject({ id: z.string().uuid(), reason: z.string().trim().max(500).optional() }), response: replies(z.null()) },
    config: { access: READERS },
  }, async (req) => {
    await cancelPunchRequest(deps, req.body.id, req.body.reason ?? null, userOf(req), actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/search/punchRequest/self', {
    schema: { tags, summary: 'The caller\'s punch requests, the latest first; paged', body: ZPunchRequestSearch, response: replies(ZAny) },
    config: { access: SELF },
  }, async (req) => ok(req, await searchOwnPunchRequests(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  app.post('/api/1.0/get/punchRequest', {
    schema: { tags, summary: 'One punch request with its chain and what the caller may do', body: ZPunchRequestId, response: replies(ZAny) },
    config: { access: READERS },
  }, async (req) => {
    const user = userOf(req);
    const { id } = req.body;
    if (!await mayReadPunchRequest(deps.db, user, id)) throw new AppError('RECORD_GONE');
    const row = await punchRequestRow(deps.db, id, req.ctx.lang);
    if (!row) throw new AppError('RECORD_GONE');
    const [[extra], steps, started] = await Promise.all([
      deps.db.select({ decisionRemark: punchRequests.decisionRemark, cancelReason: punchRequests.cancelReason, punchId: punchRequests.punchId }).from(punchRequests).where(eq(punchRequests.id, id)),
      stepsOf(deps.db, 'punchCorrection', id, req.ctx.lang),
      approvalStarted(deps.db, 'punchCorrection', id),
    ]);
    const abilities = requestAbilities({ own: row.employee.id === user.id, status: row.status, started, steps, userId: user.id, isHr: user.isHr, hrCancelsApproved: false });
    const view: PunchRequestView = {
      ...row, steps, decisionRemark: extra?.decisionRemark ?? null, cancelReason: extra?.cancelReason ?? null, punchId: extra?.punchId ?? null,
      ...abilities,
    };
    return ok(req, view);
  });
});

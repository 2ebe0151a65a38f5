import { z } from 'zod';
import { ZUuid } from '@hr/domain';
import { SENSITIVE_STATUSES, ZSensitiveApprove, ZSensitiveReject, ZSensitiveRequest } from '@hr/domain/employee/sensitive';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { metaOf, routes } from '../../platform/routes';
import { filingKeyOf, ZFilingHeaders } from '../approval/approval-filing-key';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { SENSITIVE_NOTICES } from './sensitive-notices';
import { registerNotificationCounter } from '../notification/notification.registry';
import { ownRequests, pendingCount, searchRequests, sensitiveView, ZSensitiveListed, ZSensitiveView } from './sensitive.query';
import { cancelRequest, decideRequest, fileRequest } from './sensitive.service';

const tags = ['Sensitive-information change'];
const SELF = { permission: 'self-service.my-profile', scope: 'self' as const };
const HR_PAGE = 'employment-management.sensitive-requests';
const HR = { permission: HR_PAGE, scope: 'hr' as const };

/**
 * Sensitive-information change requests (SPEC section 3, the call /1.0/request/sensitive): the
 * employee files, lists and cancels their own; HR lists everyone's, reads one beside the record,
 * and approves (applying it) or rejects it with a remark.
 */
export const sensitiveRoutes = routes((app, deps) => {
  // HR's bell counts the requests waiting for them, beside the other pending approvals.
  registerNotificationCounter(deps, { name: 'sensitive-requests', count: async (d, user) => (user.permissions.has(HR_PAGE) ? pendingCount(d.db) : 0) });
  // The employee's inbox hears of HR's decision.
  registerNoticeKinds(deps, Object.values(SENSITIVE_NOTICES));

  app.post('/api/1.0/request/sensitive', {
    schema: { tags, summary: 'Ask HR to change the caller\'s title, names, citizen id, passport and expiry or primary bank account, with a supporting file they uploaded',
      headers: ZFilingHeaders, body: ZSensitiveRequest, response: replies(z.object({ id: z.string() })) },
    config: { access: SELF },
  }, async (req) => ok(req, await fileRequest(deps, req.body, actorOf(req), filingKeyOf(req, 'sensitive.request'))));

  app.post('/api/1.0/search/request/sensitive/self', {
    schema: { tags, summary: 'The caller\'s own requests, newest first, with status and HR\'s remark', body: z.strictObject({}).optional(), response: replies(z.array(ZSensitiveView)) },
    config: { access: SELF },
  }, async (req) => ok(req, await ownRequests(deps.db, userOf(req).id, req.ctx.lang)));

  app.post('/api/1.0/cancel/request/sensitive', {
    schema: { tags, summary: 'Withdraw the caller\'s pending request', body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
    config: { access: SELF },
  }, async (req) => {
    await cancelRequest(deps, req.body.id, actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/search/request/sensitive', {
    schema: { tags, summary: 'All requests (HR): pending first; by status, employee id or a name / employee-id keyword; paged',
      body: z.strictObject({
        page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
        pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
        status: z.enum(SENSITIVE_STATUSES, { error: 'validation.invalid' }).optional(),
        keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
        employeeId: ZUuid.optional(),
      }),
      response: replies(z.object({ items: z.array(ZSensitiveListed), total: z.number(), page: z.number(), pageSize: z.number() })) },
    config: { access: HR },
  }, async (req) => ok(req, await searchRequests(deps.db, req.body, req.ctx.lang)));

  app.post('/api/1.0/get/request/sensitive', {
    schema: { tags, summary: 'One request (HR): each proposed value beside the one on record, the accounts and the supporting file', body: z.strictObject({ id: ZUuid }), response: replies(ZSensitiveView) },
    config: { access: HR },
  }, async (req) => {
    const view = await sensitiveView(deps.db, req.body.id, req.ctx.lang);
    if (!view) throw new AppError('RECORD_GONE');
    // It shows identity numbers and bank accounts: a sensitive read (DESIGN section 5).
    await audit(deps.db, { actorId: userOf(req).id, action: 'employee.sensitive.read', objectId: HR_PAGE, targetType: 'sensitiveRequest', targetId: view.id, ...metaOf(req) });
    return ok(req, view);
  });

  app.post('/api/1.0/approve/request/sensitive', {
    schema: { tags, summary: 'Approve a pending request: the change is applied to the employee\'s record and the employee is mailed', body: ZSensitiveApprove, response: replies(z.object({ mailed: z.boolean() })) },
    config: { access: HR },
  }, async (req) => ok(req, await decideRequest(deps, req.body.id, 'approved', req.body.remark ?? null, actorOf(req))));

  app.post('/api/1.0/reject/request/sensitive', {
    schema: { tags, summary: 'Reject a pending request with a remark; nothing on the record changes and the employee is mailed', body: ZSensitiveReject, response: replies(z.object({ mailed: z.boolean() })) },
    config: { access: HR },
  }, async (req) => ok(req, await decideRequest(deps, req.body.id, 'rejected', req.body.remark ?? null, actorOf(req))));
});

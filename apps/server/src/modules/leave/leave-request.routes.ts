import { z } from 'zod';
import { daysUntil } from '@hr/domain';
import {
  ZApproveSearch, ZLeaveApprove, ZLeaveBulkDecision, ZLeaveCalendarQuery, ZLeaveCancel, ZLeaveForm, ZLeaveId, ZLeaveReject, ZLeaveSave, ZLeaveSearch,
  ZLeaveSelfSearch, ZLeaveUpdate,
} from '@hr/domain/leave/schemas';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { registerNotificationCounter } from '../notification/notification.registry';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { LEAVE_NOTICES } from './leave-notices';
import { waitingTotal } from '../approval/approval-inbox.query';
import { filingKeyOf, ZFilingHeaders } from '../approval/approval-filing-key';
import { decide, decideMany } from '../approval/approval.service';
import { actsAsHr, LEAVE_MANAGEMENT_OBJECT } from './leave-approval';
import { exportAll, searchAll, searchOwn, searchToApprove } from './leave-request.query';
import { cancelLeaveRequest, saveLeaveRequest } from './leave-request.service';
import { approveDetail, leaveCalendar, leaveView } from './leave-view.query';
import { ZApproveDetail, ZLeaveCalendarEntry, ZLeavePage, ZLeaveView } from './leave-view.schemas';

const tags = ['Leave'];
const SELF_PAGE = 'self-service.leave-request';
const APPROVAL_PAGE = 'employment-management.approval';
const SELF = { permission: SELF_PAGE, scope: 'self' as const };
const LEAD = { permission: [APPROVAL_PAGE, LEAVE_MANAGEMENT_OBJECT], scope: 'lead' as const };
const HR = { permission: LEAVE_MANAGEMENT_OBJECT, scope: 'hr' as const };
/** Anyone who reads leave: the requester, an approver, HR (each view narrows to what the caller may see). */
const READERS = { permission: [SELF_PAGE, APPROVAL_PAGE, LEAVE_MANAGEMENT_OBJECT], scope: 'lead' as const };
/** The longest range the team calendar reads at once: two months. */
const CALENDAR_MAX_DAYS = 62;

const ZSaved = z.object({ id: z.string(), days: z.number() });

/**
 * Leave requests (SPEC section 7 "Leave"): the employee files, edits and cancels their own; the
 * supervisor and assistant supervisor approve or reject their direct reports' (one by one or in
 * bulk); HR searches, exports, decides and cancels anyone's; the calendar shows who is away.
 */
export const leaveRequestRoutes = routes((app, deps) => {
  const today = () => businessToday(deps);
  // The approver's bell and the menu badge on the approval page count what waits for them there:
  // every request type of the approval module, leave among them (the inbox's tabs).
  registerNotificationCounter(deps, { name: 'leave-approval', count: async (d, user) => (user.permissions.has(APPROVAL_PAGE) || actsAsHr(user) ? waitingTotal(d.db, user.id) : 0) });
  // The requester's inbox hears of decisions and cancellations, the approvers' of new requests.
  registerNoticeKinds(deps, Object.values(LEAVE_NOTICES));

  const save = (path: string, body: z.ZodType, summary: string, pick: (b: never) => string | undefined) =>
    app.post(path, { schema: { tags, summary, headers: ZFilingHeaders, body, response: replies(ZSaved) }, config: { access: SELF } },
      async (req) => {
        const { id: _id, ...form } = req.body as { id?: string } & z.infer<typeof ZLeaveForm>;
        return ok(req, await saveLeaveRequest(deps, ZLeaveForm.parse(form), actorOf(req), pick(req.body as never), filingKeyOf(req, `leave:${path}`)));
      });
  save('/api/1.0/insert/leaveForm', ZLeaveForm, 'File a leave request: the days are counted on the caller\'s calendar; notice, attachment, overlap and balance rules apply; the approvers are mailed', () => undefined);
  save('/api/1.0/update/leaveForm', ZLeaveUpdate, 'Edit the caller\'s pending leave request (the same rules; notice only when the dates or the type change)', (b: { id: string }) => b.id);
  save('/api/1.1/save/leaveForm', ZLeaveSave, 'File (without id) or edit (with id) the caller\'s leave request', (b: { id?: string }) => b.id);

  app.post('/api/1.1/cancel/leaveForm', {
    schema: { tags, summary: 'Cancel a leave request: the requester their own pending one; HR a pending or approved one, with a reason (the requester is mailed)', body: ZLeaveCancel, response: replies(z.null()) },
    config: { access: { permission: [SELF_PAGE, LEAVE_MANAGEMENT_OBJECT], scope: 'self' as const } },
  }, async (req) => {
    await cancelLeaveRequest(deps, req.body.id, req.body.reason, actorOf(req), actsAsHr(userOf(req)));
    return ok(req, null);
  });

  app.post('/api/1.0/approve/leaveForm', {
    schema: { tags, summary: 'Approve a pending request at its open step (the step\'s approvers, by default the supervisor or assistant supervisor, or HR; never one\'s own); at the last step the requester is mailed', body: ZLeaveApprove, response: replies(z.object({ mailed: z.boolean() })) },
    config: { access: LEAD },
  }, async (req) => ok(req, { mailed: (await decide(deps, 'leave', req.body.id, 'approved', req.body.remark ?? null, userOf(req), actorOf(req))).mailed }));

  app.post('/api/1.0/reject/leaveForm', {
    schema: { tags, summary: 'Reject a pending request with a remark; the requester is mailed', body: ZLeaveReject, response: replies(z.object({ mailed: z.boolean() })) },
    config: { access: LEAD },
  }, async (req) => ok(req, { mailed: (await decide(deps, 'leave', req.body.id, 'rejected', req.body.remark, userOf(req), actorOf(req))).mailed }));

  app.post('/api/1.1/approveAndReject/leaveForm', {
    schema: { tags, summary: 'Approve or reject many requests; each is decided on its own and the answer says which went through and why not',
      body: ZLeaveBulkDecision, response: replies(z.array(z.object({ id: z.string(), ok: z.boolean(), code: z.number().optional(), text: z.string().optional() }))) },
    config: { access: LEAD },
  }, async (req) => ok(req, await decideMany(deps, 'leave', req.body.ids, req.body.action === 'approve' ? 'approved' : 'rejected', req.body.remark ?? null, userOf(req), actorOf(req))));

  app.post('/api/1.1/view/leaveForm', {
    schema: { tags, summary: 'One leave request (its requester, their supervisors up the line, HR), with its files and what the caller may do', body: ZLeaveId, response: replies(ZLeaveView) },
    config: { access: READERS },
  }, async (req) => ok(req, await leaveView(deps.db, req.body.id, userOf(req), req.ctx.lang, today())));

  app.post('/api/1.1/view/approveDetail', {
    schema: { tags, summary: 'One request for its approver: the request, the requester\'s balance of that type per year, who else in the department is away', body: ZLeaveId, response: replies(ZApproveDetail) },
    config: { access: LEAD },
  }, async (req) => ok(req, await approveDetail(deps.db, req.body.id, userOf(req), req.ctx.lang, today())));

  app.post('/api/1.1/search/leaveSelfView', {
    schema: { tags, summary: 'The caller\'s own leave requests, newest first, by status, type, dates or year; paged', body: ZLeaveSelfSearch, response: replies(ZLeavePage) },
    config: { access: SELF },
  }, async (req) => ok(req, await searchOwn(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  app.post('/api/1.1/search/approve', {
    schema: { tags, summary: 'Requests whose approval chain names the caller: pending by default (those waiting at the caller\'s step), the most urgent first; paged', body: ZApproveSearch, response: replies(ZLeavePage) },
    config: { access: LEAD },
  }, async (req) => ok(req, await searchToApprove(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  app.post('/api/1.0/search/leave', {
    schema: { tags, summary: 'Everyone\'s leave requests (HR) by employee keyword, company, department, type, status and dates; sorted and paged', body: ZLeaveSearch, response: replies(ZLeavePage) },
    config: { access: HR },
  }, async (req) => ok(req, await searchAll(deps.db, req.body, req.ctx.lang)));

  app.post('/api/1.0/excel/leave', {
    schema: { tags, summary: 'HR\'s leave search as an Excel file (every match, headers in the caller\'s language)', body: ZLeaveSearch },
    config: { access: HR },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const rows = await exportAll(deps.db, req.body, lang);
    const h = (k: string) => t(lang, `labels:${k}`);
    const columns = [col.text(h('employeeCode')), col.text(h('employeeName')), col.text(h('companyId')), col.text(h('departmentId')), col.text(h('leaveTypeId')),
      col.text(h('duration')), col.date(h('dateFrom')), col.date(h('dateTo')), col.days(h('leaveDays')), col.text(h('leaveStatus')), col.text(h('leaveReason')),
      col.text(h('approver')), col.dateTime(h('requestedAt'))];
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, 'menu:employment-management/leave-management'), columns,
      rows: rows.map((r) => [r.employee.employeeCode, r.employee.name, r.employee.company, r.employee.department, r.leaveType.name, t(lang, `choices:leaveDuration.${r.duration}`),
        r.dateFrom, r.dateTo, r.days, t(lang, `choices:leaveStatus.${r.status}`), r.reason, r.approver?.name ?? null, r.createdAt]) }]);
    return sendXlsx(reply, xlsxName('leave', lang), bytes);
  });

  app.post('/api/1.0/search/leave/calendar', {
    schema: { tags, summary: 'Who is away (approved and pending leave) between two dates, at most two months: HR everyone, a supervisor their team', body: ZLeaveCalendarQuery, response: replies(z.array(ZLeaveCalendarEntry)) },
    config: { access: READERS },
  }, async (req) => {
    if (daysUntil(req.body.dateFrom, req.body.dateTo) >= CALENDAR_MAX_DAYS) throw new AppError('BAD_REQUEST');
    return ok(req, await leaveCalendar(deps.db, userOf(req), req.body, req.ctx.lang));
  });
});

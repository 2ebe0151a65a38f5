import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  ZOvertimeCancel, ZOvertimeId, ZOvertimePreview, ZOvertimeSave, ZOvertimeSelfSearch, ZOvertimeTeamSearch, type OvertimeListed, type OvertimeView,
} from '@hr/domain/overtime/schemas';
import { overtimeRequests } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { col, excelOptions, sendXlsx, xlsxFile, xlsxName } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { zoneOffsetMinutes } from '../attendance/punch-card.query';
import { filingKeyOf, ZFilingHeaders } from '../approval/approval-filing-key';
import { approvalStarted } from '../approval/approval.service';
import { requestAbilities, stepsOf } from '../approval/approval-inbox.query';
import { OVERTIME_NOTICES } from './overtime-notices';
import { repricesOf } from './overtime-reprice.service';
import { repriceLine } from './overtime-reprice.text';
import { exportTeamOvertime, mayRead, overtimeRow, searchOwnOvertime, searchTeamOvertime } from './overtime.query';
import { cancelOvertime, saveOvertime } from './overtime.service';
import { overtimeFigures, workedOf } from './overtime-figures.service';

const tags = ['Overtime'];
const SELF_PAGE = 'self-service.attendance';
const OT_PAGE = 'employment-management.ot';
const SELF = { permission: SELF_PAGE, scope: 'self' as const };
const LEAD = { permission: OT_PAGE, scope: 'lead' as const };
const READERS = { permission: [SELF_PAGE, OT_PAGE], scope: 'lead' as const };
const ZAny = z.unknown();

/**
 * Overtime requests (SPEC section 7: search/empOverTime/self and /hrorlead, save, get, cancel):
 * the employee files, edits while no step has decided, and cancels their own; supervisors and HR
 * list their team's; deciding is the approval module's (approveAndReject/approval).
 */
export const overtimeRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(OVERTIME_NOTICES));

  app.post('/api/1.0/preview/empOverTime', {
    schema: { tags, summary: 'The hours and multipliers a request would have from the caller\'s schedule and the holiday master, and the week\'s overtime with it against the 36-hour cap', body: ZOvertimePreview, response: replies(ZAny) },
    config: { access: SELF },
  }, async (req) => ok(req, await overtimeFigures(deps.db, req.ctx.lang, userOf(req).id, req.body)));

  app.post('/api/1.0/save/empOverTime', {
    schema: { tags, summary: 'File (without id) or edit (with id, before any step has decided) the caller\'s overtime request; the chain\'s first approvers are told', headers: ZFilingHeaders, body: ZOvertimeSave, response: replies(z.object({ id: z.string(), overCap: z.boolean() })) },
    config: { access: SELF },
  }, async (req) => ok(req, await saveOvertime(deps, req.body, userOf(req), actorOf(req), filingKeyOf(req, 'overtime.save'))));

  app.post('/api/1.0/cancel/empOverTime', {
    schema: { tags, summary: 'Cancel an overtime request: the requester their own pending one; HR a pending or approved one, with a reason', body: ZOvertimeCancel, response: replies(z.null()) },
    config: { access: READERS },
  }, async (req) => {
    await cancelOvertime(deps, req.body.id, req.body.reason ?? null, userOf(req), actorOf(req));
    return ok(req, null);
  });

  app.post('/api/1.0/search/empOverTime/self', {
    schema: { tags, summary: 'The caller\'s own overtime requests, the latest first, by status and dates; paged', body: ZOvertimeSelfSearch, response: replies(ZAny) },
    config: { access: SELF },
  }, async (req) => ok(req, await searchOwnOvertime(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  app.post('/api/1.0/search/empOverTime/hrorlead', {
    schema: { tags, summary: 'Overtime requests of the caller\'s team (HR: everyone), pending first, by keyword, company, department, status and dates; paged', body: ZOvertimeTeamSearch, response: replies(ZAny) },
    config: { access: LEAD },
  }, async (req) => ok(req, await searchTeamOvertime(deps.db, userOf(req), req.body, req.ctx.lang)));

  app.post('/api/1.0/excel/empOverTime', {
    schema: { tags, summary: 'The team\'s (HR: everyone\'s) overtime requests as an Excel file: every match of the list\'s filters, the hours by multiplier (what payroll pays), headers in the caller\'s language', body: ZOvertimeTeamSearch },
    config: { access: LEAD },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const rows = await exportTeamOvertime(deps.db, userOf(req), req.body, lang);
    const h = (k: string) => t(lang, k);
    const hoursAt = (r: OvertimeListed, kind: string) => r.segments.filter((s) => s.kind === kind).reduce((n, s) => n + s.minutes, 0) / 60;
    const columns = [col.text(h('overtime:col.employeeCode')), col.text(h('overtime:col.employee')), col.text(h('labels:departmentId')), col.date(h('labels:date')),
      col.time(h('overtime:from')), col.time(h('overtime:to')), col.text(h('overtime:col.moment')), col.decimal(h('overtime:col.hours'), 2),
      col.decimal(h('overtime:kind.workingDayOvertime'), 2), col.decimal(h('overtime:kind.holidayWork'), 2), col.decimal(h('overtime:kind.holidayOvertime'), 2),
      col.decimal(h('overtime:col.week'), 2), col.text(h('overtime:col.status')), col.text(h('overtime:reason')), col.dateTime(h('overtime:filedAt'))];
    const bytes = await xlsxFile(excelOptions(req, deps.config), [{ name: t(lang, 'menu:employment-management/ot'), columns,
      rows: rows.map((r) => [r.employee.employeeCode, r.employee.name, r.employee.department, r.date, r.startTime, r.endTime, t(lang, `overtime:moment.${r.moment}`),
        r.minutes / 60, hoursAt(r, 'workingDayOvertime'), hoursAt(r, 'holidayWork'), hoursAt(r, 'holidayOvertime'), r.weekMinutes / 60,
        t(lang, `choices:leaveStatus.${r.status}`), r.reason, r.createdAt]) }]);
    return sendXlsx(reply, xlsxName('overtime', lang), bytes);
  });

  app.post('/api/1.0/get/empOverTime', {
    schema: { tags, summary: 'One overtime request with its chain (who decides each step, who did, who stood in for whom), the approved hours within the punched time, its history (re-pricings after roster or holiday changes, in the reader\'s language) and what the caller may do', body: ZOvertimeId, response: replies(ZAny) },
    config: { access: READERS },
  }, async (req) => {
    const user = userOf(req);
    const { id } = req.body;
    if (!await mayRead(deps.db, user, id)) throw new AppError('RECORD_GONE');
    const row = await overtimeRow(deps.db, id, req.ctx.lang);
    if (!row) throw new AppError('RECORD_GONE');
    const [[extra], steps, started, reprices] = await Promise.all([
      deps.db.select({ decisionRemark: overtimeRequests.decisionRemark, cancelReason: overtimeRequests.cancelReason }).from(overtimeRequests).where(eq(overtimeRequests.id, id)),
      stepsOf(deps.db, 'overtime', id, req.ctx.lang),
      approvalStarted(deps.db, 'overtime', id),
      repricesOf(deps.db, id),
    ]);
    const now = deps.clock.now();
    const worked = row.status === 'approved' ? await workedOf(deps.db, req.ctx.lang, row.employee.id, row.date, row.segments, now, zoneOffsetMinutes(now, deps.config.APP_TIMEZONE)) : null;
    const abilities = requestAbilities({ own: row.employee.id === user.id, status: row.status, started, steps, userId: user.id, isHr: user.isHr, hrCancelsApproved: true });
    const view: OvertimeView = {
      ...row, steps, decisionRemark: extra?.decisionRemark ?? null, cancelReason: extra?.cancelReason ?? null, worked,
      history: reprices.map((r) => ({ at: r.at.toISOString(), cause: r.cause, text: repriceLine(req.ctx.lang, { cause: r.cause, from: r.from, to: r.to.length ? r.to : null }) })),
      ...abilities,
    };
    return ok(req, view);
  });
});

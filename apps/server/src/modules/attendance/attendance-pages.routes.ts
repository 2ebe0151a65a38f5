import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendAttendanceXlsx } from './attendance-excel';
import { ZAttendanceExport, ZAttendanceSearch, ZEmployeeAttendanceQuery, ZManualPunch, ZMyAttendanceQuery, type AttendanceExport } from '@hr/domain/attendance/views';
import { ZPunchVoid } from '@hr/domain/attendance/timeclock';
import { actorOf, userOf } from '../../platform/context';
import { voidPunch } from './punch-void.service';
import { replies } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { ATTENDANCE_NOTICES } from './attendance-notices';
import { employeeMonthFor, exportAttendance, monthOf, searchAttendance, type AttendanceScope } from './attendance-list.query';
import { ZAttendanceMonth, ZAttendancePage, ZManualPunchResult } from './attendance.schemas';
import { addManualPunch, CORRECTION_OBJECT } from './manual-punch.service';

const tags = ['Attendance'];
const SELF_PAGE = 'self-service.attendance';
const TEAM_PAGE = CORRECTION_OBJECT.team;
const HR_PAGE = CORRECTION_OBJECT.all;
const SELF = { permission: SELF_PAGE, scope: 'self' as const };
const TEAM = { permission: TEAM_PAGE, scope: 'lead' as const };
const HR = { permission: HR_PAGE, scope: 'hr' as const };
/** One person's month: their supervisor (team page) or HR (management page); the service narrows to the team. */
const LEAD_OR_HR = { permission: [TEAM_PAGE, HR_PAGE], scope: 'lead' as const };

const team = (req: FastifyRequest): AttendanceScope => ({ kind: 'team', leadId: userOf(req).id });
const everyone: AttendanceScope = { kind: 'all' };

/**
 * The attendance pages (SPEC section 7 "Attendance", issue 16 point 4): the employee's month, a
 * supervisor's team (direct and indirect), HR's everyone, one person's month, a missing punch
 * added by a supervisor or HR (audited, the employee told), and the Excel files.
 */
export const attendancePageRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(ATTENDANCE_NOTICES));

  app.post('/api/1.0/search/meTimeStamp', {
    schema: { tags, summary: 'The caller\'s attendance of a month: each date\'s kind of day, shift, leave, status (computed now from the punches, the schedule and approved leave), minutes and punches, with the totals', body: ZMyAttendanceQuery, response: replies(ZAttendanceMonth) },
    config: { access: SELF },
  }, async (req) => ok(req, await monthOf(deps, userOf(req).id, req.body.month, req.ctx.lang)));

  app.post('/api/1.0/search/manageTimeStamp/employee', {
    schema: { tags, summary: 'One employee\'s attendance of a month: for their supervisor (the team, direct and indirect) or HR; anyone else gets 404 (301007)', body: ZEmployeeAttendanceQuery, response: replies(ZAttendanceMonth) },
    config: { access: LEAD_OR_HR },
  }, async (req) => ok(req, await employeeMonthFor(deps, userOf(req), req.body.employeeId, req.body.month, req.ctx.lang)));

  app.post('/api/1.0/search/manageTimeStamp/subordinates', {
    schema: { tags, summary: 'The caller\'s team (direct and indirect subordinates who record time) by day: one row per employee and date of the range (at most 31 days), filtered by company, department, status and keyword, sorted and paged', body: ZAttendanceSearch, response: replies(ZAttendancePage) },
    config: { access: TEAM },
  }, async (req) => ok(req, await searchAttendance(deps, team(req), req.body, req.ctx.lang)));

  app.post('/api/1.0/search/manageTimeStamp', {
    schema: { tags, summary: 'Everyone who records time, by day (HR): one row per employee and date of the range (at most 31 days), filtered by company, department, status and keyword, sorted and paged', body: ZAttendanceSearch, response: replies(ZAttendancePage) },
    config: { access: HR },
  }, async (req) => ok(req, await searchAttendance(deps, everyone, req.body, req.ctx.lang)));

  app.post('/api/1.0/insert/timestamp/subordinates', {
    schema: { tags, summary: 'A supervisor adds a missing punch (or an overtime punch) for a team member: a correction row with the reason, never overwriting a punch; audited, the employee notified. Not for oneself (403043); outside the team 404 (301007)', body: ZManualPunch, response: replies(ZManualPunchResult) },
    config: { access: TEAM },
  }, async (req) => ok(req, await addManualPunch(deps, userOf(req), actorOf(req), req.body, 'team')));

  app.post('/api/1.0/insert/timestamp/manage', {
    schema: { tags, summary: 'HR adds a missing punch (or an overtime punch) for anyone: a correction row with the reason; audited, the employee notified. Not for oneself (403043)', body: ZManualPunch, response: replies(ZManualPunchResult) },
    config: { access: HR },
  }, async (req) => ok(req, await addManualPunch(deps, userOf(req), actorOf(req), req.body, 'all')));

  app.post('/api/1.0/void/timestamp/manage', {
    schema: {
      tags, body: ZPunchVoid, response: replies(z.object({ id: z.string(), voidedAt: z.string() })),
      summary: 'HR voids one punch with a reason (a wrong time clock line, a punch on the wrong person): the row stays, listed as voided with who and why; '
        + 'no status, card or figure counts it any more. Audited. Not one\'s own (403043); already voided 409141; unknown 404 (301007)',
    },
    config: { access: HR },
  }, async (req) => ok(req, await voidPunch(deps, userOf(req), req.body, actorOf(req))));

  app.post('/api/1.0/download/excel/timestamp/subordinates', {
    schema: { tags, summary: 'The team\'s employee-days of the range as an Excel file (the list\'s filters, every row)', body: ZAttendanceExport },
    config: { access: TEAM },
  }, async (req, reply) => sendAttendanceXlsx(deps, req, reply, await exportAttendance(deps, team(req), req.body as AttendanceExport, req.ctx.lang), t(req.ctx.lang, 'menu:employment-management/attendance-subordinates')));

  app.post('/api/1.0/download/excel/timestamp', {
    schema: { tags, summary: 'Everyone\'s employee-days of the range as an Excel file (HR; the list\'s filters, every row)', body: ZAttendanceExport },
    config: { access: HR },
  }, async (req, reply) => sendAttendanceXlsx(deps, req, reply, await exportAttendance(deps, everyone, req.body as AttendanceExport, req.ctx.lang), t(req.ctx.lang, 'menu:employment-management/attendance-management')));
});

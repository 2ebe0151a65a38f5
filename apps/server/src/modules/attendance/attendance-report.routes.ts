import type { FastifyRequest } from 'fastify';
import { HR_SCOPE_ID } from '@hr/domain';
import { ZAttendanceDaily, ZAttendanceDailyExport } from '@hr/domain/attendance/views';
import { userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { sendAttendanceXlsx } from './attendance-excel';
import { dailyReport, exportAttendance, type AttendanceScope } from './attendance-list.query';
import { ZAttendanceDailyReport } from './attendance.schemas';

const tags = ['Reports'];
const DAILY = 'report.attendance-daily-report';

/** Everyone for HR (all employees' scope); a supervisor given the report reads their team, direct and indirect. */
const scopeOf = (req: FastifyRequest): AttendanceScope => {
  const user = userOf(req);
  return user.permissions.has(HR_SCOPE_ID) ? { kind: 'all' } : { kind: 'team', leadId: user.id };
};

/** The attendance reports (SPEC section 7 "Reports"; issue 18 point 3). */
export const attendanceReportRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/report/attendance/daily', {
    schema: { tags, summary: 'One date of everyone in the caller\'s scope who records time (HR everyone, a supervisor their team): how many have each status, and the page of rows the filters pass (status, punches, minutes late and short)', body: ZAttendanceDaily, response: replies(ZAttendanceDailyReport) },
    config: { access: { permission: DAILY, scope: 'lead' } },
  }, async (req) => ok(req, await dailyReport(deps, scopeOf(req), req.body, req.ctx.lang)));

  app.post('/api/1.0/excel/report/attendance/daily', {
    schema: { tags, summary: 'The daily attendance report as an Excel file: every row the filters pass, real date, time and number cells, headers in the caller\'s language', body: ZAttendanceDailyExport },
    config: { access: { permission: DAILY, scope: 'lead' } },
  }, async (req, reply) => {
    const rows = await exportAttendance(deps, scopeOf(req), { ...req.body, dateFrom: req.body.date, dateTo: req.body.date }, req.ctx.lang);
    return sendAttendanceXlsx(deps, req, reply, rows, t(req.ctx.lang, 'menu:report/attendance-daily-report'));
  });
});

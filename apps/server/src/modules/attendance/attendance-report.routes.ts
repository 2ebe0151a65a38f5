import type { FastifyRequest } from 'fastify';
import { HR_SCOPE_ID } from '@hr/domain';
import {
  ZAttendanceDaily, ZAttendanceDailyExport, ZAttendanceMonthly, ZAttendanceMonthlyDetails, ZAttendanceMonthlyExport, ZAttendanceMonthlySelf,
} from '@hr/domain/attendance/views';
import { userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { t } from '../../platform/i18n';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { excelOptions, sendXlsx, xlsxName } from '../../platform/excel';
import { startProgress } from '../../platform/progress';
import { monthlyXlsx, sendAttendanceXlsx } from './attendance-excel';
import { dailyReport, exportAttendance, type AttendanceScope } from './attendance-list.query';
import { monthlyDetails, monthlyDetailsFor, monthlyEmployeeIds, monthlyReport, monthlyRowBatches } from './attendance-monthly.query';
import { ZAttendanceDailyReport, ZAttendanceMonthlyDetailsView, ZAttendanceMonthlyReport } from './attendance.schemas';

const tags = ['Reports'];
const DAILY = 'report.attendance-daily-report';
const MONTHLY = 'report.attendance-monthly-report';
const SELF = 'report.self-attendance-report';

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

  app.post('/api/1.0/search/report/attendance/monthly', {
    schema: { tags, summary: 'A month of everyone in the caller\'s scope who records time (HR everyone, a supervisor their team): a page of employees, each with a cell per date (status, kind of day, leave, minutes late) and the month\'s totals (late count and minutes, absences, leave days, on-site days, minutes worked, approved overtime)', body: ZAttendanceMonthly, response: replies(ZAttendanceMonthlyReport) },
    config: { access: { permission: MONTHLY, scope: 'lead' } },
  }, async (req) => ok(req, await monthlyReport(deps, scopeOf(req), req.body, req.ctx.lang)));

  app.post('/api/1.0/search/report/attendance/monthly/details', {
    schema: { tags, summary: 'The month behind a row of the monthly report: one employee\'s days with punches and the month\'s totals; for HR anyone, a supervisor their team; anyone else gets 404 (301007)', body: ZAttendanceMonthlyDetails, response: replies(ZAttendanceMonthlyDetailsView) },
    config: { access: { permission: MONTHLY, scope: 'lead' } },
  }, async (req) => ok(req, await monthlyDetailsFor(deps, userOf(req), req.body.employeeId, req.body.month, req.ctx.lang)));

  app.post('/api/1.0/search/report/attendance/monthly/self', {
    schema: { tags, summary: 'The caller\'s own month (self-attendance-report): each date\'s status, punches and minutes, and the month\'s totals with approved overtime', body: ZAttendanceMonthlySelf, response: replies(ZAttendanceMonthlyDetailsView) },
    config: { access: { permission: SELF, scope: 'self' } },
  }, async (req) => ok(req, await monthlyDetails(deps, userOf(req).id, req.body.month, req.ctx.lang)));

  app.post('/api/1.0/excel/report/attendance/monthly', {
    schema: { tags, summary: 'The monthly attendance report as an Excel file, streamed while it is read: one row per employee, a coloured cell per date, the totals as number cells. With `progressId` the page follows it at get/work/progress/{progressId}', body: ZAttendanceMonthlyExport },
    config: { access: { permission: MONTHLY, scope: 'lead' } },
  }, async (req, reply) => {
    const lang = req.ctx.lang;
    const ids = await monthlyEmployeeIds(deps, scopeOf(req), req.body, lang);
    const progress = await startProgress(deps.db, req.body.progressId, userOf(req).id, 'attendanceMonthlyExport');
    await progress.report(0, ids.length);
    async function* batches() {
      for await (const batch of monthlyRowBatches(deps, ids, req.body.month, lang)) {
        yield batch;
        await progress.report(batch.done, ids.length);
      }
      await progress.finish();
    }
    const month = req.body.month;
    return sendXlsx(reply, xlsxName(`attendance-${month}`, lang), monthlyXlsx(excelOptions(req, deps.config), month, ids.length, batches()));
  });

  app.post('/api/1.0/excel/report/attendance/monthly/self', {
    schema: { tags, summary: 'The caller\'s own month as an Excel file: one row per date (status, punches, minutes)', body: ZAttendanceMonthlySelf },
    config: { access: { permission: SELF, scope: 'self' } },
  }, async (req, reply) => {
    const m = await monthlyDetails(deps, userOf(req).id, req.body.month, req.ctx.lang);
    return sendAttendanceXlsx(deps, req, reply, m.days.map((d) => ({ ...d, employee: m.employee })), t(req.ctx.lang, 'menu:report/self-attendance-report'));
  });
});

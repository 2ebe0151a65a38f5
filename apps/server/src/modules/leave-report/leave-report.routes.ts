import {
  ZLeaveHistoryExport, ZLeaveHistorySearch, ZLeaveMonthlySearch, ZLeaveSelfDetails, ZLeaveSelfReport, ZLeaveSummaryExport, ZLeaveSummarySearch,
} from '@hr/domain/leave/report';
import type { Lang } from '@hr/domain';
import type { FastifyRequest } from 'fastify';
import { userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { excelOptions, sendXlsx, xlsxName } from '../../platform/excel';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { teamOf } from '../../platform/scope';
import { leaveBalances } from '../leave/leave-balance.service';
import { historyWorkbook, selfWorkbook, summaryWorkbook } from './leave-report.excel';
import { selfLeaveDetails, teamLeaveHistory } from './leave-requests-report.service';
import { ZLeaveMonthly, ZLeaveSummaryPage, ZRequestPage, ZSelfDetailsPage, ZSelfSummary } from './leave-report.schemas';
import { leaveTakenByMonth } from './leave-monthly.service';
import { leaveSummary, type SummaryQuery } from './leave-summary.service';

const tags = ['Leave report'];
/** Everyone's leave (HR). */
const HR = { permission: 'report.leave-report', scope: 'hr' as const };
/**
 * The caller's team, direct and indirect (platform/scope teamOf), whoever calls: HR reads everyone
 * through the HR report, so these stay "my team" for HR too.
 */
const TEAM = { permission: 'report.leave-subordinate-report', scope: 'lead' as const };
/** The caller's own leave only; the bodies name no employee. */
const SELF = { permission: 'report.self-leave-report', scope: 'self' as const };

/**
 * The leave reports (SPEC section 7 "Reports", issue 6 point 7) and their Excel exports:
 * report/leave (HR, everyone), report/leave/under (a supervisor's team — a route of its own rather
 * than a scope flag on report/leave, so each route has one permission and one data scope),
 * report/leave/self (+/details) and report/history/leave/under. report/leave/monthly and
 * report/leave/under/monthly (issue 15 point 5) are beyond the spec: the chart of days taken by
 * type and month above the summary, with the summary's filters and scope; the spec's calls keep
 * their bodies and answers.
 */
export const leaveReportRoutes = routes((app, deps) => {
  const today = () => businessToday(deps);
  const thisYear = () => Number(today().slice(0, 4));
  const excel = (req: FastifyRequest) => excelOptions(req, deps.config);
  /** An export's content: every employee the filters match with their figures, and the days taken by month. */
  const everything = async (q: Omit<SummaryQuery, 'page' | 'pageSize'>, lang: Lang) => {
    const [summary, monthly] = await Promise.all([leaveSummary(deps.db, { ...q, page: 1, pageSize: 1, all: true }, today(), lang), leaveTakenByMonth(deps.db, q, lang)]);
    return { summary, monthly };
  };
  /** The history's range: the current year unless the body narrows it (either end may be given alone). */
  const rangeOf = (q: { dateFrom?: string; dateTo?: string }) => {
    const year = thisYear();
    return { dateFrom: q.dateFrom ?? (q.dateTo ? '1900-01-01' : `${year}-01-01`), dateTo: q.dateTo ?? (q.dateFrom ? '2999-12-31' : `${year}-12-31`) };
  };

  app.post('/api/1.0/search/report/leave', {
    schema: { tags, summary: 'Leave of everyone employed in the year (HR): per employee and leave type the entitlement, HR\'s adjustments, used (approved), pending and remaining; paged by employee, with totals per type',
      body: ZLeaveSummarySearch, response: replies(ZLeaveSummaryPage) },
    config: { access: HR },
  }, async (req) => ok(req, await leaveSummary(deps.db, { ...req.body, year: req.body.year ?? thisYear() }, today(), req.ctx.lang)));

  app.post('/api/1.0/excel/report/leave', {
    schema: { tags, summary: 'Excel export of the leave report (HR): every employee of the filters, one row each with a column per leave type, on a sheet per figure (used, remaining, pending, entitlement, adjustments), and the days used by month', body: ZLeaveSummaryExport },
    config: { access: HR },
  }, async (req, reply) => {
    const year = req.body.year ?? thisYear();
    return sendXlsx(reply, xlsxName('leave-report', req.ctx.lang, year), await summaryWorkbook(excel(req), await everything({ ...req.body, year }, req.ctx.lang)));
  });

  app.post('/api/1.0/search/report/leave/monthly', {
    schema: { tags, summary: 'Approved leave days of the year by leave type and calendar month over everyone the leave report\'s filters match (HR): the chart above the report',
      body: ZLeaveMonthlySearch, response: replies(ZLeaveMonthly) },
    config: { access: HR },
  }, async (req) => ok(req, await leaveTakenByMonth(deps.db, { ...req.body, year: req.body.year ?? thisYear() }, req.ctx.lang)));

  app.post('/api/1.0/search/report/leave/under', {
    schema: { tags, summary: 'The leave report of the caller\'s team (direct and indirect subordinates): the same figures and filters as report/leave',
      body: ZLeaveSummarySearch, response: replies(ZLeaveSummaryPage) },
    config: { access: TEAM },
  }, async (req) => ok(req, await leaveSummary(deps.db, { ...req.body, year: req.body.year ?? thisYear(), within: teamOf(userOf(req).id) }, today(), req.ctx.lang)));

  app.post('/api/1.0/excel/report/leave/under', {
    schema: { tags, summary: 'Excel export of the leave report of the caller\'s team', body: ZLeaveSummaryExport },
    config: { access: TEAM },
  }, async (req, reply) => {
    const year = req.body.year ?? thisYear();
    return sendXlsx(reply, xlsxName('team-leave-report', req.ctx.lang, year), await summaryWorkbook(excel(req), await everything({ ...req.body, year, within: teamOf(userOf(req).id) }, req.ctx.lang)));
  });

  app.post('/api/1.0/search/report/leave/under/monthly', {
    schema: { tags, summary: 'Approved leave days of the year by leave type and calendar month over the caller\'s team (direct and indirect subordinates), with the filters of report/leave/under',
      body: ZLeaveMonthlySearch, response: replies(ZLeaveMonthly) },
    config: { access: TEAM },
  }, async (req) => ok(req, await leaveTakenByMonth(deps.db, { ...req.body, year: req.body.year ?? thisYear(), within: teamOf(userOf(req).id) }, req.ctx.lang)));

  app.post('/api/1.0/search/report/history/leave/under', {
    schema: { tags, summary: 'Every leave request of the caller\'s team touching the date range (this year by default), any status, with filters; paged, newest first',
      body: ZLeaveHistorySearch, response: replies(ZRequestPage) },
    config: { access: TEAM },
  }, async (req) => ok(req, await teamLeaveHistory(deps.db, teamOf(userOf(req).id), { ...req.body, ...rangeOf(req.body) }, req.ctx.lang)));

  app.post('/api/1.0/excel/report/history/leave/under', {
    schema: { tags, summary: 'Excel export of the leave history of the caller\'s team (same filters, every row)', body: ZLeaveHistoryExport },
    config: { access: TEAM },
  }, async (req, reply) => {
    const data = await teamLeaveHistory(deps.db, teamOf(userOf(req).id), { ...req.body, ...rangeOf(req.body), page: 1, pageSize: 1, all: true }, req.ctx.lang);
    return sendXlsx(reply, xlsxName('team-leave-history', req.ctx.lang), await historyWorkbook(excel(req), data.items));
  });

  app.post('/api/1.0/search/report/leave/self', {
    schema: { tags, summary: 'The caller\'s leave for a year (this year by default) per active leave type: entitlement and its rule, adjustments, used, pending, remaining',
      body: ZLeaveSelfReport.optional(), response: replies(ZSelfSummary) },
    config: { access: SELF },
  }, async (req) => ok(req, await leaveBalances(deps.db, userOf(req).id, req.body?.year ?? thisYear(), today(), req.ctx.lang)));

  app.post('/api/1.0/search/report/leave/self/details', {
    schema: { tags, summary: 'The caller\'s leave requests drawing on the year, any status, with the days each draws on that year; paged, newest first',
      body: ZLeaveSelfDetails, response: replies(ZSelfDetailsPage) },
    config: { access: SELF },
  }, async (req) => ok(req, await selfLeaveDetails(deps.db, userOf(req).id, { ...req.body, year: req.body.year ?? thisYear() }, req.ctx.lang)));

  app.post('/api/1.0/excel/report/leave/self', {
    schema: { tags, summary: 'Excel export of the caller\'s leave report: the summary per type and the year\'s requests', body: ZLeaveSelfReport.optional() },
    config: { access: SELF },
  }, async (req, reply) => {
    const year = req.body?.year ?? thisYear();
    const me = userOf(req).id;
    const [balances, details] = await Promise.all([
      leaveBalances(deps.db, me, year, today(), req.ctx.lang),
      selfLeaveDetails(deps.db, me, { page: 1, pageSize: 1, year, all: true }, req.ctx.lang),
    ]);
    return sendXlsx(reply, xlsxName('my-leave', req.ctx.lang, year), await selfWorkbook(excel(req), balances, details.items));
  });
});

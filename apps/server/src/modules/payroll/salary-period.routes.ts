import { z } from 'zod';
import {
  LINE_MONEY_COLUMNS, PAYMENT_CHANNELS, SALARY_PERIOD_STATUSES, SKIP_REASONS, STAFF_KINDS, STALE_INPUTS, ZPeriodChannel, ZPeriodCompute, ZPeriodId, ZPeriodLine, ZPeriodLines, ZPeriodMove, ZPeriodPayDate,
  ZPeriodAdjustmentSave, ZSalaryPeriodSave, ZSalaryPeriodSearch, ZSocialSecurityPrice,
} from '@hr/domain/payroll/period';
import { ZUuid } from '@hr/domain/validators';
import { correctionTargets, deleteAdjustment, saveAdjustment, setSocialSecurityPrice } from './salary-corrections.service';
import { acceptRetroOffer, retroOffersOf } from './retro-pay.service';
import { ZPayItemId, ZPayItemSave, ZPayItemsOf } from '@hr/domain/payroll/pay-items';
import { deletePayItem, payItemsOfEmployee, savePayItem } from './pay-items.service';
import { actorOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { computePeriod } from './salary-compute.service';
import { periodLine, periodLines } from './salary-lines.query';
import { PAYROLL_IMPORT_MAX_BYTES, ZPeriodImportQuery, IMPORT_FIELDS } from '@hr/domain/payroll/period-import';
import { excelOptions, sendXlsx } from '../../platform/excel';
import { readOneUpload, readSpreadsheet } from '../../platform/files/spreadsheet-upload';
import { importItems, itemsTemplate, previewItems } from './salary-items-import.service';
import { ZTaxDeclarationKey, ZTaxDeclarationSave } from '@hr/domain/payroll/declarations';
import { readDeclaration, saveDeclaration } from './tax-declaration.service';
import { registerNoticeKinds } from '../notification/inbox.registry';
import { TAX_REMINDER_NOTICES } from './tax-reminder-notices';
import { accountantsOf, deletePeriod, movePeriod, periodView, savePeriod, searchPeriods, updatePeriodField } from './salary-period.service';

const tags = ['Payroll'];
const access = { permission: 'payroll.salary-period', scope: 'hr' } as const;
const n = z.number();
const s = z.string();
const ZView = z.object({
  id: s, companyId: s, companyName: s, month: s, periodStart: s, periodEnd: s, payDate: s,
  staffKind: z.enum(STAFF_KINDS), paymentChannel: z.enum(PAYMENT_CHANNELS), status: z.enum(SALARY_PERIOD_STATUSES), note: s.nullable(),
  employeeCount: n, grossTotal: n, deductionTotal: n, netTotal: n, taxTotal: n, socialSecurityTotal: n, socialSecurityEmployerTotal: n,
  computing: z.object({ progressId: s.nullable(), since: s }).nullable(),
  computedAt: s.nullable(), staleInputs: z.array(z.enum(STALE_INPUTS)), computedByName: s.nullable(), closedAt: s.nullable(), closedByName: s.nullable(),
  accountantId: s.nullable(), accountantName: s.nullable(), sentAt: s.nullable(), paidAt: s.nullable(),
});
const ZLine = z.object({
  employeeId: s, employeeCode: s, name: s, departmentName: s.nullable(), channel: z.enum(['bank', 'nonBank']),
  ...Object.fromEntries(LINE_MONEY_COLUMNS.map((k) => [k, n])) as Record<string, z.ZodNumber>,
});
const ZPayItem = z.object({
  id: s, employeeId: s, itemId: s, code: s, name: s, kind: z.enum(['income', 'deduction']), taxable: z.boolean(), prorate: z.boolean(),
  amount: n, startMonth: s, endMonth: s.nullable(), note: s.nullable(),
});
const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: n, page: n, pageSize: n });

/** Salary periods (issue 19 point 3; SPEC section 7 "Payroll": search, details, save, delete, updates, manage search). */
export const salaryPeriodRoutes = routes((app, deps) => {
  registerNoticeKinds(deps, Object.values(TAX_REMINDER_NOTICES));
  app.post('/api/1.0/search/salaryPeriod', {
    schema: { tags, summary: 'Salary periods, newest month first, by company, year and state', body: ZSalaryPeriodSearch, response: replies(paged(ZView)) },
    config: { access },
  }, async (req) => ok(req, await searchPeriods(deps.db, req.body, req.ctx.lang)));

  app.post('/api/1.0/get/salaryPeriod/details', {
    schema: { tags, summary: 'One salary period: its facts, state, totals and whether it is being computed', body: ZPeriodId, response: replies(ZView) },
    config: { access },
  }, async (req) => ok(req, await periodView(deps.db, req.body.id, req.ctx.lang)));

  app.post('/api/1.0/save/salaryPeriod', {
    schema: { tags, summary: 'Add a salary period, or edit a draft\'s facts (one per company, month paid and kind of staff)', body: ZSalaryPeriodSave, response: replies(ZView) },
    config: { access },
  }, async (req) => ok(req, await savePeriod(deps, actorOf(req), req.body)));

  app.post('/api/1.0/delete/salaryPeriod', {
    schema: { tags, summary: 'Delete a draft salary period with its lines', body: ZPeriodId, response: replies(z.null()) },
    config: { access },
  }, async (req) => { await deletePeriod(deps, actorOf(req), req.body.id); return ok(req, null); });

  app.post('/api/1.0/compute/salaryPeriod', {
    schema: { tags, summary: 'Compute (or recompute) a draft: one line per employee in scope, replacing the earlier lines. Answers when done; '
      + 'GET get/work/progress/{progressId} tells how far it is meanwhile', body: ZPeriodCompute,
    response: replies(z.object({ lines: n, skipped: z.array(z.object({ employeeId: s, employeeCode: s, name: s, reason: z.enum(SKIP_REASONS) })) })) },
    config: { access },
  }, async (req) => ok(req, await computePeriod(deps, actorOf(req), req.body.id, req.body.progressId)));

  app.post('/api/1.0/update/salaryPeriod/paymentStatus', {
    schema: { tags, summary: 'Move a period: close a computed draft (its lines are final), send a closed period to accounting (the accountant who receives it), mark it paid',
      body: ZPeriodMove, response: replies(ZView) },
    config: { access },
  }, async (req) => ok(req, await movePeriod(deps, actorOf(req), req.body.id, req.body.action, req.body.accountantId)));

  app.post('/api/1.0/update/salaryPeriod/payDate', {
    schema: { tags, summary: 'Change the pay date of a period not yet paid', body: ZPeriodPayDate, response: replies(ZView) },
    config: { access },
  }, async (req) => ok(req, await updatePeriodField(deps, actorOf(req), req.body.id, { payDate: req.body.payDate })));

  app.post('/api/1.0/update/salaryPeriod/paymentChannel', {
    schema: { tags, summary: 'Change the payment channel of a draft (bank, non-bank or both); the next compute follows it', body: ZPeriodChannel, response: replies(ZView) },
    config: { access },
  }, async (req) => ok(req, await updatePeriodField(deps, actorOf(req), req.body.id, { paymentChannel: req.body.paymentChannel })));

  app.post('/api/1.0/search/salaryPeriod/manage', {
    schema: { tags, summary: 'The lines of a period by employee id, searched by id or name; every read of them is audited', body: ZPeriodLines, response: replies(paged(ZLine)) },
    config: { access },
  }, async (req) => ok(req, await periodLines(deps.db, actorOf(req), req.body)));

  app.post('/api/1.0/get/salaryPeriod/line', {
    schema: { tags, summary: 'One employee\'s line with the working behind every figure (satang); the read is audited', body: ZPeriodLine,
      response: replies(z.object({ line: ZLine, working: z.record(s, z.unknown()), allowanceNames: z.record(s, s), computedAt: s, socialSecurityPrice: n.nullable(),
        corrections: z.array(z.object({ id: s, toPeriodId: s, toMonth: s, toStatus: z.enum(SALARY_PERIOD_STATUSES), amount: n, reason: s })) })) },
    config: { access },
  }, async (req) => ok(req, await periodLine(deps.db, actorOf(req), req.body.id, req.body.employeeId)));

  app.post('/api/1.0/get/payroll/payItems', {
    schema: { tags, summary: 'An employee\'s recurring allowances and deductions (items of the income/deduction master), running ones first', body: ZPayItemsOf,
      response: replies(z.array(ZPayItem)) },
    config: { access },
  }, async (req) => ok(req, await payItemsOfEmployee(deps.db, actorOf(req), req.body.employeeId)));

  app.post('/api/1.0/save/payroll/payItem', {
    schema: { tags, summary: 'Add or edit an employee\'s recurring allowance or deduction: the master\'s item, the monthly amount, the months it runs; answers the employee\'s items',
      body: ZPayItemSave, response: replies(z.array(ZPayItem)) },
    config: { access },
  }, async (req) => ok(req, await savePayItem(deps, actorOf(req), req.body)));

  app.post('/api/1.0/delete/payroll/payItem', {
    schema: { tags, summary: 'Delete an employee\'s recurring item (computed lines keep what they paid); answers the employee\'s items', body: ZPayItemId, response: replies(z.array(ZPayItem)) },
    config: { access },
  }, async (req) => ok(req, await deletePayItem(deps, actorOf(req), req.body.id)));

  app.post('/api/1.0/update/salaryPeriod/socialsecurityPrice', {
    schema: { tags, summary: 'Set a draft line\'s social security contribution by hand (0: not insured this month), or clear it (null): the draft\'s next compute applies it, capped at the ceiling\'s contribution, the employer\'s side following at the rates',
      body: ZSocialSecurityPrice, response: replies(z.object({ employeeId: s, amount: n.nullable() })) },
    config: { access },
  }, async (req) => ok(req, await setSocialSecurityPrice(deps, actorOf(req), req.body)));

  app.post('/api/1.0/get/salaryPeriod/correctionTargets', {
    schema: { tags, summary: 'The drafts a line of this (closed) period may be corrected in: later months of the same company and staff', body: ZPeriodId,
      response: replies(z.array(z.object({ id: s, month: s }))) },
    config: { access },
  }, async (req) => ok(req, await correctionTargets(deps.db, req.body.id)));

  app.post('/api/1.0/save/salaryPeriod/adjustment', {
    schema: { tags, summary: 'Correct a closed period\'s line in a later draft: an amount paid (positive) or taken back (negative) with its reason; the draft\'s next compute pays it as wages of its month',
      body: ZPeriodAdjustmentSave, response: replies(z.object({ id: s })) },
    config: { access },
  }, async (req) => ok(req, await saveAdjustment(deps, actorOf(req), req.body)));

  app.post('/api/1.0/delete/salaryPeriod/adjustment', {
    schema: { tags, summary: 'Withdraw a correction while the draft it is paid in is still a draft', body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
    config: { access },
  }, async (req) => { await deleteAdjustment(deps, actorOf(req), req.body.id); return ok(req, null); });

  app.post('/api/1.0/search/salaryPeriod/retroOffers', {
    schema: { tags, summary: 'The retroactive pay of back-dated salaries offered in a draft and not yet accepted: employee, month corrected, amount, reason', body: ZPeriodId,
      response: replies(z.array(z.object({ id: s, employeeId: s, employeeCode: s, name: s, fromMonth: s, amount: n, reason: s }))) },
    config: { access },
  }, async (req) => ok(req, await retroOffersOf(deps.db, req.body.id, actorOf(req).lang)));

  app.post('/api/1.0/accept/salaryPeriod/retroOffer', {
    schema: { tags, summary: 'Accept an offered retroactive pay while its draft is a draft: the next compute pays it (declining it is withdrawing the correction)', body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
    config: { access },
  }, async (req) => { await acceptRetroOffer(deps, actorOf(req), req.body.id); return ok(req, null); });

  app.post('/api/1.0/excel/salaryPeriod/template', {
    schema: { tags, summary: 'The import template of a draft: every employee of the period (id, name) with their commission, bonus, extra pay, other income and other deduction as they stand', body: ZPeriodId },
    config: { access },
  }, async (req, reply) => sendXlsx(reply, 'salary-period-items.xlsx', await itemsTemplate(deps.db, req.body.id, excelOptions(req, deps.config))));

  app.post('/api/1.0/upload/salaryPeriod/items/preview', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZPeriodId, summary: 'Reads an import file (.xls, .xlsx or .csv by content, up to 10MB) and answers its header, the columns it recognises and its rows, so the uploader maps the columns',
      response: replies(z.object({ header: z.array(s), mapping: z.object(Object.fromEntries(IMPORT_FIELDS.map((f) => [f, n.optional()]))), rows: n })) },
    config: { access },
  }, async (req) => {
    const file = await readOneUpload(req, PAYROLL_IMPORT_MAX_BYTES);
    return ok(req, previewItems(await readSpreadsheet(file.bytes, file.name)));
  });

  app.post('/api/1.0/upload/salaryPeriod/items', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZPeriodImportQuery.extend({ progressId: z.uuid().optional() }),
      summary: 'Imports a draft\'s variable pay (commission, bonus, extra pay, other income, other deduction) from .xls, .xlsx or .csv up to 10MB: the columns by the query (0-based) or the header. '
        + 'All or nothing: every bad cell is listed by row and column (400100); a blank cell clears the item',
      response: replies(z.object({ employees: n, items: n, codes: z.array(s) })) },
    config: { access },
  }, async (req) => {
    const file = await readOneUpload(req, PAYROLL_IMPORT_MAX_BYTES);
    const sheet = await readSpreadsheet(file.bytes, file.name);
    const { id, progressId, ...columns } = req.query;
    return ok(req, await importItems(deps, actorOf(req), id, sheet, columns, file.name, progressId));
  });

  const ZDeclaration = z.object({ employeeId: s, year: n, spouse: z.boolean(), children: n, childrenBornFrom2018: n, parents: n, declared: z.record(s, n),
    declarable: z.array(z.object({ code: s, name: s, capAmount: n.nullable() })), updatedAt: s.nullable(), fromYear: n.nullable() });
  app.post('/api/1.0/get/payroll/taxDeclaration', {
    schema: { tags, summary: 'An employee\'s tax declarations in force in a tax year (spouse, children, parents, declared amounts by allowance code; an earlier year\'s carried forward until a newer one, fromYear naming it) and the allowances that may be declared; the read is audited',
      body: ZTaxDeclarationKey, response: replies(ZDeclaration) },
    config: { access },
  }, async (req) => ok(req, await readDeclaration(deps.db, actorOf(req), req.body.employeeId, req.body.year)));

  app.post('/api/1.0/save/payroll/taxDeclaration', {
    schema: { tags, summary: 'Saves an employee\'s tax declarations of a tax year; the next compute of a draft withholds by them (each amount capped by the tax-allowance master)',
      body: ZTaxDeclarationSave, response: replies(ZDeclaration) },
    config: { access },
  }, async (req) => ok(req, await saveDeclaration(deps.db, actorOf(req), req.body)));

  app.post('/api/1.0/get/salaryPeriod/accountants', {
    schema: { tags, summary: 'Who may receive the period in accounting: active employees of its company whose role holds the salary periods', body: ZPeriodId,
      response: replies(z.array(z.object({ id: s, code: s, name: s }))) },
    config: { access },
  }, async (req) => ok(req, await accountantsOf(deps.db, req.body.id, req.ctx.lang)));
});

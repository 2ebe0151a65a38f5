import { z } from 'zod';
import {
  ESLIP_REJECTS, ESLIP_UPLOAD_MAX_BYTES, ZEslipPeriodSave, ZEslipResend, ZEslipSearch, ZEslipUploadQuery,
} from '@hr/domain/payroll/eslip';
import { PAYSLIP_MAIL_SKIPS } from '@hr/domain/payroll/payslip';
import { ZUuid } from '@hr/domain/validators';
import { actorOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { sendStoredFile } from '../../platform/files/download';
import { readOneUpload } from '../../platform/files/spreadsheet-upload';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { deleteEslipPeriod, eslipDetails, eslipEmployees, eslipFile, mailEslips, saveEslipPeriod, searchEslipPeriods, uploadEslips } from './eslip.service';

const tags = ['E-slip'];
const access = { permission: 'employment-management.slip-online', scope: 'hr' } as const;
const n = z.number();
const s = z.string();
const ZPeriod = z.object({ id: s, companyId: s, companyName: s, month: s, payDate: s, note: s.nullable(), fileCount: n, mailedCount: n, createdAt: s });
const ZMailResult = z.object({ queued: n, skipped: z.array(z.object({ employeeId: s, employeeCode: s, name: s, reason: z.enum(PAYSLIP_MAIL_SKIPS) })) });

/** Online payslips made elsewhere (issue 20 point 4; SPEC section 7 "E-slip"). */
export const eslipRoutes = routes((app, deps) => {
  app.post('/api/1.0/search/eslip/period', {
    schema: { tags, summary: 'Online payslip months, newest first, by company and year', body: ZEslipSearch,
      response: replies(z.object({ items: z.array(ZPeriod), total: n, page: n, pageSize: n })) },
    config: { access },
  }, async (req) => ok(req, await searchEslipPeriods(deps.db, req.ctx.lang, req.body)));

  app.post('/api/1.0/get/eslip/details', {
    schema: { tags, summary: 'One online payslip month with its uploaded payslips (employee, file, when mailed)', body: z.strictObject({ id: ZUuid }),
      response: replies(ZPeriod.extend({ files: z.array(z.object({ employeeId: s, employeeCode: s, name: s, fileName: s, size: n, mailedAt: s.nullable(), uploadedAt: s })) })) },
    config: { access },
  }, async (req) => ok(req, await eslipDetails(deps.db, actorOf(req), req.body.id)));

  app.post('/api/1.0/get/eslip/employeeNameLists', {
    schema: { tags, summary: 'The company\'s employees and whether the month has a payslip of each (who is still missing)', body: z.strictObject({ id: ZUuid }),
      response: replies(z.array(z.object({ employeeId: s, employeeCode: s, name: s, hasFile: z.boolean() }))) },
    config: { access },
  }, async (req) => ok(req, await eslipEmployees(deps.db, req.ctx.lang, req.body.id)));

  app.post('/api/1.0/save/eslip/period', {
    schema: { tags, summary: 'Add an online payslip month (one per company and month), or edit its month, pay date and note', body: ZEslipPeriodSave, response: replies(ZPeriod) },
    config: { access },
  }, async (req) => ok(req, await saveEslipPeriod(deps.db, actorOf(req), req.body)));

  app.post('/api/1.0/delete/eslip/period', {
    schema: { tags, summary: 'Delete an online payslip month with its payslips', body: z.strictObject({ id: ZUuid }), response: replies(z.null()) },
    config: { access },
  }, async (req) => { await deleteEslipPeriod(deps, actorOf(req), req.body.id); return ok(req, null); });

  app.post('/api/1.0/eslip/upload/file', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZEslipUploadQuery,
      summary: 'Upload a month\'s payslips: one .pdf or a .zip of PDFs named by employee ID (at most 100MB, 5MB a PDF). commit=false (default) says what would be kept, '
        + 'which names match no employee and what is refused; commit=true keeps the matched ones (replacing earlier ones of the same employees)',
      response: replies(z.object({ committed: z.boolean(), matched: z.array(z.object({ employeeId: s, employeeCode: s, name: s, fileName: s, replaces: z.boolean() })),
        unknown: z.array(s), rejected: z.array(z.object({ fileName: s, reason: z.enum(ESLIP_REJECTS) })) })) },
    config: { access },
  }, async (req) => {
    const file = await readOneUpload(req, ESLIP_UPLOAD_MAX_BYTES);
    return ok(req, await uploadEslips(deps, actorOf(req), req.query.id, file, req.query.commit === 'true'));
  });

  app.post('/api/1.0/sendmail/eslip/all', {
    schema: { tags, summary: 'Tell every employee with a payslip of the month that it is on their payslip page (a link; uploaded PDFs are not mailed); who has no address is listed',
      body: z.strictObject({ id: ZUuid }), response: replies(ZMailResult) },
    config: { access },
  }, async (req) => {
    const r = await mailEslips(deps, actorOf(req), req.body.id);
    return ok(req, r, r.skipped.length ? 'MISSING_EMAIL' : 'OK');
  });

  app.post('/api/1.0/resendmail/eslip', {
    schema: { tags, summary: 'Tell one employee again', body: ZEslipResend, response: replies(ZMailResult) },
    config: { access },
  }, async (req) => {
    const r = await mailEslips(deps, actorOf(req), req.body.id, req.body.employeeId);
    return ok(req, r, r.skipped.length ? 'MISSING_EMAIL' : 'OK');
  });

  app.post('/api/1.0/download/eslip', {
    schema: { tags, summary: 'One employee\'s uploaded payslip of a month', body: ZEslipResend },
    config: { access },
  }, async (req, reply) => sendStoredFile(reply, deps.files, await eslipFile(deps.db, actorOf(req), { periodId: req.body.id, employeeId: req.body.employeeId })));

  app.post('/api/1.0/download/eslip/self', {
    schema: { tags, summary: 'My uploaded payslip by its id; another\'s: File not found', body: z.strictObject({ id: ZUuid }) },
    config: { access: { permission: 'self-service.payslip', scope: 'self' } },
  }, async (req, reply) => sendStoredFile(reply, deps.files, await eslipFile(deps.db, actorOf(req), { eslipId: req.body.id, self: true })));
});

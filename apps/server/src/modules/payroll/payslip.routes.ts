import { z } from 'zod';
import { LANGUAGES } from '@hr/domain';
import { PAYSLIP_MAIL_SKIPS, ZPayslipDownload, ZPayslipMail, ZSelfPayslip, ZSelfPayslipSearch } from '@hr/domain/payroll/payslip';
import { ZPeriodId } from '@hr/domain/payroll/period';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { sendAttachment } from '../../platform/files/download';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { downloadPayslips, selfPayslip, selfPayslips } from './payslip.service';
import { mailPayslips, payslipMailStatus } from './payslip-mail.service';

const tags = ['Payroll'];
const n = z.number();
const s = z.string();
/** HR's download may ask for one language for all (a Thai HR officer checking a Khmer payslip); without it, each employee's own. */
const ZHrDownload = ZPayslipDownload.extend({ lang: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional() });

/** Payslips (issue 20 points 1 and 3; SPEC section 7 "Payroll": payslip download, all or selected). */
export const payslipRoutes = routes((app, deps) => {
  app.post('/api/1.0/download/salaryPeriod/payslip', {
    schema: { tags, summary: 'Payslips of a closed period as PDF: one employee\'s (employeeIds with one id), some or all (a zip, streamed; with progressId the page follows it at get/work/progress/{progressId}). '
      + 'Each in the employee\'s language unless lang is given. A draft period has none (409106); an employee without a line: File not found', body: ZHrDownload },
    config: { access: { permission: 'payroll.salary-period', scope: 'hr' } },
  }, async (req, reply) => {
    const out = await downloadPayslips(deps, actorOf(req), req.body);
    return out.kind === 'pdf' ? sendAttachment(reply, out.name, 'application/pdf', out.bytes) : sendAttachment(reply, out.name, 'application/zip', out.stream);
  });

  app.post('/api/1.0/sendmail/salaryPeriod/payslip', {
    schema: { tags, summary: 'Mail the payslips of a closed period (all, or employeeIds: one to resend) to each employee, the PDF locked with the company\'s password rule (date of birth); '
      + 'queued in the outbox, sent after commit. Who has no address or no date of birth is listed (Missing email addresses found for some employees)', body: ZPayslipMail,
    response: replies(z.object({ queued: n, skipped: z.array(z.object({ employeeId: s, employeeCode: s, name: s, reason: z.enum(PAYSLIP_MAIL_SKIPS) })) })) },
    config: { access: { permission: 'payroll.salary-period', scope: 'hr' } },
  }, async (req) => {
    const r = await mailPayslips(deps, actorOf(req), req.body);
    return ok(req, r, r.skipped.some((x) => x.reason === 'noEmail') ? 'MISSING_EMAIL' : 'OK');
  });

  app.post('/api/1.0/get/salaryPeriod/payslipMail', {
    schema: { tags, summary: 'The period\'s payslip mails in the outbox by state (pending, sent, failed, stored without a mail server)', body: ZPeriodId,
      response: replies(z.object({ pending: n, sent: n, failed: n, stored: n })) },
    config: { access: { permission: 'payroll.salary-period', scope: 'hr' } },
  }, async (req) => ok(req, await payslipMailStatus(deps, req.body.id)));

  app.post('/api/1.0/search/payslip/self', {
    schema: { tags, summary: 'My payslips: my lines of closed salary periods and my online payslips uploaded by HR, newest month first', body: ZSelfPayslipSearch,
      response: replies(z.array(z.object({ source: z.enum(['payroll', 'eslip']), id: s, month: s, payDate: s, companyName: s, gross: n.nullable(), totalDeductions: n.nullable(), netPay: n.nullable() }))) },
    config: { access: { permission: 'self-service.payslip', scope: 'self' } },
  }, async (req) => ok(req, await selfPayslips(deps.db, userOf(req).id, req.ctx.lang, req.body.year)));

  app.post('/api/1.0/download/payslip/self', {
    schema: { tags, summary: 'My payslip of a period as PDF, in my language (no password: I am logged in). Another\'s, a draft\'s or none: File not found', body: ZSelfPayslip },
    config: { access: { permission: 'self-service.payslip', scope: 'self' } },
  }, async (req, reply) => {
    const one = await selfPayslip(deps, actorOf(req), req.body.periodId);
    return sendAttachment(reply, one.name, 'application/pdf', one.bytes);
  });
});

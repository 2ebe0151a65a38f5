import { z } from 'zod';
import { ZUuid } from '@hr/domain/validators';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { sendAttachment } from '../../platform/files/download';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { pnd1KorFile, selfTaxYears, taxCertificate } from './tax-certificate.service';

const tags = ['Payroll'];
const ZYear = z.number({ error: 'validation.required' }).int().min(2000, { error: 'validation.tooSmall' }).max(2100, { error: 'validation.tooLarge' });

/** The yearly withholding tax documents (issue 20 point 7): 50 Tawi certificates and PND 1 Kor. */
export const taxCertificateRoutes = routes((app, deps) => {
  app.post('/api/1.0/download/taxCertificate', {
    schema: { tags, summary: 'An employee\'s withholding tax certificate (50 Tawi) of a tax year as PDF, from the company named or the one they work for; none that year: File not found',
      body: z.strictObject({ employeeId: ZUuid, year: ZYear, companyId: ZUuid.optional() }) },
    config: { access: { permission: 'payroll.salary-period', scope: 'hr' } },
  }, async (req, reply) => {
    const out = await taxCertificate(deps, actorOf(req), req.body);
    return sendAttachment(reply, out.name, 'application/pdf', out.bytes);
  });

  app.post('/api/1.0/search/taxCertificate/self', {
    schema: { tags, summary: 'The tax years I have a withholding tax certificate for, with the company that paid me, newest first', body: z.strictObject({}),
      response: replies(z.array(z.object({ year: z.number(), companyId: z.string(), companyName: z.string() }))) },
    config: { access: { permission: 'self-service.payslip', scope: 'self' } },
  }, async (req) => ok(req, await selfTaxYears(deps, userOf(req).id, req.ctx.lang)));

  app.post('/api/1.0/download/taxCertificate/self', {
    schema: { tags, summary: 'My withholding tax certificate (50 Tawi) of a tax year as PDF; a year I was not paid in: File not found',
      body: z.strictObject({ year: ZYear, companyId: ZUuid.optional() }) },
    config: { access: { permission: 'self-service.payslip', scope: 'self' } },
  }, async (req, reply) => {
    const out = await taxCertificate(deps, actorOf(req), { ...req.body, employeeId: userOf(req).id }, true);
    return sendAttachment(reply, out.name, 'application/pdf', out.bytes);
  });

  app.post('/api/1.0/download/pnd1Kor', {
    schema: { tags, summary: 'The yearly PND 1 Kor file of a company: every employee paid in the tax year (closed periods), in the company\'s PND 1 layout. With check: how many, the tax, who cannot be written and why',
      body: z.strictObject({ companyId: ZUuid, year: ZYear, check: z.boolean().optional() }) },
    config: { access: { permission: 'payroll.salary-period', scope: 'hr' } },
  }, async (req, reply) => {
    const out = await pnd1KorFile(deps, actorOf(req), req.body.companyId, req.body.year);
    if (req.body.check) return ok(req, out.check);
    if (!out.check.count) throw new AppError('PAYROLL_FILE_EMPTY');
    return sendAttachment(reply, out.fileName, out.mime, out.bytes);
  });
});

import { z } from 'zod';
import { ZUuid } from '@hr/domain/validators';
import { AppError } from '../../platform/app-error';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { sendAttachment } from '../../platform/files/download';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { pnd1KorFile, selfTaxYears, taxCertificate } from './tax-certificate.service';
import { OPENING_FIELDS, ZOpeningKey } from '@hr/domain/payroll/opening-import';
import { PAYROLL_IMPORT_MAX_BYTES } from '@hr/domain/payroll/period-import';
import { excelOptions, sendXlsx } from '../../platform/excel';
import { readOneUpload, readSpreadsheet } from '../../platform/files/spreadsheet-upload';
import { importOpening, openingTemplate, previewOpening } from './opening-ytd.service';

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

  // The opening year-to-date of a company starting mid-year (issue 35 point 2).
  const salaryAccess = { permission: 'payroll.salary-period', scope: 'hr' } as const;
  app.post('/api/1.0/excel/payroll/openingYearToDate/template', {
    schema: { tags, summary: 'The opening year-to-date template of a company\'s tax year: its employees (ID, name) with the payments, income, tax, social security and provident fund loaded for the months before the product',
      body: ZOpeningKey },
    config: { access: salaryAccess },
  }, async (req, reply) => sendXlsx(reply, 'opening-year-to-date.xlsx', await openingTemplate(deps.db, req.body.companyId, req.body.year, excelOptions(req, deps.config))));

  app.post('/api/1.0/upload/payroll/openingYearToDate/preview', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZOpeningKey, summary: 'Reads an opening year-to-date file (.xls, .xlsx or .csv by content, up to 10MB) and answers its header, the columns it recognises and its rows',
      response: replies(z.object({ header: z.array(z.string()), mapping: z.object(Object.fromEntries(OPENING_FIELDS.map((f) => [f, z.number().optional()]))), rows: z.number() })) },
    config: { access: salaryAccess },
  }, async (req) => {
    const file = await readOneUpload(req, PAYROLL_IMPORT_MAX_BYTES);
    return ok(req, previewOpening(await readSpreadsheet(file.bytes, file.name)));
  });

  app.post('/api/1.0/upload/payroll/openingYearToDate', {
    schema: { tags, consumes: ['multipart/form-data'], querystring: ZOpeningKey,
      summary: 'Imports the opening year-to-date of a company\'s tax year from .xls, .xlsx or .csv up to 10MB, replacing that of every employee in the file. All or nothing: every bad cell is listed by row and column (400100)',
      response: replies(z.object({ employees: z.number() })) },
    config: { access: salaryAccess },
  }, async (req) => {
    const file = await readOneUpload(req, PAYROLL_IMPORT_MAX_BYTES);
    return ok(req, await importOpening(deps, actorOf(req), req.query.companyId, req.query.year, await readSpreadsheet(file.bytes, file.name), file.name));
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

import { z } from 'zod';
import { ZUuid } from '@hr/domain/validators';
import { AppError } from '../../platform/app-error';
import { actorOf } from '../../platform/context';
import { excelOptions, sendXlsx } from '../../platform/excel';
import { sendAttachment } from '../../platform/files/download';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { fileCheck, payrollExcel, payrollFile, type FileKind } from './payroll-files.service';

const tags = ['Payroll'];
const access = { permission: 'payroll.salary-period', scope: 'hr' } as const;
/** A file of a closed period; `check` answers what it would hold (count, total, who cannot be written and why) instead of the file. */
const ZFileAsk = z.strictObject({ id: ZUuid, check: z.boolean().optional() });

const FILES: Array<[FileKind, string, string]> = [
  ['bank', 'bankFile', 'The salary transfer file of the bank-channel lines, in the layout the company master names (cp874), net pay per payee'],
  ['socialSecurity', 'socialSecurityFile', 'The SPS 1-10 social security upload (135-byte records, TIS-620), the contributions as the lines have them'],
  ['pnd1', 'pnd1', 'The PND 1 withholding tax attachment (delimited text, the layout of the company master), the lines with tax withheld'],
];

/** Bank and government files of a closed period (issue 20 points 5-7; SPEC section 7: Excel downloads for bank and social security). */
export const payrollFileRoutes = routes((app, deps) => {
  for (const [kind, path, summary] of FILES) {
    app.post(`/api/1.0/download/salaryPeriod/${path}`, {
      schema: { tags, summary: `${summary}. With check: what it would hold and who cannot be written (left out) and why; a draft has none (409106)`, body: ZFileAsk },
      config: { access },
    }, async (req, reply) => {
      const file = await payrollFile(deps.db, actorOf(req), req.body.id, kind);
      if (req.body.check) return ok(req, fileCheck(file));
      if (!file.count) throw new AppError('PAYROLL_FILE_EMPTY');
      return sendAttachment(reply, file.fileName, file.mime, file.bytes);
    });
  }
  for (const kind of ['bank', 'socialSecurity'] as const) {
    app.post(`/api/1.0/excel/salaryPeriod/${kind}`, {
      schema: { tags, summary: kind === 'bank' ? 'The bank transfers of a closed period as Excel: employee, bank, account and amount' : 'The social security contributions of a closed period as Excel: ID, wages, both sides', body: z.strictObject({ id: ZUuid }) },
      config: { access },
    }, async (req, reply) => {
      const x = await payrollExcel(deps.db, actorOf(req), req.body.id, kind, excelOptions(req, deps.config));
      return sendXlsx(reply, x.name, x.bytes);
    });
  }
});

import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { ZMonth } from '../attendance/views';
import { optionalText, ZUuid } from '../validators';

/*
 * Online payslips (issue 20 point 4; SPEC section 2 employment-management/slip-online, section 7
 * "e-slip"): for a company whose payroll runs elsewhere, HR uploads a month's payslips as PDFs, or
 * one .zip of PDFs, each named by the employee's ID ("AMN00017.pdf", "AMN00017 October.pdf"). The
 * product matches each to its employee (the names it cannot match are listed before anything is
 * kept), stores them, tells the employees, and shows them in each one's payslip list.
 */

/** SPEC section 5: an online payslip upload is .pdf or .zip. */
export const ESLIP_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const ESLIP_PDF_MAX_BYTES = 5 * 1024 * 1024;
export const ESLIP_MAX_FILES = 10_000;

export const ZEslipPeriodSave = z.strictObject({
  id: ZUuid.optional(),
  companyId: ZUuid,
  month: ZMonth,
  payDate: ZIsoDate,
  note: optionalText(500),
});
export type EslipPeriodSave = z.input<typeof ZEslipPeriodSave>;
export const ZEslipSearch = z.strictObject({
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(100, { error: 'validation.tooLarge' }).default(20),
  companyId: ZUuid.optional(),
  year: z.number().int().min(2000, { error: 'validation.tooSmall' }).max(2100, { error: 'validation.tooLarge' }).optional(),
});
/** The upload's period, and whether to keep what matched (false: only say what would be kept). */
export const ZEslipUploadQuery = z.strictObject({ id: ZUuid, commit: z.enum(['true', 'false']).optional() });
export const ZEslipResend = z.strictObject({ id: ZUuid, employeeId: ZUuid });

/** The employee ID a file is named by: its name without folders and extension, up to the first character that is not a letter or digit. */
export function eslipCodeOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return (/^[A-Za-z0-9]+/.exec(base.replace(/\.[^.]*$/, ''))?.[0] ?? '').toUpperCase();
}

export type EslipPeriodView = {
  id: string; companyId: string; companyName: string; month: string; payDate: string; note: string | null;
  fileCount: number; mailedCount: number; createdAt: string;
};
export type EslipFileView = { employeeId: string; employeeCode: string; name: string; fileName: string; size: number; mailedAt: string | null; uploadedAt: string };
export type EslipDetails = EslipPeriodView & { files: EslipFileView[] };
export const ESLIP_REJECTS = ['notPdf', 'tooLarge', 'duplicate', 'noCode'] as const;
export type EslipUploadResult = {
  committed: boolean;
  matched: Array<{ employeeId: string; employeeCode: string; name: string; fileName: string; replaces: boolean }>;
  unknown: string[];
  rejected: Array<{ fileName: string; reason: (typeof ESLIP_REJECTS)[number] }>;
};
/** The company's employees with whether the period has a payslip of theirs (who is still missing). */
export type EslipEmployee = { employeeId: string; employeeCode: string; name: string; hasFile: boolean };

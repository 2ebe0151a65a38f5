import { z } from 'zod';
import { CHOICES } from '../choices';
import { ZOptionalDate } from '../dates';
import { isThaiTaxId, ZUuid } from '../validators';
import { employeeCreateIssues, ZEmployeeCreate } from './create';
import { refTo } from './form-fields';

const blank = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalDate = ZOptionalDate;
const optionalText = (max: number) => z.preprocess(blank, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable());
const create = ZEmployeeCreate.shape;

/** The statuses of someone who has left: they go with a resignation date and close the account. */
export const LEAVING_STATUSES: readonly string[] = ['resigned', 'terminated'];

/**
 * The employment data HR keeps for an employee (SPEC section 3 "Employment"), saved by
 * employee-working-management. The fields the add-employee form also asks for carry the same
 * rules as there (required, company e-mail, the working-time pattern of general hours, an
 * assistant other than the supervisor). Whether the chosen rows exist, are active and belong to
 * the company, and that the supervisor line has no loop, the server checks against the database.
 */
/** A provident fund rate, 2 to 15 percent of wages (THAI-RULES.md "Provident fund"); empty = not a member. */
const providentFundRate = z.preprocess(blank, z.number({ error: 'validation.numericOnly' })
  .min(2, { error: 'validation.tooSmall' }).max(15, { error: 'validation.tooLarge' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'validation.twoDecimals' }).nullable());

export const ZEmployment = z.strictObject({
  employmentStatus: z.enum(CHOICES.employmentStatus, { error: 'validation.required' }),
  employmentTypeId: create.employmentTypeId,
  workingTimeType: create.workingTimeType,
  workingTimeId: create.workingTimeId,
  joiningDate: create.joiningDate,
  probationPassDate: optionalDate,
  resignDate: optionalDate,
  effectiveDate: optionalDate,
  changeReason: optionalText(500),
  companyId: create.companyId,
  departmentId: create.departmentId,
  positionId: create.positionId,
  supervisorId: create.supervisorId,
  assistantSupervisorId: create.assistantSupervisorId,
  roleId: refTo('role'),
  recordTime: z.boolean({ error: 'validation.required' }),
  companyEmail: create.companyEmail,
  workPermitNumber: optionalText(30),
  workPermitIssueDate: optionalDate,
  workPermitExpiryDate: optionalDate,
  // A taxpayer number is the 13-digit Revenue Department id with its check digit (a Thai's citizen id).
  taxpayerNumber: z.preprocess(blank, z.string().trim().refine(isThaiTaxId, { error: 'validation.taxId' }).nullable()),
  jobInfoSource: optionalText(200),
  // Issue 35 point 9: the social security number the SSO issued to an insured person without a Thai
  // citizen id (Cambodian and Myanmar workers), 13 digits as printed (spaces and dashes dropped).
  // It is not a Thai id, so no check digit is asked of it.
  ssoNumber: z.preprocess((v) => (typeof v === 'string' ? blank(v.replace(/[\s-]/g, '')) : blank(v)),
    z.string().regex(/^\d{13}$/, { error: 'validation.ssoNumber' }).nullable()),
  // Provident Fund Act: the employee puts in 2 to 15 percent of wages (THAI-RULES.md); empty = not a member.
  providentFundPercent: providentFundRate,
  // The employer puts in at least the employee's rate and at most 15 (Provident Fund Act); empty = the employee's rate.
  providentFundEmployerPercent: providentFundRate,
  kpi: optionalText(500),
}).superRefine((v, ctx) => {
  for (const i of employmentIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});
export type Employment = z.infer<typeof ZEmployment>;

/** The body of the save call: the employee's id and the employment data. */
export const ZEmploymentSave = z.strictObject({ id: ZUuid, ...ZEmployment.shape }).superRefine((v, ctx) => {
  for (const i of employmentIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});

type DateFields = 'joiningDate' | 'probationPassDate' | 'resignDate' | 'effectiveDate' | 'workPermitIssueDate' | 'workPermitExpiryDate';
type EmploymentFields = Pick<Employment, DateFields | 'employmentStatus' | 'workPermitNumber' | 'workingTimeType' | 'workingTimeId' | 'supervisorId' | 'assistantSupervisorId'
  | 'providentFundPercent' | 'providentFundEmployerPercent'>;

/**
 * The rules across fields of the employment data, exported so the form marks them while other
 * fields are still being filled (zod runs them last):
 * - the dates of passing probation, resigning and the change's effect are not before joining;
 * - a work permit expires after it is issued, and a permit number goes with its expiry date (the
 *   expiring-documents report reads it), dates with a number;
 * - a resignation date and a leaving status (resigned, terminated) go together: the status says
 *   the employee has left, the date says when (its last day, not in the future: the server checks
 *   that against today, and the account closes when the status is saved);
 * - as on create: general hours need their working-time pattern, the assistant is not the supervisor.
 */
export function employmentIssues(v: Partial<EmploymentFields>): Array<{ field: string; key: string }> {
  const out = employeeCreateIssues({ workingTimeType: v.workingTimeType, workingTimeId: v.workingTimeId, supervisorId: v.supervisorId, assistantSupervisorId: v.assistantSupervisorId });
  const issue = (field: string, key: string) => out.push({ field, key });
  for (const field of ['probationPassDate', 'resignDate', 'effectiveDate'] as const) {
    const d = v[field];
    if (d && v.joiningDate && d < v.joiningDate) issue(field, 'validation.notBeforeJoining');
  }
  if (v.workPermitIssueDate && v.workPermitExpiryDate && v.workPermitExpiryDate <= v.workPermitIssueDate) issue('workPermitExpiryDate', 'validation.afterIssue');
  if (v.workPermitNumber && !v.workPermitExpiryDate) issue('workPermitExpiryDate', 'validation.required');
  if (!v.workPermitNumber && (v.workPermitIssueDate || v.workPermitExpiryDate)) issue('workPermitNumber', 'validation.required');
  const leaving = !!v.employmentStatus && LEAVING_STATUSES.includes(v.employmentStatus);
  if (leaving && !v.resignDate) issue('resignDate', 'validation.required');
  if (!leaving && v.employmentStatus && v.resignDate) issue('employmentStatus', 'validation.leavingStatus');
  // The employer's rate goes with a member's own, and is not below it.
  if (typeof v.providentFundEmployerPercent === 'number' && typeof v.providentFundPercent !== 'number') issue('providentFundPercent', 'validation.required');
  if (typeof v.providentFundEmployerPercent === 'number' && typeof v.providentFundPercent === 'number' && v.providentFundEmployerPercent < v.providentFundPercent) {
    issue('providentFundEmployerPercent', 'validation.employerBelowEmployee');
  }
  return out;
}

import dayjs from 'dayjs';
import { employmentIssues, LEAVING_STATUSES, ZEmployment } from '@hr/domain/employee/employment';
import { formFieldsOf } from '@hr/domain/employee/form-fields';
import type { CrossRules } from '../../lib/schema-rules';
import { toSectionBody } from '../employee-record/SectionForm';

export type EmploymentField = keyof typeof ZEmployment.shape;
/** The form's values: the employment fields, dates as dayjs for the pickers. */
export type EmploymentValues = Partial<Record<EmploymentField, unknown>>;

/** The fields of ZEmployment with their kind (date, number, boolean …), as the save call takes them. */
export const EMPLOYMENT_FIELDS = formFieldsOf(ZEmployment);
export const employmentCross = employmentIssues as CrossRules;

/** Form values → the body of POST /1.2/save/employment (without the id): dates YYYY-MM-DD, empty → null. */
export const toEmploymentBody = (values: EmploymentValues) => toSectionBody(EMPLOYMENT_FIELDS, values);

/** The answer of POST /1.2/get/employment → the form's values. */
export function toEmploymentValues(row: Record<string, unknown>): EmploymentValues {
  return Object.fromEntries(EMPLOYMENT_FIELDS.map((f) => {
    const v = row[f.name];
    return [f.name, f.kind === 'date' && typeof v === 'string' ? dayjs(v) : v ?? undefined];
  }));
}

export const isLeaving = (status: unknown) => typeof status === 'string' && LEAVING_STATUSES.includes(status);

/** Fields whose rule reads another field: checked again when that one changes. */
export const DEPENDS: Partial<Record<EmploymentField, EmploymentField[]>> = {
  probationPassDate: ['joiningDate'], effectiveDate: ['joiningDate'], resignDate: ['joiningDate', 'employmentStatus'], employmentStatus: ['resignDate'],
  workPermitNumber: ['workPermitIssueDate', 'workPermitExpiryDate'], workPermitExpiryDate: ['workPermitIssueDate', 'workPermitNumber'],
  workingTimeId: ['workingTimeType'], assistantSupervisorId: ['supervisorId'],
  providentFundPercent: ['providentFundEmployerPercent'], providentFundEmployerPercent: ['providentFundPercent'],
};
/** Chosen within a company: a new company starts them again. */
export const OF_COMPANY: EmploymentField[] = ['departmentId', 'supervisorId', 'assistantSupervisorId'];

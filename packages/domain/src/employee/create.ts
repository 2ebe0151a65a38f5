import { z } from 'zod';
import { CHOICES } from '../choices';
import { ZIsoDate } from '../dates';
import { isCambodianId, isPassportNumber, isPhoneNumber, isThaiCitizenId, requiredOr, requiredText, ZEmail, ZPersonName, ZUuid } from '../validators';

const ZDate = ZIsoDate;
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, { error: 'validation.tooLong' }).nullable()).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.required' });

/** A phone number checked by libphonenumber (Thai domestic, or +855 / +95 for migrant staff). */
export const ZPhone = requiredText(30).refine(isPhoneNumber, { error: 'validation.phone' });

/**
 * The "Create" fields of an employee (SPEC section 3) with the rules of section 5. Every field is
 * required but the assistant supervisor; identity documents follow the nationality: a Thai
 * employee gives a citizen id (13 digits with its check digit), anyone else a passport (one or two
 * letters then 6–8 digits) with its expiry; a passport given is checked whatever the nationality, and a Cambodian may add the national id card (9–10 digits).
 * The employee id is not typed: the server generates it per company.
 */
export const ZEmployeeCreate = z.strictObject({
  title: choice(CHOICES.title),
  firstNameTh: ZPersonName('thai'),
  lastNameTh: ZPersonName('thai'),
  firstNameEn: ZPersonName('latin'),
  lastNameEn: ZPersonName('latin'),
  phone: ZPhone,
  email: ZEmail,
  companyId: ZUuid,
  employmentTypeId: ZUuid,
  departmentId: ZUuid,
  positionId: ZUuid,
  supervisorId: ZUuid,
  assistantSupervisorId: z.preprocess((v) => (v === '' ? null : v), ZUuid.nullable()).optional(),
  companyEmail: ZEmail,
  baseSalary: z.number({ error: requiredOr('validation.numericOnly') })
    .gt(0, { error: 'validation.tooSmall' }).max(10_000_000, { error: 'validation.tooLarge' }),
  nationality: choice(CHOICES.nationality),
  citizenId: optionalText(13),
  passportNumber: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v), z.string().nullable()).optional(),
  cambodianId: optionalText(10),
  documentExpiry: z.preprocess((v) => (v === '' ? null : v), ZDate.nullable()).optional(),
  joiningDate: ZDate,
  workingTimeType: choice(['general', 'shift'] as const),
  workingTimeId: z.preprocess((v) => (v === '' ? null : v), ZUuid.nullable()).optional(),
}).superRefine((v, ctx) => {
  for (const i of employeeCreateIssues(v)) ctx.addIssue({ code: 'custom', path: [i.field], message: i.key });
});
export type EmployeeCreate = z.infer<typeof ZEmployeeCreate>;

type CreateFields = Pick<EmployeeCreate, 'nationality' | 'citizenId' | 'passportNumber' | 'documentExpiry' | 'cambodianId' | 'workingTimeType' | 'workingTimeId' | 'supervisorId' | 'assistantSupervisorId'>;

/**
 * The rules across fields of an employee create: identity documents by nationality, the
 * working-time pattern of general hours, an assistant other than the supervisor. Exported so a
 * form can mark them while other fields are still being filled (zod runs them last).
 */
export function employeeCreateIssues(v: Partial<CreateFields>): Array<{ field: string; key: string }> {
  const out: Array<{ field: string; key: string }> = [];
  const issue = (field: string, key: string) => out.push({ field, key });
  const foreign = !!v.nationality && v.nationality !== 'thai';
  if (v.nationality === 'thai') {
    if (!v.citizenId) issue('citizenId', 'validation.required');
    else if (!isThaiCitizenId(v.citizenId)) issue('citizenId', 'validation.citizenId');
  } else if (v.citizenId && !isThaiCitizenId(v.citizenId)) issue('citizenId', 'validation.citizenId');
  // The nationality decides which documents are required; a passport given is checked whatever
  // the nationality (a Thai employee's passport too), so no body can store one the rule refuses.
  if (foreign && !v.passportNumber) issue('passportNumber', 'validation.required');
  else if (v.passportNumber && !isPassportNumber(v.passportNumber)) issue('passportNumber', 'validation.passport');
  if ((foreign || v.passportNumber) && !v.documentExpiry) issue('documentExpiry', 'validation.required');
  if (v.cambodianId && !isCambodianId(v.cambodianId)) issue('cambodianId', 'validation.cambodianId');
  if (v.workingTimeType === 'general' && !v.workingTimeId) issue('workingTimeId', 'validation.required');
  if (v.assistantSupervisorId && v.assistantSupervisorId === v.supervisorId) issue('assistantSupervisorId', 'validation.sameAsSupervisor');
  return out;
}

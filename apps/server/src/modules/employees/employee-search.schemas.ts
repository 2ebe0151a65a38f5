import { z } from 'zod';
import { CHOICES, ZUuid } from '@hr/domain';

/** The body of an employee list (all-employee, employee-working-management, the supervisor's team): filters, sort and paging. */
export const ZEmployeeSearch = z.strictObject({
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  companyId: ZUuid.optional(), departmentId: ZUuid.optional(), positionId: ZUuid.optional(), supervisorId: ZUuid.optional(),
  employmentStatus: z.enum(CHOICES.employmentStatus, { error: 'validation.invalid' }).optional(),
  active: z.boolean().optional(),
  sort: z.strictObject({ field: z.enum(['employeeCode', 'name', 'joiningDate', 'department', 'position'], { error: 'validation.invalid' }), dir: z.enum(['asc', 'desc']) }).optional(),
});

/** One employee of a list, names in both languages, the rest in the reader's language. */
export const ZEmployeeListed = z.object({
  id: z.string(), employeeCode: z.string(), title: z.string().nullable(), firstNameEn: z.string(), lastNameEn: z.string(), firstNameTh: z.string(), lastNameTh: z.string(),
  nicknameEn: z.string().nullable(), nicknameTh: z.string().nullable(), companyEmail: z.string().nullable(), company: z.string(), department: z.string().nullable(),
  position: z.string().nullable(), supervisor: z.string().nullable(), employmentStatus: z.string(), joiningDate: z.string().nullable(), active: z.boolean(), imageProfileFileId: z.string().nullable(),
});

/** A page of a list. */
export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

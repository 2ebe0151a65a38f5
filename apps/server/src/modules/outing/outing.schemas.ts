import { z } from 'zod';
import { ZDateFilter, OUTING_MAIL_STATUSES, OUTING_STATUSES, ZId } from '@hr/domain';

const page = z.number({ error: 'validation.wrongType' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.tooSmall' }).default(1);
const pageSize = (max: number) => z.number({ error: 'validation.wrongType' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.tooSmall' })
  .max(max, { error: 'validation.tooLarge' }).default(20);
const keyword = z.string({ error: 'validation.wrongType' }).trim().max(100, { error: 'validation.tooLong' }).optional();

export const OUTING_SORTS = ['nameEn', 'nameTh', 'location', 'startDate', 'endDate', 'registrationDeadline', 'status', 'createdAt', 'updatedAt'] as const;

const filterShape = {
  keyword,
  status: z.enum(OUTING_STATUSES, { error: 'validation.invalid' }).optional(),
  companyId: ZId.optional(),
  dateFrom: ZDateFilter,
  dateTo: ZDateFilter,
  sort: z.strictObject({ field: z.enum(OUTING_SORTS, { error: 'validation.invalid' }), dir: z.enum(['asc', 'desc'], { error: 'validation.invalid' }) }).optional(),
};
/** A period filter whose end comes before its start is marked on the end. */
const periodRule = (v: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx) => {
  if (v.dateFrom && v.dateTo && v.dateTo < v.dateFrom) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'validation.endNotBeforeStart' });
};
/** The list's filters: keyword (EN / TH name, location), status, company, and a period the outing overlaps. */
export const ZOutingFilters = z.strictObject(filterShape).superRefine(periodRule);
export const ZOutingSearch = z.strictObject({ page, pageSize: pageSize(200), ...filterShape }).superRefine(periodRule);
export type OutingSearch = z.infer<typeof ZOutingSearch>;
export type OutingFilters = z.infer<typeof ZOutingFilters>;

export const ZNameListQuery = z.strictObject({
  id: ZId, keyword, page, pageSize: pageSize(500),
  mailStatus: z.enum(OUTING_MAIL_STATUSES, { error: 'validation.invalid' }).optional(),
});
export type NameListQuery = z.infer<typeof ZNameListQuery>;

export const ZEmployeeQuery = z.strictObject({ companyId: ZId, keyword, page, pageSize: pageSize(200) });
export type EmployeeQuery = z.infer<typeof ZEmployeeQuery>;

export const ZResend = z.strictObject({
  id: ZId,
  employeeIds: z.array(ZId, { error: 'validation.required' }).min(1, { error: 'validation.required' }).max(5000, { error: 'validation.tooLarge' }),
});

const counts = z.object({ notSent: z.number(), sent: z.number(), noEmail: z.number() });

/** One outing as the list and the details page show it. */
export const ZOutingRow = z.object({
  id: z.string(), companyId: z.string(), companyLabel: z.string(),
  nameEn: z.string(), nameTh: z.string(), location: z.string(),
  startDate: z.string(), endDate: z.string(), startTime: z.string().nullable(), endTime: z.string().nullable(),
  registrationDeadline: z.string().nullable(), description: z.string().nullable(),
  budgetPerHead: z.number().nullable(),
  status: z.enum(OUTING_STATUSES), cancelReason: z.string().nullable(), cancelledAt: z.string().nullable(),
  firstMailedAt: z.string().nullable(),
  memberCount: z.number(), mailCounts: counts,
  /** The last day has passed; an outing that is over is no longer edited. */
  finished: z.boolean(),
  createdAt: z.string(), updatedAt: z.string(), createdBy: z.string().nullable(), updatedBy: z.string().nullable(),
});
export const ZOutingDetails = ZOutingRow.extend({
  cancelledByName: z.string().nullable(),
  /** Budget per head times the people on the list. */
  totalBudget: z.number().nullable(),
  editable: z.boolean(), deletable: z.boolean(),
});
export const ZOutingPage = z.object({ items: z.array(ZOutingRow), total: z.number(), page: z.number(), pageSize: z.number() });

export const ZMember = z.object({
  employeeId: z.string(), employeeCode: z.string(), name: z.string(), nameEn: z.string(), nameTh: z.string(),
  departmentLabel: z.string().nullable(),
  /** The address a mail would go to now (company email first). */
  email: z.string().nullable(),
  /** The address the last invitation went to. */
  mailedTo: z.string().nullable(),
  mailStatus: z.enum(OUTING_MAIL_STATUSES), mailedAt: z.string().nullable(), mailCount: z.number(), cancelMailedAt: z.string().nullable(),
});
export const ZNameList = z.object({ items: z.array(ZMember), total: z.number(), page: z.number(), pageSize: z.number(), counts });

export const ZEmployeeOption = z.object({
  id: z.string(), employeeCode: z.string(), name: z.string(), nameEn: z.string(), nameTh: z.string(), departmentLabel: z.string().nullable(), email: z.string().nullable(),
});
export const ZEmployeePage = z.object({ items: z.array(ZEmployeeOption), total: z.number(), page: z.number(), pageSize: z.number() });

/** What a mail call did: how many mails were queued and who could not be mailed for want of an address. */
export const ZMailResult = z.object({
  queued: z.number(),
  missing: z.array(z.object({ employeeId: z.string(), employeeCode: z.string(), name: z.string() })),
});
export type MailResult = z.infer<typeof ZMailResult>;

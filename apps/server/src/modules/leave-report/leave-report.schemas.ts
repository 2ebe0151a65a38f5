import { z } from 'zod';
import { LEAVE_ENTITLEMENT_BASES } from '@hr/domain';
import { page } from '../employees/employee-search.schemas';

/* The response shapes of the leave reports (the types are in packages/domain/src/leave/report.ts). */

const ZBasis = z.enum(LEAVE_ENTITLEMENT_BASES);
const figures = { entitlement: z.number(), adjusted: z.number(), used: z.number(), pending: z.number(), remaining: z.number(), beyond: z.number() };
const ZTypeRef = { leaveTypeId: z.string(), code: z.string(), name: z.string() };

export const ZLeaveSummaryPage = page(z.object({
  employee: z.object({ id: z.string(), employeeCode: z.string(), name: z.string(), company: z.string(), department: z.string().nullable(), joiningDate: z.string().nullable() }),
  types: z.array(z.object({ ...ZTypeRef, unpaid: z.boolean(), basis: ZBasis, ...figures })),
})).extend({ year: z.number(), asOf: z.string(), totals: z.array(z.object({ ...ZTypeRef, ...figures })) });

export const ZLeaveMonthly = z.object({
  year: z.number(),
  types: z.array(z.object({ ...ZTypeRef, days: z.array(z.number()).length(12), total: z.number() })),
});

const ZPerson = z.object({ id: z.string(), employeeCode: z.string(), name: z.string() });
const ZListed = z.object({
  id: z.string(),
  employee: ZPerson.extend({ company: z.string().nullable(), department: z.string().nullable() }),
  leaveType: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  duration: z.enum(['fullDay', 'morning', 'afternoon']),
  dateFrom: z.string(), dateTo: z.string(), days: z.number(), reason: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
  createdAt: z.string(), decidedAt: z.string().nullable(), approver: ZPerson.nullable(), fileCount: z.number(),
});
export const ZRequestPage = page(ZListed);
export const ZSelfDetailsPage = page(ZListed.extend({ daysInYear: z.number() }));

export const ZSelfSummary = z.object({
  year: z.number(), asOf: z.string(), joiningDate: z.string().nullable(),
  types: z.array(z.object({
    ...ZTypeRef, daysPerYear: z.number(), unpaid: z.boolean(), afterOneYear: z.boolean(), calendarDays: z.boolean(),
    basis: ZBasis, months: z.number(), countsFrom: z.string(), ...figures,
    adjustments: z.array(z.object({ id: z.string(), days: z.number(), note: z.string(), createdAt: z.string() })),
  })),
});

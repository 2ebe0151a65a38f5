import { z } from 'zod';
import { CHOICES, type ApproveDetail, type LeaveCalendarEntry, type LeavePage, type LeaveView } from '@hr/domain';
import { LEAVE_STATUS_VALUES } from '@hr/domain/leave/schemas';
import { ZApprovalStepView } from '../approval/approval-inbox.query';

/*
 * The answers of the leave calls as zod schemas, for the OpenAPI document and the response
 * serializer. They describe the shapes of packages/domain/src/leave/views.ts, which the pages
 * import; the `satisfies` checks below keep the two the same.
 */
const ZPerson = z.object({ id: z.string(), employeeCode: z.string(), name: z.string() });
const ZStatus = z.enum(LEAVE_STATUS_VALUES);
const ZDuration = z.enum(CHOICES.leaveDuration);

export const ZLeaveListed = z.object({
  id: z.string(),
  employee: ZPerson.extend({ department: z.string().nullable(), company: z.string().nullable() }),
  leaveType: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  duration: ZDuration, dateFrom: z.string(), dateTo: z.string(), days: z.number(), reason: z.string().nullable(), status: ZStatus,
  createdAt: z.string(), decidedAt: z.string().nullable(), approver: ZPerson.nullable(), fileCount: z.number(),
});
export const ZLeavePage = z.object({ items: z.array(ZLeaveListed), total: z.number(), page: z.number(), pageSize: z.number() });

export const ZLeaveView = ZLeaveListed.extend({
  remark: z.string().nullable(), decisionRemark: z.string().nullable(),
  cancelledAt: z.string().nullable(), cancelledBy: ZPerson.nullable(), cancelReason: z.string().nullable(),
  byYear: z.array(z.object({ year: z.number(), days: z.number() })),
  recounts: z.array(z.object({
    at: z.string(), from: z.number(), to: z.number(), change: z.enum(['added', 'removed', 'moved']),
    holiday: z.object({ date: z.string(), previousDate: z.string().nullable(), name: z.string() }),
  })),
  files: z.array(z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number(), url: z.string() })),
  approvers: z.array(ZPerson),
  steps: z.array(ZApprovalStepView),
  can: z.object({ edit: z.boolean(), cancel: z.boolean(), decide: z.boolean(), cancelAsHr: z.boolean() }),
});

export const ZApproveDetail = ZLeaveView.extend({
  balances: z.array(z.object({ year: z.number(), entitlement: z.number(), adjusted: z.number(), used: z.number(), pending: z.number(), remaining: z.number(), beyond: z.number(), unpaid: z.boolean(), perPregnancy: z.boolean() })),
  alsoAway: z.array(z.object({ employee: ZPerson, dateFrom: z.string(), dateTo: z.string(), duration: ZDuration, status: ZStatus })),
});

export const ZLeaveCalendarEntry = z.object({
  id: z.string(), employee: ZPerson.extend({ department: z.string().nullable() }),
  leaveType: z.object({ code: z.string(), name: z.string() }), duration: ZDuration, dateFrom: z.string(), dateTo: z.string(), days: z.number(),
  status: z.enum(['approved', 'pending']),
});

// Compile-time: the schemas answer exactly the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const SHAPES_MATCH: [
  Same<z.infer<typeof ZLeavePage>, LeavePage>, Same<z.infer<typeof ZLeaveView>, LeaveView>,
  Same<z.infer<typeof ZApproveDetail>, ApproveDetail>, Same<z.infer<typeof ZLeaveCalendarEntry>, LeaveCalendarEntry>,
] = [true, true, true, true];

import { z } from 'zod';
import { ZDateFilter, ZIsoDate } from '../dates';
import { requiredText, ZUuid } from '../validators';
import { REQUEST_STATUSES, type ApprovalStepView, type RequestStatus } from '../approval/schemas';
import { PUNCH_KINDS, type PunchKind } from './punch';
import { PUNCH_REASON_MAX, ZClockTime } from './views';

/*
 * A punch correction request (issue 17 point 4): an employee who forgot to check in or out asks
 * for the punch with a reason; approved through the approval module, it becomes a correction row
 * as a supervisor's manual punch is (source 'correction', the approver in created_by).
 */
export const ZPunchRequestSave = z.strictObject({
  id: ZUuid.optional(),
  date: ZIsoDate,
  time: ZClockTime,
  kind: z.enum(PUNCH_KINDS, { error: 'validation.required' }),
  reason: requiredText(PUNCH_REASON_MAX),
});
export type PunchRequestSave = z.infer<typeof ZPunchRequestSave>;
export const ZPunchRequestSearch = z.strictObject({
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
  status: z.enum(REQUEST_STATUSES, { error: 'validation.invalid' }).optional(),
  dateFrom: ZDateFilter.optional(),
  dateTo: ZDateFilter.optional(),
});
export type PunchRequestSearch = z.infer<typeof ZPunchRequestSearch>;
export const ZPunchRequestId = z.strictObject({ id: ZUuid });

export type PunchRequestListed = {
  id: string;
  employee: { id: string; employeeCode: string; name: string; department: string | null };
  date: string; time: string; kind: PunchKind; reason: string;
  status: RequestStatus; createdAt: string; decidedAt: string | null;
  step: { no: number; of: number; kind: string } | null;
};
export type PunchRequestPage = { items: PunchRequestListed[]; total: number; page: number; pageSize: number };
export type PunchRequestView = PunchRequestListed & {
  steps: ApprovalStepView[]; decisionRemark: string | null; cancelReason: string | null; punchId: string | null;
  canEdit: boolean; canCancel: boolean; canDecide: boolean;
};

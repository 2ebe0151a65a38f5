import { z } from 'zod';
import { optionalText, requiredText, ZUuid } from '../validators';
import { CONDITION_MEASURES, STEP_KINDS } from './chain';

/*
 * The bodies of the approval module's calls (issue 17 point 1): the chain settings, the routing
 * check, the inbox and the decisions. A request type's own calls (file, edit, cancel) are its
 * module's; deciding is the approval module's for every type.
 */

/** The request types on the approval module; each declares itself on the server (approval.registry.ts). */
export const REQUEST_TYPES = ['leave', 'overtime', 'onSite', 'punchCorrection'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const ZRequestType = z.enum(REQUEST_TYPES, { error: 'validation.required' });

/** The pages whose holders decide requests on the approval module: the inbox's calls, and the dashboard's "waiting for my approval". */
export const APPROVER_PAGES = ['employment-management.approval', 'employment-management.ot'] as const;

/** The states every request type shares: pending until its chain ends, then decided, or cancelled. */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Where one step of a request's chain stands. */
export const STEP_STATUSES = ['waiting', 'open', 'approved', 'rejected', 'cancelled', 'skipped'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** The longest chain a company may configure: more steps than this is a queue, not an approval. */
export const CHAIN_MAX_STEPS = 6;

export const ZStepCondition = z.strictObject({
  measure: z.enum(CONDITION_MEASURES, { error: 'validation.required' }),
  op: z.enum(['gt', 'gte'], { error: 'validation.required' }),
  value: z.number({ error: 'validation.numericOnly' }).min(0, { error: 'validation.tooSmall' }).max(100000, { error: 'validation.tooLarge' }),
});
export const ZChainStep = z.strictObject({
  kind: z.enum(STEP_KINDS, { error: 'validation.required' }),
  roleId: ZUuid.nullish(),
  when: ZStepCondition.nullish(),
}).superRefine((s, ctx) => {
  if (s.kind === 'role' && !s.roleId) ctx.addIssue({ code: 'custom', path: ['roleId'], message: 'validation.required' });
});

/** A company's chain for a request type (companyId null: every company without its own). An empty list restores the default. */
export const ZApprovalChainSave = z.strictObject({
  companyId: ZUuid.nullable(),
  requestType: ZRequestType,
  steps: z.array(ZChainStep).max(CHAIN_MAX_STEPS, { error: 'validation.tooLarge' }),
});
export type ApprovalChainSave = z.infer<typeof ZApprovalChainSave>;
export const ZApprovalChainQuery = z.strictObject({ companyId: ZUuid.nullable(), requestType: ZRequestType });

/** The routing check: the chain that would apply to an employee's request, with names. */
export const ZRoutingCheck = z.strictObject({
  employeeId: ZUuid,
  requestType: ZRequestType,
  /** The request's measures the conditions read (days of leave, overtime hours in the week, an amount). */
  days: z.number().min(0).max(1000).optional(),
  weekOvertimeHours: z.number().min(0).max(168).optional(),
  amount: z.number().min(0).max(1e9).optional(),
});
export type RoutingCheck = z.infer<typeof ZRoutingCheck>;

/** One decision, or the same decision on many requests of a type; a rejection needs a remark (SPEC section 5). */
export const ZApprovalDecision = z.strictObject({
  requestType: ZRequestType,
  ids: z.array(ZUuid).min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLarge' }),
  action: z.enum(['approve', 'reject'], { error: 'validation.required' }),
  remark: optionalText(500),
}).superRefine((v, ctx) => {
  if (v.action === 'reject' && !v.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'validation.required' });
});
export type ApprovalDecision = z.infer<typeof ZApprovalDecision>;

/** An approver sets who decides for them while they are away (null: nobody; the chain moves on without them). */
export const ZApprovalDelegate = z.strictObject({ delegateId: ZUuid.nullable() });

export const ZCancelWithReason = z.strictObject({ id: ZUuid, reason: optionalText(500) });
export const ZRejectRemark = requiredText(500);

/** What the inbox answers per type: how many wait for the caller. */
export type InboxCounts = Record<RequestType, number>;

/** One step of a request's chain as the request's page shows it. */
export type ApprovalStepView = {
  stepNo: number; kind: string; roleName: string | null; status: StepStatus;
  approvers: Array<{ id: string; employeeCode: string; name: string }>;
  notes: Array<{ kind: string; from?: string; to?: string; who?: string }>;
  decidedBy: { id: string; employeeCode: string; name: string } | null; decidedAt: string | null; remark: string | null;
};

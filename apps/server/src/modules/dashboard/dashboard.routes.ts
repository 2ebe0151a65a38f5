import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '@hr/domain/attendance/status';
import { PUNCH_KINDS } from '@hr/domain/attendance/punch';
import { REQUEST_TYPES } from '@hr/domain/approval/schemas';
import { ONSITE_WORK_TYPES } from '@hr/domain/onsite/schemas';
import { CHOICES } from '@hr/domain';
import type { SelfOverview } from '@hr/domain/dashboard/views';
import { userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { selfOverview } from './self-overview.query';

const tags = ['Dashboard'];
const ZDuration = z.enum(CHOICES.leaveDuration);
const ZDetail = z.discriminatedUnion('type', [
  z.object({ type: z.literal('leave'), leaveType: z.string(), days: z.number(), duration: ZDuration }),
  z.object({ type: z.literal('overtime'), startTime: z.string(), endTime: z.string(), minutes: z.number() }),
  z.object({ type: z.literal('onSite'), workType: z.enum(ONSITE_WORK_TYPES), duration: ZDuration }),
  z.object({ type: z.literal('punchCorrection'), kind: z.enum(PUNCH_KINDS), time: z.string() }),
]);
const ZCounts = z.object(Object.fromEntries(REQUEST_TYPES.map((t) => [t, z.number()])) as Record<(typeof REQUEST_TYPES)[number], z.ZodNumber>);
export const ZSelfOverview = z.object({
  today: z.string(),
  balances: z.array(z.object({ leaveTypeId: z.string(), code: z.string(), name: z.string(), entitlement: z.number(), used: z.number(), pending: z.number(), remaining: z.number(), unpaid: z.boolean() })),
  requests: z.object({
    items: z.array(z.object({ id: z.string(), dateFrom: z.string(), dateTo: z.string(), detail: ZDetail, requestType: z.enum(REQUEST_TYPES),
      step: z.object({ no: z.number(), of: z.number(), kind: z.string() }), filedAt: z.string() })),
    total: z.number(),
  }),
  waiting: ZCounts.nullable(),
  attendance: z.object({ month: z.string(), byStatus: z.partialRecord(z.enum(ATTENDANCE_STATUSES), z.number()), lateCount: z.number(), lateMinutes: z.number() }).nullable(),
});
// Compile-time: the schema answers exactly the shared type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const SHAPE_MATCHES: Same<z.infer<typeof ZSelfOverview>, SelfOverview> = true;

/** The dashboards (SPEC section 7 "Dashboard"; issue 18). The check-in card's calls are the attendance module's. */
export const dashboardRoutes = routes((app, deps) => {
  app.get('/api/1.0/get/dashboard/self/overview', {
    schema: {
      tags, response: replies(ZSelfOverview),
      summary: 'The caller\'s self dashboard beside the check-in card: their leave balances this year (the types that apply to them), their requests waiting for a decision (the latest five, with the step each waits at), what waits for their own decision per request type (approvers; null otherwise) and this month by attendance status (null for staff who do not record time); the check-in card\'s call names the next holidays',
    },
    config: { access: { permission: 'member' as const, scope: 'self' as const } },
  }, async (req) => ok(req, await selfOverview(deps, userOf(req), req.ctx.lang)));
});

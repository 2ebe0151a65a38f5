import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '@hr/domain/attendance/status';
import { PUNCH_KINDS } from '@hr/domain/attendance/punch';
import { REQUEST_TYPES } from '@hr/domain/approval/schemas';
import { ONSITE_WORK_TYPES } from '@hr/domain/onsite/schemas';
import { CHOICES, HR_SCOPE_ID } from '@hr/domain';
import { ATTENDANCE_STATUS_FILTERS } from '@hr/domain/attendance/views';
import { ZHrDashboardSearch, type HrDashboard } from '@hr/domain/dashboard/hr-views';
import type { SelfOverview } from '@hr/domain/dashboard/views';
import { AppError } from '../../platform/app-error';
import { userOf } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { fieldError } from '../../platform/validation-errors';
import { replies } from '../../platform/envelope';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { selfOverview } from './self-overview.query';
import { hrOverview } from './hr-overview.query';

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

const ZPerson = { id: z.string(), code: z.string(), name: z.string(), department: z.string().nullable() };
const ZDated = z.object({ ...ZPerson, date: z.string() });
const list = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), items: z.array(item) });
const ZAway = z.object({ ...ZPerson, kind: z.enum(['leave', 'onSite']), leaveType: z.string().nullable(), workType: z.enum(ONSITE_WORK_TYPES).nullable(),
  dateFrom: z.string(), dateTo: z.string(), duration: ZDuration });
export const ZHrDashboard = z.object({
  today: z.string(),
  month: z.object({ from: z.string(), to: z.string() }),
  headcount: z.object({ active: z.number(), joiners: list(ZDated), leavers: list(ZDated), onProbation: list(z.object({ ...ZPerson, date: z.string().nullable() })) }),
  attendance: z.object({ date: z.string(), asOf: z.string(), employees: z.number(), counts: z.partialRecord(z.enum(ATTENDANCE_STATUS_FILTERS), z.number()) }),
  away: z.object({ today: list(ZAway), week: list(ZAway).extend({ to: z.string() }) }),
  pending: ZCounts,
  documents: list(z.object({ ...ZPerson, document: z.enum(['passport', 'workPermit']), expiresOn: z.string(), daysLeft: z.number() }))
    .extend({ days: z.number(), expired: z.number(), passport: z.number(), workPermit: z.number() }),
  probationEnds: list(ZDated),
  anniversaries: list(ZDated.extend({ years: z.number() })),
});
export const HR_SHAPE_MATCHES: Same<z.infer<typeof ZHrDashboard>, HrDashboard> = true;
const HR = { permission: HR_SCOPE_ID, scope: 'hr' as const };
const HR_SUMMARY = 'headcount (employed today; joiners and leavers this month; on probation with the date it ends), a day\'s attendance counted per status as the daily attendance report counts it (`asOf`: when it was computed; a scope of 1,000 people or more is computed at most every 30 s), who is away on approved leave or on-site work today and in the seven days from today, open requests per type filed by people in scope, passports and work permits expiring within 90 days or expired, probation ends and work anniversaries this month; each list its first 50 (documents 10) and its total';

/** The dashboards (SPEC section 7 "Dashboard"; issue 18). The check-in card's calls are the attendance module's. */
export const dashboardRoutes = routes((app, deps) => {
  app.get('/api/1.0/get/dashboard/self/overview', {
    schema: {
      tags, response: replies(ZSelfOverview),
      summary: 'The caller\'s self dashboard beside the check-in card: their leave balances this year (the types that apply to them), their requests waiting for a decision (the latest five, with the step each waits at), what waits for their own decision per request type (approvers; null otherwise) and this month by attendance status (null for staff who do not record time); the check-in card\'s call names the next holidays',
    },
    config: { access: { permission: 'member' as const, scope: 'self' as const } },
  }, async (req) => ok(req, await selfOverview(deps, userOf(req), req.ctx.lang)));

  app.get('/api/1.0/get/dashboard/hr', {
    schema: { tags, response: replies(ZHrDashboard), summary: `The HR dashboard for everyone in the caller's scope, today: ${HR_SUMMARY}` },
    config: { access: HR },
  }, async (req) => ok(req, await hrOverview(deps, {}, req.ctx.lang)));

  app.post('/api/1.0/get/dashboard/hr/search', {
    schema: { tags, body: ZHrDashboardSearch, response: replies(ZHrDashboard),
      summary: `The HR dashboard for a company or a department of it; \`date\` moves the attendance chart to another day (today by default; a later date answers 400 naming it): ${HR_SUMMARY}` },
    config: { access: HR },
  }, async (req) => {
    if (req.body.date && req.body.date > businessToday(deps)) throw new AppError('VALIDATION', {}, null, [fieldError(req.ctx.lang, 'date', 'notInFuture')]);
    return ok(req, await hrOverview(deps, req.body, req.ctx.lang));
  });
});

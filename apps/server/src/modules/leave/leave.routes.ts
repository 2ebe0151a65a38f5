import { z } from 'zod';
import { LEAVE_COUNTED_PER, LEAVE_ENTITLEMENT_BASES } from '@hr/domain';
import { ZLeaveAdjustment, ZLeaveAdjustmentSearch, ZLeaveBalanceQuery, ZLeaveDaysQuery, ZLeavePregnancy, ZLeavePregnancySearch } from '@hr/domain/leave/schemas';
import { actorOf, userOf } from '../../platform/context';
import { replies } from '../../platform/envelope';
import { businessToday } from '../../platform/maintenance';
import { ok } from '../../platform/reply';
import { routes } from '../../platform/routes';
import { addAdjustment, LEAVE_MANAGEMENT, searchAdjustments } from './leave-adjustment.service';
import { leaveBalances } from './leave-balance.service';
import { leaveDaysFor } from './leave-days.service';
import { recordPregnancy, searchPregnancies } from './leave-pregnancy.service';

const tags = ['Leave'];
/** The employee's own leave: their calendar and their balance only, whatever the body says. */
const SELF = { permission: 'self-service.leave-request', scope: 'self' as const };
const HR = { permission: LEAVE_MANAGEMENT, scope: 'hr' as const };

const ZLeaveDays = z.object({
  days: z.number(),
  byYear: z.array(z.object({ year: z.number(), days: z.number() })),
  dates: z.array(z.string()),
});

const ZTypeBalance = z.object({
  leaveTypeId: z.string(), code: z.string(), name: z.string(),
  daysPerYear: z.number(), unpaid: z.boolean(), afterOneYear: z.boolean(), calendarDays: z.boolean(),
  proRated: z.boolean(), unpaidBeyond: z.boolean(), countedPer: z.enum(LEAVE_COUNTED_PER),
  advanceNoticeDays: z.number(), backDateDays: z.number(), requiresAttachment: z.boolean(), attachmentFromDays: z.number().nullable(),
  entitlement: z.number(), basis: z.enum(LEAVE_ENTITLEMENT_BASES), months: z.number(), countsFrom: z.string(),
  adjusted: z.number(), used: z.number(), pending: z.number(), remaining: z.number(), beyond: z.number(), pregnancySince: z.string().nullable(),
  adjustments: z.array(z.object({ id: z.string(), days: z.number(), note: z.string(), createdAt: z.string() })),
});
const ZBalances = z.object({ year: z.number(), asOf: z.string(), joiningDate: z.string().nullable(), types: z.array(ZTypeBalance) });

const ZAdjustmentRow = z.object({
  id: z.string(), year: z.number(), leaveTypeId: z.string(), leaveTypeCode: z.string(), leaveTypeName: z.string(),
  days: z.number(), note: z.string(), createdAt: z.string(), createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});

const ZPregnancyRow = z.object({
  id: z.string(), note: z.string().nullable(), createdAt: z.string(), createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  used: z.number(), pending: z.number(), current: z.boolean(),
});

/**
 * Leave (SPEC section 7 "Leave"), the first slice: the number of days a request would take, the
 * caller's balance per leave type, and HR's ledger of adjustments. Requests and approvals come
 * in later slices.
 */
export const leaveRoutes = routes((app, deps) => {
  const today = () => businessToday(deps);

  app.post('/api/1.1/get/leave/numberOfDays', {
    schema: { tags, summary: 'The leave days of a request on the caller\'s own calendar (weekends and the holiday master skipped; maternity-type leave counts every date), split by year',
      body: ZLeaveDaysQuery, response: replies(ZLeaveDays) },
    config: { access: SELF },
  }, async (req) => ok(req, await leaveDaysFor(deps.db, userOf(req).id, req.body, req.ctx.lang)));

  // SPEC lists both versions of this call; they answer the same.
  for (const version of ['1.0', '1.1']) {
    app.post(`/api/${version}/get/sumLeaveSelfView`, {
      schema: { tags, summary: 'The caller\'s leave for a year (this year by default) per active leave type: entitlement and its rule, HR\'s adjustments, used, pending and remaining',
        body: ZLeaveBalanceQuery.optional(), response: replies(ZBalances) },
      config: { access: SELF },
    }, async (req) => {
      const asOf = today();
      const year = req.body?.year ?? Number(asOf.slice(0, 4));
      return ok(req, await leaveBalances(deps.db, userOf(req).id, year, asOf, req.ctx.lang));
    });
  }

  app.post('/api/1.0/save/leave/adjustment', {
    schema: { tags, summary: 'HR adds days to (or takes days from) an employee\'s leave of one type in one year, with a note; a ledger row, audited',
      body: ZLeaveAdjustment, response: replies(z.object({ id: z.string() })) },
    config: { access: HR },
  }, async (req) => ok(req, await addAdjustment(deps, req.body, actorOf(req))));

  app.post('/api/1.0/save/leave/pregnancy', {
    schema: { tags, summary: 'HR records an employee\'s new pregnancy: her next maternity requests draw on a fresh allowance (120 days per pregnancy); refused (409055) while the current one has no maternity leave; audited',
      body: ZLeavePregnancy, response: replies(z.object({ id: z.string() })) },
    config: { access: HR },
  }, async (req) => ok(req, await recordPregnancy(deps, req.body, actorOf(req))));

  app.post('/api/1.0/search/leave/pregnancy', {
    schema: { tags, summary: 'An employee\'s pregnancies (HR), newest first, with the maternity days each has drawn across years',
      body: ZLeavePregnancySearch, response: replies(z.array(ZPregnancyRow)) },
    config: { access: HR },
  }, async (req) => ok(req, await searchPregnancies(deps.db, req.body.employeeId, req.ctx.lang)));

  app.post('/api/1.0/search/leave/adjustment', {
    schema: { tags, summary: 'An employee\'s leave adjustments (HR), newest first, optionally of one year or leave type',
      body: ZLeaveAdjustmentSearch, response: replies(z.array(ZAdjustmentRow)) },
    config: { access: HR },
  }, async (req) => ok(req, await searchAdjustments(deps.db, req.body, req.ctx.lang)));
});

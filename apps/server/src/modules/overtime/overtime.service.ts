import { and, eq, inArray, sql } from 'drizzle-orm';
import { HR_SCOPE_ID } from '@hr/domain';
import { minutesOf } from '@hr/domain/masters/rules/working-time';
import { hoursText } from '@hr/domain/overtime/hours-text';
import type { OvertimeSave } from '@hr/domain/overtime/schemas';
import { outsideEmploymentIssues, overtimeEndDate, overtimeOnLeaveIssues } from '@hr/domain/approval/request-rules';
import { WEEKLY_OVERTIME_CAP_MINUTES } from '@hr/domain/overtime/calculator';
import { employees, leaveRequests, overtimeRequests, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { businessToday } from '../../platform/maintenance';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { routeFiling, routingColumns } from '../approval/approval-chain.service';
import { fileOnce, type FilingKey } from '../approval/approval-filing-key';
import { defineRequestType } from '../approval/approval.registry';
import { approvalStarted, closeApproval, openApproval, restartApproval } from '../approval/approval.service';
import { ruleIssueErrors } from '../../platform/rule-errors';
import { listedOvertime } from './overtime.query';
import { overtimeFigures, weekMinutesOf } from './overtime-figures.service';
import { tellOvertime } from './overtime-notices';

const OT_PAGE = 'employment-management.ot';

/**
 * Overtime on the approval module (issue 17 point 2). HR (holders of all-employee) decide any step;
 * an approval checks the weekly cap again where the company refuses requests past it, since other
 * requests of the week may have been approved meanwhile.
 */
export const OVERTIME_TYPE = defineRequestType({
  type: 'overtime',
  hrPermission: HR_SCOPE_ID,
  auditName: 'overtime',
  async subject(db, id) {
    const [r] = await db.select({ requesterId: overtimeRequests.employeeId, companyId: employees.companyId, status: overtimeRequests.status, dateFrom: overtimeRequests.date, dateTo: overtimeRequests.date })
      .from(overtimeRequests).innerJoin(employees, eq(employees.id, overtimeRequests.employeeId)).where(eq(overtimeRequests.id, id)).limit(1);
    return r ?? null;
  },
  async beforeApprove(tx, id) {
    const [r] = await tx.select({ employeeId: overtimeRequests.employeeId, date: overtimeRequests.date, overtime: overtimeRequests.overtimeMinutes, holidayWork: overtimeRequests.holidayWorkMinutes,
      policy: sql<string | null>`(SELECT c.overtime_cap_policy FROM companies c JOIN employees e ON e.company_id = c.id WHERE e.id = ${overtimeRequests.employeeId})`,
      countHolidayWork: sql<boolean>`(SELECT coalesce(c.overtime_cap_counts_holiday_work, true) FROM companies c JOIN employees e ON e.company_id = c.id WHERE e.id = ${overtimeRequests.employeeId})` })
      .from(overtimeRequests).where(eq(overtimeRequests.id, id));
    if (!r || r.policy !== 'block') return;
    // Holiday work counts in the 36 hours by the company's setting (Ministerial Regulation No. 3; issue 34 point 6).
    const approved = await weekMinutesOf(tx, r.employeeId, r.date, id, { countHolidayWork: r.countHolidayWork, statuses: ['approved'] });
    const minutes = r.overtime + (r.countHolidayWork ? r.holidayWork : 0);
    if (approved + minutes > WEEKLY_OVERTIME_CAP_MINUTES) throw new AppError('OVERTIME_WEEKLY_CAP', { hours: hoursText(approved + minutes) });
  },
  async finish(tx, id, decision, remark, actor, now) {
    const rows = await tx.update(overtimeRequests).set({ status: decision, decidedBy: actor.id, decidedAt: now, decisionRemark: remark, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(overtimeRequests.id, id), eq(overtimeRequests.status, 'pending'))).returning({ id: overtimeRequests.id });
    return rows.length > 0;
  },
  tell: tellOvertime,
  listed: (db, ids, lang) => listedOvertime(db, ids, lang),
  async brief(db, ids) {
    const rows = await db.select({ id: overtimeRequests.id, date: overtimeRequests.date, startTime: overtimeRequests.startTime, endTime: overtimeRequests.endTime, minutes: overtimeRequests.minutes })
      .from(overtimeRequests).where(inArray(overtimeRequests.id, ids));
    return rows.map((r) => ({ id: r.id, dateFrom: r.date, dateTo: r.date, detail: { type: 'overtime' as const, startTime: r.startTime, endTime: r.endTime, minutes: r.minutes } }));
  },
});

/** Whether another pending or approved request of the employee on the date covers part of [start, end). */
async function overlaps(db: DbOrTx, employeeId: string, v: OvertimeSave): Promise<boolean> {
  const rows = await db.select({ startTime: overtimeRequests.startTime, endTime: overtimeRequests.endTime }).from(overtimeRequests)
    .where(and(eq(overtimeRequests.employeeId, employeeId), eq(overtimeRequests.date, v.date), inArray(overtimeRequests.status, ['pending', 'approved']),
      v.id ? sql`${overtimeRequests.id} <> ${v.id}` : undefined));
  const span = (s: string, e: string) => { const a = minutesOf(s); let b = minutesOf(e); if (b <= a) b += 1440; return [a, b] as const; };
  const [a, b] = span(v.startTime, v.endTime);
  return rows.some((r) => { const [c, d] = span(r.startTime, r.endTime); return a < d && c < b; });
}

/** The employee's approved leave that covers a date (overtime on a full day of it is refused). */
async function approvedLeaveOn(db: DbOrTx, employeeId: string, date: string) {
  return db.select({ dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, duration: leaveRequests.duration }).from(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.status, 'approved'), sql`${leaveRequests.dateFrom} <= ${date}::date`, sql`${leaveRequests.dateTo} >= ${date}::date`));
}

/**
 * Files (no id) or edits (id, while no step has decided) the caller's overtime request in one
 * transaction: the calculator's figures from their schedule, the weekly cap (refused or noted per
 * the company's policy), the chain routed and its first approvers told. The requester's row is
 * locked so two filings of one person count the week one after the other.
 */
export async function saveOvertime(deps: Deps, v: OvertimeSave, user: AuthUser, actor: Actor, key?: FilingKey): Promise<{ id: string; overCap: boolean }> {
  const out = await fileOnce(deps.db, key, async (tx) => {
    const [me] = await tx.select({ ...routingColumns, joiningDate: employees.joiningDate, resignDate: employees.resignDate }).from(employees).where(eq(employees.id, user.id)).for('no key update');
    if (!me) throw new AppError('RECORD_GONE');
    if (v.id) {
      const [old] = await tx.select({ employeeId: overtimeRequests.employeeId, status: overtimeRequests.status }).from(overtimeRequests).where(eq(overtimeRequests.id, v.id));
      if (!old || old.employeeId !== user.id) throw new AppError('RECORD_GONE');
      if (old.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
      if (await approvalStarted(tx, 'overtime', v.id)) throw new AppError('APPROVAL_ALREADY_STARTED');
    }
    // Issue 34: within employment (the rule of every request type), and not on a day of one's own approved full-day leave.
    const issues = [
      ...outsideEmploymentIssues({ dateFrom: v.date, dateTo: overtimeEndDate(v.date, v.startTime, v.endTime) }, me, { from: 'date', to: 'date' }),
      ...overtimeOnLeaveIssues(v.date, await approvedLeaveOn(tx, user.id, v.date)),
    ];
    if (issues.length) throw ruleIssueErrors(actor.lang, issues);
    const f = await overtimeFigures(tx, actor.lang, user.id, v);
    if (await overlaps(tx, user.id, v)) throw new AppError('OVERTIME_OVERLAP');
    if (f.week.exceeds && f.week.policy === 'block') throw new AppError('OVERTIME_WEEKLY_CAP', { hours: hoursText(f.week.total) });
    const now = deps.clock.now();
    const values = {
      date: v.date, startTime: v.startTime, endTime: v.endTime, reason: v.reason, moment: f.moment, segments: f.segments,
      minutes: f.minutes, overtimeMinutes: f.overtimeMinutes, holidayWorkMinutes: f.holidayWorkMinutes, weekMinutes: f.week.total, overCap: f.week.exceeds,
      updatedAt: now, updatedBy: actor.id,
    };
    let id = v.id;
    if (id) await tx.update(overtimeRequests).set(values).where(eq(overtimeRequests.id, id));
    else id = (await tx.insert(overtimeRequests).values({ ...values, employeeId: user.id, createdAt: now, createdBy: actor.id }).returning({ id: overtimeRequests.id }))[0]!.id;
    const routed = await routeFiling(tx, OVERTIME_TYPE, { requesterId: user.id, today: businessToday(deps), measures: { weekOvertimeHours: f.week.total / 60 }, requester: me });
    const approvers = v.id ? await restartApproval(tx, OVERTIME_TYPE, id, user.id, routed, now) : await openApproval(tx, OVERTIME_TYPE, id, user.id, routed, now);
    await tellOvertime(deps, tx, id, 'submitted', approvers);
    await audit(tx, { actorId: actor.id, action: v.id ? 'overtime.update' : 'overtime.create', objectId: OT_PAGE, targetType: 'overtime', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { date: v.date, startTime: v.startTime, endTime: v.endTime, minutes: f.minutes, overCap: f.week.exceeds } });
    return { id, overCap: f.week.exceeds };
  });
  await deps.mail.flush();
  return out;
}

/**
 * Cancels a request: the requester their own pending one, HR a pending or approved one (with a
 * reason the requester hears). One conditional update; the steps stop waiting and whoever was
 * deciding hears of it.
 */
export async function cancelOvertime(deps: Deps, id: string, reason: string | null, user: AuthUser, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [r] = await tx.select({ employeeId: overtimeRequests.employeeId, status: overtimeRequests.status }).from(overtimeRequests).where(eq(overtimeRequests.id, id));
    const own = r?.employeeId === user.id;
    if (!r || (!own && !user.isHr)) throw new AppError('RECORD_GONE');
    const from = own && !user.isHr ? ['pending'] as const : ['pending', 'approved'] as const;
    const now = deps.clock.now();
    const [done] = await tx.update(overtimeRequests).set({ status: 'cancelled', cancelReason: reason || null, cancelledBy: actor.id, cancelledAt: now, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(overtimeRequests.id, id), inArray(overtimeRequests.status, [...from]))).returning({ id: overtimeRequests.id });
    if (!done) throw new AppError('APPROVAL_NOT_PENDING');
    const deciding = await closeApproval(tx, 'overtime', id);
    await tellOvertime(deps, tx, id, 'cancelled', own ? deciding : [r.employeeId]);
    await audit(tx, { actorId: actor.id, action: 'overtime.cancel', objectId: OT_PAGE, targetType: 'overtime', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { employeeId: r.employeeId, reason, was: r.status } });
  });
  await deps.mail.flush();
}


import { and, eq, inArray, sql } from 'drizzle-orm';
import { HR_SCOPE_ID } from '@hr/domain';
import type { PunchRequestSave } from '@hr/domain/attendance/punch-request';
import { outsideEmploymentIssues } from '@hr/domain/approval/request-rules';
import { employees, punchRequests, queryRows, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { businessToday } from '../../platform/maintenance';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { fieldError } from '../../platform/validation-errors';
import { routeFiling, routingColumns } from '../approval/approval-chain.service';
import { fileOnce, type FilingKey } from '../approval/approval-filing-key';
import { defineRequestType } from '../approval/approval.registry';
import { approvalStarted, closeApproval, openApproval, restartApproval } from '../approval/approval.service';
import { zoneOffsetMinutes } from '../attendance/punch-card.query';
import { ruleIssueErrors } from '../../platform/rule-errors';
import { listedPunchRequests } from './punch-request.query';
import { tellPunchRequest } from './punch-request-notices';

const OBJECT = 'self-service.attendance';

/**
 * Punch corrections on the approval module. The approval writes the punch in the same
 * transaction as the decision: a correction row (source 'correction', the approver in
 * created_by, the employee's reason), the next seq of its date, as a supervisor's manual punch is.
 */
export const PUNCH_REQUEST_TYPE = defineRequestType({
  type: 'punchCorrection',
  hrPermission: HR_SCOPE_ID,
  auditName: 'punchCorrection',
  async subject(db, id) {
    const [r] = await db.select({ requesterId: punchRequests.employeeId, companyId: employees.companyId, status: punchRequests.status, dateFrom: punchRequests.date, dateTo: punchRequests.date })
      .from(punchRequests).innerJoin(employees, eq(employees.id, punchRequests.employeeId)).where(eq(punchRequests.id, id)).limit(1);
    return r ?? null;
  },
  async finish(tx, id, decision, remark, actor, now) {
    const [r] = await tx.update(punchRequests).set({ status: decision, decidedBy: actor.id, decidedAt: now, decisionRemark: remark, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(punchRequests.id, id), eq(punchRequests.status, 'pending')))
      .returning({ employeeId: punchRequests.employeeId, date: punchRequests.date, time: punchRequests.time, at: punchRequests.at, kind: punchRequests.kind, reason: punchRequests.reason });
    if (!r) return false;
    if (decision === 'approved') {
      // The date's punches are locked while the next seq is taken (a self punch at the same moment waits).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`punch:${r.employeeId}:${r.date}`}))`);
      const [punch] = await queryRows<{ id: string }>(tx, sql`
        INSERT INTO attendance_punches (employee_id, at, kind, source, client_address, local_date, seq, created_by, reason)
        SELECT ${r.employeeId}, ${r.at.toISOString()}::timestamptz, ${r.kind}, 'correction', ${actor.ip}, ${r.date}::date,
          coalesce(max(seq) + 1, 0), ${actor.id}, ${r.reason}
        FROM attendance_punches WHERE employee_id = ${r.employeeId} AND local_date = ${r.date}::date
        RETURNING id`);
      await tx.update(punchRequests).set({ punchId: punch!.id }).where(eq(punchRequests.id, id));
      await audit(tx, { actorId: actor.id, action: 'attendance.correction', objectId: OBJECT, targetType: 'attendancePunch', targetId: punch!.id,
        ip: actor.ip, requestId: actor.requestId, detail: { employeeId: r.employeeId, date: r.date, time: r.time, kind: r.kind, reason: r.reason, punchRequestId: id } });
    }
    return true;
  },
  tell: tellPunchRequest,
  listed: (db, ids, lang) => listedPunchRequests(db, ids, lang),
  async brief(db, ids) {
    const rows = await db.select({ id: punchRequests.id, date: punchRequests.date, kind: punchRequests.kind, time: punchRequests.time }).from(punchRequests).where(inArray(punchRequests.id, ids));
    return rows.map((r) => ({ id: r.id, dateFrom: r.date, dateTo: r.date, detail: { type: 'punchCorrection' as const, kind: r.kind, time: r.time } }));
  },
});

/**
 * The checks of a request that need the employee's record: they record time, the date is in their
 * employment (the rule of every request type), the moment has passed, and the punch is neither on
 * record already (the same kind at the same minute) nor asked for by another pending or approved request.
 */
async function assertPunchable(db: DbOrTx, deps: Deps, employeeId: string, v: PunchRequestSave, lang: Actor['lang']): Promise<Date> {
  const [emp] = await queryRows<{ record_time: boolean; joining_date: string | null; resign_date: string | null }>(db, sql`
    SELECT record_time, joining_date::text, resign_date::text FROM employees WHERE id = ${employeeId}`);
  if (!emp) throw new AppError('RECORD_GONE');
  if (!emp.record_time) throw new AppError('ATTENDANCE_NOT_RECORDED');
  const outside = outsideEmploymentIssues({ dateFrom: v.date, dateTo: v.date }, { joiningDate: emp.joining_date, resignDate: emp.resign_date }, { from: 'date', to: 'date' });
  if (outside.length) throw ruleIssueErrors(lang, outside);
  const now = deps.clock.now();
  const at = Date.parse(`${v.date}T${v.time}:00Z`) - zoneOffsetMinutes(now, deps.config.APP_TIMEZONE) * 60_000;
  if (at > now.getTime()) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'time', 'punchInFuture')]);
  const minute = new Date(at).toISOString();
  const [dup] = await queryRows<{ recorded: boolean; requested: boolean }>(db, sql`SELECT
    EXISTS (SELECT 1 FROM attendance_punches WHERE employee_id = ${employeeId} AND local_date = ${v.date}::date AND kind = ${v.kind}
      AND date_trunc('minute', at) = ${minute}::timestamptz) AS recorded,
    EXISTS (SELECT 1 FROM punch_requests WHERE employee_id = ${employeeId} AND date = ${v.date}::date AND kind = ${v.kind} AND time = ${v.time}
      AND status IN ('pending', 'approved') AND id <> ${v.id ?? '00000000-0000-0000-0000-000000000000'}::uuid) AS requested`);
  if (dup?.recorded) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'time', 'punchExists')]);
  if (dup?.requested) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'time', 'punchRequested')]);
  return new Date(at);
}

/** Files (no id) or edits (id, before any step decided) the caller's punch correction request; the first approvers are told. */
export async function savePunchRequest(deps: Deps, v: PunchRequestSave, user: AuthUser, actor: Actor, key?: FilingKey): Promise<{ id: string }> {
  const out = await fileOnce(deps.db, key, async (tx) => {
    const [me] = await tx.select(routingColumns).from(employees).where(eq(employees.id, user.id)).for('no key update');
    if (!me) throw new AppError('RECORD_GONE');
    if (v.id) {
      const [old] = await tx.select({ employeeId: punchRequests.employeeId, status: punchRequests.status }).from(punchRequests).where(eq(punchRequests.id, v.id)).for('update');
      if (!old || old.employeeId !== user.id) throw new AppError('RECORD_GONE');
      if (old.status !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
      if (await approvalStarted(tx, 'punchCorrection', v.id)) throw new AppError('APPROVAL_ALREADY_STARTED');
    }
    const at = await assertPunchable(tx, deps, user.id, v, actor.lang);
    const now = deps.clock.now();
    const values = { date: v.date, time: v.time, at, kind: v.kind, reason: v.reason, updatedAt: now, updatedBy: actor.id };
    let id = v.id;
    if (id) await tx.update(punchRequests).set(values).where(eq(punchRequests.id, id));
    else id = (await tx.insert(punchRequests).values({ ...values, employeeId: user.id, createdAt: now, createdBy: actor.id }).returning({ id: punchRequests.id }))[0]!.id;
    const routed = await routeFiling(tx, PUNCH_REQUEST_TYPE, { requesterId: user.id, today: businessToday(deps), measures: {}, requester: me });
    const approvers = v.id ? await restartApproval(tx, PUNCH_REQUEST_TYPE, id, user.id, routed, now) : await openApproval(tx, PUNCH_REQUEST_TYPE, id, user.id, routed, now);
    await tellPunchRequest(deps, tx, id, 'submitted', approvers);
    await audit(tx, { actorId: actor.id, action: v.id ? 'punchCorrection.update' : 'punchCorrection.create', objectId: OBJECT, targetType: 'punchCorrection', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { date: v.date, time: v.time, kind: v.kind } });
    return { id };
  });
  await deps.mail.flush();
  return out;
}

/** Cancels a pending request: its employee, or HR with a reason the employee hears. An approved one stays (its punch is a correction row). */
export async function cancelPunchRequest(deps: Deps, id: string, reason: string | null, user: AuthUser, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [r] = await tx.select({ employeeId: punchRequests.employeeId }).from(punchRequests).where(eq(punchRequests.id, id));
    const own = r?.employeeId === user.id;
    if (!r || (!own && !user.isHr)) throw new AppError('RECORD_GONE');
    const now = deps.clock.now();
    const [done] = await tx.update(punchRequests).set({ status: 'cancelled', cancelReason: reason || null, cancelledBy: actor.id, cancelledAt: now, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(punchRequests.id, id), inArray(punchRequests.status, ['pending']))).returning({ id: punchRequests.id });
    if (!done) throw new AppError('APPROVAL_NOT_PENDING');
    const deciding = await closeApproval(tx, 'punchCorrection', id);
    await tellPunchRequest(deps, tx, id, 'cancelled', own ? deciding : [r.employeeId]);
    await audit(tx, { actorId: actor.id, action: 'punchCorrection.cancel', objectId: OBJECT, targetType: 'punchCorrection', targetId: id, ip: actor.ip, requestId: actor.requestId, detail: { reason } });
  });
  await deps.mail.flush();
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { numberOfLeaveDays, type LeaveDays } from '@hr/domain';
import type { LeaveForm } from '@hr/domain/leave/schemas';
import { employees, leaveRequestFiles, leaveRequests, leaveRequestYears, leaveTypes, namedStatement, ph, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { attachUpload } from '../../platform/files/attach-upload';
import { businessToday } from '../../platform/maintenance';
import { fieldError } from '../../platform/validation-errors';
import { addPregnancy, filingContext, requestIssues, type FilingContext } from './leave-checks.service';
import { ruleIssueErrors } from '../../platform/rule-errors';
import { approvalStarted, closeApproval, restartApproval, stepRows, stepsInsertSql } from '../approval/approval.service';
import { fileOnce, type FilingKey } from '../approval/approval-filing-key';
import { filingFactsSql, routeFiling } from '../approval/approval-chain.service';
import { LEAVE_MANAGEMENT_OBJECT, LEAVE_TYPE } from './leave-approval';
import { approversJson, tellLeaveEvent, requesterColumns } from './leave-mail';
import { workCalendarOf } from './work-calendar.service';

const SELF_OBJECT = 'self-service.leave-request';

/**
 * A new request, its days per year and its approval steps in one statement, built once and sent by
 * name (the submit is measured, issue 6: each round trip and each query built counts).
 */
const insertRequest = namedStatement<{ id: string }>('leave_request_insert', () => sql`WITH r AS (
    INSERT INTO leave_requests (employee_id, leave_type_id, duration, date_from, date_to, days, reason, remark, pregnancy_id, created_by, updated_at, updated_by)
    VALUES (${ph('employeeId')}, ${ph('leaveTypeId')}, ${ph('duration')}, ${ph('dateFrom')}::date, ${ph('dateTo')}::date, ${ph('days')}, ${ph('reason')}, ${ph('remark')},
      ${ph('pregnancyId')}::uuid, ${ph('employeeId')}, ${ph('updatedAt')}::timestamptz, ${ph('employeeId')}) RETURNING id),
  y AS (INSERT INTO leave_request_years (request_id, year, days) SELECT r.id, y.year, y.days FROM r, unnest(${ph('years')}::int[], ${ph('yearDays')}::numeric[]) AS y(year, days)),
  s AS (${stepsInsertSql(sql`'leave'`, sql`(SELECT id FROM r)`, sql`${ph('employeeId')}::uuid`, sql`${ph('steps')}`)})
  SELECT id FROM r`);

/** The request's days as the calculator counts them on the employee's calendar, or the field errors. */
function countDays(form: LeaveForm, calendarDays: boolean, context: Pick<FilingContext, 'holidays' | 'rostered'>, actor: Actor): LeaveDays {
  const r = numberOfLeaveDays({ dateFrom: form.dateFrom, dateTo: form.dateTo, duration: form.duration, calendarDays }, workCalendarOf(context.holidays, context.rostered));
  if (!r.ok) throw ruleIssueErrors(actor.lang, r.issues);
  return r;
}

/** The request's files, in the order given: each the caller's own upload (or already theirs), a picture or PDF of at most 3MB. */
async function setFiles(tx: DbOrTx, requestId: string, fileIds: string[], actor: Actor, replacing: boolean): Promise<void> {
  for (const id of fileIds) await attachUpload(tx, id, actor.id, 'fileIds', 'leave', actor);
  if (replacing) await tx.delete(leaveRequestFiles).where(eq(leaveRequestFiles.requestId, requestId));
  if (fileIds.length) {
    await tx.insert(leaveRequestFiles).values([...new Set(fileIds)].map((fileId, i) => ({ requestId, fileId, position: i + 1, createdBy: actor.id })));
  }
}

/**
 * Files a new leave request, or edits the caller's pending one, in one transaction: the employee's
 * row is locked first, so two submissions of one person are checked one after the other (their
 * overlap and their balance), then the days are counted on the employee's calendar, the rules run
 * (leave-checks.service.ts), and the request, its days per year and its files are written with an
 * audit row. A new request is mailed to the approvers after commit.
 */
export async function saveLeaveRequest(deps: Deps, form: LeaveForm, actor: Actor, editId?: string, key?: FilingKey): Promise<{ id: string; days: number }> {
  const result = await fileOnce(deps.db, key, async (tx) => {
    const now = deps.clock.now();
    const today = businessToday(deps);
    // The lock, what the approvers' mail needs of the requester, and the (active) leave type, in one
    // read; a named statement, planned once per connection (the submit is measured, issue 6).
    // It brings the approval module's first read of the filing too (the chain and its approvers' absences).
    const [row] = await tx.select({ me: { joiningDate: employees.joiningDate, resignDate: employees.resignDate, gender: employees.gender, companyId: employees.companyId, ...requesterColumns },
      approvers: approversJson, routing: filingFactsSql, type: leaveTypes }).from(employees)
      .leftJoin(leaveTypes, and(eq(leaveTypes.id, form.leaveTypeId), eq(leaveTypes.active, true)))
      .where(eq(employees.id, actor.id)).for('no key update', { of: employees }).prepare('leave_filing_lock').execute({ type: 'leave', today });
    if (!row) throw new AppError('RECORD_GONE');
    const { me, type, approvers, routing } = row;
    let editing: { id: string; dateFrom: string; dateTo: string; leaveTypeId: string; pregnancyId: string | null } | undefined;
    if (editId) {
      const [was] = await tx.select({ id: leaveRequests.id, status: leaveRequests.status, dateFrom: leaveRequests.dateFrom, dateTo: leaveRequests.dateTo, leaveTypeId: leaveRequests.leaveTypeId, pregnancyId: leaveRequests.pregnancyId })
        .from(leaveRequests).where(and(eq(leaveRequests.id, editId), eq(leaveRequests.employeeId, actor.id))).for('update');
      if (!was) throw new AppError('RECORD_GONE');
      if (was.status !== 'pending') throw new AppError('LEAVE_NOT_PENDING');
      // A step has approved it already: an edit would change what they approved.
      if (await approvalStarted(tx, 'leave', was.id)) throw new AppError('APPROVAL_ALREADY_STARTED');
      editing = was;
    }
    if (!type) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'leaveTypeId', 'invalid')]);
    const holder = { id: actor.id, joiningDate: me.joiningDate };
    const context = await filingContext(tx, { holder, type, dateFrom: form.dateFrom, dateTo: form.dateTo, excludeId: editing?.id, pregnancyId: editing?.pregnancyId });
    const days = countDays(form, Boolean(type.calendarDays), context, actor);
    const issues = requestIssues({ employeeId: actor.id, joiningDate: me.joiningDate, resignDate: me.resignDate, gender: me.gender, type, form, days, today, editing, context });
    if (issues.length) throw ruleIssueErrors(actor.lang, issues);

    const values = {
      leaveTypeId: form.leaveTypeId, duration: form.duration, dateFrom: form.dateFrom, dateTo: form.dateTo, days: days.days,
      reason: form.reason || null, remark: form.remark || null, updatedAt: now, updatedBy: actor.id,
      // A maternity request draws on a pregnancy: the employee's first maternity request records her first one.
      pregnancyId: context.pregnancy ? context.pregnancy.id ?? await addPregnancy(tx, actor.id, actor.id, now) : null,
    };
    // Routed through the company's chain for these days, its approvers' absences today (an edit
    // routes again: the days may now pass a step's condition).
    const chain = await routeFiling(tx, LEAVE_TYPE, { requesterId: actor.id, today, measures: { days: days.days },
      requester: { companyId: me.companyId, supervisorId: me.supervisorId, assistantId: me.assistantId } }, routing);
    let id: string;
    if (editing) {
      await tx.update(leaveRequests).set(values).where(eq(leaveRequests.id, editing.id));
      await tx.delete(leaveRequestYears).where(eq(leaveRequestYears.requestId, editing.id));
      await tx.insert(leaveRequestYears).values(days.byYear.map((y) => ({ requestId: editing.id, year: y.year, days: y.days })));
      id = editing.id;
      await restartApproval(tx, LEAVE_TYPE, id, actor.id, chain, now);
    } else {
      const [row] = await insertRequest(tx, {
        ...values, employeeId: actor.id, updatedAt: now.toISOString(), years: days.byYear.map((y) => y.year), yearDays: days.byYear.map((y) => y.days),
        steps: stepRows(chain, now),
      });
      id = row!.id;
    }
    await setFiles(tx, id, form.fileIds, actor, Boolean(editing));
    await audit(tx, { actorId: actor.id, action: editing ? 'leave.update' : 'leave.submit', objectId: SELF_OBJECT, targetType: 'leaveRequest', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { dateFrom: form.dateFrom, dateTo: form.dateTo, days: days.days, leaveTypeId: form.leaveTypeId } });
    if (!editing) {
      await tellLeaveEvent(deps, tx, id, 'leaveSubmitted', {
        q: { ...values, decisionRemark: null, cancelReason: null, typeEn: String(type.nameEn), typeTh: String(type.nameTh), typeKm: type.nameKm ? String(type.nameKm) : null, typeMy: type.nameMy ? String(type.nameMy) : null },
        requester: me, approvers,
      }, chain.steps[0]!.approvers);
    }
    return { id, days: days.days };
  });
  await deps.mail.flush();
  return result;
}

/**
 * Cancels a request. The requester withdraws their own while it is pending (one conditional
 * update, so a decision meanwhile wins); HR cancels someone else's pending one, or approved one
 * that has not ended yet, with a reason (the balance gives the days back because it only counts
 * pending and approved requests), and the requester is mailed.
 */
export async function cancelLeaveRequest(deps: Deps, id: string, reason: string | undefined, actor: Actor, asHr: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [own] = await tx.select({ employeeId: leaveRequests.employeeId, status: leaveRequests.status, dateTo: leaveRequests.dateTo }).from(leaveRequests).where(eq(leaveRequests.id, id)).limit(1);
    if (!own || (own.employeeId !== actor.id && !asHr)) throw new AppError('RECORD_GONE');
    const byRequester = own.employeeId === actor.id && own.status === 'pending';
    if (!byRequester && !asHr) throw new AppError('LEAVE_NOT_PENDING');
    // HR decides nothing of its own (issue 14): its own approved leave is cancelled by another HR
    // officer, or the days would come back at its own word.
    if (!byRequester && own.employeeId === actor.id) throw new AppError('LEAVE_OWN_REQUEST');
    // Leave that has ended is history (issue 14): HR corrects the balance with an audited adjustment.
    if (!byRequester && own.status === 'approved' && own.dateTo < businessToday(deps)) throw new AppError('LEAVE_ALREADY_TAKEN');
    if (!byRequester && !reason) throw new AppError('VALIDATION', {}, null, [fieldError(actor.lang, 'reason', 'required')]);
    const allowed = byRequester ? ['pending' as const] : ['pending' as const, 'approved' as const];
    const [row] = await tx.update(leaveRequests).set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: now, cancelReason: reason || null, updatedAt: now, updatedBy: actor.id })
      .where(and(eq(leaveRequests.id, id), inArray(leaveRequests.status, allowed))).returning({ id: leaveRequests.id });
    if (!row) throw new AppError(byRequester ? 'LEAVE_NOT_PENDING' : 'LEAVE_NOT_CANCELLABLE');
    await closeApproval(tx, 'leave', id);
    await audit(tx, { actorId: actor.id, action: 'leave.cancel', objectId: byRequester ? SELF_OBJECT : LEAVE_MANAGEMENT_OBJECT, targetType: 'leaveRequest', targetId: id,
      ip: actor.ip, requestId: actor.requestId, detail: { reason: reason ?? null, was: own.status } });
    if (!byRequester) await tellLeaveEvent(deps, tx, id, 'leaveCancelled');
  });
  await deps.mail.flush();
}

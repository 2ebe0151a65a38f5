import { sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import { TIMECLOCK_BATCHES_LISTED, type PunchVoidBody, type TimeclockBatch, type TimeclockRollbackBody, type TimeclockRollbackResult } from '@hr/domain/attendance/timeclock';
import { queryRows } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { personSql } from './attendance-days.query';
import { CORRECTION_OBJECT } from './manual-punch.service';

/*
 * Taking punches back (issue 34 point 1): a whole time-clock import, or one punch. Nothing is
 * deleted: the rows are voided with who, when and why, so HR's punch view still shows them and each
 * day's seq numbering stays whole; every status, card and figure reads only the punches not voided,
 * so the days recompute on their next read.
 */

/** The object id a rollback is audited under: the import page's. */
const IMPORT_OBJECT = 'employment-management.attendance-import';

/** A company's latest imports, newest first, with who imported and who rolled back in the reader's language. */
export async function listClockBatches(deps: Deps, companyId: string, lang: Lang): Promise<TimeclockBatch[]> {
  const rows = await queryRows<{ id: string; file_name: string; punches: number; created_at: Date | string; by: string | null; rolled_at: Date | string | null; rolled_by: string | null; reason: string | null }>(deps.db, sql`
    SELECT b.id, b.file_name, b.punches, b.created_at, ${personSql(lang, 'c')} AS by, b.rolled_back_at AS rolled_at,
      CASE WHEN b.rolled_back_at IS NOT NULL THEN ${personSql(lang, 'r')} END AS rolled_by, b.rollback_reason AS reason
    FROM timeclock_batches b LEFT JOIN employees c ON c.id = b.created_by LEFT JOIN employees r ON r.id = b.rolled_back_by
    WHERE b.company_id = ${companyId} ORDER BY b.created_at DESC, b.id LIMIT ${TIMECLOCK_BATCHES_LISTED}`);
  const iso = (d: Date | string) => new Date(d).toISOString();
  return rows.map((r) => ({
    id: r.id, fileName: r.file_name, punches: r.punches, createdAt: iso(r.created_at), createdBy: r.by,
    rolledBack: r.rolled_at ? { at: iso(r.rolled_at), by: r.rolled_by, reason: r.reason ?? '' } : null,
  }));
}

/** Rolls a time-clock import back whole: voids every punch of the batch still standing, marks the batch, and audits it, in one transaction. */
export async function rollbackClockBatch(deps: Deps, body: TimeclockRollbackBody, actor: Actor): Promise<TimeclockRollbackResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [batch] = await queryRows<{ id: string; company_id: string; file_name: string; rolled_back: boolean }>(tx, sql`
      SELECT id, company_id, file_name, rolled_back_at IS NOT NULL AS rolled_back FROM timeclock_batches WHERE id = ${body.batchId} FOR UPDATE`);
    if (!batch) throw new AppError('RECORD_GONE');
    if (batch.rolled_back) throw new AppError('TIMECLOCK_BATCH_ROLLED_BACK');
    const voided = await queryRows<{ id: string }>(tx, sql`
      UPDATE attendance_punches SET voided_at = ${now.toISOString()}::timestamptz, voided_by = ${actor.id}, void_reason = ${body.reason}
      WHERE batch_id = ${body.batchId} AND voided_at IS NULL RETURNING id`);
    await tx.execute(sql`
      UPDATE timeclock_batches SET rolled_back_at = ${now.toISOString()}::timestamptz, rolled_back_by = ${actor.id}, rollback_reason = ${body.reason},
        updated_at = ${now.toISOString()}::timestamptz, updated_by = ${actor.id}
      WHERE id = ${body.batchId}`);
    await audit(tx, {
      actorId: actor.id, action: 'attendance.timeclock.rollback', objectId: IMPORT_OBJECT, targetType: 'timeclockBatch', targetId: body.batchId,
      ip: actor.ip, requestId: actor.requestId, detail: { companyId: batch.company_id, fileName: batch.file_name, voided: voided.length, reason: body.reason },
    });
    return { batchId: body.batchId, voided: voided.length };
  });
}

/** Voids one punch with a reason (HR, never their own), audited; the punch stays listed, marked voided. */
export async function voidPunch(deps: Deps, user: AuthUser, body: PunchVoidBody, actor: Actor): Promise<{ id: string; voidedAt: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [punch] = await queryRows<{ employee_id: string; voided: boolean; at: string; kind: string; source: string; local_date: string }>(tx, sql`
      SELECT employee_id, voided_at IS NOT NULL AS voided, at::text, kind, source, local_date::text FROM attendance_punches WHERE id = ${body.punchId} FOR UPDATE`);
    if (!punch) throw new AppError('RECORD_GONE');
    if (punch.employee_id === user.id) throw new AppError('ATTENDANCE_OWN_CORRECTION');
    if (punch.voided) throw new AppError('PUNCH_ALREADY_VOIDED');
    await tx.execute(sql`
      UPDATE attendance_punches SET voided_at = ${now.toISOString()}::timestamptz, voided_by = ${actor.id}, void_reason = ${body.reason} WHERE id = ${body.punchId}`);
    await audit(tx, {
      actorId: actor.id, action: 'attendance.punch.void', objectId: CORRECTION_OBJECT.all, targetType: 'attendancePunch', targetId: body.punchId,
      ip: actor.ip, requestId: actor.requestId,
      detail: { employeeId: punch.employee_id, date: punch.local_date, at: punch.at, kind: punch.kind, source: punch.source, reason: body.reason },
    });
    return { id: body.punchId, voidedAt: now.toISOString() };
  });
}

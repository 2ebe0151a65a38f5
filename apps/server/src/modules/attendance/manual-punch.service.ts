import { sql } from 'drizzle-orm';
import type { ManualPunch } from '@hr/domain/attendance/views';
import { queryRows, type Db } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, AuthUser, Deps } from '../../platform/context';
import { assertLeadScope } from '../../platform/scope';
import { fieldError } from '../../platform/validation-errors';
import { notify } from '../notification/inbox.service';
import { ATTENDANCE_NOTICES } from './attendance-notices';
import { zoneOffsetMinutes } from './punch-card.query';

/** The object id the attendance pages' corrections are audited under. */
export const CORRECTION_OBJECT = { team: 'employment-management.attendance-subordinates', all: 'employment-management.attendance-management' } as const;

const isUniqueViolation = (e: unknown) => (e as { code?: string; cause?: { code?: string } }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Adds a punch a supervisor (for their team, direct and indirect) or HR records for an employee:
 * a correction row of its own (source 'correction', who in created_by, why in reason) beside the
 * punches; nothing is overwritten, so the history shows both. Nobody corrects their own
 * attendance. The instant is the date and time given, in the business time zone, and never later
 * than now; it must fall while the employee is employed. The punch, its audit row and the
 * employee's notice are one transaction.
 */
export async function addManualPunch(deps: Deps, user: AuthUser, actor: Actor, body: ManualPunch, via: keyof typeof CORRECTION_OBJECT) {
  const db: Db = deps.db;
  if (body.employeeId === user.id) throw new AppError('ATTENDANCE_OWN_CORRECTION');
  // Through HR's page (its permission is the route's), anyone; through the team page, only the
  // team, HR or not (anyone else reads as a missing record).
  if (via === 'team') await assertLeadScope(db, { ...user, isHr: false }, body.employeeId);
  const [emp] = await queryRows<{ record_time: boolean; joining_date: string | null; resign_date: string | null }>(db, sql`
    SELECT record_time, joining_date::text, resign_date::text FROM employees WHERE id = ${body.employeeId}`);
  if (!emp) throw new AppError('RECORD_GONE');
  const lang = actor.lang;
  if (!emp.record_time) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'employeeId', 'notRecordingTime')]);
  if (emp.joining_date && body.date < emp.joining_date) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'date', 'notBeforeJoining')]);
  if (emp.resign_date && body.date > emp.resign_date) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'date', 'notAfterResignation')]);

  const now = deps.clock.now();
  const offset = zoneOffsetMinutes(now, deps.config.APP_TIMEZONE);
  const at = new Date(Date.parse(`${body.date}T${body.time}:00Z`) - offset * 60_000);
  if (at.getTime() > now.getTime()) throw new AppError('VALIDATION', {}, null, [fieldError(lang, 'time', 'punchInFuture')]);

  // The seq is the next on the date; a self punch racing for the same seq makes the insert fail on
  // the unique (employee, date, seq): take the next one then (a handful of tries is plenty).
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string; seq: number }>(tx, sql`
          INSERT INTO attendance_punches (employee_id, at, kind, source, client_address, local_date, seq, created_by, reason)
          SELECT ${body.employeeId}, ${at.toISOString()}::timestamptz, ${body.kind}, 'correction', ${actor.ip}, ${body.date}::date,
            coalesce(max(seq) + 1, 0), ${user.id}, ${body.reason}
          FROM attendance_punches WHERE employee_id = ${body.employeeId} AND local_date = ${body.date}::date
          RETURNING id, seq`);
        await audit(tx, {
          actorId: user.id, action: 'attendance.correction', objectId: CORRECTION_OBJECT[via], targetType: 'attendancePunch', targetId: row!.id,
          ip: actor.ip, requestId: actor.requestId, detail: { employeeId: body.employeeId, date: body.date, time: body.time, kind: body.kind, reason: body.reason },
        });
        const [by] = await queryRows<{ name_en: string; name_th: string }>(tx, sql`
          SELECT first_name_en || ' ' || last_name_en AS name_en, first_name_th || ' ' || last_name_th AS name_th FROM employees WHERE id = ${user.id}`);
        await notify(tx, ATTENDANCE_NOTICES.punchAdded, now, [{
          recipientId: body.employeeId, objectId: row!.id,
          facts: { by: { nameEn: by?.name_en ?? '', nameTh: by?.name_th ?? '' }, date: body.date, time: body.time, kind: body.kind, reason: body.reason },
        }]);
        return { id: row!.id, at: at.toISOString() };
      });
    } catch (e) {
      if (attempt < 4 && isUniqueViolation(e)) continue;
      throw e;
    }
  }
}

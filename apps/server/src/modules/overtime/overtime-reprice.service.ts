import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@hr/domain';
import type { OvertimeSegment } from '@hr/domain/overtime/calculator';
import { employees, overtimeRequestReprices, overtimeRequests, type DbOrTx, type OvertimeRepriceCause } from '@hr/db';
import { auditAll } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { t } from '../../platform/i18n';
import { closeApprovals } from '../approval/approval.service';
import { notify } from '../notification/inbox.service';
import { personName } from '../employees/person-name';
import { figuresOf } from './overtime-figures.service';
import { OVERTIME_NOTICES } from './overtime-notices';

const OT_PAGE = 'employment-management.ot';

/**
 * The schedule a write changed: some employees (null: everyone, as a holiday does) on some dates,
 * or from a date on (a default working time that takes over).
 */
export type OvertimeTouch = { employeeIds: string[] | null; dates?: string[]; from?: string };

/** A pending or approved request whose figures the change moves: before and after (`to` null: no overtime left, withdrawn). */
export type OvertimeRepriced = {
  id: string; employeeId: string; employeeCode: string; employeeName: string; status: 'pending' | 'approved';
  date: string; startTime: string; endTime: string;
  from: OvertimeSegment[]; to: OvertimeSegment[] | null;
  next: { moment: typeof overtimeRequests.$inferSelect.moment; minutes: number; overtimeMinutes: number; holidayWorkMinutes: number; weekMinutes: number; overCap: boolean } | null;
};

const sameSegments = (a: readonly OvertimeSegment[], b: readonly OvertimeSegment[]) =>
  a.length === b.length && a.every((s, i) => s.from === b[i]!.from && s.to === b[i]!.to && s.kind === b[i]!.kind && s.rate === b[i]!.rate);

/**
 * The pending and approved overtime requests a schedule change moves, as the filing's calculator
 * re-derives them from the schedule this transaction sees (the change written, not committed):
 * locked when `lock`, so a write re-prices them before anyone decides on the old figures. Reads
 * only: the roster upload's preview calls it and rolls its transaction back.
 */
export async function overtimeRepricesOf(db: DbOrTx, lang: Lang, touch: OvertimeTouch, lock = false): Promise<OvertimeRepriced[]> {
  if (touch.employeeIds && !touch.employeeIds.length) return [];
  if (!touch.from && !touch.dates?.length) return [];
  const q = db.select({
    id: overtimeRequests.id, employeeId: overtimeRequests.employeeId, employeeCode: employees.employeeCode, employeeName: personName(employees, lang === 'th'),
    status: overtimeRequests.status, date: overtimeRequests.date, startTime: overtimeRequests.startTime, endTime: overtimeRequests.endTime,
    segments: overtimeRequests.segments, moment: overtimeRequests.moment,
  }).from(overtimeRequests).innerJoin(employees, eq(employees.id, overtimeRequests.employeeId))
    .where(and(inArray(overtimeRequests.status, ['pending', 'approved']),
      touch.employeeIds ? inArray(overtimeRequests.employeeId, touch.employeeIds) : undefined,
      touch.dates?.length ? inArray(overtimeRequests.date, touch.dates) : undefined,
      touch.from ? gte(overtimeRequests.date, touch.from) : undefined))
    .orderBy(overtimeRequests.date, employees.employeeCode, overtimeRequests.startTime);
  const rows = lock ? await q.for('update', { of: overtimeRequests }) : await q;
  const out: OvertimeRepriced[] = [];
  for (const r of rows) {
    const f = await figuresOf(db, lang, r.employeeId, { id: r.id, date: r.date, startTime: r.startTime, endTime: r.endTime });
    const base = { id: r.id, employeeId: r.employeeId, employeeCode: r.employeeCode, employeeName: r.employeeName, status: r.status as 'pending' | 'approved', date: r.date, startTime: r.startTime, endTime: r.endTime, from: r.segments };
    if ('issue' in f) {
      // Only the time now inside the shift withdraws a request; another refusal is not the schedule's doing.
      if (f.issue === 'insideShift') out.push({ ...base, to: null, next: null });
      continue;
    }
    if (sameSegments(r.segments, f.segments) && r.moment === f.moment) continue;
    out.push({ ...base, to: f.segments, next: { moment: f.moment, minutes: f.minutes, overtimeMinutes: f.overtimeMinutes, holidayWorkMinutes: f.holidayWorkMinutes, weekMinutes: f.week.total, overCap: f.week.exceeds } });
  }
  return out;
}

/**
 * Re-prices the overtime a roster or holiday-master write touches (issue 34 point 3), inside that
 * write's transaction: each pending or approved request on the changed dates is derived again by
 * the filing's calculator; where its kinds, hours or multipliers moved, the request takes the new
 * figures, its history gains a line, an audit row is written and the employee is told. A request
 * left with no overtime at all (the new shift covers it) is withdrawn with the reason.
 */
export async function repriceOvertime(db: DbOrTx, touch: OvertimeTouch, cause: OvertimeRepriceCause, actor: Actor, now: Date = new Date()): Promise<OvertimeRepriced[]> {
  const changed = await overtimeRepricesOf(db, actor.lang, touch, true);
  if (!changed.length) return [];
  for (const c of changed) {
    if (c.next) {
      await db.update(overtimeRequests).set({ segments: c.to!, ...c.next, updatedAt: now, updatedBy: actor.id }).where(eq(overtimeRequests.id, c.id));
    } else {
      await db.update(overtimeRequests).set({ status: 'cancelled', cancelledBy: actor.id, cancelledAt: now, cancelReason: t(actor.lang, `overtime:reprice.withdrawn.${cause}`), updatedAt: now, updatedBy: actor.id })
        .where(and(eq(overtimeRequests.id, c.id), inArray(overtimeRequests.status, ['pending', 'approved'])));
    }
  }
  const withdrawn = changed.filter((c) => !c.next).map((c) => c.id);
  if (withdrawn.length) await closeApprovals(db, 'overtime', withdrawn);
  await db.insert(overtimeRequestReprices).values(changed.map((c) => ({ requestId: c.id, at: now, cause, fromSegments: c.from, toSegments: c.to ?? [], createdBy: actor.id })));
  await auditAll(db, changed.map((c) => ({
    actorId: actor.id, action: c.next ? 'overtime.reprice' : 'overtime.withdraw', objectId: OT_PAGE, targetType: 'overtime', targetId: c.id, ip: actor.ip, requestId: actor.requestId,
    detail: { cause, date: c.date, was: c.status, from: c.from, to: c.to },
  })));
  await notify(db, OVERTIME_NOTICES.overtimeRepriced, now, changed.map((c) => ({
    recipientId: c.employeeId, objectId: c.id,
    facts: { date: c.date, startTime: c.startTime, endTime: c.endTime, cause, from: c.from, to: c.to },
  })));
  return changed;
}

/** The history lines of a request (oldest first), as its detail view shows them. */
export async function repricesOf(db: DbOrTx, requestId: string) {
  return db.select({ at: overtimeRequestReprices.at, cause: overtimeRequestReprices.cause, from: overtimeRequestReprices.fromSegments, to: overtimeRequestReprices.toSegments })
    .from(overtimeRequestReprices).where(eq(overtimeRequestReprices.requestId, requestId)).orderBy(overtimeRequestReprices.at, sql`${overtimeRequestReprices.id}`);
}

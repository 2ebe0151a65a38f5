import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@hr/domain';
import { statusFilterOf, type AttendanceStatusFilter } from '@hr/domain/attendance/views';
import { HR_ATTENDANCE_FRESH_SECONDS, type HrDashboard } from '@hr/domain/dashboard/hr-views';
import type { Deps } from '../../platform/context';
import { attendanceFactsOf, attendanceOfEmployee, dayTypeOf, employedOn } from '../attendance/attendance-days.query';
import { zoneOffsetMinutes } from '../attendance/punch-card.query';
import { sharedAnswer } from './dashboard-cache';

/*
 * The HR dashboard's attendance chart (issue 18 point 2): how many of the people in scope have
 * each status on a date, counted exactly as the daily attendance report counts them (the same
 * people: those who record time and are employed on the date; the same calculator), so a slice
 * opens that report filtered to its statuses and lists the people it counted.
 *
 * Every status is computed at the read, which for 10,000 employees costs tens of milliseconds of
 * the server's one thread. A large scope's answer is therefore kept for
 * HR_ATTENDANCE_FRESH_SECONDS and shared: one computation per scope and date at a time, however
 * many HR readers ask at once, and the answer says when it was computed (`asOf`). A small scope
 * is always computed afresh (it costs next to nothing), so what a small company just recorded
 * shows at once.
 */

/** From how many people a scope's figures are kept for a while rather than computed at every read. */
export const KEEP_FROM_EMPLOYEES = 1000;

type Counts = HrDashboard['attendance'];
type Scope = { companyId?: string; departmentId?: string; date: string };

/** The counts per status filter of a date, computed now. */
async function compute(deps: Pick<Deps, 'db' | 'config' | 'clock'>, q: Scope): Promise<Counts> {
  // The daily report's people (attendance-list.query.ts whereOf, for one date).
  const parts: SQL[] = [
    sql`e.record_time`,
    sql`(e.joining_date IS NULL OR e.joining_date <= ${q.date}::date)`,
    sql`(e.resign_date IS NULL OR e.resign_date >= ${q.date}::date)`,
  ];
  if (q.companyId) parts.push(sql`e.company_id = ${q.companyId}`);
  if (q.departmentId) parts.push(sql`e.department_id = ${q.departmentId}`);
  // A day wider on each side, so a night shift keeps its punches; instants only (no rows listed).
  const facts = await attendanceFactsOf(deps.db, 'en', sql.join(parts, sql` AND `), addDays(q.date, -1), addDays(q.date, 1), { punches: 'instants' });
  const now = deps.clock.now();
  const offset = zoneOffsetMinutes(now, deps.config.APP_TIMEZONE);
  const counts: Partial<Record<AttendanceStatusFilter, number>> = {};
  let employees = 0;
  for (const e of facts.employees) {
    if (!employedOn(e, q.date)) continue;
    const [day] = attendanceOfEmployee(e, q.date, q.date, now.getTime(), offset, { rows: false });
    if (!day) continue;
    employees += 1;
    // A day off or a holiday nobody worked is a day off, not "no status yet" (the daily report's filter).
    const key = statusFilterOf({ status: day.status, dayType: dayTypeOf(e, e.days.findIndex((x) => x.date === q.date)) });
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { date: q.date, asOf: now.toISOString(), employees, counts };
}

/**
 * The counts per status filter of a date for a scope (see above): shared while one is being
 * computed, and kept HR_ATTENDANCE_FRESH_SECONDS when the scope is large.
 */
export function attendanceCounts(deps: Pick<Deps, 'db' | 'config' | 'clock'>, q: Scope): Promise<Counts> {
  return sharedAnswer(deps.db, `attendance|${q.companyId ?? ''}|${q.departmentId ?? ''}|${q.date}`, deps.clock.now().getTime(), () => compute(deps, q),
    (c) => (c.employees >= KEEP_FROM_EMPLOYEES ? Date.parse(c.asOf) + HR_ATTENDANCE_FRESH_SECONDS * 1000 : null));
}

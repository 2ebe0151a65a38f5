import { sql } from 'drizzle-orm';
import type { OvertimeSegment } from '@hr/domain/overtime/calculator';
import { overtimeDayFigures } from '@hr/domain/overtime/payable';
import { NO_OVERTIME, type MonthOvertime } from '@hr/domain/attendance/views';
import { queryRows, type DbOrTx } from '@hr/db';
import { employedOn, overtimeDayOfFacts, type EmployeeAttendanceFacts, type EmployeeDay } from './attendance-days.query';

/*
 * Approved overtime against the punches (issue 34 point 2), for the monthly report and payroll:
 * the same days attendance computes, the same rule (packages/domain overtime/payable.ts), so the
 * report's payable minutes are exactly what the salary pays.
 */

/** The segments of each approved request per employee and date between two dates. */
export type ApprovedOvertime = Map<string, Map<string, OvertimeSegment[][]>>;

/** The approved overtime requests of some employees on the dates from `from` to `to`. */
export async function approvedOvertimeOf(db: DbOrTx, ids: string[], from: string, to: string): Promise<ApprovedOvertime> {
  const out: ApprovedOvertime = new Map();
  if (!ids.length) return out;
  const rows = await queryRows<{ employee_id: string; date: string; segments: OvertimeSegment[] }>(db, sql`
    SELECT employee_id, date::text AS date, segments FROM overtime_requests
    WHERE status = 'approved' AND date BETWEEN ${from}::date AND ${to}::date AND employee_id IN ${ids}
    ORDER BY employee_id, date, start_time`);
  for (const r of rows) {
    const byDate = out.get(r.employee_id) ?? new Map<string, OvertimeSegment[][]>();
    byDate.set(r.date, [...(byDate.get(r.date) ?? []), r.segments]);
    out.set(r.employee_id, byDate);
  }
  return out;
}

/**
 * One employee's overtime over their computed days (attendanceOfEmployee's, in date order): the
 * month's approved, worked and payable minutes, and the payable pieces at their multipliers.
 * Days outside employment count nothing.
 */
export function overtimeOfDays(e: EmployeeAttendanceFacts, days: EmployeeDay[], approved: Map<string, OvertimeSegment[][]> | undefined, now: number, offsetMinutes: number) {
  const totals: MonthOvertime = { ...NO_OVERTIME };
  const payable: OvertimeSegment[] = [];
  // The days are consecutive dates of e.days: one lookup, then by position.
  const first = days.length ? e.days.findIndex((x) => x.date === days[0]!.date) : 0;
  days.forEach((d, k) => {
    const requests = approved?.get(d.date) ?? [];
    if (!employedOn(e, d.date) || (!requests.length && d.punches.length < 2)) return;
    const day = overtimeDayOfFacts(e, first + k);
    // A day without any working time has no normal hours to tell overtime from.
    if (day.type === 'unscheduled' && !requests.length) return;
    const f = overtimeDayFigures({ date: d.date, punches: d.punches, approved: requests, holiday: day.holiday, shift: day.shift, recordsTime: e.recordsTime, now, offsetMinutes });
    totals.approvedMinutes += f.approvedMinutes;
    totals.workedMinutes += day.type === 'unscheduled' || !e.recordsTime ? 0 : f.workedMinutes;
    totals.payableMinutes += f.payableMinutes;
    payable.push(...f.payable);
  });
  return { totals, payable };
}

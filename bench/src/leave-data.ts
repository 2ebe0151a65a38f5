import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@hr/db';

/** The reason the submit scenario writes on its requests, so the next run can clear them first. */
export const BENCH_SUBMIT_REASON = 'bench submit';

/**
 * Leave for the large company, as a year of use leaves it (issue 6 figures): three approved sick
 * days in 2026 for everyone, and two pending requests for each of the 500 people under the first
 * department supervisor, who is measured opening the approval list. Written once (skipped when the
 * company already has leave); the submit scenario's own requests of an earlier run are removed.
 */
export async function prepareBenchLeave(db: Db, company: string): Promise<{ sickId: string; unpaidId: string; leadCode: string; freeDates: string[] }> {
  await db.execute(sql`DELETE FROM approval_steps WHERE request_type = 'leave' AND request_id IN (SELECT id FROM leave_requests WHERE reason = ${BENCH_SUBMIT_REASON})`);
  await db.execute(sql`DELETE FROM leave_requests WHERE reason = ${BENCH_SUBMIT_REASON}`);
  const [types] = await queryRows<{ sick: string; unpaid: string }>(db, sql`SELECT
    (SELECT id FROM master_leave_types WHERE code = 'SICK') AS sick, (SELECT id FROM master_leave_types WHERE code = 'UNPAID') AS unpaid`);
  const [lead] = await queryRows<{ id: string; code: string }>(db, sql`SELECT l.id, l.employee_code AS code FROM employees l
    JOIN companies c ON c.id = l.company_id AND c.code = ${company}
    WHERE (SELECT count(*) FROM employees e WHERE e.supervisor_id = l.id) >= 500 ORDER BY l.employee_code LIMIT 1`);
  if (!types || !lead) throw new Error('bench leave: no leave types or no lead of 500');
  // The lead approves leave: their role must carry the approval page.
  await db.execute(sql`UPDATE employees SET role_id = (SELECT id FROM roles WHERE code = 'SUPERVISOR') WHERE id = ${lead.id}`);
  const [has] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leave_requests r JOIN employees e ON e.id = r.employee_id
    JOIN companies c ON c.id = e.company_id AND c.code = ${company}`);
  if (!has?.n) {
    await db.execute(sql`INSERT INTO leave_requests (employee_id, leave_type_id, duration, date_from, date_to, days, status, approver_id, decided_at)
      SELECT e.id, ${types.sick}, 'fullDay', v.d, v.d, 1, 'approved', e.supervisor_id, now()
      FROM employees e JOIN companies c ON c.id = e.company_id AND c.code = ${company}
      CROSS JOIN (VALUES (date '2026-02-02'), (date '2026-05-04'), (date '2026-08-03')) AS v(d)`);
    await db.execute(sql`INSERT INTO leave_requests (employee_id, leave_type_id, duration, date_from, date_to, days, status)
      SELECT e.id, ${types.sick}, 'fullDay', v.d, v.d, 1, 'pending'
      FROM employees e CROSS JOIN (VALUES (date '2027-03-01'), (date '2027-03-02')) AS v(d) WHERE e.supervisor_id = ${lead.id}`);
    await db.execute(sql`INSERT INTO leave_request_years (request_id, year, days)
      SELECT r.id, extract(year FROM r.date_from)::int, r.days FROM leave_requests r
      WHERE NOT EXISTS (SELECT 1 FROM leave_request_years y WHERE y.request_id = r.id)`);
    // Each request's step, as a filing routes it by default: the supervisor decides (open while pending).
    await db.execute(sql`INSERT INTO approval_steps (request_type, request_id, requester_id, step_no, kind, approver_ids, status, decided_by, decided_at, opened_at)
      SELECT 'leave', r.id, r.employee_id, 0, 'supervisorOrAssistant', ARRAY[e.supervisor_id], CASE WHEN r.status = 'pending' THEN 'open' ELSE r.status END,
        r.approver_id, r.decided_at, r.created_at
      FROM leave_requests r JOIN employees e ON e.id = r.employee_id AND e.supervisor_id IS NOT NULL
      WHERE NOT EXISTS (SELECT 1 FROM approval_steps s WHERE s.request_type = 'leave' AND s.request_id = r.id)`);
  }
  // Settled statistics, as autovacuum keeps them in production (after the last run's submits went).
  await db.execute(sql`VACUUM ANALYZE leave_requests`);
  await db.execute(sql`VACUUM ANALYZE leave_request_years`);
  await db.execute(sql`VACUUM ANALYZE approval_steps`);
  // Working days from June 2027 on, one per submitted request of a user (weekends and holidays skipped).
  const holidays = new Set((await queryRows<{ d: string }>(db, sql`SELECT date::text AS d FROM master_holidays WHERE active`)).map((r) => r.d));
  const freeDates: string[] = [];
  for (let d = new Date('2027-06-01T00:00:00Z'); freeDates.length < 600; d = new Date(d.getTime() + 86_400_000)) {
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !holidays.has(iso)) freeDates.push(iso);
  }
  return { sickId: types.sick, unpaidId: types.unpaid, leadCode: lead.code, freeDates };
}

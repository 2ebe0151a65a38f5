import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@hr/db';

/**
 * The approval inbox of issue 17's figure: the lead of 500 (prepareBenchLeave's) has, besides the
 * two pending leave requests of each of their people, one pending overtime request and one pending
 * on-site request of each, waiting at an open step that names them. Written once.
 */
export async function prepareBenchApprovals(db: Db, leadCode: string): Promise<void> {
  const [lead] = await queryRows<{ id: string }>(db, sql`SELECT id FROM employees WHERE employee_code = ${leadCode}`);
  if (!lead) throw new Error('bench approvals: no lead');
  const [has] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM approval_steps WHERE request_type IN ('overtime', 'onSite') AND ${lead.id}::uuid = ANY(approver_ids)`);
  if (has?.n) return;
  await db.execute(sql`INSERT INTO overtime_requests (employee_id, date, start_time, end_time, reason, moment, segments, minutes, overtime_minutes, holiday_work_minutes, week_minutes)
    SELECT e.id, date '2027-03-03', '18:00', '20:00', 'bench overtime', 'afterWork',
      '[{"from":1080,"to":1200,"minutes":120,"kind":"workingDayOvertime","rate":1.5}]'::jsonb, 120, 120, 0, 120
    FROM employees e WHERE e.supervisor_id = ${lead.id}`);
  await db.execute(sql`INSERT INTO onsite_requests (requester_id, date_from, date_to, duration, work_type, sub_type, description)
    SELECT e.id, date '2027-03-04', date '2027-03-04', 'fullDay', 'onSite', 'training', 'bench on-site'
    FROM employees e WHERE e.supervisor_id = ${lead.id}`);
  await db.execute(sql`INSERT INTO onsite_request_members (request_id, employee_id) SELECT o.id, o.requester_id FROM onsite_requests o WHERE o.description = 'bench on-site'`);
  await db.execute(sql`INSERT INTO approval_steps (request_type, request_id, requester_id, step_no, kind, approver_ids, status, opened_at)
    SELECT 'overtime', o.id, o.employee_id, 0, 'supervisorOrAssistant', ARRAY[${lead.id}::uuid], 'open', now() - (random() * interval '5 days')
    FROM overtime_requests o WHERE o.reason = 'bench overtime'
    UNION ALL
    SELECT 'onSite', o.id, o.requester_id, 0, 'supervisorOrAssistant', ARRAY[${lead.id}::uuid], 'open', now() - (random() * interval '5 days')
    FROM onsite_requests o WHERE o.description = 'bench on-site'`);
  await db.execute(sql`VACUUM ANALYZE approval_steps`);
  await db.execute(sql`VACUUM ANALYZE overtime_requests`);
  await db.execute(sql`VACUUM ANALYZE onsite_requests`);
}

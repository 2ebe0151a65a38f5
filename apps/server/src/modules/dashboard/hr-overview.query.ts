import { sql, type SQL } from 'drizzle-orm';
import { addDays, DOCUMENT_EXPIRY_WARNING_DAYS, type Lang } from '@hr/domain';
import { REQUEST_TYPES, type InboxCounts, type RequestType } from '@hr/domain/approval/schemas';
import { monthRange } from '@hr/domain/attendance/views';
import {
  HR_ATTENDANCE_FRESH_SECONDS, HR_DOCUMENTS_SHOWN, HR_LIST_SHOWN, HR_WEEK_DAYS, PROBATION_DAYS,
  type HrAway, type HrDashboard, type HrDashboardSearch, type HrDatedPerson, type HrExpiring, type HrList, type HrOnProbation,
} from '@hr/domain/dashboard/hr-views';
import { departments, employees, leaveTypes, namedStatement, ph, type DbOrTx, type NamedStatement } from '@hr/db';
import type { Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { nameSql } from '../../platform/local-name';
import { personName } from '../employees/person-name';
import { attendanceCounts, KEEP_FROM_EMPLOYEES } from './hr-attendance.query';
import { sharedAnswer } from './dashboard-cache';

/*
 * The HR dashboard's figures other than the day's attendance (issue 18 point 2) in ONE statement
 * sent by name: the people in scope are selected once (a company, a department, or everyone), and
 * each figure is a count with the first rows behind it, aggregated to JSON. The day's attendance
 * runs beside it (hr-attendance.query.ts). For a scope of KEEP_FROM_EMPLOYEES people or more both
 * are kept HR_ATTENDANCE_FRESH_SECONDS (the statement costs some 45 ms of the database's time for
 * 10,000 people, the statuses 200-300 ms of the server's).
 */

type Row = {
  active: number;
  joiners: HrList<HrDatedPerson>; leavers: HrList<HrDatedPerson>; probation: HrList<HrOnProbation>;
  probation_ends: HrList<HrDatedPerson>; anniversaries: HrList<HrDatedPerson & { years: number }>;
  away_today: HrList<HrAway>; away_week: HrList<HrAway>;
  pending: Array<{ type: RequestType; n: number }>;
  documents: HrList<HrExpiring> & { expired: number; passport: number; workPermit: number };
};

/**
 * A list as the dashboard answers it: how many rows `from` holds (people: distinct ids) and the
 * first HR_LIST_SHOWN (or `limit`) in `order`, as JSON.
 */
const listOf = (from: SQL, order: string, limit = HR_LIST_SHOWN, total = sql`count(*)`) => sql`json_build_object(
  'total', (SELECT ${total} FROM ${from} c),
  'items', (SELECT coalesce(json_agg(x ORDER BY ${sql.raw(order)}), '[]'::json) FROM (SELECT * FROM ${from} c ORDER BY ${sql.raw(order)} LIMIT ${sql.raw(String(limit))}) x))`;

const person = sql`id, code, name, department`;

const statements = new Map<Lang, NamedStatement<Row>>();
function statementOf(lang: Lang): NamedStatement<Row> {
  let statement = statements.get(lang);
  if (statement) return statement;
  const today = sql`${ph('today')}::date`;
  statement = namedStatement<Row>(`hr_dashboard_${lang}`, () => sql`
    WITH scoped AS MATERIALIZED (
      SELECT employees.id, employees.employee_code AS code, ${personName(employees, lang === 'th')} AS name, ${nameSql(lang, departments)} AS department,
        employees.active AND (employees.joining_date IS NULL OR employees.joining_date <= ${today}) AND (employees.resign_date IS NULL OR employees.resign_date >= ${today}) AS employed,
        employees.employment_status AS status, employees.joining_date, employees.resign_date, employees.probation_pass_date,
        employees.document_expiry, employees.work_permit_expiry_date
      FROM employees LEFT JOIN departments ON departments.id = employees.department_id
      WHERE (${ph('company')}::uuid IS NULL OR employees.company_id = ${ph('company')}::uuid)
        AND (${ph('department')}::uuid IS NULL OR employees.department_id = ${ph('department')}::uuid)
    ),
    joiners AS (SELECT ${person}, joining_date::text AS date FROM scoped WHERE joining_date BETWEEN ${ph('monthFrom')}::date AND ${ph('monthTo')}::date),
    leavers AS (SELECT ${person}, resign_date::text AS date FROM scoped WHERE resign_date BETWEEN ${ph('monthFrom')}::date AND ${ph('monthTo')}::date),
    -- Probation ends on the date the record names, else ${sql.raw(String(PROBATION_DAYS))} days after joining.
    probation AS (
      SELECT ${person}, coalesce(probation_pass_date, joining_date + ${sql.raw(String(PROBATION_DAYS))})::text AS date
      FROM scoped WHERE employed AND status = 'probation'),
    probation_ends AS (SELECT * FROM probation WHERE date IS NOT NULL AND date::date BETWEEN ${ph('monthFrom')}::date AND ${ph('monthTo')}::date),
    -- Joined in this month of an earlier year; a 29 February joiner's day is the 28th in other years.
    anniversaries AS (
      SELECT ${person}, (joining_date + make_interval(years => y))::date::text AS date, y AS years
      FROM (SELECT *, (extract(year FROM ${today}) - extract(year FROM joining_date))::int AS y FROM scoped
        WHERE employed AND extract(month FROM joining_date) = extract(month FROM ${today})) a
      WHERE y > 0),
    away AS (
      SELECT s.id, s.code, s.name, s.department, 'leave' AS kind, ${nameSql(lang, leaveTypes)} AS "leaveType", NULL AS "workType",
        l.date_from::text AS "dateFrom", l.date_to::text AS "dateTo", l.duration
      FROM leave_requests l JOIN scoped s ON s.id = l.employee_id JOIN master_leave_types ON master_leave_types.id = l.leave_type_id
      WHERE l.status = 'approved' AND s.employed AND l.date_from <= ${ph('weekTo')}::date AND l.date_to >= ${today}
      UNION ALL
      SELECT s.id, s.code, s.name, s.department, 'onSite', NULL, o.work_type, o.date_from::text, o.date_to::text, o.duration
      FROM onsite_requests o JOIN onsite_request_members m ON m.request_id = o.id JOIN scoped s ON s.id = m.employee_id
      WHERE o.status = 'approved' AND s.employed AND o.date_from <= ${ph('weekTo')}::date AND o.date_to >= ${today}),
    away_today AS (SELECT * FROM away WHERE "dateFrom"::date <= ${today}),
    documents AS (
      SELECT ${person}, 'passport' AS document, document_expiry::text AS "expiresOn", document_expiry - ${today} AS "daysLeft"
      FROM scoped WHERE employed AND document_expiry <= ${ph('docsUntil')}::date
      UNION ALL
      SELECT ${person}, 'workPermit', work_permit_expiry_date::text, work_permit_expiry_date - ${today}
      FROM scoped WHERE employed AND work_permit_expiry_date <= ${ph('docsUntil')}::date)
    SELECT
      (SELECT count(*)::int FROM scoped WHERE employed) AS active,
      ${listOf(sql`joiners`, 'date, code')} AS joiners,
      ${listOf(sql`leavers`, 'date, code')} AS leavers,
      ${listOf(sql`probation`, 'date NULLS LAST, code')} AS probation,
      ${listOf(sql`probation_ends`, 'date, code')} AS probation_ends,
      ${listOf(sql`anniversaries`, 'date, code')} AS anniversaries,
      ${listOf(sql`away_today`, '"dateFrom", code', HR_LIST_SHOWN, sql`count(DISTINCT id)`)} AS away_today,
      ${listOf(sql`away`, '"dateFrom", code', HR_LIST_SHOWN, sql`count(DISTINCT id)`)} AS away_week,
      (SELECT coalesce(json_agg(p), '[]'::json) FROM (
        SELECT st.request_type AS type, count(*)::int AS n FROM approval_steps st JOIN scoped s ON s.id = st.requester_id
        WHERE st.status = 'open' GROUP BY st.request_type) p) AS pending,
      (${listOf(sql`documents`, '"daysLeft", code', HR_DOCUMENTS_SHOWN)}::jsonb || jsonb_build_object(
        'expired', (SELECT count(*) FROM documents WHERE "daysLeft" < 0),
        'passport', (SELECT count(*) FROM documents WHERE document = 'passport'),
        'workPermit', (SELECT count(*) FROM documents WHERE document = 'workPermit'))) AS documents`);
  statements.set(lang, statement);
  return statement;
}

/**
 * The HR dashboard (issue 18 point 2) for everyone in the caller's scope, or a company or
 * department of it: the figures in one statement, the day's attendance beside it.
 */
export async function hrOverview(deps: Pick<Deps, 'db' | 'config' | 'clock'>, q: HrDashboardSearch, lang: Lang): Promise<HrDashboard> {
  const today = businessToday(deps);
  const month = monthRange(today.slice(0, 7));
  const weekTo = addDays(today, HR_WEEK_DAYS - 1);
  const values = {
    company: q.companyId ?? null, department: q.departmentId ?? null, today, monthFrom: month.from, monthTo: month.to, weekTo,
    docsUntil: addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS),
  };
  // A large scope's figures are kept as long as its attendance (dashboard-cache.ts).
  const now = deps.clock.now().getTime();
  const figures = () => sharedAnswer(deps.db, `figures|${lang}|${values.company ?? ''}|${values.department ?? ''}|${today}`, now,
    async () => (await statementOf(lang)(deps.db as DbOrTx, values))[0]!, (r) => (r.active >= KEEP_FROM_EMPLOYEES ? now + HR_ATTENDANCE_FRESH_SECONDS * 1000 : null));
  const [row, attendance] = await Promise.all([
    figures(),
    attendanceCounts(deps, { companyId: q.companyId, departmentId: q.departmentId, date: q.date ?? today }),
  ]);
  const r = row;
  const pending = Object.fromEntries(REQUEST_TYPES.map((t) => [t, 0])) as InboxCounts;
  for (const p of r.pending) pending[p.type] = p.n;
  return {
    today, month,
    headcount: { active: r.active, joiners: r.joiners, leavers: r.leavers, onProbation: r.probation },
    attendance,
    away: { today: r.away_today, week: { ...r.away_week, to: weekTo } },
    pending,
    documents: { ...r.documents, days: DOCUMENT_EXPIRY_WARNING_DAYS },
    probationEnds: r.probation_ends,
    anniversaries: r.anniversaries,
  };
}

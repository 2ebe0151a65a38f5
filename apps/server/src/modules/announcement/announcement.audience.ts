import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the employee row `e` (an alias) is in the audience of the announcement row `a`: everyone,
 * or their company, their department, or their name is listed. One predicate, used by the
 * reader's list, the pop-up, the files, the receipts and the notices alike.
 */
export const inAudience = (a: string, e: string): SQL => {
  const [A, E] = [sql.raw(a), sql.raw(e)];
  return sql`(${A}.audience_all
    OR EXISTS (SELECT 1 FROM announcement_companies ac WHERE ac.announcement_id = ${A}.id AND ac.company_id = ${E}.company_id)
    OR EXISTS (SELECT 1 FROM announcement_departments ad WHERE ad.announcement_id = ${A}.id AND ad.department_id = ${E}.department_id)
    OR EXISTS (SELECT 1 FROM announcement_employees ae WHERE ae.announcement_id = ${A}.id AND ae.employee_id = ${E}.id))`;
};

/** The active employees the announcement `id` is for, as a subquery of ids. */
export const audienceOf = (id: string): SQL => sql`
  SELECT e.id FROM employees e, announcements a WHERE a.id = ${id} AND e.active AND ${inAudience('a', 'e')}`;

/** Shown now: started and not ended, by the given instant. */
export const showing = (a: string, now: Date): SQL => sql`(${sql.raw(a)}.start_at <= ${now.toISOString()}::timestamptz AND ${sql.raw(a)}.end_at > ${now.toISOString()}::timestamptz)`;

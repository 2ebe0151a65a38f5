import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PUNCH_KINDS } from '@hr/domain/attendance/punch';
import { auditColumns } from './columns';
import { requestStateColumns } from './approval';
import { employees } from './employees';
import { attendancePunches } from './attendance';

/**
 * An employee's request for a punch they forgot (issue 17 point 4). Approved, the punch is written
 * as a correction row (punch_id names it); the request stays as its history.
 */
export const punchRequests = pgTable('punch_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
  /** The instant of the date and time in the business time zone, as the filing computed it (the punch's at). */
  at: timestamp('at', { withTimezone: true }).notNull(),
  kind: text('kind', { enum: PUNCH_KINDS }).notNull(),
  reason: text('reason').notNull(),
  punchId: uuid('punch_id').references(() => attendancePunches.id, { onDelete: 'set null' }),
  ...requestStateColumns(),
  ...auditColumns,
}, (t) => [
  index('punch_requests_employee_date_idx').on(t.employeeId, t.date),
  check('punch_requests_reject_remark_ck', sql`${t.status} <> 'rejected' OR ${t.decisionRemark} IS NOT NULL`),
]);

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OvertimeSegment } from '@hr/domain/overtime/calculator';
import { OVERTIME_MOMENTS } from '@hr/domain/overtime/schemas';
import { auditColumns } from './columns';
import { requestStateColumns } from './approval';
import { employees } from './employees';

/**
 * An overtime request (issue 17 point 2): a date and a time range with a reason. Its kinds and
 * multipliers are the calculator's, kept as the filing (or the last edit) computed them from the
 * schedule and the holiday master, so the approver, the requester and payroll read the same
 * figures. The week's overtime at filing is kept too: the cap is checked again on approval.
 */
export const overtimeRequests = pgTable('overtime_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  date: date('date', { mode: 'string' }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  reason: text('reason').notNull(),
  moment: text('moment', { enum: OVERTIME_MOMENTS }).notNull(),
  segments: jsonb('segments').$type<OvertimeSegment[]>().notNull(),
  minutes: integer('minutes').notNull(),
  overtimeMinutes: integer('overtime_minutes').notNull(),
  holidayWorkMinutes: integer('holiday_work_minutes').notNull(),
  /** The week's overtime (Monday to Sunday) with this request, when it was filed or last edited. */
  weekMinutes: integer('week_minutes').notNull(),
  overCap: boolean('over_cap').notNull().default(false),
  ...requestStateColumns(),
  ...auditColumns,
}, (t) => [
  index('overtime_requests_employee_date_idx').on(t.employeeId, t.date),
  index('overtime_requests_date_idx').on(t.date),
  check('overtime_requests_minutes_ck', sql`${t.minutes} > 0`),
  check('overtime_requests_reject_remark_ck', sql`${t.status} <> 'rejected' OR ${t.decisionRemark} IS NOT NULL`),
]);

/** What re-priced an overtime request (see overtimeRequestReprices). */
export const OVERTIME_REPRICE_CAUSES = ['roster', 'holiday'] as const;
export type OvertimeRepriceCause = (typeof OVERTIME_REPRICE_CAUSES)[number];

/**
 * The history of a request's figures after it was filed (issue 34 point 3): a roster write or a
 * holiday-master write on the request's date re-derives its kinds and multipliers with the filing's
 * calculator, and each change is one row (the figures before and after), shown in the request's
 * history in the reader's language. `toSegments` empty means the time is no overtime any more
 * (inside the new shift) and the request was withdrawn.
 */
export const overtimeRequestReprices = pgTable('overtime_request_reprices', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id').notNull().references(() => overtimeRequests.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  cause: text('cause', { enum: OVERTIME_REPRICE_CAUSES }).notNull(),
  fromSegments: jsonb('from_segments').$type<OvertimeSegment[]>().notNull(),
  toSegments: jsonb('to_segments').$type<OvertimeSegment[]>().notNull(),
  /** Who wrote the roster or the holiday master. */
  createdBy: uuid('created_by'),
}, (t) => [index('overtime_request_reprices_request_idx').on(t.requestId, t.at)]);

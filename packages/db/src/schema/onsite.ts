import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { CHOICES } from '@hr/domain/choices';
import { ONSITE_SUBTYPES, ONSITE_WORK_TYPES } from '@hr/domain/onsite/schemas';
import { auditColumns } from './columns';
import { requestStateColumns } from './approval';
import { employees } from './employees';
import { files } from './platform';
import { FK_FIELDS } from '../pg-errors';

FK_FIELDS.onsite_requests_file_id_ = 'fileId';
FK_FIELDS.onsite_request_members_employee_id_ = 'memberIds';

/**
 * On-site work or work from home (issue 17 point 3): one request for several people at once, filed
 * by one of them or their supervisor, decided through the approval module. Approved, each
 * member's dates are "on site" in their attendance.
 */
export const onsiteRequests = pgTable('onsite_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  requesterId: uuid('requester_id').notNull().references(() => employees.id),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  duration: text('duration', { enum: CHOICES.leaveDuration }).notNull(),
  workType: text('work_type', { enum: ONSITE_WORK_TYPES }).notNull(),
  subType: text('sub_type', { enum: ONSITE_SUBTYPES }).notNull(),
  description: text('description').notNull(),
  fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  ...requestStateColumns(),
  ...auditColumns,
}, (t) => [
  index('onsite_requests_requester_idx').on(t.requesterId, t.dateFrom),
  // The attendance facts read the approved ones touching a range.
  index('onsite_requests_approved_dates_idx').on(t.dateFrom, t.dateTo).where(sql`${t.status} = 'approved'`),
  check('onsite_requests_dates_ck', sql`${t.dateTo} >= ${t.dateFrom}`),
  check('onsite_requests_reject_remark_ck', sql`${t.status} <> 'rejected' OR ${t.decisionRemark} IS NOT NULL`),
]);

/** Who works on site: each member's attendance shows the request's dates. */
export const onsiteRequestMembers = pgTable('onsite_request_members', {
  requestId: uuid('request_id').notNull().references(() => onsiteRequests.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
}, (t) => [
  primaryKey({ name: 'onsite_request_members_pk', columns: [t.requestId, t.employeeId] }),
  index('onsite_request_members_employee_idx').on(t.employeeId),
]);

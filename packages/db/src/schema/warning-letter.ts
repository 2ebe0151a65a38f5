import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { employees } from './employees';
import { masterWarningLetters } from './masters';
import { files } from './platform';
import { FK_FIELDS } from '../pg-errors';

FK_FIELDS.warning_letters_employee_id_ = 'employeeId';
FK_FIELDS.warning_letters_type_id_ = 'typeId';

/**
 * A warning letter (issue 21 point 2). Its status moves draft -> sent -> received ->
 * acknowledged, or to cancelled from any but cancelled; each move is one conditional UPDATE.
 * The acknowledgement keeps its own copy of the signature, so a later change of the employee's
 * e-signature does not change a signed letter.
 */
export const warningLetters = pgTable('warning_letters', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  typeId: uuid('type_id').notNull().references(() => masterWarningLetters.id),
  incidentStart: date('incident_start', { mode: 'string' }).notNull(),
  incidentEnd: date('incident_end', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  attachmentFileId: uuid('attachment_file_id').references(() => files.id),
  count: integer('count').notNull(),
  dateSent: date('date_sent', { mode: 'string' }).notNull(),
  status: text('status', { enum: ['draft', 'sent', 'received', 'acknowledged', 'cancelled'] }).notNull().default('draft'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  signatureFileId: uuid('signature_file_id').references(() => files.id),
  cancelReason: text('cancel_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: uuid('cancelled_by').references(() => employees.id),
  ...auditColumns,
}, (t) => [
  index('warning_letters_employee_type_idx').on(t.employeeId, t.typeId),
  index('warning_letters_date_sent_idx').on(t.dateSent),
  check('warning_letters_dates_ck', sql`${t.incidentEnd} >= ${t.incidentStart}`),
  check('warning_letters_count_ck', sql`${t.count} >= 1`),
  check('warning_letters_cancel_ck', sql`${t.status} <> 'cancelled' OR ${t.cancelReason} IS NOT NULL`),
  check('warning_letters_ack_ck', sql`${t.status} <> 'acknowledged' OR ${t.signatureFileId} IS NOT NULL`),
]);

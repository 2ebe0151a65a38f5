import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { companies } from './masters';
import { employees } from './employees';
import { FK_FIELDS } from '../pg-errors';

// A write that points at a row that is not there is reported on the form field it came from.
FK_FIELDS.company_outings_company_id_ = 'companyId';
FK_FIELDS.company_outing_members_employee_id_ = 'memberIds';

/**
 * A company outing (company trip) HR organises. It leaves the master registry because it has a
 * workflow: a name list, invitation mail, and cancellation with a reason (SPEC section 4).
 * The date rules are constraints too, so no writer can store an outing that ends before it starts.
 */
export const companyOutings = pgTable('company_outings', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  location: text('location').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  startTime: time('start_time'),
  endTime: time('end_time'),
  registrationDeadline: date('registration_deadline', { mode: 'string' }),
  description: text('description'),
  /** Money: numeric(14,2) here, integer satang in TypeScript. */
  budgetPerHead: numeric('budget_per_head', { precision: 14, scale: 2 }),
  status: text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
  cancelReason: text('cancel_reason'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: uuid('cancelled_by').references(() => employees.id),
  /** Set by the first invitation mail: from then on the outing is cancelled, never deleted. */
  firstMailedAt: timestamp('first_mailed_at', { withTimezone: true }),
  ...auditColumns,
}, (t) => [
  index('company_outings_company_start_idx').on(t.companyId, t.startDate),
  index('company_outings_start_idx').on(t.startDate),
  check('company_outings_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
  check('company_outings_deadline_ck', sql`${t.registrationDeadline} IS NULL OR ${t.registrationDeadline} <= ${t.startDate}`),
  check('company_outings_cancel_ck', sql`${t.status} = 'active' OR ${t.cancelReason} IS NOT NULL`),
]);

/** The name list: who goes, and where each one's invitation stands. */
export const companyOutingMembers = pgTable('company_outing_members', {
  outingId: uuid('outing_id').notNull().references(() => companyOutings.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  mailStatus: text('mail_status', { enum: ['notSent', 'sent', 'noEmail'] }).notNull().default('notSent'),
  /** The address the last invitation went to. */
  mailedTo: text('mailed_to'),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  mailCount: integer('mail_count').notNull().default(0),
  cancelMailedAt: timestamp('cancel_mailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
}, (t) => [
  primaryKey({ name: 'company_outing_members_pk', columns: [t.outingId, t.employeeId] }),
  index('company_outing_members_employee_idx').on(t.employeeId),
]);

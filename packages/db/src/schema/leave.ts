import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHOICES } from '@hr/domain/choices';
import { auditColumns } from './columns';
import { employees } from './employees';
import { leaveTypes } from './masters';
import { files } from './platform';
import { FK_FIELDS } from '../pg-errors';

// A write that points at a row that is not there is reported on the form field it came from.
FK_FIELDS.leave_requests_leave_type_id_ = 'leaveTypeId';
FK_FIELDS.leave_request_files_file_id_ = 'fileIds';
FK_FIELDS.leave_entitlement_adjustments_employee_id_ = 'employeeId';
FK_FIELDS.leave_entitlement_adjustments_leave_type_id_ = 'leaveTypeId';

/** The states of a leave request (SPEC section 4): pending → approved | rejected | cancelled. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Leave days: a multiple of 0.5 (a half day), at most a leap year. */
const leaveDays = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });
/** The database keeps a half-day grid too, so no writer can store 0.3 of a day. */
const halfDaySteps = (col: unknown) => sql`${col} * 2 = trunc(${col} * 2)`;

/**
 * An employee's pregnancies, as far as leave counts them (issue 14): maternity leave is 120 days
 * per pregnancy (LPA s.41 as amended in 2025), not per calendar year, so one pregnancy's leave
 * over New Year draws on one allowance. The first maternity request makes the first pregnancy;
 * HR records each later one (a second request eight months on is not a new pregnancy by itself).
 * A request draws on the employee's latest pregnancy.
 */
export const leavePregnancies = pgTable('leave_pregnancies', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  /** The employee's first, second … pregnancy: the latest is the current one (times can tie, a count cannot). */
  number: smallint('number').notNull(),
  /** HR's note on a pregnancy they record (the expected date of birth, a certificate). */
  note: text('note'),
  ...auditColumns,
}, (t) => [
  uniqueIndex('leave_pregnancies_employee_number_uq').on(t.employeeId, t.number),
  check('leave_pregnancies_number_ck', sql`${t.number} >= 1`),
]);

/**
 * A leave request (SPEC section 3 "Leave request"). `days` is the total the calculator counted
 * when the request was filed (packages/domain/src/leave/number-of-days.ts); its split by calendar
 * year is in leave_request_years, because each year's balance is drawn on separately. The
 * decision (approver, time, remark) and a cancellation (who, why) are columns of the row: a
 * request is decided or cancelled once, and a state change is one conditional UPDATE on status.
 */
export const leaveRequests = pgTable('leave_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  leaveTypeId: uuid('leave_type_id').notNull().references(() => leaveTypes.id),
  duration: text('duration', { enum: CHOICES.leaveDuration }).notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  days: leaveDays('days').notNull(),
  reason: text('reason'),
  remark: text('remark'),
  status: text('status', { enum: LEAVE_STATUSES }).notNull().default('pending'),
  /** Who approved or rejected it (the supervisor, the assistant supervisor or HR). */
  approverId: uuid('approver_id').references(() => employees.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The approver's remark; required on a rejection (SPEC section 5). */
  decisionRemark: text('decision_remark'),
  cancelledBy: uuid('cancelled_by').references(() => employees.id, { onDelete: 'set null' }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  /**
   * For a type counted per pregnancy (maternity, 120 days per pregnancy): the pregnancy whose days
   * it draws on, across calendar years (leave_pregnancies). Null for every other type.
   */
  pregnancyId: uuid('pregnancy_id').references(() => leavePregnancies.id),
  ...auditColumns,
}, (t) => [
  index('leave_requests_pregnancy_idx').on(t.pregnancyId).where(sql`${t.pregnancyId} IS NOT NULL`),
  // Overlap checks and the employee's own list read by employee and dates.
  index('leave_requests_employee_dates_idx').on(t.employeeId, t.dateFrom, t.dateTo),
  index('leave_requests_status_idx').on(t.status, t.createdAt),
  // The pending requests of an approver's team (the approval list and its menu badge): read from the
  // team's ids, never by walking every pending request of the company.
  index('leave_requests_pending_employee_idx').on(t.employeeId, t.dateFrom).where(sql`${t.status} = 'pending'`),
  // One employee's requests of one type (a balance's used and pending days): never a walk over
  // everyone's requests of a popular type. There is deliberately no index on the type alone: with
  // statistics older than a burst of new requests of one type (unpaid leave filed all morning) the
  // planner took it for a balance and walked every request of that type (3 ms at 20,000 rows and
  // growing with each one filed); the rare lookups by type alone (a leave type's deletion) scan.
  index('leave_requests_employee_type_idx').on(t.employeeId, t.leaveTypeId, t.status),
  // The requests a holiday-master change recounts (leave-recount.service.ts): pending and approved
  // ones around one date, whoever they belong to. A request spans at most a year, so the date
  // reads a year of starts at most, never the whole history.
  index('leave_requests_live_dates_idx').on(t.dateFrom, t.dateTo).where(sql`${t.status} IN ('pending', 'approved')`),
  check('leave_requests_dates_ck', sql`${t.dateTo} >= ${t.dateFrom}`),
  check('leave_requests_days_ck', sql`${t.days} > 0 AND ${halfDaySteps(t.days)}`),
  // A half day covers one date.
  check('leave_requests_half_day_ck', sql`${t.duration} = 'fullDay' OR (${t.dateFrom} = ${t.dateTo} AND ${t.days} = 0.5)`),
  check('leave_requests_reject_remark_ck', sql`${t.status} <> 'rejected' OR ${t.decisionRemark} IS NOT NULL`),
]);

/**
 * The days of a request in each calendar year it touches (one row, or two for a request over New
 * Year): the balance of a year sums these, so a request of 31 Dec–2 Jan draws on both years.
 */
export const leaveRequestYears = pgTable('leave_request_years', {
  requestId: uuid('request_id').notNull().references(() => leaveRequests.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  days: leaveDays('days').notNull(),
}, (t) => [
  primaryKey({ columns: [t.requestId, t.year] }),
  // The leave reports sum a year's days over everyone (leave-report module).
  index('leave_request_years_year_idx').on(t.year, t.requestId),
  check('leave_request_years_days_ck', sql`${t.days} > 0 AND ${halfDaySteps(t.days)}`),
]);

/** How a holiday-master change moved a request's count (see leaveRequestRecounts). */
export const LEAVE_RECOUNT_CHANGES = ['added', 'removed', 'moved'] as const;
export type LeaveRecountChange = (typeof LEAVE_RECOUNT_CHANGES)[number];

/**
 * The history of a request's day count after it was filed (issue 14 point 4a): a holiday added,
 * removed or moved on the holiday master recounts the pending and approved requests it touches,
 * and each recount that changed the count is one row, shown in the request's timeline. The
 * holiday's names are copied: the master row may be deleted later. `toDays` 0 means no working
 * day was left and the request was withdrawn.
 */
export const leaveRequestRecounts = pgTable('leave_request_recounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id').notNull().references(() => leaveRequests.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  fromDays: leaveDays('from_days').notNull(),
  toDays: leaveDays('to_days').notNull(),
  change: text('change', { enum: LEAVE_RECOUNT_CHANGES }).notNull(),
  /** The holiday's date (its new date when it moved). */
  holidayDate: date('holiday_date', { mode: 'string' }).notNull(),
  /** The date it moved from, for a 'moved' change. */
  previousDate: date('previous_date', { mode: 'string' }),
  holidayNameEn: text('holiday_name_en').notNull(),
  holidayNameTh: text('holiday_name_th').notNull(),
  /** Who changed the holiday master. */
  createdBy: uuid('created_by'),
}, (t) => [
  index('leave_request_recounts_request_idx').on(t.requestId, t.at),
  check('leave_request_recounts_days_ck', sql`${t.fromDays} >= 0 AND ${t.toDays} >= 0 AND ${halfDaySteps(t.fromDays)} AND ${halfDaySteps(t.toDays)}`),
  check('leave_request_recounts_moved_ck', sql`(${t.change} = 'moved') = (${t.previousDate} IS NOT NULL)`),
]);

/** A request's attachments: up to three uploaded files (SPEC section 5), the limit held by position 1–3. */
export const leaveRequestFiles = pgTable('leave_request_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestId: uuid('request_id').notNull().references(() => leaveRequests.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => files.id),
  position: smallint('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
}, (t) => [
  uniqueIndex('leave_request_files_position_uq').on(t.requestId, t.position),
  uniqueIndex('leave_request_files_file_uq').on(t.requestId, t.fileId),
  check('leave_request_files_position_ck', sql`${t.position} BETWEEN 1 AND 3`),
]);

/**
 * HR's changes to an employee's leave of one type in one year, as ledger rows (days added or
 * taken away, with a note saying why): the entitlement itself is always worked out from the
 * leave-type master and the joining date, never an overwritten number, so every change stays
 * explainable.
 * Rows are never updated; a mistake is corrected by another row.
 */
export const leaveEntitlementAdjustments = pgTable('leave_entitlement_adjustments', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  leaveTypeId: uuid('leave_type_id').notNull().references(() => leaveTypes.id),
  year: integer('year').notNull(),
  days: numeric('days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  /** Why HR added or took away the days (a carried-over balance, a correction …). */
  note: text('note').notNull(),
  ...auditColumns,
}, (t) => [
  index('leave_adjustments_employee_year_idx').on(t.employeeId, t.year),
  check('leave_adjustments_days_ck', sql`${t.days} <> 0 AND ${halfDaySteps(t.days)}`),
  check('leave_adjustments_year_ck', sql`${t.year} BETWEEN 2000 AND 2200`),
]);

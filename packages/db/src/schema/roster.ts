import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROSTER_SOURCES, SHIFT_CHANGE_KINDS } from '@hr/domain/attendance/roster';
import { employees } from './employees';
import { workingTimes } from './masters';

/**
 * A shift change or a shift trade (issue 16 point 1, SPEC "save change and trade, history,
 * delete"). A change puts `employee` on `working_time` for the dates; a trade swaps the schedules
 * of `employee` and `other_employee` on the dates. The roster entries it made point back at it
 * (roster_entries.change_id). Deleting it is soft: who and when are kept, with the history.
 */
export const shiftChanges = pgTable('shift_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: SHIFT_CHANGE_KINDS }).notNull(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  otherEmployeeId: uuid('other_employee_id').references(() => employees.id, { onDelete: 'cascade' }),
  /** The new shift of a change; a trade has none (each takes the other's). */
  workingTimeId: uuid('working_time_id').references(() => workingTimes.id),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTo: date('date_to', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: uuid('deleted_by').references(() => employees.id, { onDelete: 'set null' }),
}, (t) => [
  index('shift_changes_employee_idx').on(t.employeeId, t.dateFrom),
  index('shift_changes_other_idx').on(t.otherEmployeeId),
  index('shift_changes_created_idx').on(t.createdAt),
  check('shift_changes_kind_ck', sql`(${t.kind} = 'change' AND ${t.workingTimeId} IS NOT NULL AND ${t.otherEmployeeId} IS NULL)
    OR (${t.kind} = 'trade' AND ${t.otherEmployeeId} IS NOT NULL AND ${t.otherEmployeeId} <> ${t.employeeId})`),
  check('shift_changes_dates_ck', sql`${t.dateTo} >= ${t.dateFrom}`),
]);

/**
 * One employee's schedule on one date when it differs from their default working time. A null
 * working time is a day off; a working time whose day type is 'dayOff' is a named day off (both
 * are days off to the attendance status). `source` says where it came from, `change_id` which
 * change or trade made it (deleting that change removes the entries still pointing at it).
 */
export const rosterEntries = pgTable('roster_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  workingTimeId: uuid('working_time_id').references(() => workingTimes.id),
  source: text('source', { enum: ROSTER_SOURCES }).notNull(),
  changeId: uuid('change_id').references(() => shiftChanges.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => employees.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('roster_entries_employee_date_uq').on(t.employeeId, t.date),
  // The month grid and the attendance days read everyone's entries of a date range.
  index('roster_entries_date_idx').on(t.date),
  index('roster_entries_change_idx').on(t.changeId),
  check('roster_entries_change_ck', sql`${t.changeId} IS NULL OR ${t.source} IN ('change', 'trade')`),
]);

/**
 * An employee's default working time from a date on (SPEC section 4: working-time changes take
 * effect the next day). update/employeeWorkingHour writes the new default here from tomorrow and
 * into employees.working_time_id (the default the employee record shows); the first change also
 * records the one before it, from 1900-01-01, so today and the past keep the working time they
 * had. An employee without rows here has employees.working_time_id on every date.
 */
export const employeeWorkingTimes = pgTable('employee_working_times', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  workingTimeType: text('working_time_type', { enum: ['general', 'shift'] }).notNull(),
  workingTimeId: uuid('working_time_id').references(() => workingTimes.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('employee_working_times_employee_from_uq').on(t.employeeId, t.effectiveFrom),
]);

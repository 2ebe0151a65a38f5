import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TimeclockMapping } from '@hr/domain/attendance/timeclock';
import { PUNCH_KINDS, PUNCH_SOURCES } from '@hr/domain/attendance/punch';
import { FENCE_VERDICTS } from '@hr/domain/attendance/geofence';
import { auditColumns } from './columns';
import { employees } from './employees';
import { companies } from './masters';

/**
 * A punch (issue 16 point 2): one check-in or check-out, immutable. `at` is the server's clock,
 * never a client's. A correction is a row of its own (source 'correction', who in created_by, why
 * in reason) beside the punches it corrects, so the history shows both.
 *
 * `local_date` is `at`'s date in the business time zone and `seq` the punch's number on that date
 * for the employee (0, 1, …). With the two unique constraints they are how a double click, a retry
 * or two tabs make one punch: the client sends the seq it expects and a key per button press; the
 * second insert of a seq or of a key fails on the constraint instead of adding a row.
 */
export const attendancePunches = pgTable('attendance_punches', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
  kind: text('kind', { enum: PUNCH_KINDS }).notNull(),
  source: text('source', { enum: PUNCH_SOURCES }).notNull(),
  /** The client's address as the server saw it (behind a proxy, X-Forwarded-For when TRUST_PROXY is set). */
  clientAddress: text('client_address'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** The radius of the position's uncertainty, in metres, as the device reported it. */
  accuracy: doublePrecision('accuracy'),
  /**
   * The geofence's verdict when the punch was made (packages/domain/src/attendance/geofence.ts):
   * inside, outside (recorded under a company's 'record as outside' policy) or unknown (no usable
   * position, recorded under 'record as unknown'); null when the company had no fence.
   */
  fence: text('fence', { enum: FENCE_VERDICTS }),
  /** The distance from the company's position, whole metres, when the punch had a position and the company a fence. */
  fenceDistance: integer('fence_distance'),
  localDate: date('local_date', { mode: 'string' }).notNull(),
  seq: integer('seq').notNull(),
  idempotencyKey: uuid('idempotency_key'),
  /** Who recorded it: the employee for their own punches; the supervisor or HR for a correction. */
  createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
  /** Why a correction was made (required on one). */
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The time-clock import that wrote it (issue 34 point 1): HR rolls an import back whole by it. */
  batchId: uuid('batch_id').references(() => timeclockBatches.id, { onDelete: 'restrict' }),
  /**
   * A voided punch (issue 34 point 1: one punch by HR with a reason, or a whole import rolled
   * back) stays as a row, so HR's punch view shows it struck through with why, and the day's seq
   * numbering stays whole; every status, card and figure reads only the punches not voided.
   */
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidedBy: uuid('voided_by').references(() => employees.id, { onDelete: 'set null' }),
  voidReason: text('void_reason'),
}, (t) => [
  uniqueIndex('attendance_punches_employee_date_seq_uq').on(t.employeeId, t.localDate, t.seq),
  uniqueIndex('attendance_punches_employee_key_uq').on(t.employeeId, t.idempotencyKey),
  // A time clock's punch is its employee and instant: the same line in two imports (or two imports
  // at once) makes one row. Web punches are kept apart by their seq and key instead.
  // A voided one no longer holds its instant: the file imported again after a rollback writes it anew.
  uniqueIndex('attendance_punches_device_instant_uq').on(t.employeeId, t.at).where(sql`${t.source} = 'device' AND ${t.voidedAt} IS NULL`),
  index('attendance_punches_batch_idx').on(t.batchId).where(sql`${t.batchId} IS NOT NULL`),
  check('attendance_punches_void_ck', sql`(${t.voidedAt} IS NULL) = (${t.voidReason} IS NULL)`),
  // The day and team views read everyone's punches of a date range.
  index('attendance_punches_local_date_idx').on(t.localDate),
  // A month of a whole company's instants is read from this index alone (an index-only scan, in
  // employee order): 430,000 punches of 10,000 employees without touching the table.
  index('attendance_punches_employee_date_at_idx').on(t.employeeId, t.localDate, t.at),
  check('attendance_punches_seq_ck', sql`${t.seq} >= 0`),
  check('attendance_punches_position_ck', sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)
    AND (${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180))
    AND (${t.accuracy} IS NULL OR ${t.accuracy} >= 0)`),
  check('attendance_punches_fence_ck', sql`(${t.fence} IS NULL OR ${t.fence} IN ('inside', 'outside', 'unknown'))
    AND (${t.fenceDistance} IS NULL OR (${t.fence} IS NOT NULL AND ${t.fenceDistance} >= 0))`),
  check('attendance_punches_correction_ck', sql`${t.source} <> 'correction' OR ${t.reason} IS NOT NULL`),
]);

/**
 * One time-clock import (issue 34 point 1): the file, the company, the counts, who imported it;
 * and, once HR rolls it back, when, by whom and why (its punches are then voided with that reason).
 */
export const timeclockBatches = pgTable('timeclock_batches', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id'),
  fileName: text('file_name').notNull(),
  punches: integer('punches').notNull(),
  rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  rolledBackBy: uuid('rolled_back_by').references(() => employees.id, { onDelete: 'set null' }),
  rollbackReason: text('rollback_reason'),
  ...auditColumns,
}, (t) => [
  index('timeclock_batches_company_idx').on(t.companyId, t.createdAt),
  check('timeclock_batches_rollback_ck', sql`(${t.rolledBackAt} IS NULL) = (${t.rollbackReason} IS NULL)`),
]);

/**
 * The column mapping of a company's time-clock exports (issue 16 point 2, time-clock import): which
 * column holds the employee's id, the date and time, and the state. Chosen once on the first import
 * and remembered, so the next export of the same scanner needs no choosing.
 */
export const timeclockMappings = pgTable('timeclock_mappings', {
  companyId: uuid('company_id').primaryKey().references(() => companies.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<TimeclockMapping>().notNull(),
  ...auditColumns,
});

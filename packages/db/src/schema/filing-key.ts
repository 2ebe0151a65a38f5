import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * The answers of filings sent with an Idempotency-Key (issue 34 point 8): one row per person and
 * key, written in the filing's own transaction, so a double click or a retry of the same request
 * gets the first answer and files nothing more. The primary key makes two identical submits at
 * once one filing: the second waits for the first's commit, then reads its answer. The operation
 * and a hash of the body tell a key reused for something else.
 */
export const requestFilingKeys = pgTable('request_filing_keys', {
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  key: uuid('key').notNull(),
  operation: text('operation').notNull(),
  bodyHash: text('body_hash').notNull(),
  answer: jsonb('answer').$type<unknown>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ name: 'request_filing_keys_pk', columns: [t.employeeId, t.key] })]);

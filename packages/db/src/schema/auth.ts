import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/** Login sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_employee_idx').on(t.employeeId)]);

/** Single-use links: password reset ('reset') and first password setting ('setup'). */
export const passwordTokens = pgTable('password_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  purpose: text('purpose', { enum: ['reset', 'setup'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('password_tokens_hash_uq').on(t.tokenHash), index('password_tokens_employee_idx').on(t.employeeId)]);

/** Privacy-notice consent (PDPA): who accepted which version of the notice, and when. */
export const pdpaConsents = pgTable('pdpa_consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  noticeVersion: text('notice_version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
}, (t) => [uniqueIndex('pdpa_employee_version_uq').on(t.employeeId, t.noticeVersion)]);

/**
 * Login throttling (issue 13): failed logins per account ('account', employee id) and per client
 * address ('address', ip). A row is locked while lockedUntil is in the future; `level` counts the
 * locks so far so the next delay grows. Kept here, not in process memory, so every API process
 * sees the same counts.
 */
export const loginThrottles = pgTable('login_throttles', {
  kind: text('kind', { enum: ['account', 'address'] }).notNull(),
  subject: text('subject').notNull(),
  failures: integer('failures').notNull().default(0),
  level: integer('level').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.kind, t.subject] })]);

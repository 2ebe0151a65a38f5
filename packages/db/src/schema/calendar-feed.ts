import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * A user's private iCalendar feed of their approved leave and the company holidays: one per
 * employee. The secret in the feed URL is the only credential a calendar app can send, so only its
 * SHA-256 is kept (like session tokens): a leaked database does not leak working feed URLs, and
 * the URL is shown once, when it is made. Rotating replaces the hash, which kills the old URL;
 * turning the feed off deletes the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  employeeId: uuid('employee_id').primaryKey().references(() => employees.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  /** When the current URL was made (first made, or last rotated). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a calendar app last fetched the feed, so the owner can tell whether it is in use. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)]);

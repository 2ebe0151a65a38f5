import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './employees';

/**
 * The in-app notification centre (issue 15 point 6): one row per notice to one person, written in
 * the transaction of the event it tells of (a decision on their request, something waiting for
 * them), so a rolled-back event leaves no notice. The words are not stored: `kind` names an entry
 * of the notice registry and `params` the facts it needs, so the notice is written in the reader's
 * language when it is read. `linkPath` is the web route it opens (its ':id' the row's `objectId`).
 */
export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipientId: uuid('recipient_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  params: jsonb('params').notNull().default({}),
  linkPath: text('link_path'),
  objectId: uuid('object_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  // The list, newest first; and the unread ones alone (the bell's count, the "unread" filter),
  // which stay few however long a person's history grows.
  index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
  index('notifications_unread_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()).where(sql`${t.readAt} IS NULL`),
]);

import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  objectId: text('object_id'),
  targetType: text('target_type'),
  targetId: text('target_id'),
  ip: text('ip'),
  requestId: text('request_id'),
  detail: jsonb('detail'),
}, (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId), index('audit_log_action_idx').on(t.action)]);

/**
 * Every mail goes through this table inside the business transaction; a dispatcher sends it after
 * commit. Without SMTP the rows stay 'stored' for administrators to read.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /**
   * The live secret (a password link's token) of a message whose text and html carry it masked.
   * Only the sender reads it, to rebuild the link in the message handed to the transport, and
   * clears it once delivered; no API selects it.
   */
  secret: text('secret'),
  template: text('template').notNull(),
  lang: text('lang').notNull(),
  /**
   * What to attach, by reference (a payslip: its period and employee): the file is made when the
   * mail is handed to the transport, so no payslip, and no password it is locked with, is kept here.
   */
  attachment: jsonb('attachment').$type<{ kind: string; [key: string]: string }>(),
  status: text('status', { enum: ['pending', 'sent', 'failed', 'stored'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)]);

/** Uploaded files: the bytes live in the file store under a random key, never under the web root. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull(),
  ownerId: uuid('owner_id'),
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
}, (t) => [index('files_owner_idx').on(t.ownerId)]);

/**
 * Companies loaded by the demo seed. Without SMTP, mail to their people is printed on the server
 * console (live links included) so a demo can be tried end to end; real companies never are.
 */
export const demoCompanies = pgTable('demo_companies', {
  companyId: uuid('company_id').primaryKey(),
});

/**
 * The progress of a long piece of work a page started and follows (a 10,000-employee export, a
 * payroll run): how much of how much is done. Kept in the database, so the page may ask any
 * server process; only the user who started it may read it. Rows older than a day are cleared
 * when a new one starts.
 */
export const workProgress = pgTable('work_progress', {
  id: uuid('id').primaryKey(),
  employeeId: uuid('employee_id').notNull(),
  kind: text('kind').notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('work_progress_updated_idx').on(t.updatedAt)]);

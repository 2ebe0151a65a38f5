import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { employees } from './employees';
import { companies, departments } from './masters';
import { files } from './platform';

/**
 * An announcement (issue 21 point 1). Its status is not stored: it shows from `start_at` until
 * `end_at` by the clock alone. `published_at` is when its audience was told (notices, and mail
 * when urgent): on saving when it starts at once, else by the publishing job, whose claim
 * (`UPDATE ... WHERE published_at IS NULL`) lets exactly one server process tell them.
 */
export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  titleEn: text('title_en').notNull(),
  titleTh: text('title_th').notNull(),
  titleKm: text('title_km'),
  titleMy: text('title_my'),
  /** Sanitised HTML (never the browser's): see announcement-html.ts. */
  descriptionEn: text('description_en').notNull(),
  descriptionTh: text('description_th').notNull(),
  descriptionKm: text('description_km'),
  descriptionMy: text('description_my'),
  imageEnFileId: uuid('image_en_file_id').notNull().references(() => files.id),
  imageThFileId: uuid('image_th_file_id').notNull().references(() => files.id),
  imageKmFileId: uuid('image_km_file_id').references(() => files.id),
  imageMyFileId: uuid('image_my_file_id').references(() => files.id),
  schedule: text('schedule', { enum: ['now', 'scheduled'] }).notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  urgent: boolean('urgent').notNull().default(false),
  audienceAll: boolean('audience_all').notNull().default(false),
  /** Posted through /addAnoucement: the poster's department was the whole audience. */
  ownDepartment: boolean('own_department').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  ...auditColumns,
}, (t) => [
  index('announcements_start_idx').on(t.startAt),
  index('announcements_unpublished_idx').on(t.startAt).where(sql`${t.publishedAt} IS NULL`),
  check('announcements_times_ck', sql`${t.endAt} > ${t.startAt}`),
]);

/** Who an announcement is for, besides everyone: companies, departments and named people. */
export const announcementCompanies = pgTable('announcement_companies', {
  announcementId: uuid('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id),
}, (t) => [primaryKey({ name: 'announcement_companies_pk', columns: [t.announcementId, t.companyId] }), index('announcement_companies_company_idx').on(t.companyId)]);

export const announcementDepartments = pgTable('announcement_departments', {
  announcementId: uuid('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
  departmentId: uuid('department_id').notNull().references(() => departments.id),
}, (t) => [primaryKey({ name: 'announcement_departments_pk', columns: [t.announcementId, t.departmentId] }), index('announcement_departments_department_idx').on(t.departmentId)]);

export const announcementEmployees = pgTable('announcement_employees', {
  announcementId: uuid('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
}, (t) => [primaryKey({ name: 'announcement_employees_pk', columns: [t.announcementId, t.employeeId] }), index('announcement_employees_employee_idx').on(t.employeeId)]);

/** The attachments, in the order HR gave them. */
export const announcementAttachments = pgTable('announcement_attachments', {
  announcementId: uuid('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').notNull().references(() => files.id),
  position: integer('position').notNull(),
}, (t) => [primaryKey({ name: 'announcement_attachments_pk', columns: [t.announcementId, t.fileId] }), index('announcement_attachments_file_idx').on(t.fileId)]);

/** Read receipts: when a reader opened it, and when they closed it in the after-login pop-up. */
export const announcementReceipts = pgTable('announcement_receipts', {
  announcementId: uuid('announcement_id').notNull().references(() => announcements.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  readAt: timestamp('read_at', { withTimezone: true }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
}, (t) => [primaryKey({ name: 'announcement_receipts_pk', columns: [t.announcementId, t.employeeId] }), index('announcement_receipts_employee_idx').on(t.employeeId)]);

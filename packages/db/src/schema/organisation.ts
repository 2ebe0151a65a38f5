import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Abbreviation used at login and to pick the logo (AMN, TGT, TGS, NSL). */
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  email: text('email'),
  emailDomain: text('email_domain'),
  active: boolean('active').notNull().default(true),
  ...auditColumns,
}, (t) => [uniqueIndex('companies_code_uq').on(t.code)]);

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  active: boolean('active').notNull().default(true),
  ...auditColumns,
}, (t) => [uniqueIndex('roles_code_uq').on(t.code)]);

export const rolePermissions = pgTable('role_permissions', {
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  objectId: text('object_id').notNull(),
}, (t) => [primaryKey({ columns: [t.roleId, t.objectId] }), index('role_permissions_role_idx').on(t.roleId)]);

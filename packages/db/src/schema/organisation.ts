import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { companies, departments, positions, roles } from './masters';

/** The employee is also the login account: company + employee code + password. */
export const employees = pgTable('employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  employeeCode: text('employee_code').notNull(),
  titleEn: text('title_en'),
  titleTh: text('title_th'),
  firstNameEn: text('first_name_en').notNull(),
  lastNameEn: text('last_name_en').notNull(),
  firstNameTh: text('first_name_th').notNull(),
  lastNameTh: text('last_name_th').notNull(),
  email: text('email'),
  companyEmail: text('company_email'),
  phone: text('phone'),
  departmentId: uuid('department_id').references(() => departments.id),
  positionId: uuid('position_id').references(() => positions.id),
  roleId: uuid('role_id').notNull().references(() => roles.id),
  supervisorId: uuid('supervisor_id').references((): AnyPgColumn => employees.id),
  assistantSupervisorId: uuid('assistant_supervisor_id').references((): AnyPgColumn => employees.id),
  preferredLang: text('preferred_lang').notNull().default('en'),
  imageProfileFileId: uuid('image_profile_file_id'),
  passwordHash: text('password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  isFirstLogin: boolean('is_first_login').notNull().default(true),
  active: boolean('active').notNull().default(true),
  ...auditColumns,
}, (t) => [
  uniqueIndex('employees_company_code_uq').on(t.companyId, t.employeeCode),
  index('employees_supervisor_idx').on(t.supervisorId),
  index('employees_assistant_idx').on(t.assistantSupervisorId),
  index('employees_company_email_idx').on(t.companyEmail),
  index('employees_email_idx').on(t.email),
]);

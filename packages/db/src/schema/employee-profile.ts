import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns } from './columns';
import { employees } from './employees';
import { files } from './platform';
import { masterBanks, masterDocumentFileTypes } from './masters';

/*
 * The repeating groups of an employee record (SPEC section 3 "Employee"), one table each, so that
 * every one can be searched and reported on. Rows belong to one employee and go with them.
 */
const owner = () => uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** Current and permanent addresses: Thai ones from the dataset, other countries as free text. */
export const employeeAddresses = pgTable('employee_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  kind: text('kind', { enum: ['current', 'permanent'] }).notNull(),
  country: text('country').notNull().default('TH'),
  residenceType: text('residence_type'),
  addressLine: text('address_line'),
  province: text('province'),
  district: text('district'),
  subDistrict: text('sub_district'),
  zipCode: text('zip_code'),
  city: text('city'),
  state: text('state'),
  ...auditColumns,
}, (t) => [uniqueIndex('employee_addresses_kind_uq').on(t.employeeId, t.kind)]);

export const employeeEmergencyContacts = pgTable('employee_emergency_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  relationship: text('relationship').notNull(),
  address: text('address'),
  ...auditColumns,
}, (t) => [index('employee_emergency_employee_idx').on(t.employeeId)]);

export const employeeChildren = pgTable('employee_children', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  gender: text('gender'),
  name: text('name').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  education: text('education'),
  ...auditColumns,
}, (t) => [index('employee_children_employee_idx').on(t.employeeId)]);

/** Father and mother: at most one row of each. */
export const employeeParents = pgTable('employee_parents', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  kind: text('kind', { enum: ['father', 'mother'] }).notNull(),
  name: text('name').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  occupation: text('occupation'),
  deceased: boolean('deceased').notNull().default(false),
  ...auditColumns,
}, (t) => [uniqueIndex('employee_parents_kind_uq').on(t.employeeId, t.kind)]);

export const employeeEducation = pgTable('employee_education', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  level: text('level').notNull(),
  type: text('type'),
  institute: text('institute').notNull(),
  graduateYear: integer('graduate_year'),
  major: text('major'),
  gpa: numeric('gpa', { precision: 3, scale: 2, mode: 'number' }),
  ...auditColumns,
}, (t) => [index('employee_education_employee_idx').on(t.employeeId)]);

export const employeeLicenses = pgTable('employee_licenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  name: text('name').notNull(),
  issuedBy: text('issued_by'),
  issueDate: date('issue_date', { mode: 'string' }),
  photoFileId: uuid('photo_file_id').references(() => files.id),
  ...auditColumns,
}, (t) => [index('employee_licenses_employee_idx').on(t.employeeId)]);

/** Spoken and written languages, each skill rated (choices.languageLevel). */
export const employeeLanguages = pgTable('employee_languages', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  language: text('language').notNull(),
  listening: text('listening').notNull(),
  reading: text('reading').notNull(),
  speaking: text('speaking').notNull(),
  writing: text('writing').notNull(),
  ...auditColumns,
}, (t) => [uniqueIndex('employee_languages_uq').on(t.employeeId, sql`lower(${t.language})`)]);

/** Bank accounts: at most one primary per employee (the salary goes there). */
export const employeeBankAccounts = pgTable('employee_bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  bankId: uuid('bank_id').notNull().references(() => masterBanks.id),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  branch: text('branch'),
  isPrimary: boolean('is_primary').notNull().default(false),
  ...auditColumns,
}, (t) => [
  index('employee_bank_accounts_employee_idx').on(t.employeeId),
  uniqueIndex('employee_bank_accounts_primary_uq').on(t.employeeId).where(sql`${t.isPrimary}`),
  uniqueIndex('employee_bank_accounts_number_uq').on(t.bankId, t.accountNumber),
]);

/** Salary history: rows are only ever added; the newest effective row is the current salary. */
export const employeeSalaryHistory = pgTable('employee_salary_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  incrementType: text('increment_type').notNull(),
  baseSalary: money('base_salary').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  percentChange: numeric('percent_change', { precision: 7, scale: 2, mode: 'number' }),
  adjustedSalary: money('adjusted_salary').notNull(),
  summary: text('summary'),
  remark: text('remark'),
  ...auditColumns,
}, (t) => [index('employee_salary_employee_idx').on(t.employeeId, t.effectiveDate)]);

/** Savings cooperative membership, one per employee, and its beneficiaries. */
export const employeeSavingsCooperative = pgTable('employee_savings_cooperative', {
  employeeId: uuid('employee_id').primaryKey().references(() => employees.id, { onDelete: 'cascade' }),
  memberDate: date('member_date', { mode: 'string' }),
  sharesHeld: integer('shares_held'),
  memberNumber: text('member_number'),
  ...auditColumns,
});

export const employeeSavingsBeneficiaries = pgTable('employee_savings_beneficiaries', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  name: text('name').notNull(),
  relationship: text('relationship').notNull(),
  ...auditColumns,
}, (t) => [index('employee_beneficiaries_employee_idx').on(t.employeeId)]);

export const employeeVehicles = pgTable('employee_vehicles', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  type: text('type').notNull(),
  drivingLicense: text('driving_license'),
  plate: text('plate').notNull(),
  parkingLot: text('parking_lot'),
  ...auditColumns,
}, (t) => [index('employee_vehicles_employee_idx').on(t.employeeId)]);

/** Documents by document-file type; one current document of each type (a new one replaces it). */
export const employeeDocuments = pgTable('employee_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  documentTypeId: uuid('document_type_id').notNull().references(() => masterDocumentFileTypes.id),
  fileId: uuid('file_id').notNull().references(() => files.id),
  ...auditColumns,
}, (t) => [uniqueIndex('employee_documents_type_uq').on(t.employeeId, t.documentTypeId)]);

/** Health answers: medical data, read under audit. */
export const employeeHealth = pgTable('employee_health', {
  employeeId: uuid('employee_id').primaryKey().references(() => employees.id, { onDelete: 'cascade' }),
  congenitalDisease: text('congenital_disease'),
  contagiousDisease: text('contagious_disease'),
  foodAllergy: text('food_allergy'),
  drugAllergy: text('drug_allergy'),
  ...auditColumns,
});

/** The six goal questions of the profile, one row per employee. */
export const employeeGoals = pgTable('employee_goals', {
  employeeId: uuid('employee_id').primaryKey().references(() => employees.id, { onDelete: 'cascade' }),
  answer1: text('answer_1'), answer2: text('answer_2'), answer3: text('answer_3'),
  answer4: text('answer_4'), answer5: text('answer_5'), answer6: text('answer_6'),
  ...auditColumns,
});

/**
 * A change of sensitive facts (title, names, citizen id, passport and its expiry, the primary bank
 * account) asked for by the employee with a supporting file; applied only when HR approves it.
 * Only the proposed facts are filled. The primary bank is either one of the employee's accounts
 * (`bankAccountId`) or a new account (`newBank*`), which approval adds and then points
 * `bankAccountId` at. At most one request per employee is pending at a time.
 */
export const sensitiveChangeRequests = pgTable('sensitive_change_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: owner(),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull().default('pending'),
  title: text('title'),
  firstNameTh: text('first_name_th'), lastNameTh: text('last_name_th'),
  firstNameEn: text('first_name_en'), lastNameEn: text('last_name_en'),
  citizenId: text('citizen_id'),
  passportNumber: text('passport_number'),
  bankAccountId: uuid('bank_account_id').references(() => employeeBankAccounts.id, { onDelete: 'set null' }),
  newBankId: uuid('new_bank_id').references(() => masterBanks.id),
  newAccountNumber: text('new_account_number'),
  newAccountName: text('new_account_name'),
  newBranch: text('new_branch'),
  documentExpiry: date('document_expiry', { mode: 'string' }),
  /** Why the employee asks (a marriage, a new passport …). */
  reason: text('reason'),
  fileId: uuid('file_id').notNull().references(() => files.id),
  decidedBy: uuid('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** HR's remark on the decision (required on a rejection). */
  remark: text('remark'),
  ...auditColumns,
}, (t) => [
  index('sensitive_requests_employee_idx').on(t.employeeId),
  index('sensitive_requests_status_idx').on(t.status, t.createdAt),
  uniqueIndex('sensitive_requests_one_pending_uq').on(t.employeeId).where(sql`${t.status} = 'pending'`),
]);

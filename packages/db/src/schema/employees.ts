import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { companies, departments, masterEmploymentTypes, masterHospitals, positions, roles, workingTimes } from './masters';
import { files } from './platform';

/** The employee is also the login account: company + employee code + password. */
export const employees = pgTable('employees', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  employeeCode: text('employee_code').notNull(),
  /** choices.title: mr, mrs, ms (shown as Mr./นาย …). */
  title: text('title'),
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
  employmentTypeId: uuid('employment_type_id').references(() => masterEmploymentTypes.id),
  /** Working time: 'general' (one working-time row) or 'shift' (scheduled shifts). */
  workingTimeType: text('working_time_type', { enum: ['general', 'shift'] }).notNull().default('general'),
  workingTimeId: uuid('working_time_id').references(() => workingTimes.id),
  employmentStatus: text('employment_status', { enum: ['probation', 'permanent', 'resigned', 'terminated'] }).notNull().default('probation'),
  joiningDate: date('joining_date', { mode: 'string' }),
  probationPassDate: date('probation_pass_date', { mode: 'string' }),
  resignDate: date('resign_date', { mode: 'string' }),
  effectiveDate: date('effective_date', { mode: 'string' }),
  reason: text('reason'),
  /** Whether the employee checks in and out (some managers and drivers do not). */
  recordTime: boolean('record_time').notNull().default(true),
  // Identity documents: Thai staff carry a citizen id, Cambodian and Myanmar staff a passport
  // (and Cambodians sometimes their national id), with a work permit.
  nationality: text('nationality'),
  citizenId: text('citizen_id'),
  passportNumber: text('passport_number'),
  cambodianId: text('cambodian_id'),
  documentExpiry: date('document_expiry', { mode: 'string' }),
  workPermitNumber: text('work_permit_number'),
  workPermitIssueDate: date('work_permit_issue_date', { mode: 'string' }),
  workPermitExpiryDate: date('work_permit_expiry_date', { mode: 'string' }),
  taxpayerNumber: text('taxpayer_number'),
  jobInfoSource: text('job_info_source'),
  providentFundPercent: numeric('provident_fund_percent', { precision: 5, scale: 2, mode: 'number' }),
  /** The employer's rate into the provident fund (at least the employee's); empty: the employee's. */
  providentFundEmployerPercent: numeric('provident_fund_employer_percent', { precision: 5, scale: 2, mode: 'number' }),
  kpi: text('kpi'),
  // Social security (s.33): the chosen hospital, status and the last month contributed.
  ssHospitalId: uuid('ss_hospital_id').references(() => masterHospitals.id),
  ssStatus: text('ss_status'),
  ssLastContributionMonth: text('ss_last_contribution_month'),
  ssExpiry: date('ss_expiry', { mode: 'string' }),
  /**
   * The 13-digit number the Social Security Office issued to an insured person without a Thai
   * citizen id (a Cambodian or Myanmar worker): what SPS 1-10 carries where the Thai id is missing.
   */
  ssoNumber: text('sso_number'),
  // Personal
  nicknameTh: text('nickname_th'),
  nicknameEn: text('nickname_en'),
  gender: text('gender'),
  race: text('race'),
  religion: text('religion'),
  religionOther: text('religion_other'),
  birthDate: date('birth_date', { mode: 'string' }),
  militaryStatus: text('military_status'),
  weightKg: numeric('weight_kg', { precision: 5, scale: 1, mode: 'number' }),
  heightCm: numeric('height_cm', { precision: 5, scale: 1, mode: 'number' }),
  bloodGroup: text('blood_group'),
  shirtSize: text('shirt_size'),
  eSignatureFileId: uuid('e_signature_file_id').references(() => files.id),
  // Contacts
  lineId: text('line_id'),
  gooChatId: text('goo_chat_id'),
  whatsApp: text('whats_app'),
  wiWallet: text('wi_wallet'),
  // Family and skills
  maritalStatus: text('marital_status'),
  spouseName: text('spouse_name'),
  siblingCount: integer('sibling_count'),
  driveCar: boolean('drive_car').notNull().default(false),
  driveMotorcycle: boolean('drive_motorcycle').notNull().default(false),
  computerSkills: text('computer_skills'),
  personalQualities: text('personal_qualities'),
  preferredLang: text('preferred_lang').notNull().default('en'),
  /**
   * What the all-employee search looks in, kept lower-cased by the database: the id and every
   * name and nickname in Thai and English. A plain LIKE over one stored column is several times
   * cheaper than ILIKE over seven.
   */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(employee_code || ' ' || first_name_en || ' ' || last_name_en || ' ' || first_name_th || ' ' || last_name_th || ' ' || coalesce(nickname_en, '') || ' ' || coalesce(nickname_th, ''))`),
  imageProfileFileId: uuid('image_profile_file_id'),
  passwordHash: text('password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  isFirstLogin: boolean('is_first_login').notNull().default(true),
  active: boolean('active').notNull().default(true),
  ...auditColumns,
}, (t) => [
  uniqueIndex('employees_company_code_uq').on(t.companyId, t.employeeCode),
  // Lists across companies in employee-id order (HR's monthly attendance report) read the first page from it instead of sorting everyone.
  index('employees_code_idx').on(t.employeeCode),
  index('employees_supervisor_idx').on(t.supervisorId),
  index('employees_assistant_idx').on(t.assistantSupervisorId),
  index('employees_company_email_idx').on(t.companyEmail),
  index('employees_email_idx').on(t.email),
  // Identity numbers are unique across the system: a duplicate is 'already exists in the system'.
  uniqueIndex('employees_citizen_id_uq').on(t.citizenId),
  uniqueIndex('employees_passport_uq').on(sql`upper(${t.passportNumber})`),
  uniqueIndex('employees_cambodian_id_uq').on(t.cambodianId),
  uniqueIndex('employees_sso_number_uq').on(t.ssoNumber),
  index('employees_department_idx').on(t.departmentId),
  // Substring search in Thai and English: a trigram index on the lower-cased search text (pg_trgm).
  // fastupdate off: a new or renamed employee goes straight into the index instead of a pending
  // list every search must scan until the next vacuum (1.7 ms of a 3.7 ms search, 20,000 employees).
  index('employees_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
]);

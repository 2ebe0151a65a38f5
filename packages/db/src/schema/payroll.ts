import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SalaryLineWorking } from '@hr/domain/payroll/period';
import { LINE_OVERRIDE_CODES, PAYMENT_CHANNELS, PERIOD_ITEM_CODES, SALARY_PERIOD_STATUSES, STAFF_KINDS } from '@hr/domain/payroll/period';
import { FUND_ENTRY_TYPES, FUND_KINDS, LOAN_LENDERS } from '@hr/domain/payroll/funds';
import { auditColumns } from './columns';
import { companies, incomeDeductions } from './masters';
import { employees } from './employees';
import { files } from './platform';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const moneyZero = (name: string) => money(name).notNull().default(0);

/**
 * A salary period (issue 19 point 3; SPEC section 3 "Payroll", section 4 "Salary period
 * statuses"): the month paid, its dates, monthly or daily staff, the payment channel, and its
 * state: draft → closed → sent to accounting → paid. A draft is computed (and recomputed) into one
 * line per employee; from closed on, its lines never change.
 */
export const salaryPeriods = pgTable('salary_periods', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  /** The month paid, 'YYYY-MM': its year is the tax year, its rates the ones in force. */
  month: text('month').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  payDate: date('pay_date', { mode: 'string' }).notNull(),
  staffKind: text('staff_kind', { enum: STAFF_KINDS }).notNull(),
  paymentChannel: text('payment_channel', { enum: PAYMENT_CHANNELS }).notNull(),
  status: text('status', { enum: SALARY_PERIOD_STATUSES }).notNull().default('draft'),
  note: text('note'),
  // The totals of the lines, kept with them by each compute.
  employeeCount: integer('employee_count').notNull().default(0),
  grossTotal: moneyZero('gross_total'),
  deductionTotal: moneyZero('deduction_total'),
  netTotal: moneyZero('net_total'),
  taxTotal: moneyZero('tax_total'),
  socialSecurityTotal: moneyZero('social_security_total'),
  socialSecurityEmployerTotal: moneyZero('social_security_employer_total'),
  /** A compute in progress: since when (a crashed one is taken over after a while) and its progress id. */
  computingSince: timestamp('computing_since', { withTimezone: true }),
  computeProgressId: uuid('compute_progress_id'),
  computedAt: timestamp('computed_at', { withTimezone: true }),
  /** What the last compute read, kind by kind (salary-inputs.query.ts): a draft whose inputs no longer match needs recomputing before it closes. */
  computedInputs: jsonb('computed_inputs').$type<Record<string, string>>(),
  computedBy: uuid('computed_by').references(() => employees.id),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: uuid('closed_by').references(() => employees.id),
  /** The accountant the period was sent to (SPEC section 5: sending requires the recipient). */
  accountantId: uuid('accountant_id').references(() => employees.id),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  sentBy: uuid('sent_by').references(() => employees.id),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  paidBy: uuid('paid_by').references(() => employees.id),
  ...auditColumns,
}, (t) => [
  // One regular run per company, month and kind of staff.
  uniqueIndex('salary_periods_company_month_kind_uq').on(t.companyId, t.month, t.staffKind),
  check('salary_periods_dates_ck', sql`${t.periodEnd} >= ${t.periodStart}`),
]);

/**
 * One employee's pay in a period: SPEC section 3's columns, in money, and the working behind
 * every figure (what it was computed from and by which rule). One line per employee per period.
 */
export const salaryLines = pgTable('salary_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodId: uuid('period_id').notNull().references(() => salaryPeriods.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  /** Paid into the primary bank account, or not (cash or cheque). */
  channel: text('channel', { enum: ['bank', 'nonBank'] }).notNull(),
  baseSalary: moneyZero('base_salary'),
  salary: moneyZero('salary'),
  absenceDeduction: moneyZero('absence_deduction'),
  unpaidLeaveDeduction: moneyZero('unpaid_leave_deduction'),
  overtime: moneyZero('overtime'),
  bonus: moneyZero('bonus'),
  commission: moneyZero('commission'),
  extra: moneyZero('extra'),
  otherIncome: moneyZero('other_income'),
  gross: moneyZero('gross'),
  socialSecurity: moneyZero('social_security'),
  socialSecurityEmployer: moneyZero('social_security_employer'),
  withholdingTax: moneyZero('withholding_tax'),
  providentFund: moneyZero('provident_fund'),
  providentFundEmployer: moneyZero('provident_fund_employer'),
  studentLoan: moneyZero('student_loan'),
  legalExecution: moneyZero('legal_execution'),
  cooperative: moneyZero('cooperative'),
  saving: moneyZero('saving'),
  educationLoan: moneyZero('education_loan'),
  otherDeduction: moneyZero('other_deduction'),
  totalDeductions: moneyZero('total_deductions'),
  netPay: moneyZero('net_pay'),
  /** What this line adds to the year (the next period's year-to-date reads it). */
  regularIncome: moneyZero('regular_income'),
  irregularIncome: moneyZero('irregular_income'),
  working: jsonb('working').$type<SalaryLineWorking>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('salary_lines_period_employee_uq').on(t.periodId, t.employeeId),
  // The year so far of an employee: their lines of earlier periods.
  index('salary_lines_employee_idx').on(t.employeeId),
]);

/**
 * Variable pay and deductions of a period (point 4's import, or typed in): commission, bonus,
 * other income, other deductions per employee. The compute reads them into the lines.
 */
export const salaryPeriodItems = pgTable('salary_period_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodId: uuid('period_id').notNull().references(() => salaryPeriods.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  // The period's items, and a line's social security set by hand (socialsecurityPrice), kept through recomputes as they are.
  code: text('code', { enum: [...PERIOD_ITEM_CODES, ...LINE_OVERRIDE_CODES] }).notNull(),
  amount: money('amount').notNull(),
  note: text('note'),
  ...auditColumns,
}, (t) => [
  uniqueIndex('salary_period_items_uq').on(t.periodId, t.employeeId, t.code),
  check('salary_period_items_amount_ck', sql`${t.amount} >= 0`),
]);

/**
 * What an employee declares for withholding tax in a tax year (the tax-allowance master's codes;
 * THAI-RULES.md "Deductions"): spouse, children (and how many born from 2018), parents, and the
 * yearly amounts of the others (insurance premiums …). The salary period reads the year's row.
 */
export const employeeTaxDeclarations = pgTable('employee_tax_declarations', {
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  spouse: boolean('spouse').notNull().default(false),
  children: integer('children').notNull().default(0),
  childrenBornFrom2018: integer('children_born_from_2018').notNull().default(0),
  parents: integer('parents').notNull().default(0),
  /** Yearly amounts by allowance code, in baht ({ "LIFE": 12000 }). */
  declared: jsonb('declared').$type<Record<string, number>>().notNull().default({}),
  ...auditColumns,
}, (t) => [
  uniqueIndex('employee_tax_declarations_uq').on(t.employeeId, t.year),
  check('employee_tax_declarations_children_ck', sql`${t.childrenBornFrom2018} <= ${t.children}`),
]);

/**
 * A fund or loan account of an employee (issue 19 point 5): savings cooperative membership (a
 * monthly share, perhaps a cooperative loan), the saving fund, an education loan (the company's, or
 * the Student Loan Fund's notified amount). Its terms only: its money is its entries.
 */
export const payrollFundAccounts = pgTable('payroll_fund_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: FUND_KINDS }).notNull(),
  lender: text('lender', { enum: LOAN_LENDERS }).notNull().default('company'),
  memberNumber: text('member_number'),
  startMonth: text('start_month').notNull(),
  endMonth: text('end_month'),
  monthlyAmount: money('monthly_amount'),
  monthlyPercent: numeric('monthly_percent', { precision: 5, scale: 2, mode: 'number' }),
  principal: money('principal'),
  instalment: money('instalment'),
  note: text('note'),
  ...auditColumns,
}, (t) => [
  index('payroll_fund_accounts_employee_idx').on(t.employeeId, t.kind),
  index('payroll_fund_accounts_kind_idx').on(t.kind),
]);

/**
 * The ledger of an account: what a salary period deducted (written by its compute, replaced on a
 * recompute while the period is a draft, final from its close) and what HR records outside payroll.
 * Savings move by savings, the debt by loan (negative repays), interest is what was paid of it.
 */
export const payrollFundEntries = pgTable('payroll_fund_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id').notNull().references(() => payrollFundAccounts.id),
  periodId: uuid('period_id').references(() => salaryPeriods.id, { onDelete: 'cascade' }),
  type: text('type', { enum: FUND_ENTRY_TYPES }).notNull(),
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  savings: moneyZero('savings'),
  loan: moneyZero('loan'),
  interest: moneyZero('interest'),
  note: text('note'),
  ...auditColumns,
}, (t) => [
  index('payroll_fund_entries_account_idx').on(t.accountId, t.entryDate),
  // One entry per account per period: a recompute replaces it.
  uniqueIndex('payroll_fund_entries_period_uq').on(t.periodId, t.accountId),
  check('payroll_fund_entries_period_ck', sql`(${t.type} = 'payroll') = (${t.periodId} IS NOT NULL)`),
]);

/**
 * A correction of a closed period's line, paid (or taken back) in a later draft of the same company
 * and staff (issue 19 point 3): the closed period stays as it was; the draft's compute adds it.
 */
export const salaryPeriodAdjustments = pgTable('salary_period_adjustments', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodId: uuid('period_id').notNull().references(() => salaryPeriods.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  fromPeriodId: uuid('from_period_id').notNull().references(() => salaryPeriods.id),
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  /** Retroactive pay of a back-dated salary (issue 35 point 6), offered and not yet accepted: the compute leaves it out until it is. */
  offered: boolean('offered').notNull().default(false),
  ...auditColumns,
}, (t) => [
  index('salary_period_adjustments_period_idx').on(t.periodId, t.employeeId),
  index('salary_period_adjustments_from_idx').on(t.fromPeriodId, t.employeeId),
  check('salary_period_adjustments_amount_ck', sql`${t.amount} <> 0`),
]);

/**
 * An employee's recurring allowance or deduction (issue 19 point 1): an item of the income/deduction
 * master, its monthly amount and the months it runs. The salary period's compute pays or takes it.
 */
export const employeePayItems = pgTable('employee_pay_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  itemId: uuid('item_id').notNull().references(() => incomeDeductions.id),
  amount: money('amount').notNull(),
  startMonth: text('start_month').notNull(),
  endMonth: text('end_month'),
  note: text('note'),
  ...auditColumns,
}, (t) => [
  index('employee_pay_items_employee_idx').on(t.employeeId),
  check('employee_pay_items_amount_ck', sql`${t.amount} > 0`),
]);

/**
 * A month of online payslips made elsewhere (issue 20 point 4, SPEC "slip-online"): the company,
 * the month and its pay date; its PDFs are eslipFiles, one per employee.
 */
export const eslipPeriods = pgTable('eslip_periods', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  month: text('month').notNull(),
  payDate: date('pay_date', { mode: 'string' }).notNull(),
  note: text('note'),
  ...auditColumns,
}, (t) => [uniqueIndex('eslip_periods_company_month_uq').on(t.companyId, t.month)]);

/** One employee's uploaded payslip of an online payslip month (a new upload replaces it). */
export const eslipFiles = pgTable('eslip_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodId: uuid('period_id').notNull().references(() => eslipPeriods.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  fileId: uuid('file_id').notNull().references(() => files.id),
  originalName: text('original_name').notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  ...auditColumns,
}, (t) => [
  uniqueIndex('eslip_files_period_employee_uq').on(t.periodId, t.employeeId),
  index('eslip_files_employee_idx').on(t.employeeId),
]);

/**
 * An employee's tax year before the product kept it (issue 35 point 2): what this company paid and
 * withheld in the year's earlier months, imported when it starts mid-year. The compute reads it as
 * recorded payments; the 50 Tawi and PND 1 Kor add it to the year.
 */
export const salaryOpeningBalances = pgTable('salary_opening_balances', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  employeeId: uuid('employee_id').notNull().references(() => employees.id),
  year: integer('year').notNull(),
  /** How many monthly payments the amounts are of. */
  payments: integer('payments').notNull(),
  income: moneyZero('income'),
  tax: moneyZero('tax'),
  socialSecurity: moneyZero('social_security'),
  providentFund: moneyZero('provident_fund'),
  ...auditColumns,
}, (t) => [
  uniqueIndex('salary_opening_balances_uq').on(t.companyId, t.employeeId, t.year),
  check('salary_opening_balances_payments_ck', sql`${t.payments} BETWEEN 1 AND 11`),
]);

/**
 * The December reminder to check next year's tax allowances (issue 35 point 3), one row per tax
 * year reminded of: the job inserts it in the transaction that writes the notices, so two server
 * processes (or a rerun) remind once: the second insert finds the row and writes nothing.
 */
export const taxAllowanceReminders = pgTable('tax_allowance_reminders', {
  year: integer('year').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  /** Employees reminded, and how many of them had declared nothing at all (what HR was told). */
  employees: integer('employees').notNull(),
  undeclared: integer('undeclared').notNull(),
});

/**
 * Retroactive pay confirmed while the company had no later draft for the employee's staff (issue
 * 35 point 6): what is owed for each closed month, kept until the next draft of that company and
 * staff after `afterMonth` is created, which takes it, in the same transaction, as an offered
 * correction (salary-period.service.ts) and deletes it here.
 */
export const salaryRetroPending = pgTable('salary_retro_pending', {
  id: uuid('id').primaryKey().defaultRandom(),
  employeeId: uuid('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  /** The closed month the difference corrects. */
  fromPeriodId: uuid('from_period_id').notNull().references(() => salaryPeriods.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull().references(() => companies.id),
  staffKind: text('staff_kind', { enum: STAFF_KINDS }).notNull(),
  /** The last month paid on the old salary: the draft that takes it is a later one. */
  afterMonth: text('after_month').notNull(),
  amount: money('amount').notNull(),
  reason: text('reason').notNull(),
  ...auditColumns,
}, (t) => [
  index('salary_retro_pending_company_idx').on(t.companyId, t.staffKind),
  check('salary_retro_pending_amount_ck', sql`${t.amount} <> 0`),
]);

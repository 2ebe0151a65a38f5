import { defineMaster, names, type MasterDef } from './define';
import { checkWorkingTime, nextDay, shiftHours } from './rules/working-time';
import { LEAVE_APPLIES_TO, LEAVE_COUNTED_PER } from '../leave/type-scope';
import { OVERTIME_CAP_POLICIES, PAY_BASES } from '../overtime/calculator';
import { FENCE_NO_POSITION_POLICIES, FENCE_OUTSIDE_POLICIES, FENCE_RADIUS } from '../attendance/geofence';
import { BANK_FILE_LAYOUT_IDS } from '../payroll/bank-files/layouts';
import { PAYSLIP_PASSWORDS } from '../payroll/payslip';
import { KTB_AMOUNT_FIELDS, LINE_ENDINGS, payrollFileIssues, SCB_CHECKSUMS, SPS_DETAIL_WAGES, TEXT_ENCODINGS } from '../payroll/file-settings';

const NAME_LIST = ['nameEn', 'nameTh', 'active'];
const NAME_SEARCH = ['nameEn', 'nameTh'];
const byName = { en: 'nameEn', th: 'nameTh' };

/**
 * Companies of the group (SPEC section 3 "Company", section 5 required fields). The abbreviation
 * is what users type at login and what picks the logo; a company may sit under a parent company
 * ({id}/subList lists the children). The address parts come from the Thai address dataset.
 * A radius makes its position a geofence for check-in and check-out (issue 16 point 2;
 * packages/domain/src/attendance/geofence.ts): empty, no fence; with it, the two policies say
 * what becomes of a punch outside the fence and of one without a position.
 */
export const company = defineMaster({
  name: 'company', table: 'companies', route: '/system-settings/company-master', permission: 'system-settings.company-master',
  fields: {
    // The column keeps its first name, 'code', which login and the logos read.
    abbreviation: { type: 'text', required: true, unique: true, max: 10, pattern: 'code', column: 'code' },
    ...names(),
    parentId: { type: 'ref', ref: 'company' },
    taxId: { type: 'text', required: true, unique: true, max: 13, pattern: 'taxId' },
    addressLine: { type: 'text', required: true, max: 200 },
    soi: { type: 'text', max: 100 },
    yak: { type: 'text', max: 100 },
    road: { type: 'text', max: 100 },
    province: { type: 'text', required: true, max: 100, address: 'province' },
    district: { type: 'text', required: true, max: 100, address: 'district' },
    subDistrict: { type: 'text', required: true, max: 100, address: 'subDistrict' },
    zipCode: { type: 'text', required: true, max: 5, pattern: 'numeric', address: 'zipCode' },
    latitude: { type: 'decimal', required: true, min: -90, max: 90, scale: 6 },
    longitude: { type: 'decimal', required: true, min: -180, max: 180, scale: 6 },
    fenceRadius: { type: 'integer', min: FENCE_RADIUS.min, max: FENCE_RADIUS.max },
    fenceOutside: { type: 'choice', choices: FENCE_OUTSIDE_POLICIES, default: 'refuse' },
    fenceNoPosition: { type: 'choice', choices: FENCE_NO_POSITION_POLICIES, default: 'refuse' },
    // Issue 17: a request past the weekly overtime cap of 36 hours is warned about or refused.
    overtimeCapPolicy: { type: 'choice', choices: OVERTIME_CAP_POLICIES, default: 'warn' },
    // Issue 34 point 6: Ministerial Regulation No. 3 counts overtime and holiday work together in the 36 hours; a company may count overtime alone.
    overtimeCapCountsHolidayWork: { type: 'boolean', default: true },
    email: { type: 'text', required: true, max: 100, pattern: 'email' },
    tel: { type: 'text', required: true, max: 30, pattern: 'phone' },
    fax: { type: 'text', max: 30, pattern: 'phone' },
    website: { type: 'text', required: true, max: 200, pattern: 'website' },
    about: { type: 'longText', max: 2000 },
    logoFileId: { type: 'image', required: true },
    watermarkFileId: { type: 'image', required: true },
    // Issue 20: what the salary transfer file and the statutory filings need of the company (payroll/file-settings.ts).
    payrollBankId: { type: 'ref', ref: 'bank' },
    payrollAccountNumber: { type: 'text', max: 15, pattern: 'numeric' },
    bankOriginatorId: { type: 'text', max: 12, pattern: 'code' },
    bankFileLayout: { type: 'choice', choices: BANK_FILE_LAYOUT_IDS },
    ktbAmountField: { type: 'choice', choices: KTB_AMOUNT_FIELDS, default: 'amount10Service' },
    scbChecksum: { type: 'choice', choices: SCB_CHECKSUMS, default: 'sha1Body' },
    ssoAccountNumber: { type: 'text', max: 10, pattern: 'numeric' },
    ssoBranch: { type: 'text', max: 6, pattern: 'numeric' },
    spsDetailWage: { type: 'choice', choices: SPS_DETAIL_WAGES, default: 'clamped' },
    spsLineEnding: { type: 'choice', choices: LINE_ENDINGS, default: 'crlf' },
    taxBranch: { type: 'text', max: 5, pattern: 'numeric' },
    pnd1Columns: { type: 'text', max: 300 },
    pnd1Encoding: { type: 'choice', choices: TEXT_ENCODINGS, default: 'tis620' },
    payslipPassword: { type: 'choice', choices: PAYSLIP_PASSWORDS, default: 'birthDateBe' },
  },
  list: ['abbreviation', 'nameEn', 'nameTh', 'parentId', 'taxId', 'province', 'tel', 'active'],
  search: ['abbreviation', 'nameEn', 'nameTh', 'taxId', 'province'], label: byName,
  defaultSort: { field: 'abbreviation', dir: 'asc' }, cancel: true, subList: { field: 'parentId', page: 'subList' },
  incompleteFields: ['taxId', 'addressLine', 'province', 'district', 'subDistrict', 'zipCode', 'latitude', 'longitude', 'email', 'tel', 'website', 'logoFileId', 'watermarkFileId'],
  // A fence says what becomes of the punches it judges: with a radius, both policies are chosen.
  check: (v) => [
    ...(v.fenceRadius == null ? [] : (['fenceOutside', 'fenceNoPosition'] as const)
      .filter((f) => v[f] == null || v[f] === '').map((field) => ({ field, key: 'validation.required' }))),
    ...payrollFileIssues(v),
  ],
  notice: 'masters:company.fenceNotice',
});

/** Thai banks and their clearing codes (Bank of Thailand). */
export const bankProvider = defineMaster({
  name: 'bank', table: 'master_banks', route: '/system-settings/bank-provider-master', permission: 'system-settings.bank-provider-master',
  fields: { code: { type: 'text', required: true, unique: true, max: 3, pattern: 'numeric' }, abbreviation: { type: 'text', required: true, unique: true, max: 10, pattern: 'code' }, ...names() },
  list: ['code', 'abbreviation', 'nameEn', 'nameTh', 'active'], search: ['code', 'abbreviation', 'nameEn', 'nameTh'], label: byName,
  defaultSort: { field: 'code', dir: 'asc' }, cancel: true, aliases: { save: '/1.1/save/master/bank' },
});

export const brand = defineMaster({
  name: 'brand', table: 'master_brands', route: '/system-settings/brand-master', permission: 'system-settings.brand-master',
  fields: { ...names() }, list: NAME_LIST, search: NAME_SEARCH, label: byName, cancel: true,
  pages: { add: 'add-brand' },
});

export const category = defineMaster({
  name: 'category', table: 'master_categories', route: '/system-settings/category-master', permission: 'system-settings.category-master',
  fields: { ...names() }, list: NAME_LIST, search: NAME_SEARCH, label: byName, cancel: true,
  pages: { add: 'add-category' },
});

export const employmentType = defineMaster({
  name: 'employmentType', table: 'master_employment_types', route: '/system-settings/employment-type-master', permission: 'system-settings.employment-type-master',
  // How the type is paid decides the multiplier of holiday work (LPA s.62): monthly staff are paid on holidays.
  fields: { ...names(), payBasis: { type: 'choice', choices: PAY_BASES, default: 'monthly' } }, list: NAME_LIST, search: NAME_SEARCH, label: byName,
});

export const documentFileType = defineMaster({
  name: 'documentFileType', table: 'master_document_file_types', route: '/system-settings/document-file-master', permission: 'system-settings.document-file-master',
  fields: { ...names(), description: { type: 'longText', max: 1000 } }, list: NAME_LIST, search: NAME_SEARCH, label: byName,
});

/** Social-security hospitals an insured employee can choose. */
export const hospital = defineMaster({
  name: 'hospital', table: 'master_hospitals', route: '/system-settings/hospital-master', permission: 'system-settings.hospital-master',
  fields: { ...names(), province: { type: 'text', max: 100 } }, list: ['nameEn', 'nameTh', 'province', 'active'], search: ['nameEn', 'nameTh', 'province'], label: byName,
});

export const meetingRoom = defineMaster({
  name: 'meetingRoom', table: 'master_meeting_rooms', route: '/system-settings/meeting-room-master', permission: 'system-settings.meeting-room-master',
  fields: { ...names(), capacity: { type: 'integer', required: true, min: 1, max: 1000 }, location: { type: 'text', max: 200 } },
  list: ['nameEn', 'nameTh', 'capacity', 'location', 'active'], search: ['nameEn', 'nameTh', 'location'], label: byName,
});

export const warningLetter = defineMaster({
  name: 'warningLetter', table: 'master_warning_letters', route: '/system-settings/warning-letter-master', permission: 'system-settings.warning-letter-master',
  fields: { ...names(), description: { type: 'longText', max: 2000 } }, list: NAME_LIST, search: NAME_SEARCH, label: byName,
});

/** Departments belong to a company; their names are unique within it. */
export const department = defineMaster({
  name: 'department', table: 'departments', route: '/system-settings/department-master', permission: 'system-settings.department-master',
  fields: { companyId: { type: 'ref', ref: 'company', required: true }, ...names() },
  list: ['companyId', 'nameEn', 'nameTh', 'active'], search: NAME_SEARCH, label: byName, uniqueWithin: 'companyId', cancel: true,
});

export const position = defineMaster({
  name: 'position', table: 'positions', route: '/system-settings/position-master', permission: 'system-settings.position-master',
  fields: { ...names() }, list: NAME_LIST, search: NAME_SEARCH, label: byName, cancel: true,
});

/**
 * Leave types with their Labour Protection Act defaults (THAI-RULES.md "Leave"). The leave
 * workflow reads the flags: notice in advance, filing after the fact, certificate, unpaid,
 * and "after one year of service" for annual vacation (s.30).
 */
export const leaveType = defineMaster({
  name: 'leaveType', table: 'master_leave_types', route: '/system-settings/leave-type-master', permission: 'system-settings.leave-type-master',
  fields: {
    code: { type: 'text', required: true, unique: true, max: 20, pattern: 'code' },
    ...names(),
    description: { type: 'longText', max: 1000 },
    daysPerYear: { type: 'decimal', required: true, min: 0, exclusiveMin: true, max: 366 },
    paidDaysPerYear: { type: 'decimal', min: 0, max: 366 },
    advanceNoticeDays: { type: 'integer', required: true, min: 0, max: 365, default: 0 },
    backDateDays: { type: 'integer', required: true, min: 0, max: 365, default: 0 },
    requiresAttachment: { type: 'boolean', required: true, default: false },
    attachmentFromDays: { type: 'integer', min: 1, max: 365 },
    unpaid: { type: 'boolean', required: true, default: false },
    afterOneYear: { type: 'boolean', required: true, default: false },
    // Counts every calendar date, holidays and days off included (maternity leave, LPA s.41);
    // the other types count working days only (packages/domain/src/leave/number-of-days.ts).
    calendarDays: { type: 'boolean', required: true, default: false },
    // Issue 14: statutory sick, personal and maternity leave are rights from the first day of
    // work; only annual vacation is pro-rated for a joiner (packages/domain/src/leave/entitlement.ts).
    proRated: { type: 'boolean', required: true, default: false },
    // Sick leave is a right for as long as the employee is sick (LPA s.32), paid up to its days (s.57).
    unpaidBeyond: { type: 'boolean', required: true, default: false },
    // Maternity is for women, the paternity leave of the 2025 amendment for men (request-rules.ts leaveTypeApplies).
    appliesTo: { type: 'choice', required: true, choices: LEAVE_APPLIES_TO, default: 'all' },
    // Maternity leave is 120 days per pregnancy, not per calendar year (LPA s.41 as amended in 2025).
    countedPer: { type: 'choice', required: true, choices: LEAVE_COUNTED_PER, default: 'year' },
  },
  list: ['code', 'nameEn', 'nameTh', 'daysPerYear', 'advanceNoticeDays', 'appliesTo', 'active'], search: ['code', 'nameEn', 'nameTh'], label: byName,
  defaultSort: { field: 'code', dir: 'asc' }, cancel: true,
  check: (v) => (typeof v.paidDaysPerYear === 'number' && typeof v.daysPerYear === 'number' && v.paidDaysPerYear > v.daysPerYear
    ? [{ field: 'paidDaysPerYear', key: 'validation.notMoreThanDays' }] : []),
  pages: { add: 'add-leave-type' },
});

/** Public holidays; one per date. */
export const holiday = defineMaster({
  name: 'holiday', table: 'master_holidays', route: '/system-settings/holiday-master', permission: 'system-settings.holiday-master',
  // The same holiday recurs every year, so only the date is unique.
  // substituteDate (issue 34 point 5): HR moved the holiday to another day (a substitute day); the holiday is observed on it instead of its date.
  fields: { date: { type: 'date', required: true, unique: true }, substituteDate: { type: 'date' }, nameEn: { type: 'text', required: true, max: 200 }, nameTh: { type: 'text', required: true, max: 200 }, nameKm: { type: 'text', max: 200 }, nameMy: { type: 'text', max: 200 }, description: { type: 'longText', max: 1000 } },
  list: ['date', 'substituteDate', 'nameEn', 'nameTh', 'active'], search: NAME_SEARCH, label: byName, defaultSort: { field: 'date', dir: 'asc' },
  aliases: { save: '/1.0/save/master/holiday' },
  pages: { add: 'add-holiday-master', edit: 'edit-holiday-master' },
});

/**
 * Shifts. Hours are worked out from the times; a night shift may run past midnight. A saved
 * change counts from the next day (SPEC section 4), recorded in effectiveFrom.
 */
export const workingTime = defineMaster({
  name: 'workingTime', table: 'master_working_times', route: '/system-settings/working-time-master', permission: 'system-settings.working-time-master',
  fields: {
    shiftPrefix: { type: 'text', required: true, unique: true, max: 5, pattern: 'code' },
    ...names(),
    dayType: { type: 'choice', required: true, choices: ['workingDay', 'dayOff'], default: 'workingDay' },
    workStart: { type: 'time' }, workEnd: { type: 'time' }, breakStart: { type: 'time' }, breakEnd: { type: 'time' },
    workingHours: { type: 'decimal', computed: true }, breakHours: { type: 'decimal', computed: true },
    beforeWorkMinutes: { type: 'integer', required: true, min: 0, max: 240, default: 0 },
    lateAllowanceMinutes: { type: 'integer', required: true, min: 0, max: 240, default: 0 },
    effectiveFrom: { type: 'date', computed: true },
  },
  list: ['shiftPrefix', 'nameEn', 'nameTh', 'dayType', 'workStart', 'workEnd', 'workingHours', 'effectiveFrom', 'active'], search: ['shiftPrefix', 'nameEn', 'nameTh'], label: byName,
  defaultSort: { field: 'shiftPrefix', dir: 'asc' }, aliases: { search: '/1.0/master/search/workingTime', save: '/1.0/save/master/workingTime', status: '/1.0/update/master/workingTime/isActiveV2' },
  check: checkWorkingTime, notice: 'masters:ui.takesEffect',
  derive: (v, { today }) => ({ ...shiftHours(v), effectiveFrom: nextDay(today) }),
  pages: { add: 'add-working-time' },
});

/** Social security (s.33): rate per side, wage floor and ceiling, by the month they start. */
export const rateSocialSecurity = defineMaster({
  name: 'ratesocialsecurity', table: 'master_social_security_rates', route: '/system-settings/rate-social-security-master', permission: 'system-settings.rate-social-security-master',
  fields: {
    effectiveFrom: { type: 'date', required: true, unique: true },
    employeeRate: { type: 'decimal', required: true, min: 0, max: 100 },
    employerRate: { type: 'decimal', required: true, min: 0, max: 100 },
    wageFloor: { type: 'decimal', required: true, min: 0, max: 1_000_000 },
    wageCeiling: { type: 'decimal', required: true, min: 0, max: 1_000_000 },
    note: { type: 'text', max: 200 },
  },
  list: ['effectiveFrom', 'employeeRate', 'employerRate', 'wageFloor', 'wageCeiling', 'note', 'active'], search: ['note'], label: { en: 'effectiveFrom', th: 'effectiveFrom' },
  defaultSort: { field: 'effectiveFrom', dir: 'desc' }, aliases: { save: '/1.0/save/master/ratesocialsecurity' },
  check: (v) => (typeof v.wageFloor === 'number' && typeof v.wageCeiling === 'number' && v.wageCeiling <= v.wageFloor
    ? [{ field: 'wageCeiling', key: 'validation.ceilingAboveFloor' }] : []),
});

/** The progressive withholding-tax table: one row per bracket of net annual income, by start date. */
export const taxRate = defineMaster({
  name: 'taxrate', table: 'master_tax_rates', route: '/system-settings/tax-rate-master', permission: 'system-settings.tax-rate-master',
  fields: {
    effectiveFrom: { type: 'date', required: true },
    incomeFrom: { type: 'decimal', required: true, min: 0, max: 1_000_000_000 },
    incomeTo: { type: 'decimal', min: 0, max: 1_000_000_000 },
    ratePercent: { type: 'decimal', required: true, min: 0, max: 100 },
    note: { type: 'text', max: 200 },
  },
  list: ['effectiveFrom', 'incomeFrom', 'incomeTo', 'ratePercent', 'note', 'active'], search: ['note'], label: { en: 'incomeFrom', th: 'incomeFrom' },
  defaultSort: { field: 'incomeFrom', dir: 'asc' }, aliases: { save: '/1.0/save/master/taxrate' },
  check: (v) => (typeof v.incomeTo === 'number' && typeof v.incomeFrom === 'number' && v.incomeTo <= v.incomeFrom
    ? [{ field: 'incomeTo', key: 'validation.toAboveFrom' }] : []),
});

/** Items lent or issued to staff (equipment requests): a category, a brand and a product or series. */
export const item = defineMaster({
  name: 'item', table: 'master_items', route: '/system-settings/item-master', permission: 'system-settings.item-master',
  fields: {
    categoryId: { type: 'ref', ref: 'category', required: true }, brandId: { type: 'ref', ref: 'brand', required: true },
    ...names(), productSeries: { type: 'text', max: 100 }, description: { type: 'longText', max: 1000 },
  },
  list: ['categoryId', 'brandId', 'nameEn', 'nameTh', 'productSeries', 'active'], search: ['nameEn', 'nameTh', 'productSeries'], label: byName, cancel: true,
  pages: { add: 'add-item' },
});

/** Pay items of a payslip: incomes and deductions, whether they are taxed, prorated and printed. */
export const incomeDeduction = defineMaster({
  name: 'incomeDeduction', table: 'master_income_deductions', route: '/system-settings/income-deduction-master', permission: 'system-settings.income-deduction-master',
  fields: {
    code: { type: 'text', required: true, unique: true, max: 20, pattern: 'code' }, ...names(),
    kind: { type: 'choice', required: true, choices: ['income', 'deduction'], default: 'income' },
    taxable: { type: 'boolean', required: true, default: true },
    prorate: { type: 'boolean', required: true, default: false },
    showInPayslip: { type: 'boolean', required: true, default: true },
  },
  list: ['code', 'nameEn', 'nameTh', 'kind', 'taxable', 'prorate', 'showInPayslip', 'active'], search: ['code', 'nameEn', 'nameTh'], label: byName,
  defaultSort: { field: 'code', dir: 'asc' }, aliases: { save: '/1.0/save/master/incomeDeduction' },
});

/** When a pay period closes and when it is paid. */
export const paymentDate = defineMaster({
  name: 'paymentdate', table: 'master_payment_dates', route: '/system-settings/payment-date-master', permission: 'system-settings.payment-date-master',
  fields: {
    ...names(),
    cutOffDay: { type: 'integer', required: true, min: 1, max: 31 },
    payDay: { type: 'integer', required: true, min: 1, max: 31 },
    description: { type: 'longText', max: 1000 },
  },
  list: ['nameEn', 'nameTh', 'cutOffDay', 'payDay', 'active'], search: NAME_SEARCH, label: byName, aliases: { save: '/1.0/save/master/paymentdate' },
});

/** Savings cooperative: the monthly share deduction and the loan interest, by start date. */
export const cooperativeRate = defineMaster({
  name: 'cooperative', table: 'master_cooperative_rates', route: '/system-settings/cooperative-rate-master', permission: 'system-settings.cooperative-rate-master',
  fields: {
    effectiveFrom: { type: 'date', required: true, unique: true },
    shareRatePercent: { type: 'decimal', required: true, min: 0, max: 100 },
    loanInterestPercent: { type: 'decimal', required: true, min: 0, max: 100 },
    note: { type: 'text', max: 200 },
  },
  list: ['effectiveFrom', 'shareRatePercent', 'loanInterestPercent', 'note', 'active'], search: ['note'], label: { en: 'effectiveFrom', th: 'effectiveFrom' },
  defaultSort: { field: 'effectiveFrom', dir: 'desc' }, aliases: { save: '/1.0/save/master/cooperative' },
});

/** Personal income tax allowances an employee may declare (THAI-RULES.md "withholding"). */
export const taxAllowance = defineMaster({
  name: 'taxAllowance', table: 'master_tax_allowances', route: '/system-settings/tax-allowance-master', permission: 'system-settings.tax-allowance-master',
  fields: {
    code: { type: 'text', required: true, unique: true, max: 20, pattern: 'code' }, ...names(),
    amount: { type: 'decimal', min: 0, max: 10_000_000 },
    capAmount: { type: 'decimal', min: 0, max: 10_000_000 },
    // A share of income (expenses) or of wages (the provident fund) the allowance may be (payroll/tax-allowances.ts).
    sharePercent: { type: 'decimal', min: 0, max: 100 },
    description: { type: 'longText', max: 1000 },
  },
  list: ['code', 'nameEn', 'nameTh', 'amount', 'sharePercent', 'capAmount', 'active'], search: ['code', 'nameEn', 'nameTh'], label: byName,
  defaultSort: { field: 'code', dir: 'asc' }, aliases: { save: '/1.0/save/master/taxAllowance' },
  check: (v) => (typeof v.amount === 'number' && typeof v.capAmount === 'number' && v.amount > v.capAmount
    ? [{ field: 'amount', key: 'validation.notMoreThanCap' }] : []),
});

/**
 * Roles and the permission object ids each holds (SPEC section 6). The names are an ordinary
 * master; the tree of ids is edited beside them (modules/roles) and applies at the next request.
 */
export const role = defineMaster({
  name: 'role', table: 'roles', route: '/system-settings/role-permission-master', permission: 'system-settings.role-permission-master',
  fields: { code: { type: 'text', required: true, unique: true, max: 30, pattern: 'code' }, ...names() },
  list: ['code', 'nameEn', 'nameTh', 'active'], search: ['code', 'nameEn', 'nameTh'], label: byName, defaultSort: { field: 'code', dir: 'asc' },
  extension: 'rolePermissions',
});

/** Every declared master; the contract test walks this list. */
export const MASTERS: readonly MasterDef[] = [
  company, bankProvider, brand, category, employmentType, documentFileType, hospital, meetingRoom, warningLetter, department, position,
  leaveType, holiday, workingTime, rateSocialSecurity, taxRate, item, incomeDeduction, paymentDate, cooperativeRate, taxAllowance, role,
];
export const masterByName = (name: string) => MASTERS.find((m) => m.name === name);

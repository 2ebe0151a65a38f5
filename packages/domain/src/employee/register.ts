import { z } from 'zod';
import { CHOICES, type ChoiceList } from '../choices';
import { ZDateFilter } from '../dates';
import { ZUuid } from '../validators';

/*
 * The employee register (issue 18 point 3, report/all-employee-report): HR picks which of the
 * record's facts the list shows, in which order, and exports exactly those to Excel. The columns
 * are declared once here; the server builds its query, answer and sheet from them and the page its
 * picker and table.
 */

/** What a column holds: how the table writes it and which Excel cell it becomes. */
export type RegisterColumnKind = 'text' | 'date' | 'integer' | 'years' | 'choice' | 'boolean';

export type RegisterColumnSpec = {
  kind: RegisterColumnKind;
  /** The i18n key of its header (an existing field label where there is one). */
  header: string;
  /** A choice's list (choices:<list>.<value>). */
  choices?: ChoiceList;
  /** The list can be sorted by it (on the server, over everyone the filters pass). */
  sortable?: true;
  /**
   * Personal data (identity numbers, bank account, date of birth and age): only for a reader who
   * may read the whole employee record (HR), and every read of it is written to the audit log.
   */
  sensitive?: true;
};

/**
 * The register's columns in the order the picker lists them. Left out on purpose: salary (its own
 * permission and pages), and race, religion, blood group and health, which Thailand's PDPA
 * (section 26) counts as sensitive data that a register has no reason to copy.
 */
export const REGISTER_COLUMNS = {
  employeeCode: { kind: 'text', header: 'labels:employeeCode', sortable: true },
  title: { kind: 'choice', header: 'labels:title', choices: 'title' },
  nameTh: { kind: 'text', header: 'employeeReport:columns.nameTh', sortable: true },
  nameEn: { kind: 'text', header: 'employeeReport:columns.nameEn', sortable: true },
  nicknameTh: { kind: 'text', header: 'labels:nicknameTh' },
  nicknameEn: { kind: 'text', header: 'labels:nicknameEn' },
  company: { kind: 'text', header: 'labels:company', sortable: true },
  department: { kind: 'text', header: 'labels:department', sortable: true },
  position: { kind: 'text', header: 'labels:position', sortable: true },
  supervisor: { kind: 'text', header: 'labels:supervisor' },
  employmentStatus: { kind: 'choice', header: 'labels:employmentStatus', choices: 'employmentStatus', sortable: true },
  employmentType: { kind: 'text', header: 'labels:employmentType' },
  workingTime: { kind: 'text', header: 'labels:workingTime' },
  joiningDate: { kind: 'date', header: 'labels:joiningDate', sortable: true },
  probationPassDate: { kind: 'date', header: 'labels:probationPassDate' },
  resignDate: { kind: 'date', header: 'labels:resignDate', sortable: true },
  yearsOfService: { kind: 'years', header: 'employeeReport:columns.yearsOfService', sortable: true },
  birthDate: { kind: 'date', header: 'labels:birthDate', sortable: true, sensitive: true },
  age: { kind: 'integer', header: 'employeeReport:columns.age', sortable: true, sensitive: true },
  gender: { kind: 'choice', header: 'labels:gender', choices: 'gender' },
  maritalStatus: { kind: 'choice', header: 'labels:maritalStatus', choices: 'maritalStatus' },
  nationality: { kind: 'choice', header: 'labels:nationality', choices: 'nationality' },
  citizenId: { kind: 'text', header: 'labels:citizenId', sensitive: true },
  passportNumber: { kind: 'text', header: 'labels:passportNumber', sensitive: true },
  documentExpiry: { kind: 'date', header: 'labels:documentExpiry' },
  cambodianId: { kind: 'text', header: 'labels:cambodianId', sensitive: true },
  workPermitNumber: { kind: 'text', header: 'labels:workPermitNumber', sensitive: true },
  workPermitExpiryDate: { kind: 'date', header: 'labels:workPermitExpiryDate' },
  taxpayerNumber: { kind: 'text', header: 'labels:taxpayerNumber', sensitive: true },
  phone: { kind: 'text', header: 'labels:phone' },
  companyEmail: { kind: 'text', header: 'labels:companyEmail' },
  email: { kind: 'text', header: 'employeeReport:columns.email' },
  lineId: { kind: 'text', header: 'labels:lineId' },
  bank: { kind: 'text', header: 'labels:bank', sensitive: true },
  bankAccountNumber: { kind: 'text', header: 'labels:accountNumber', sensitive: true },
  hospital: { kind: 'text', header: 'labels:hospital' },
  active: { kind: 'boolean', header: 'fields:active' },
} as const satisfies Record<string, RegisterColumnSpec>;

export type RegisterColumn = keyof typeof REGISTER_COLUMNS;
export const REGISTER_COLUMN_NAMES = Object.keys(REGISTER_COLUMNS) as [RegisterColumn, ...RegisterColumn[]];
export const registerColumn = (name: RegisterColumn): RegisterColumnSpec => REGISTER_COLUMNS[name];
export const REGISTER_SORTS = REGISTER_COLUMN_NAMES.filter((c) => 'sortable' in REGISTER_COLUMNS[c]) as [RegisterColumn, ...RegisterColumn[]];
export const SENSITIVE_REGISTER_COLUMNS = REGISTER_COLUMN_NAMES.filter((c) => 'sensitive' in REGISTER_COLUMNS[c]);
export const isSensitiveColumn = (c: RegisterColumn) => 'sensitive' in REGISTER_COLUMNS[c];

/** What a register opens with before HR picks anything: who they are, where they work, since when. */
export const DEFAULT_REGISTER_COLUMNS: RegisterColumn[] = ['employeeCode', 'nameTh', 'nameEn', 'company', 'department', 'position', 'employmentStatus', 'joiningDate', 'yearsOfService'];

const ZColumn = z.enum(REGISTER_COLUMN_NAMES, { error: 'validation.invalid' });

/** The filters and the chosen columns: the list's and the export's. */
const registerFilters = {
  columns: z.array(ZColumn).min(1, { error: 'validation.required' }).max(REGISTER_COLUMN_NAMES.length, { error: 'validation.tooLarge' })
    .refine((v) => new Set(v).size === v.length, { error: 'validation.invalid' })
    .default(DEFAULT_REGISTER_COLUMNS),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  companyId: ZUuid.optional(),
  departmentId: ZUuid.optional(),
  employmentStatus: z.array(z.enum(CHOICES.employmentStatus, { error: 'validation.invalid' })).max(CHOICES.employmentStatus.length, { error: 'validation.tooLarge' }).optional(),
  active: z.boolean({ error: 'validation.invalid' }).optional(),
  joinedFrom: ZDateFilter,
  joinedTo: ZDateFilter,
};
const rangeRule = (v: { joinedFrom?: string; joinedTo?: string }, ctx: z.RefinementCtx) => {
  if (v.joinedFrom && v.joinedTo && v.joinedTo < v.joinedFrom) ctx.addIssue({ code: 'custom', path: ['joinedTo'], message: 'validation.endNotBeforeStart' });
};

/** The register's list: the chosen columns, the filters, sorted by one sortable column and paged. */
export const ZEmployeeRegister = z.strictObject({
  ...registerFilters,
  sort: z.enum(REGISTER_SORTS, { error: 'validation.invalid' }).default('employeeCode'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
  page: z.number().int().min(1, { error: 'validation.tooSmall' }).default(1),
  pageSize: z.number().int().min(1, { error: 'validation.tooSmall' }).max(200, { error: 'validation.tooLarge' }).default(20),
}).superRefine(rangeRule);
export type EmployeeRegister = z.infer<typeof ZEmployeeRegister>;

/** The export: the same columns, filters and order, every row. */
export const ZEmployeeRegisterExport = z.strictObject({
  ...registerFilters,
  sort: z.enum(REGISTER_SORTS, { error: 'validation.invalid' }).default('employeeCode'),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('asc'),
}).superRefine(rangeRule);
export type EmployeeRegisterExport = z.infer<typeof ZEmployeeRegisterExport>;

/** A cell: text, a 'YYYY-MM-DD' date, a number (years of service with two decimals, age), a flag; a choice as its code. */
export type RegisterValue = string | number | boolean | null;
/** One employee: the id (to open the record) and the chosen columns' values. */
export type EmployeeRegisterRow = { id: string } & Partial<Record<RegisterColumn, RegisterValue>>;
export type EmployeeRegisterPage = { columns: RegisterColumn[]; items: EmployeeRegisterRow[]; total: number; page: number; pageSize: number };

/** Years of service as the list shows them: whole years and months of a decimal number of years. */
export function serviceParts(years: number): { years: number; months: number } {
  const months = Math.round(years * 12);
  return { years: Math.floor(months / 12), months: months % 12 };
}

import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@hr/domain';
import type { EmployeeRegister, EmployeeRegisterExport, EmployeeRegisterRow, RegisterColumn } from '@hr/domain/employee/register';
import {
  companies, departments, employeeBankAccounts, employees, masterBanks, masterEmploymentTypes, masterHospitals, positions, workingTimes, type DbOrTx,
} from '@hr/db';
import { nameSql } from '../../platform/local-name';
import { containing } from '../../platform/search';
import { personName } from './person-name';

/*
 * The register's one query (issue 18 point 3): the page's ids are chosen from the employees table
 * (joined only to what the sort needs), then only those rows are joined to what the chosen columns
 * name, and the count of everyone the filters pass rides along as a subquery. The Excel export runs
 * the same query without the page.
 */

const supervisor = alias(employees, 'supervisor');
const primaryAccount = alias(employeeBankAccounts, 'primary_account');

/** A table the chosen columns or the sort need beside employees. */
type Join = 'company' | 'department' | 'position' | 'supervisor' | 'employmentType' | 'workingTime' | 'hospital' | 'account' | 'bank';

type Expr = SQL | AnyPgColumn;
type ColumnSql = { value: Expr; joins?: Join[]; sortBy?: Expr[] };

/** Whole months from joining to today or the last day (which counts: 1 June to 30 June is a month); nothing before the joining date. */
function serviceMonths(today: string): SQL {
  const end = sql`(least(coalesce(${employees.resignDate}, ${today}::date), ${today}::date) + 1)`;
  const span = sql`age(${end}, ${employees.joiningDate})`;
  return sql`greatest(0, extract(year from ${span}) * 12 + extract(month from ${span}))`;
}

/** Each register column as SQL in the reader's language, the tables it needs and, where it differs from the value, what it sorts by. */
function columnsSql(lang: Lang, today: string): Record<RegisterColumn, ColumnSql> {
  const months = serviceMonths(today);
  const age = sql`extract(year from age(${today}::date, ${employees.birthDate}))`;
  return {
    employeeCode: { value: employees.employeeCode },
    title: { value: employees.title },
    nameTh: { value: personName(employees, true), sortBy: [employees.firstNameTh, employees.lastNameTh] },
    nameEn: { value: personName(employees, false), sortBy: [employees.firstNameEn, employees.lastNameEn] },
    nicknameTh: { value: employees.nicknameTh },
    nicknameEn: { value: employees.nicknameEn },
    company: { value: nameSql(lang, companies), joins: ['company'] },
    department: { value: nameSql(lang, departments), joins: ['department'] },
    position: { value: nameSql(lang, positions), joins: ['position'] },
    supervisor: { value: personName(supervisor, lang === 'th'), joins: ['supervisor'] },
    employmentStatus: { value: employees.employmentStatus },
    employmentType: { value: nameSql(lang, masterEmploymentTypes), joins: ['employmentType'] },
    workingTime: { value: nameSql(lang, workingTimes), joins: ['workingTime'] },
    joiningDate: { value: employees.joiningDate },
    probationPassDate: { value: employees.probationPassDate },
    resignDate: { value: employees.resignDate },
    // Years with two decimals (5 years and 3 months is 5.25): a number Excel can sum and sort.
    yearsOfService: { value: sql`case when ${employees.joiningDate} is null then null else round((${months}) / 12.0, 2)::float8 end`, sortBy: [months] },
    birthDate: { value: employees.birthDate },
    age: { value: sql`(${age})::int`, sortBy: [age] },
    gender: { value: employees.gender },
    maritalStatus: { value: employees.maritalStatus },
    nationality: { value: employees.nationality },
    citizenId: { value: employees.citizenId },
    passportNumber: { value: employees.passportNumber },
    documentExpiry: { value: employees.documentExpiry },
    cambodianId: { value: employees.cambodianId },
    workPermitNumber: { value: employees.workPermitNumber },
    workPermitExpiryDate: { value: employees.workPermitExpiryDate },
    taxpayerNumber: { value: employees.taxpayerNumber },
    phone: { value: employees.phone },
    companyEmail: { value: employees.companyEmail },
    email: { value: employees.email },
    lineId: { value: employees.lineId },
    // The primary account is the one the salary goes to (at most one per employee).
    bank: { value: nameSql(lang, masterBanks), joins: ['account', 'bank'] },
    bankAccountNumber: { value: primaryAccount.accountNumber, joins: ['account'] },
    hospital: { value: nameSql(lang, masterHospitals), joins: ['hospital'] },
    active: { value: employees.active },
  };
}

type Filters = Omit<EmployeeRegisterExport, 'columns' | 'sort' | 'order'>;

function where(q: Filters): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    // employees.search_text: the id, names and nicknames in Thai and English, lower-cased (a generated, trigram-indexed column).
    q.keyword ? sql`${employees.searchText} LIKE ${containing(q.keyword.toLowerCase())}` : undefined,
    q.companyId ? eq(employees.companyId, q.companyId) : undefined,
    q.departmentId ? eq(employees.departmentId, q.departmentId) : undefined,
    q.employmentStatus?.length ? inArray(employees.employmentStatus, q.employmentStatus) : undefined,
    q.active !== undefined ? eq(employees.active, q.active) : undefined,
    q.joinedFrom ? gte(employees.joiningDate, q.joinedFrom) : undefined,
    q.joinedTo ? lte(employees.joiningDate, q.joinedTo) : undefined,
  ];
  return and(...parts.filter(Boolean));
}

// A dynamic select joins by a runtime list; drizzle's builder types follow each join, so the loop works on a loose type.
type Joinable = { leftJoin: (table: unknown, on: SQL) => Joinable };
function joined<T>(query: T, needed: Set<Join>): T {
  const on: Record<Join, [unknown, SQL]> = {
    company: [companies, eq(companies.id, employees.companyId)],
    department: [departments, eq(departments.id, employees.departmentId)],
    position: [positions, eq(positions.id, employees.positionId)],
    supervisor: [supervisor, eq(supervisor.id, employees.supervisorId)],
    employmentType: [masterEmploymentTypes, eq(masterEmploymentTypes.id, employees.employmentTypeId)],
    workingTime: [workingTimes, eq(workingTimes.id, employees.workingTimeId)],
    hospital: [masterHospitals, eq(masterHospitals.id, employees.ssHospitalId)],
    account: [primaryAccount, and(eq(primaryAccount.employeeId, employees.id), eq(primaryAccount.isPrimary, true))!],
    bank: [masterBanks, eq(masterBanks.id, primaryAccount.bankId)],
  };
  let out = query as unknown as Joinable;
  // In declaration order: the bank joins after the account it names.
  for (const j of Object.keys(on) as Join[]) if (needed.has(j)) out = out.leftJoin(...on[j]);
  return out as unknown as T;
}

/**
 * The register's rows: the chosen columns of everyone the filters pass, sorted (empty values last,
 * the employee id breaking ties), one page of them when `page` is given, with how many there are in all.
 */
async function registerRows(db: DbOrTx, q: EmployeeRegisterExport & { page?: number; pageSize?: number }, lang: Lang, today: string) {
  const all = columnsSql(lang, today);
  const sortColumn = all[q.sort];
  const desc = q.order === 'desc';
  const w = where(q);
  // The page (or everyone, for the export) in order, from employees and what the sort needs; its
  // sort keys go along so the joined rows come out in that order. Equal values stay in employee-id order.
  const sortBy = [...(sortColumn.sortBy ?? [sortColumn.value]), ...(q.sort === 'employeeCode' ? [] : [employees.employeeCode])];
  const keys = Object.fromEntries(sortBy.map((e, i) => [`k${i}`, sql`${e}`.as(`k${i}`)]));
  const by = (e: Expr, i: number) => (desc && i < sortBy.length - (q.sort === 'employeeCode' ? 0 : 1) ? sql`${e} desc nulls last` : sql`${e} asc nulls last`);
  let chosen = joined(db.select({ id: employees.id, ...keys }).from(employees).$dynamic(), new Set(sortColumn.joins))
    .where(w).orderBy(...Object.values(keys).map((k, i) => by(sql`${k.getSQL()}`, i)), asc(employees.id));
  if (q.page !== undefined && q.pageSize !== undefined) chosen = chosen.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const picked = chosen.as('picked') as unknown as { id: AnyPgColumn } & Record<string, Expr>;
  const values = Object.fromEntries(q.columns.map((c) => [c, all[c].value]));
  const needs = new Set(q.columns.flatMap((c) => all[c].joins ?? []));
  const rows = await joined(db.select({
    ...values, id: employees.id,
    ...(q.page !== undefined ? { total: sql<number>`(select count(*)::int from ${employees} where ${w ?? sql`true`})` } : {}),
  } as Record<string, Expr>).from(picked as never).innerJoin(employees, eq(employees.id, picked.id)).$dynamic(), needs)
    .orderBy(...Object.keys(keys).map((k, i) => by(picked[k]!, i)), asc(picked.id));
  return rows as Array<EmployeeRegisterRow & { total?: number }>;
}

/** One page of the register (HR, report/all-employee-report) and how many employees the filters pass. */
export async function employeeRegister(db: DbOrTx, q: EmployeeRegister, lang: Lang, today: string) {
  const rows = await registerRows(db, q, lang, today);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (q.page > 1 ? (await registerCount(db, q)) : 0);
  return { columns: q.columns, items: rows.map(({ total: _t, ...r }) => r), total, page: q.page, pageSize: q.pageSize };
}

async function registerCount(db: DbOrTx, q: Filters): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where(q));
  return row!.n;
}

/** Every row of the register the filters pass, in the chosen order: the Excel export's (10,000 rows of a large company fit in memory). */
export function employeeRegisterExport(db: DbOrTx, q: EmployeeRegisterExport, lang: Lang, today: string): Promise<EmployeeRegisterRow[]> {
  return registerRows(db, q, lang, today);
}

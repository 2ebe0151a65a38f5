import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { decimalToSatang, satangToBaht, isOutingFinished, type OutingMailStatus } from '@hr/domain';
import { companies, companyOutingMembers, companyOutings, departments, employees, type DbOrTx } from '@hr/db';
import { AppError } from '../../platform/app-error';
import { containing } from '../../platform/search';
import type { EmployeeQuery, NameListQuery, OutingFilters, OutingSearch } from './outing.schemas';

const like = containing;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** time columns come back as HH:mm:ss; the API speaks HH:mm. */
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export type MailCounts = Record<OutingMailStatus, number>;
const noCounts = (): MailCounts => ({ notSent: 0, sent: 0, noEmail: 0 });

/** The columns of an outing plus its company's label, as every read selects them. */
export const outingSelection = (thai: boolean) => ({
  outing: companyOutings,
  companyLabel: sql<string>`${companies.abbreviation} || ' - ' || ${thai ? companies.nameTh : companies.nameEn}`,
});
type OutingRecord = typeof companyOutings.$inferSelect;

/** An outing as the API answers it (dates as text, money in baht, timestamps as ISO). */
export function toOutingRow(o: OutingRecord, companyLabel: string, counts: MailCounts, today: string) {
  const memberCount = counts.notSent + counts.sent + counts.noEmail;
  return {
    id: o.id, companyId: o.companyId, companyLabel, nameEn: o.nameEn, nameTh: o.nameTh, location: o.location,
    startDate: o.startDate, endDate: o.endDate, startTime: hhmm(o.startTime), endTime: hhmm(o.endTime),
    registrationDeadline: o.registrationDeadline, description: o.description,
    budgetPerHead: o.budgetPerHead == null ? null : satangToBaht(decimalToSatang(o.budgetPerHead)),
    status: o.status, cancelReason: o.cancelReason, cancelledAt: iso(o.cancelledAt), firstMailedAt: iso(o.firstMailedAt),
    memberCount, mailCounts: counts, finished: isOutingFinished(o.endDate, today),
    createdAt: o.createdAt.toISOString(), updatedAt: o.updatedAt.toISOString(), createdBy: o.createdBy, updatedBy: o.updatedBy,
  };
}

/** Members per mail status of each given outing. */
export async function mailCountsOf(db: DbOrTx, outingIds: string[]): Promise<Map<string, MailCounts>> {
  const out = new Map<string, MailCounts>(outingIds.map((id) => [id, noCounts()]));
  if (!outingIds.length) return out;
  const rows = await db.select({ outingId: companyOutingMembers.outingId, status: companyOutingMembers.mailStatus, n: count() })
    .from(companyOutingMembers)
    .where(inArray(companyOutingMembers.outingId, outingIds))
    .groupBy(companyOutingMembers.outingId, companyOutingMembers.mailStatus);
  for (const r of rows) out.get(r.outingId)![r.status] = Number(r.n);
  return out;
}

function whereOf(f: OutingFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.keyword) parts.push(or(ilike(companyOutings.nameEn, like(f.keyword)), ilike(companyOutings.nameTh, like(f.keyword)), ilike(companyOutings.location, like(f.keyword)))!);
  if (f.status) parts.push(eq(companyOutings.status, f.status));
  if (f.companyId) parts.push(eq(companyOutings.companyId, f.companyId));
  // The period filter keeps outings that overlap it, not only those inside it.
  if (f.dateFrom) parts.push(gte(companyOutings.endDate, f.dateFrom));
  if (f.dateTo) parts.push(lte(companyOutings.startDate, f.dateTo));
  return parts.length ? and(...parts) : undefined;
}

function orderOf(sort: OutingFilters['sort']) {
  const s = sort ?? { field: 'startDate' as const, dir: 'desc' as const };
  return [(s.dir === 'desc' ? desc : asc)(companyOutings[s.field]), asc(companyOutings.id)];
}

/** One page of outings with their member counts (SPEC section 7 "search ... for the period"). */
export async function searchOutings(db: DbOrTx, input: OutingSearch, thai: boolean, today: string) {
  const where = whereOf(input);
  const [rows, [total]] = await Promise.all([
    db.select(outingSelection(thai)).from(companyOutings).innerJoin(companies, eq(companies.id, companyOutings.companyId))
      .where(where).orderBy(...orderOf(input.sort)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(companyOutings).where(where),
  ]);
  const counts = await mailCountsOf(db, rows.map((r) => r.outing.id));
  return { items: rows.map((r) => toOutingRow(r.outing, r.companyLabel, counts.get(r.outing.id)!, today)), total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize };
}

/** Every matching outing for the Excel export (capped). */
export async function allOutings(db: DbOrTx, input: OutingFilters, thai: boolean, today: string) {
  const rows = await db.select(outingSelection(thai)).from(companyOutings).innerJoin(companies, eq(companies.id, companyOutings.companyId))
    .where(whereOf(input)).orderBy(...orderOf(input.sort)).limit(10_000);
  const counts = await mailCountsOf(db, rows.map((r) => r.outing.id));
  return rows.map((r) => toOutingRow(r.outing, r.companyLabel, counts.get(r.outing.id)!, today));
}

const personName = (thai: boolean) => ({
  nameEn: sql<string>`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}`,
  nameTh: sql<string>`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}`,
  departmentLabel: sql<string | null>`${thai ? departments.nameTh : departments.nameEn}`,
  email: sql<string | null>`coalesce(nullif(${employees.companyEmail}, ''), nullif(${employees.email}, ''))`,
});
const employeeKeyword = (k: string) => or(
  ilike(employees.employeeCode, like(k)), ilike(employees.firstNameEn, like(k)), ilike(employees.lastNameEn, like(k)),
  ilike(employees.firstNameTh, like(k)), ilike(employees.lastNameTh, like(k)),
  ilike(sql`${employees.firstNameEn} || ' ' || ${employees.lastNameEn}`, like(k)), ilike(sql`${employees.firstNameTh} || ' ' || ${employees.lastNameTh}`, like(k)),
)!;

/** The name list of an outing: who goes, their department, the address used and the mail status. */
export async function nameList(db: DbOrTx, input: NameListQuery, thai: boolean) {
  const [outing] = await db.select({ id: companyOutings.id }).from(companyOutings).where(eq(companyOutings.id, input.id)).limit(1);
  if (!outing) throw new AppError('RECORD_GONE');
  const parts: SQL[] = [eq(companyOutingMembers.outingId, input.id)];
  if (input.keyword) parts.push(employeeKeyword(input.keyword));
  if (input.mailStatus) parts.push(eq(companyOutingMembers.mailStatus, input.mailStatus));
  const where = and(...parts);
  const base = () => db.select({ employeeCode: employees.employeeCode, member: companyOutingMembers, ...personName(thai) }).from(companyOutingMembers)
    .innerJoin(employees, eq(employees.id, companyOutingMembers.employeeId)).leftJoin(departments, eq(departments.id, employees.departmentId));
  const [rows, [total], counts] = await Promise.all([
    base().where(where).orderBy(asc(employees.employeeCode)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(companyOutingMembers).innerJoin(employees, eq(employees.id, companyOutingMembers.employeeId)).where(where),
    mailCountsOf(db, [input.id]),
  ]);
  const items = rows.map((r) => ({
    employeeId: r.member.employeeId, employeeCode: r.employeeCode, name: thai ? r.nameTh : r.nameEn, nameEn: r.nameEn, nameTh: r.nameTh,
    departmentLabel: r.departmentLabel ?? null, email: r.email, mailedTo: r.member.mailedTo, mailStatus: r.member.mailStatus,
    mailedAt: iso(r.member.mailedAt), mailCount: r.member.mailCount, cancelMailedAt: iso(r.member.cancelMailedAt),
  }));
  return { items, total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize, counts: counts.get(input.id)! };
}

/** The employee picker of the outing form: active employees of one company. */
export async function searchEmployees(db: DbOrTx, input: EmployeeQuery, thai: boolean) {
  const parts: SQL[] = [eq(employees.companyId, input.companyId), eq(employees.active, true)];
  if (input.keyword) parts.push(employeeKeyword(input.keyword));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db.select({ id: employees.id, employeeCode: employees.employeeCode, ...personName(thai) }).from(employees)
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .where(where).orderBy(asc(employees.employeeCode)).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return {
    items: rows.map((r) => ({ id: r.id, employeeCode: r.employeeCode, name: thai ? r.nameTh : r.nameEn, nameEn: r.nameEn, nameTh: r.nameTh, departmentLabel: r.departmentLabel ?? null, email: r.email })),
    total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize,
  };
}

import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import { companies, departments, employees, type DbOrTx } from '@hr/db';
import { daysUntil, type Lang } from '@hr/domain';
import { personName } from './person-name';
import { nameSql } from '../../platform/local-name';

export type ExpiringDocument = {
  employeeId: string; employeeCode: string; name: string; company: string; department: string | null; nationality: string | null;
  document: 'passport' | 'workPermit'; number: string | null; expiresOn: string; daysLeft: number;
};

/**
 * Migrant workers' documents that expire within `days` of `today` (or have expired): passports
 * (with the Cambodian id, the document expiry the record keeps) and work permits, soonest first.
 * Active employees only: a leaver's permit is no longer HR's to renew.
 */
export async function expiringDocuments(db: DbOrTx, today: string, days: number, lang: Lang): Promise<ExpiringDocument[]> {
  const until = sql`(${today}::date + ${days} * interval '1 day')::date`;
  const rows = await db.select({
    employeeId: employees.id, employeeCode: employees.employeeCode,
    name: personName(employees, lang === 'th'),
    company: sql<string>`${companies.abbreviation}`, department: sql<string | null>`${nameSql(lang, departments)}`,
    nationality: employees.nationality, passportNumber: employees.passportNumber, documentExpiry: employees.documentExpiry,
    workPermitNumber: employees.workPermitNumber, workPermitExpiryDate: employees.workPermitExpiryDate,
  }).from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(eq(employees.active, true), or(lte(employees.documentExpiry, until), lte(employees.workPermitExpiryDate, until))))
    .orderBy(asc(employees.employeeCode));
  const left = (d: string) => daysUntil(today, d);
  const out: ExpiringDocument[] = [];
  for (const r of rows) {
    const base = { employeeId: r.employeeId, employeeCode: r.employeeCode, name: r.name, company: r.company, department: r.department, nationality: r.nationality };
    if (r.documentExpiry && left(r.documentExpiry) <= days) out.push({ ...base, document: 'passport', number: r.passportNumber, expiresOn: r.documentExpiry, daysLeft: left(r.documentExpiry) });
    if (r.workPermitExpiryDate && left(r.workPermitExpiryDate) <= days) out.push({ ...base, document: 'workPermit', number: r.workPermitNumber, expiresOn: r.workPermitExpiryDate, daysLeft: left(r.workPermitExpiryDate) });
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft || a.employeeCode.localeCompare(b.employeeCode));
}

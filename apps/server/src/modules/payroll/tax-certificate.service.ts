import { sql } from 'drizzle-orm';
import { queryRows } from '@hr/db';
import { satangToBaht } from '@hr/domain/money';
import { writePnd1Kor, type Pnd1KorInput } from '@hr/domain/payroll/filings/pnd1Kor';
import { AppError } from '../../platform/app-error';
import { audit } from '../../platform/audit';
import type { Actor, Deps } from '../../platform/context';
import { businessToday } from '../../platform/maintenance';
import { taxCertificateName, taxCertificatePdf } from './tax-certificate.pdf';
import { taxYearPayer, taxYearRows, taxYearsOf, type TaxYearPayer, type TaxYearRow } from './tax-year.query';
import type { NamedProblem } from './payroll-files.service';

/*
 * The yearly withholding tax documents (issue 20 point 7): each employee's 50 Tawi certificate (HR
 * for anyone, the employee for their own; nobody else's), and the company's PND 1 Kor file.
 */

/** The company an employee's certificate is from when none is named: the one they work for now. */
async function companyOfEmployee(deps: Deps, employeeId: string): Promise<string> {
  const [e] = await queryRows<{ company_id: string }>(deps.db, sql`SELECT company_id FROM employees WHERE id = ${employeeId}`);
  if (!e) throw new AppError('FILE_NOT_FOUND');
  return e.company_id;
}

/** One employee's certificate of a year from a company; no closed line that year is "file not found". */
export async function taxCertificate(deps: Deps, actor: Actor, body: { employeeId: string; year: number; companyId?: string }, self = false): Promise<{ name: string; bytes: Buffer }> {
  const companyId = body.companyId ?? await companyOfEmployee(deps, body.employeeId);
  const [payer, rows] = await Promise.all([taxYearPayer(deps.db, companyId), taxYearRows(deps.db, companyId, body.year)]);
  const found = rows.find((r) => r.employeeId === body.employeeId);
  if (!payer || !found) throw new AppError('FILE_NOT_FOUND');
  // The certificate's number is the employee's row in the PND 1 Kor (issue 35 point 8): one numbering, none for one left out of it.
  const row = { ...found, sequence: pnd1KorNumbers(payer, body.year, rows).get(found.employeeCode) ?? null };
  await audit(deps.db, { actorId: actor.id, action: self ? 'payroll.taxCertificate.self' : 'payroll.taxCertificate', objectId: self ? 'self-service.payslip' : 'payroll.salary-period',
    targetType: 'employee', targetId: body.employeeId, ip: actor.ip, requestId: actor.requestId, detail: { year: body.year, companyId } });
  return { name: taxCertificateName(body.year, row.employeeCode), bytes: await taxCertificatePdf(payer, row, body.year, businessToday(deps)) };
}

/** The years (and paying companies) an employee has a certificate for, newest first. */
export async function selfTaxYears(deps: Deps, employeeId: string, lang: string) {
  const years = await taxYearsOf(deps.db, employeeId);
  const names = await queryRows<{ id: string; name: string }>(deps.db, sql`
    SELECT id, ${lang === 'th' ? sql`name_th` : sql`name_en`} AS name FROM companies WHERE id = ANY(${`{${[...new Set(years.map((y) => y.companyId)), '00000000-0000-0000-0000-000000000000'].join(',')}}`}::uuid[])`);
  return years.map((y) => ({ ...y, companyName: names.find((n) => n.id === y.companyId)?.name ?? '' }));
}

/** The payees of a year as the PND 1 Kor takes them. */
const pnd1KorInput = (payer: TaxYearPayer, year: number, rows: TaxYearRow[]): Pnd1KorInput => ({
  payer: { taxId: payer.taxId ?? '', branch: payer.taxBranch ?? '00000' }, year,
  payees: rows.map((r) => ({ employeeCode: r.employeeCode, taxId: r.citizenId, title: r.title, firstName: r.firstTh, lastName: r.lastTh, address: r.address,
    incomeSatang: r.incomeSatang, taxSatang: r.taxSatang, payDate: r.lastPayDate })),
});

/** The one numbering of a year's 50 Tawi certificates and PND 1 Kor rows: each payee written to the file, by employee code, numbered as its row. */
export function pnd1KorNumbers(payer: TaxYearPayer, year: number, rows: TaxYearRow[]): Map<string, number> {
  const out = writePnd1Kor(pnd1KorInput(payer, year, rows), { encoding: 'utf8' });
  const left = new Set(out.problems.map((p) => p.employeeCode));
  return new Map(rows.filter((r) => !left.has(r.employeeCode)).map((r, i) => [r.employeeCode, i + 1]));
}

/** The company's PND 1 Kor of a year: every employee paid in it, in the company's PND 1 layout. */
export async function pnd1KorFile(deps: Deps, actor: Actor, companyId: string, year: number) {
  const payer = await taxYearPayer(deps.db, companyId);
  if (!payer) throw new AppError('RECORD_GONE');
  const rows = await taxYearRows(deps.db, companyId, year);
  const [settings] = await queryRows<{ encoding: 'tis620' | 'utf8' | null }>(deps.db, sql`SELECT pnd1_encoding AS encoding FROM companies WHERE id = ${companyId}`);
  // The yearly file keeps its own columns (the company's PND 1 columns describe the monthly one); the encoding is the company's.
  const out = writePnd1Kor(pnd1KorInput(payer, year, rows), { encoding: settings!.encoding ?? 'tis620' });
  await audit(deps.db, { actorId: actor.id, action: 'payroll.file.pnd1Kor', objectId: 'payroll.salary-period', targetType: 'company', targetId: companyId,
    ip: actor.ip, requestId: actor.requestId, detail: { year, count: out.count } });
  const names = new Map(rows.map((r) => [r.employeeCode, `${r.firstTh} ${r.lastTh}`]));
  const problems: NamedProblem[] = out.problems.map((p) => ({ ...p, name: names.get(p.employeeCode) ?? '' }));
  return {
    fileName: out.fileName, mime: settings!.encoding === 'utf8' ? 'text/plain; charset=utf-8' : 'text/plain; charset=windows-874', bytes: Buffer.from(out.bytes),
    check: { layout: 'pnd1Kor', fileName: out.fileName, count: out.count, total: satangToBaht(out.totals.taxSatang), problems },
  };
}

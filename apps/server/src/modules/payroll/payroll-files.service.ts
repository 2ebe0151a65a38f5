import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@hr/db';
import type { Lang } from '@hr/domain';
import { decimalToSatang, satangToBaht } from '@hr/domain/money';
import { writeBankFile, type BankFileInput, type BankFileLayoutId, type BankFileResult } from '@hr/domain/payroll/bank-files/index';
import type { FileProblem } from '@hr/domain/payroll/file-common';
import { pnd1ColumnsOf } from '@hr/domain/payroll/file-settings';
import { writePnd1 } from '@hr/domain/payroll/filings/pnd1';
import { writeSps110 } from '@hr/domain/payroll/filings/sps110';
import type { SalaryLineWorking } from '@hr/domain/payroll/period';
import { audit } from '../../platform/audit';
import type { Actor } from '../../platform/context';
import { col, xlsxFile, xlsxName, type ExcelOptions } from '../../platform/excel';
import { t } from '../../platform/i18n';
import { payslipPeriod, type PayslipPeriod } from './payslip.query';

/*
 * The files a closed period gives its bank and the government (issue 20 points 5-7): the salary
 * transfer file in the layout the company chose, the SPS 1-10 social security upload and the PND 1
 * attachment, each written by packages/domain from the period's lines and the company's settings,
 * with the Excel sheets of the same (SPEC section 7: Excel downloads for bank and social security).
 * Each answers a check first (how many, how much, who cannot be written and why), then the file.
 */

export type FileKind = 'bank' | 'socialSecurity' | 'pnd1';
export type NamedProblem = FileProblem & { name: string };
export type PayrollFile = { fileName: string; mime: string; bytes: Buffer; count: number; totalSatang: number; problems: NamedProblem[]; layout: string | null };

type Settings = {
  name_th: string; tax_id: string | null; bank_code: string | null; payroll_account_number: string | null; bank_originator_id: string | null;
  bank_file_layout: BankFileLayoutId | null; ktb_amount_field: 'amount10Service' | 'amount13' | null; scb_checksum: 'sha1Body' | 'none' | null;
  sso_account_number: string | null; sso_branch: string | null; sps_detail_wage: 'clamped' | 'actual' | null; sps_line_ending: 'crlf' | 'lf' | null;
  tax_branch: string | null; pnd1_columns: string | null; pnd1_encoding: 'tis620' | 'utf8' | null;
};

async function settingsOf(db: DbOrTx, companyId: string): Promise<Settings> {
  const [s] = await queryRows<Settings>(db, sql`
    SELECT c.name_th, c.tax_id, b.code AS bank_code, c.payroll_account_number, c.bank_originator_id, c.bank_file_layout, c.ktb_amount_field, c.scb_checksum,
      c.sso_account_number, c.sso_branch, c.sps_detail_wage, c.sps_line_ending, c.tax_branch, c.pnd1_columns, c.pnd1_encoding
    FROM companies c LEFT JOIN master_banks b ON b.id = c.payroll_bank_id WHERE c.id = ${companyId}`);
  return s!;
}

type LineRow = {
  employee_code: string; title: string | null; first_th: string; last_th: string; first_en: string; last_en: string; citizen_id: string | null; sso_number: string | null; email: string | null;
  account_name: string | null; account_number: string | null; bank_code: string | null; bank_name: string | null;
  gross: string; net_pay: string; tax: string; sso: string; sso_employer: string; working: SalaryLineWorking | string | null;
};

/** The period's lines with what the files need of each employee; `bankOnly` keeps those paid into a bank account. */
async function fileLines(db: DbOrTx, periodId: string, lang: Lang, opts: { bankOnly?: boolean; working?: boolean } = {}): Promise<LineRow[]> {
  return queryRows<LineRow>(db, sql`
    SELECT e.employee_code, e.title, e.first_name_th AS first_th, e.last_name_th AS last_th, e.first_name_en AS first_en, e.last_name_en AS last_en,
      e.citizen_id, e.sso_number, coalesce(e.email, e.company_email) AS email, a.account_name, a.account_number, b.code AS bank_code,
      ${lang === 'th' ? sql`b.name_th` : sql`b.name_en`} AS bank_name,
      l.gross::text, l.net_pay::text, l.withholding_tax::text AS tax, l.social_security::text AS sso, l.social_security_employer::text AS sso_employer,
      ${opts.working ? sql`l.working` : sql`NULL`} AS working
    FROM salary_lines l JOIN employees e ON e.id = l.employee_id
    LEFT JOIN employee_bank_accounts a ON a.employee_id = e.id AND a.is_primary LEFT JOIN master_banks b ON b.id = a.bank_id
    WHERE l.period_id = ${periodId} ${opts.bankOnly ? sql`AND l.channel = 'bank'` : sql``}
    ORDER BY e.employee_code`);
}

const money = (v: string) => decimalToSatang(v);
const digits = (v: string | null) => (v ?? '').replace(/[\s-]/g, '');
const workingOf = (r: LineRow) => (typeof r.working === 'string' ? JSON.parse(r.working) as SalaryLineWorking : r.working);
const named = (problems: FileProblem[], rows: LineRow[], lang: Lang): NamedProblem[] => {
  const names = new Map(rows.map((r) => [r.employee_code, lang === 'th' ? `${r.first_th} ${r.last_th}` : `${r.first_en} ${r.last_en}`]));
  return problems.map((p) => ({ ...p, name: names.get(p.employeeCode) ?? '' }));
};
const TEXT = 'text/plain; charset=windows-874';

/** The salary transfer file of the bank-channel lines, in the company's layout. */
async function bankFile(db: DbOrTx, period: PayslipPeriod, lang: Lang): Promise<PayrollFile> {
  const s = await settingsOf(db, period.company.id);
  const rows = (await fileLines(db, period.id, lang, { bankOnly: true })).filter((r) => money(r.net_pay) > 0);
  if (!s.bank_file_layout) {
    return { fileName: '', mime: TEXT, bytes: Buffer.alloc(0), count: 0, totalSatang: 0, layout: null, problems: [{ employeeCode: '', field: 'bankFileLayout', key: 'validation.required', name: '' }] };
  }
  const input: BankFileInput = {
    payDate: period.payDate,
    company: { name: s.name_th, accountNumber: digits(s.payroll_account_number), bankCode: s.bank_code ?? '', originatorId: s.bank_originator_id ?? undefined },
    payees: rows.map((r) => ({
      employeeCode: r.employee_code, title: r.title, name: r.account_name || `${r.first_th} ${r.last_th}`, accountNumber: digits(r.account_number), bankCode: r.bank_code ?? '',
      amountSatang: money(r.net_pay), email: r.email, taxId: r.citizen_id,
    })),
  };
  const layout = s.bank_file_layout;
  let out: BankFileResult;
  switch (layout) {
    case 'scbPay': out = writeBankFile(layout, input, { checksum: s.scb_checksum ?? 'sha1Body', sha1Hex: (b) => createHash('sha1').update(b).digest('hex') }); break;
    case 'ktbDirect': out = writeBankFile(layout, input, { amountField: s.ktb_amount_field ?? 'amount10Service' }); break;
    default: out = writeBankFile(layout, input, {});
  }
  // A payee without a bank account at all is named as such, not as "bad digits".
  return { fileName: out.fileName, mime: TEXT, bytes: Buffer.from(out.bytes), count: out.count, totalSatang: out.totalSatang, layout, problems: named(out.problems, rows, lang) };
}

/** The SPS 1-10 upload: the insured lines of the period, contributions as the lines have them. */
async function socialSecurityFile(db: DbOrTx, period: PayslipPeriod, lang: Lang): Promise<PayrollFile> {
  const s = await settingsOf(db, period.company.id);
  const rows = (await fileLines(db, period.id, lang, { working: true })).filter((r) => workingOf(r)?.socialSecurity);
  const first = rows.length ? workingOf(rows[0]!)!.socialSecurity! : null;
  const out = writeSps110({
    employer: { accountNumber: digits(s.sso_account_number), branch: digits(s.sso_branch) || '000000', name: s.name_th },
    payDate: period.payDate, month: period.month, ratePercent: first?.rate.employeeRatePercent ?? 5,
    insured: rows.map((r) => {
      const ss = workingOf(r)!.socialSecurity!;
      return {
        employeeCode: r.employee_code, citizenId: r.citizen_id, ssoNumber: r.sso_number, title: r.title, firstName: r.first_th, lastName: r.last_th,
        wageSatang: ss.grossWageSatang, clampedWageSatang: ss.wageSatang, contributionSatang: money(r.sso), employerContributionSatang: money(r.sso_employer),
      };
    }),
  }, { detailWage: s.sps_detail_wage ?? 'clamped', lineEnding: s.sps_line_ending ?? 'crlf' });
  return { fileName: out.fileName, mime: TEXT, bytes: Buffer.from(out.bytes), count: out.count, totalSatang: out.totals.contributionSatang, layout: 'sps110', problems: named(out.problems, rows, lang) };
}

/** The PND 1 attachment: the lines with tax withheld this month (income type 40(1)). */
async function pnd1File(db: DbOrTx, period: PayslipPeriod, lang: Lang): Promise<PayrollFile> {
  const s = await settingsOf(db, period.company.id);
  const rows = (await fileLines(db, period.id, lang)).filter((r) => money(r.tax) > 0);
  const columns = pnd1ColumnsOf(s.pnd1_columns);
  const out = writePnd1({
    payer: { taxId: s.tax_id ?? '', branch: s.tax_branch ?? '00000' }, month: period.month, payDate: period.payDate,
    payees: rows.map((r) => ({ employeeCode: r.employee_code, taxId: r.citizen_id, title: r.title, firstName: r.first_th, lastName: r.last_th, incomeSatang: money(r.gross), taxSatang: money(r.tax) })),
  }, { ...(columns?.length ? { columns } : {}), encoding: s.pnd1_encoding ?? 'tis620' });
  return {
    fileName: out.fileName, mime: s.pnd1_encoding === 'utf8' ? 'text/plain; charset=utf-8' : TEXT, bytes: Buffer.from(out.bytes), count: out.count,
    totalSatang: out.totals.taxSatang, layout: 'pnd1', problems: named(out.problems, rows, lang),
  };
}

const WRITERS: Record<FileKind, (db: DbOrTx, period: PayslipPeriod, lang: Lang) => Promise<PayrollFile>> = { bank: bankFile, socialSecurity: socialSecurityFile, pnd1: pnd1File };

/** A file of a closed period, audited (it carries everyone's pay or ID numbers). */
export async function payrollFile(db: DbOrTx, actor: Actor, periodId: string, kind: FileKind): Promise<PayrollFile> {
  const period = await payslipPeriod(db, periodId);
  const out = await WRITERS[kind](db, period, actor.lang);
  await audit(db, { actorId: actor.id, action: `payroll.file.${kind}`, objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: periodId,
    ip: actor.ip, requestId: actor.requestId, detail: { count: out.count, problems: out.problems.length } });
  return out;
}

/** What the check answers: the layout, how many and how much would be written, and who cannot be (baht). */
export const fileCheck = (f: PayrollFile) => ({ layout: f.layout, fileName: f.fileName, count: f.count, total: satangToBaht(f.totalSatang), problems: f.problems });

/** SPEC section 7's Excel downloads: the bank transfers, or the social security contributions, one row per line. */
export async function payrollExcel(db: DbOrTx, actor: Actor, periodId: string, kind: 'bank' | 'socialSecurity', options: ExcelOptions): Promise<{ name: string; bytes: Buffer }> {
  const period = await payslipPeriod(db, periodId);
  const lang = actor.lang;
  const h = (k: string) => t(lang, `payrollFiles:excel.${k}`);
  const rows = await fileLines(db, period.id, lang, { bankOnly: kind === 'bank', working: kind === 'socialSecurity' });
  const name = (r: LineRow) => (lang === 'th' ? `${r.first_th} ${r.last_th}` : `${r.first_en} ${r.last_en}`);
  const baht = (v: string) => satangToBaht(money(v));
  const sheet = kind === 'bank'
    ? { name: h('bankSheet'), columns: [col.text(h('employeeCode')), col.text(h('name')), col.text(h('bank')), col.text(h('accountNumber')), col.text(h('accountName')), col.money(h('amount'))],
      rows: rows.map((r) => [r.employee_code, name(r), r.bank_name, r.account_number, r.account_name, baht(r.net_pay)]) }
    : { name: h('socialSecuritySheet'), columns: [col.text(h('employeeCode')), col.text(h('insuredNumber')), col.text(h('name')), col.money(h('wage')), col.money(h('insuredWage')), col.money(h('employee')), col.money(h('employer'))],
      rows: rows.filter((r) => workingOf(r)?.socialSecurity).map((r) => {
        const ss = workingOf(r)!.socialSecurity!;
        return [r.employee_code, r.citizen_id ?? r.sso_number, name(r), satangToBaht(ss.grossWageSatang), satangToBaht(ss.wageSatang), baht(r.sso), baht(r.sso_employer)];
      }) };
  await audit(db, { actorId: actor.id, action: `payroll.excel.${kind}`, objectId: 'payroll.salary-period', targetType: 'salaryPeriod', targetId: periodId,
    ip: actor.ip, requestId: actor.requestId, detail: { count: sheet.rows.length } });
  return { name: xlsxName(`${kind === 'bank' ? 'bank' : 'social-security'}-${period.month}-${period.company.code}`, lang), bytes: await xlsxFile(options, [sheet]) };
}

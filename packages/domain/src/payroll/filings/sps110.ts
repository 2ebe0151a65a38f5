import { isThaiCitizenId } from '../../validators';
import { cp874Length, isCp874, writeCp874 } from '../cp874';
import { beYear, ddmmyyBe, fileProblem, fitsDigits, mmyyBe, monthParts, type FileProblem } from '../file-common';
import { EOL, oneLine, type LineEnding } from './text-file';
import { filingTitleOf, SSO_TITLE_CODES, type FilingTitle } from './titles';

/*
 * SPS 1-10 (สปส.1-10): the monthly social security contribution file uploaded to the Social
 * Security Office's e-Service (THAI-RULES.md "Bank and government files"). Fixed width, 135 bytes a
 * record, TIS-620, money in satang zero-padded on the left, text left-aligned and blank-padded,
 * dates with a two-digit Buddhist-era year. One header record "1", then one detail record "2" per
 * insured person.
 *
 * Confirmed against three independent public writers, which agree on every field and width below:
 *  - Prayasau/regodemo payroll_old/export/download/download_sso_textfile.php (PHP; iconv to TIS-620,
 *    LF line ends, rate sprintf("%04d") of the percent with two implied decimals → "0500", title
 *    codes 003/004/005, wage actual or clamped by a setting);
 *  - a C# `SsoFile` (namespace Jangna.Api.Exports; CRLF after every record, 003/004/005, a check
 *    that every record is exactly 135 characters);
 *  - a C# `SpsBatchFormat` (namespace Accounting.Infrastructure.Payroll; CRLF, actual wage, which it
 *    says was checked against a filled form; its 001/002/003 title codes are marked unverified).
 * Both records add up to 135 exactly (the tables below; a test checks the sums), so the header
 * needs no blank padding. What the writers disagree on is a setting here: the line end, whether the
 * last record has one, the detail wage (actual or clamped), and the title codes.
 */

/** The header record's fields and their widths in bytes, in file order. */
export const SPS110_HEADER_LAYOUT = [
  ['recordType', 1], ['accountNumber', 10], ['branch', 6], ['payDate', 6], ['period', 4], ['employerName', 45], ['rate', 4],
  ['headcount', 6], ['totalWages', 15], ['totalContribution', 14], ['employeeContribution', 12], ['employerContribution', 12],
] as const;

/** The detail record's fields and their widths in bytes, in file order. */
export const SPS110_DETAIL_LAYOUT = [
  ['recordType', 1], ['citizenId', 13], ['titleCode', 3], ['firstName', 30], ['lastName', 35], ['wage', 14], ['contribution', 12], ['filler', 27],
] as const;

export const SPS110_RECORD_BYTES = 135;

type Widths<L extends readonly (readonly [string, number])[]> = { [K in L[number][0]]: number };
const widths = <L extends readonly (readonly [string, number])[]>(layout: L): Widths<L> =>
  Object.fromEntries(layout) as Widths<L>;
const H = widths(SPS110_HEADER_LAYOUT);
const D = widths(SPS110_DETAIL_LAYOUT);

export type Sps110Settings = {
  /** CRLF (the C# writers) or LF (regodemo). */
  lineEnding: LineEnding;
  /** Whether the last record ends with a line end too (the C# writers: yes; regodemo trims it). */
  trailingLineEnd: boolean;
  /**
   * The wage in the detail record: 'clamped' to the floor and ceiling contributions are computed on
   * (regodemo's default), or 'actual' (SpsBatchFormat). The header total follows the details.
   */
  detailWage: 'clamped' | 'actual';
  /** The Social Security Office's code for each title. */
  titleCodes: Record<FilingTitle, string>;
};

export const SPS110_DEFAULTS: Sps110Settings = {
  lineEnding: 'crlf',
  trailingLineEnd: true,
  detailWage: 'clamped',
  titleCodes: SSO_TITLE_CODES,
};

export type Sps110Insured = {
  employeeCode: string;
  citizenId: string | null;
  /**
   * The 13-digit number the Social Security Office issued to an insured person without a Thai
   * citizen id (Cambodian and Myanmar workers, issue 35 point 9): the record's id where the Thai id is missing.
   */
  ssoNumber?: string | null;
  /** 'mr' | 'miss' | 'ms' | 'mrs' or the Thai word (นาย, นางสาว, นาง). */
  title: string | null;
  firstName: string;
  lastName: string;
  /** The wages actually paid in the month. */
  wageSatang: number;
  /** The wage contributions were computed on (clamped); when absent the actual wage is clamped to wageBoundsSatang. */
  clampedWageSatang?: number;
  contributionSatang: number;
  employerContributionSatang: number;
};

export type Sps110Input = {
  employer: {
    /** The 10-digit employer account number the Social Security Office issued (not the tax id). */
    accountNumber: string;
    /** The 6-digit branch sequence, 000000 for the head office; shorter digit strings are zero-padded. */
    branch: string;
    name: string;
  };
  /** The date contributions are paid, 'YYYY-MM-DD'. */
  payDate: string;
  /** The wage month, 'YYYY-MM'. */
  month: string;
  /** The employee's rate in percent (5 → "0500"). */
  ratePercent: number;
  /**
   * Bounds for clamping when an insured person has no clampedWageSatang. Pass the floor and ceiling in
   * force for the month (rates master); the default is the pre-2026 1,650..15,000 baht.
   */
  wageBoundsSatang?: { floor: number; ceiling: number };
  insured: readonly Sps110Insured[];
};

export type Sps110Totals = {
  wageSatang: number;
  employeeContributionSatang: number;
  employerContributionSatang: number;
  /** Both sides together (the header's "total contribution"). */
  contributionSatang: number;
};

export type Sps110File = {
  bytes: Uint8Array;
  fileName: string;
  /** Detail records written. */
  count: number;
  totals: Sps110Totals;
  /** Persons not written (employeeCode set) and employer or period fields that make the file unusable (employeeCode ''). */
  problems: FileProblem[];
  /** Written, but worth a look: a name cut to its field, a character TIS-620 has no byte for. */
  warnings: FileProblem[];
};

const DEFAULT_BOUNDS = { floor: 165_000, ceiling: 1_500_000 };
const SPACE = 0x20;
const ZERO = 0x30;

/** Writes a non-negative integer right-aligned and zero-filled; false when it does not fit. */
function putNumber(buf: Uint8Array, at: number, value: number, width: number): boolean {
  let v = value;
  for (let i = at + width - 1; i >= at; i--) {
    const digit = v % 10;
    buf[i] = ZERO + digit;
    v = (v - digit) / 10;
  }
  return v === 0;
}

/** Writes text left-aligned, cut or blank-padded to width bytes. */
function putText(buf: Uint8Array, at: number, text: string, width: number): void {
  const n = writeCp874(buf, at, text, width);
  buf.fill(SPACE, at + n, at + width);
}

/** An id or account as typed (1-1017-00230-70-8) without its separators. */
const digitsOnly = (text: string): string => (/^\d*$/.test(text) ? text : text.replace(/[\s-]/g, ''));

/**
 * The id a detail record carries: the Thai citizen id (with its check digit), or where there is
 * none the number the SSO issued (13 digits, no check digit: it is not a Thai id). Someone with
 * neither is a problem of the file ('noInsuredNumber'): their contribution was deducted, and the
 * check names them so HR adds the number before the upload.
 */
function insuredIdOf(p: Sps110Insured, problems: FileProblem[]): string {
  const code = p.employeeCode;
  const thai = digitsOnly(p.citizenId ?? '');
  if (thai) {
    if (!isThaiCitizenId(thai)) problems.push({ employeeCode: code, field: 'citizenId', key: 'validation.citizenId' });
    return thai;
  }
  const sso = digitsOnly(p.ssoNumber ?? '');
  if (!sso) problems.push({ employeeCode: code, field: 'ssoNumber', key: 'noInsuredNumber' });
  else if (!/^\d{13}$/.test(sso)) problems.push({ employeeCode: code, field: 'ssoNumber', key: 'validation.ssoNumber' });
  return sso;
}

type Row = { citizenId: string; titleCode: string; firstName: string; lastName: string; wage: number; employee: number; employer: number };

/** The SPS 1-10 upload file for one month. Persons with problems are left out; the header totals are the sums of what was written. */
export function writeSps110(input: Sps110Input, options: Partial<Sps110Settings> = {}): Sps110File {
  const settings = { ...SPS110_DEFAULTS, ...options };
  const problems: FileProblem[] = [];
  const warnings: FileProblem[] = [];
  const employerIssue = (field: string, key: string) => problems.push(fileProblem(field, key));

  const account = digitsOnly(input.employer.accountNumber);
  if (!account) employerIssue('employer.accountNumber', 'validation.required');
  else if (!/^\d{10}$/.test(account)) employerIssue('employer.accountNumber', 'validation.invalid');
  const branch = digitsOnly(input.employer.branch);
  if (!/^\d{1,6}$/.test(branch)) employerIssue('employer.branch', 'validation.invalid');
  const employerName = oneLine(input.employer.name);
  if (!employerName) employerIssue('employer.name', 'validation.required');
  else {
    if (cp874Length(employerName) > H.employerName) warnings.push({ employeeCode: '', field: 'employer.name', key: 'validation.tooLong' });
    if (!isCp874(employerName)) warnings.push({ employeeCode: '', field: 'employer.name', key: 'validation.invalid' });
  }
  const payDate = ddmmyyBe(input.payDate);
  if (!payDate) employerIssue('payDate', 'validation.invalid');
  const period = mmyyBe(input.month);
  if (!period) employerIssue('month', 'validation.invalid');
  const rate = Math.round(input.ratePercent * 100);
  if (!Number.isFinite(input.ratePercent) || !fitsDigits(rate, H.rate)) employerIssue('ratePercent', 'validation.invalid');

  const bounds = input.wageBoundsSatang ?? DEFAULT_BOUNDS;
  const rows: Row[] = [];
  const nameWarnings = (code: string, field: string, value: string, width: number) => {
    if (cp874Length(value) > width) warnings.push({ employeeCode: code, field, key: 'validation.tooLong' });
    if (!isCp874(value)) warnings.push({ employeeCode: code, field, key: 'validation.invalid' });
  };
  for (const p of input.insured) {
    const code = p.employeeCode;
    const before = problems.length;

    const id = insuredIdOf(p, problems);
    const title = filingTitleOf(p.title);
    if (!title) problems.push({ employeeCode: code, field: 'title', key: p.title ? 'validation.invalid' : 'validation.required' });
    const firstName = oneLine(p.firstName);
    const lastName = oneLine(p.lastName);
    if (!firstName) problems.push({ employeeCode: code, field: 'firstName', key: 'validation.required' });

    const actual = p.wageSatang;
    const clamped = p.clampedWageSatang ?? (actual <= 0 ? 0 : Math.min(Math.max(actual, bounds.floor), bounds.ceiling));
    const wage = settings.detailWage === 'actual' ? actual : clamped;
    if (!fitsDigits(wage, D.wage)) {
      problems.push({ employeeCode: code, field: settings.detailWage === 'actual' ? 'wageSatang' : 'clampedWageSatang', key: 'validation.invalid' });
    }
    if (!fitsDigits(p.contributionSatang, D.contribution)) problems.push({ employeeCode: code, field: 'contributionSatang', key: 'validation.invalid' });
    if (!fitsDigits(p.employerContributionSatang, H.employerContribution)) {
      problems.push({ employeeCode: code, field: 'employerContributionSatang', key: 'validation.invalid' });
    }
    if (problems.length > before) continue;

    nameWarnings(code, 'firstName', firstName, D.firstName);
    nameWarnings(code, 'lastName', lastName, D.lastName);
    rows.push({
      citizenId: id, titleCode: settings.titleCodes[title!], firstName, lastName,
      wage, employee: p.contributionSatang, employer: p.employerContributionSatang,
    });
  }

  // One buffer for the whole file, each record written in place: no per-line strings to join.
  const eol = EOL[settings.lineEnding];
  const stride = SPS110_RECORD_BYTES + eol.length;
  const records = rows.length + 1;
  const bytes = new Uint8Array(records * stride - (settings.trailingLineEnd ? 0 : eol.length));
  const putEol = (at: number) => { if (at + eol.length <= bytes.length) writeCp874(bytes, at, eol); };

  const totals: Sps110Totals = { wageSatang: 0, employeeContributionSatang: 0, employerContributionSatang: 0, contributionSatang: 0 };
  let at = stride;
  for (const r of rows) {
    let p = at;
    bytes[p] = 0x32; p += D.recordType; // '2'
    writeCp874(bytes, p, r.citizenId); p += D.citizenId;
    putText(bytes, p, r.titleCode, D.titleCode); p += D.titleCode;
    putText(bytes, p, r.firstName, D.firstName); p += D.firstName;
    putText(bytes, p, r.lastName, D.lastName); p += D.lastName;
    putNumber(bytes, p, r.wage, D.wage); p += D.wage;
    putNumber(bytes, p, r.employee, D.contribution); p += D.contribution;
    bytes.fill(SPACE, p, p + D.filler);
    putEol(at + SPS110_RECORD_BYTES);
    totals.wageSatang += r.wage;
    totals.employeeContributionSatang += r.employee;
    totals.employerContributionSatang += r.employer;
    at += stride;
  }
  totals.contributionSatang = totals.employeeContributionSatang + totals.employerContributionSatang;

  let p = 0;
  bytes[p] = 0x31; p += H.recordType; // '1'
  putNumber(bytes, p, /^\d{10}$/.test(account) ? Number(account) : 0, H.accountNumber); p += H.accountNumber;
  putNumber(bytes, p, /^\d{1,6}$/.test(branch) ? Number(branch) : 0, H.branch); p += H.branch;
  putText(bytes, p, payDate ?? '', H.payDate); p += H.payDate;
  putText(bytes, p, period ?? '', H.period); p += H.period;
  putText(bytes, p, employerName, H.employerName); p += H.employerName;
  putNumber(bytes, p, fitsDigits(rate, H.rate) ? rate : 0, H.rate); p += H.rate;
  const header: [keyof Sps110Totals | 'headcount', number, number][] = [
    ['headcount', rows.length, H.headcount],
    ['wageSatang', totals.wageSatang, H.totalWages],
    ['contributionSatang', totals.contributionSatang, H.totalContribution],
    ['employeeContributionSatang', totals.employeeContributionSatang, H.employeeContribution],
    ['employerContributionSatang', totals.employerContributionSatang, H.employerContribution],
  ];
  for (const [field, value, width] of header) {
    // Out of reach for real payrolls (12 digits of satang is 10 billion baht), but never silently cut.
    if (!putNumber(bytes, p, value, width)) employerIssue(`totals.${field}`, 'validation.tooLarge');
    p += width;
  }
  putEol(SPS110_RECORD_BYTES);

  const month = monthParts(input.month);
  const fileName = `SPS1-10_${/^\d{10}$/.test(account) ? account : 'employer'}_${month ? `${beYear(month.yyyy)}${month.mm}` : 'period'}.txt`;
  return { bytes, fileName, count: rows.length, totals, problems, warnings };
}

import { isCp874 } from '../cp874';
import { dateParts, fileProblem, fitsDigits, type FileProblem } from '../file-common';
import { ByteWriter } from './byte-writer';
import { companyBankProblems, defaultFileName, noFile, screenPayees } from './common';
import { BANK_FILE_PROBLEM, type BankFileInput, type BankFileResult } from './types';

/*
 * Bangkok Bank payroll files, 128-byte H / D / T records. There is NO real sample: the layouts are
 * the ones Prayasau/regodemo writes (payroll_old/export/download/download_bbl_payroll_textfile.php
 * and download_bbl_smart_textfile.php), so every field here is uncertain until a file is accepted
 * by the bank. The "payroll" file credits Bangkok Bank accounts only; the "smart" file (BBL
 * SMART, other banks too) carries each payee's bank and branch.
 *
 * payroll  H  000001 002 company account(10) company name(25) DDMMYY 77 zeros
 *          D  seq from 000002, bank(3), account(10), 'C', amount(10, satang), '029', 59 zeros, name(35)
 *          T  seq (details + 2), 002, company account(10), detail count(27), total(13), 68 zeros
 * smart    H  000001 002 0000 company account(11) company name(25) DDMMYY 'UN1 ' 68 zeros
 *          D  seq from 000002, bank(3), branch(4) = '0' + the account's first 3 digits, account(11),
 *             'C', amount(12, satang), '01', name(30), 28 blanks, '00', 27 blanks, '0'
 *          T  seq (details + 2), 002, company account(11), 7 + 13 zeros (debits), credit count(7),
 *             total(13), 67 zeros
 * The same family as Krungthai's Direct Credit (ktb.ts), whose real sample has the same header,
 * 'C' + amount(10) + '029' detail and trailer. regodemo trims its output, so its trailer has no
 * CRLF after it; Krungthai's real sample ends every record, the trailer too, with CRLF, and so do
 * these files unless `finalCrlf: false` (issue 35 point 10: a last line without its ending is what
 * line-by-line readers drop or refuse).
 */

export const BBL_CODE = '002';

export type BblSettings = {
  /** Company name in the header, cut to 25 bytes (default: company.name). */
  companyName?: string;
  /** Detail service code (default '029' payroll, '01' smart, as regodemo writes them; uncertain). */
  serviceCode?: string;
  /** A CRLF after the trailer too (default true, as Krungthai's real sample; false as regodemo trims it). */
  finalCrlf?: boolean;
  /** Default 'BBL_PAYROLL_<YYYYMMDD>.txt' / 'BBL_SMART_<YYYYMMDD>.txt'. */
  fileName?: string;
};

type Variant = 'payroll' | 'smart';

function writeBbl(variant: Variant, input: BankFileInput, settings: BblSettings): BankFileResult {
  const smart = variant === 'smart';
  const fileName = settings.fileName ?? defaultFileName(smart ? 'BBL_SMART' : 'BBL_PAYROLL', input.payDate);
  const serviceCode = settings.serviceCode ?? (smart ? '01' : '029');
  const companyName = (settings.companyName ?? input.company.name).trim();
  const account = input.company.accountNumber;
  const date = dateParts(input.payDate);
  const fileProblems: FileProblem[] = companyBankProblems(input.company.bankCode, BBL_CODE);
  if (!date) fileProblems.push(fileProblem('payDate', BANK_FILE_PROBLEM.payDate));
  if (!/^\d{10}$/.test(account)) fileProblems.push(fileProblem('company.accountNumber', BANK_FILE_PROBLEM.accountLength));
  if (!isCp874(companyName)) fileProblems.push(fileProblem('company.name', BANK_FILE_PROBLEM.nameCharacters));
  if (!new RegExp(`^\\d{${smart ? 2 : 3}}$`).test(serviceCode)) fileProblems.push(fileProblem('settings.serviceCode', BANK_FILE_PROBLEM.setting));
  const { payees, problems, totalSatang } = smart
    ? screenPayees(input.payees, { accountLengths: [10, 11], amountDigits: 12 })
    : screenPayees(input.payees, { sameBank: BBL_CODE, accountLengths: [10], amountDigits: 10 });
  if (!fitsDigits(payees.length + 2, 6)) fileProblems.push(fileProblem('payees', BANK_FILE_PROBLEM.tooMany));
  if (!fitsDigits(totalSatang, 13)) fileProblems.push(fileProblem('total', BANK_FILE_PROBLEM.amountTooLarge));
  if (!date || fileProblems.length) return noFile(fileName, [...fileProblems, ...problems]);

  const ddmmyy = `${date.dd}${date.mm}${date.yy}`;
  const w = new ByteWriter((payees.length + 2) * 130);
  if (smart) w.raw('H').digits(1, 6).raw(BBL_CODE).zeros(4).right(account, 11).left(companyName, 25).raw(ddmmyy).raw('UN1 ').zeros(68).crlf();
  else w.raw('H').digits(1, 6).raw(BBL_CODE).raw(account).left(companyName, 25).raw(ddmmyy).zeros(77).crlf();
  payees.forEach((p, i) => {
    w.raw('D').digits(i + 2, 6).raw(p.bankCode);
    if (smart) {
      w.raw(`0${p.accountNumber.slice(0, 3)}`).right(p.accountNumber, 11).raw('C').digits(p.amountSatang, 12).raw(serviceCode);
      w.left(p.name, 30).blanks(28).raw('00').blanks(27).raw('0').crlf();
    } else w.raw(p.accountNumber).raw('C').digits(p.amountSatang, 10).raw(serviceCode).zeros(59).left(p.name, 35).crlf();
  });
  w.raw('T').digits(payees.length + 2, 6).raw(BBL_CODE);
  if (smart) w.right(account, 11).zeros(7 + 13).digits(payees.length, 7).digits(totalSatang, 13).zeros(67);
  else w.raw(account).digits(payees.length, 27).digits(totalSatang, 13).zeros(68);
  if (settings.finalCrlf !== false) w.crlf();
  return { bytes: w.bytes(), fileName, count: payees.length, totalSatang, problems };
}

/** Bangkok Bank payroll file (Bangkok Bank accounts only). */
export const writeBblPayroll = (input: BankFileInput, settings: BblSettings = {}): BankFileResult => writeBbl('payroll', input, settings);

/** Bangkok Bank SMART file (accounts at any bank, 10 or 11 digits). */
export const writeBblSmart = (input: BankFileInput, settings: BblSettings = {}): BankFileResult => writeBbl('smart', input, settings);

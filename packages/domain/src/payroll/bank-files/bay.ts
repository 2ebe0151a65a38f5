import { isCp874 } from '../cp874';
import { dateParts, fileProblem, fitsDigits, type FileProblem } from '../file-common';
import { ByteWriter } from './byte-writer';
import { companyBankProblems, defaultFileName, noFile, screenPayees } from './common';
import { BANK_FILE_PROBLEM, type BankFileInput, type BankFileResult } from './types';

/*
 * Krungsri (Bank of Ayudhya) CashLink payroll file, 128-byte records, learned from the file KMITL
 * sends the bank: Aginix/kmitl l10n_th_bank_payment_export_bay/tests/fixtures/bay_cashlink_sample.txt
 * (2 of 117 details kept; the header still counts and totals all 117) and the field table in
 * test_bank_payment_export_bay.py. A header and one detail per payee, no trailer:
 *   header  branch(3) originator(3) DDMMYY company account(10) sender name(20, blank in the sample)
 *           service code(3) 27 blanks type code(4) MMYY count(7) total(15, satang) 26 blanks
 *   detail  branch(3) originator(3) account(10) name(20) amount(11, satang) 26 blanks
 *           originator(3) MMYY 48 blanks
 * The detail has no bank code: only Krungsri accounts (10 digits). What the sample does not say is
 * what its constants mean: the leading '507' equals the first three digits of the company account
 * (a Krungsri account starts with its branch), so it is read as the branch; '001', '712' and
 * 'A001' are the sample's and kept as settings (uncertain). MMYY is read from the pay date
 * (July 2026 → '0726' in a file dated 230726).
 */

export const BAY_CODE = '025';

export type BayCashLinkSettings = {
  /** 3 digits opening every record (default: the first 3 digits of the company account; uncertain). */
  branchCode?: string;
  /** 3 characters after it and again in each detail (default '001'; uncertain). */
  originatorCode?: string;
  /** Header's 3-character code (default '712'; uncertain). */
  serviceCode?: string;
  /** Header's 4-character type code (default 'A001'; uncertain). */
  typeCode?: string;
  /** Header's 20-byte sender name (default blank, as the sample; uncertain). */
  senderName?: string;
  /** Default 'BAY_CASHLINK_<YYYYMMDD>.txt'. */
  fileName?: string;
};

export function writeBayCashLink(input: BankFileInput, settings: BayCashLinkSettings = {}): BankFileResult {
  const fileName = settings.fileName ?? defaultFileName('BAY_CASHLINK', input.payDate);
  const account = input.company.accountNumber;
  const branch = settings.branchCode ?? account.slice(0, 3);
  const originator = settings.originatorCode ?? '001';
  const serviceCode = settings.serviceCode ?? '712';
  const typeCode = settings.typeCode ?? 'A001';
  const senderName = settings.senderName ?? '';
  const date = dateParts(input.payDate);
  const fileProblems: FileProblem[] = companyBankProblems(input.company.bankCode, BAY_CODE);
  if (!date) fileProblems.push(fileProblem('payDate', BANK_FILE_PROBLEM.payDate));
  if (!/^\d{10}$/.test(account)) fileProblems.push(fileProblem('company.accountNumber', BANK_FILE_PROBLEM.accountLength));
  if (!/^\d{3}$/.test(branch)) fileProblems.push(fileProblem('settings.branchCode', BANK_FILE_PROBLEM.setting));
  if (!/^[0-9A-Za-z]{3}$/.test(originator)) fileProblems.push(fileProblem('settings.originatorCode', BANK_FILE_PROBLEM.setting));
  if (!/^[0-9A-Za-z]{3}$/.test(serviceCode)) fileProblems.push(fileProblem('settings.serviceCode', BANK_FILE_PROBLEM.setting));
  if (!/^[0-9A-Za-z]{4}$/.test(typeCode)) fileProblems.push(fileProblem('settings.typeCode', BANK_FILE_PROBLEM.setting));
  if (!isCp874(senderName)) fileProblems.push(fileProblem('settings.senderName', BANK_FILE_PROBLEM.nameCharacters));
  const { payees, problems, totalSatang } = screenPayees(input.payees, { sameBank: BAY_CODE, accountLengths: [10], amountDigits: 11 });
  if (!fitsDigits(payees.length, 7)) fileProblems.push(fileProblem('payees', BANK_FILE_PROBLEM.tooMany));
  if (!fitsDigits(totalSatang, 15)) fileProblems.push(fileProblem('total', BANK_FILE_PROBLEM.amountTooLarge));
  if (!date || fileProblems.length) return noFile(fileName, [...fileProblems, ...problems]);

  const mmyy = `${date.mm}${date.yy}`;
  const w = new ByteWriter((payees.length + 1) * 130);
  w.raw(branch).raw(originator).raw(`${date.dd}${mmyy}`).raw(account).left(senderName, 20).raw(serviceCode).blanks(27);
  w.raw(typeCode).raw(mmyy).digits(payees.length, 7).digits(totalSatang, 15).blanks(26).crlf();
  for (const p of payees) {
    w.raw(branch).raw(originator).raw(p.accountNumber).left(p.name, 20).digits(p.amountSatang, 11).blanks(26);
    w.raw(originator).raw(mmyy).blanks(48).crlf();
  }
  return { bytes: w.bytes(), fileName, count: payees.length, totalSatang, problems };
}

import { isCp874 } from '../cp874';
import { dateParts, fileProblem, fitsDigits, type FileProblem } from '../file-common';
import { ByteWriter } from './byte-writer';
import { companyBankProblems, defaultFileName, noFile, screenPayees } from './common';
import { BANK_FILE_PROBLEM, type BankFileInput, type BankFileResult } from './types';

/*
 * Krungthai Direct Credit, 128-byte H / D / T records, learned from the file KMITL sends KTB:
 * Aginix/kmitl l10n_th_bank_payment_export_ktb/tests/fixtures/ktb_hdt_sample.txt (one of its 1,199
 * details kept, the trailer still counting all of them) and test_ktb_hdt_golden_file.py.
 *   H  seq 000001, bank 006, company account(10), company name(25), DDMMYY, 1 blank, 76 zeros
 *   D  seq from 000002, payee bank(3), account(10), 'C', amount..., zeros to 128
 *   T  seq (details + 2: header and trailer count), bank 006, company account(10),
 *      21 zeros, detail count(6), total(13, satang), 68 zeros
 *
 * The detail's amount is the uncertain field. The sample's detail reads
 * 'C' '0004122200' '029' '000…': either a 13-digit amount of 41,222,000.29 (the Odoo writer's
 * reading) or a 10-digit amount of 41,222.00 followed by the service code 029. The second is
 * the default: the trailer's 51,596,360.91 for 1,199 payees is an average salary of about 43,000,
 * which one payee of 41 million would not leave room for, and Bangkok Bank's payroll file of the
 * same 128-byte family writes exactly 'C' + amount(10) + '029' "Payroll service"
 * (Prayasau/regodemo payroll_old/export/download/download_bbl_payroll_textfile.php). Both readings
 * reproduce the sample byte for byte; the bank's control total rejects the wrong one.
 */

export const KTB_CODE = '006';

export type KtbDirectSettings = {
  /** Company name in the header, cut to 25 bytes (default: company.name). */
  senderName?: string;
  /**
   * The detail's amount field (uncertain): 'amount10Service' (default) = amount in 10 digits of
   * satang then `serviceCode`; 'amount13' = amount in 13 digits of satang.
   */
  amountField?: 'amount10Service' | 'amount13';
  /** 3 digits after a 10-digit amount (default '029', payroll; uncertain). */
  serviceCode?: string;
  /** Default 'KTB_DIRECT_<YYYYMMDD>.txt'. */
  fileName?: string;
};

export function writeKtbDirect(input: BankFileInput, settings: KtbDirectSettings = {}): BankFileResult {
  const fileName = settings.fileName ?? defaultFileName('KTB_DIRECT', input.payDate);
  const amountField = settings.amountField ?? 'amount10Service';
  const serviceCode = settings.serviceCode ?? '029';
  const senderName = (settings.senderName ?? input.company.name).trim();
  const account = input.company.accountNumber;
  const date = dateParts(input.payDate);
  const fileProblems: FileProblem[] = companyBankProblems(input.company.bankCode, KTB_CODE);
  if (!date) fileProblems.push(fileProblem('payDate', BANK_FILE_PROBLEM.payDate));
  if (!/^\d{10}$/.test(account)) fileProblems.push(fileProblem('company.accountNumber', BANK_FILE_PROBLEM.accountLength));
  if (!isCp874(senderName)) fileProblems.push(fileProblem('company.name', BANK_FILE_PROBLEM.nameCharacters));
  if (amountField !== 'amount10Service' && amountField !== 'amount13') fileProblems.push(fileProblem('settings.amountField', BANK_FILE_PROBLEM.setting));
  if (!/^\d{3}$/.test(serviceCode)) fileProblems.push(fileProblem('settings.serviceCode', BANK_FILE_PROBLEM.setting));
  const amountDigits = amountField === 'amount13' ? 13 : 10;
  const { payees, problems, totalSatang } = screenPayees(input.payees, { sameBank: KTB_CODE, accountLengths: [10], amountDigits });
  if (payees.length + 2 > 999_999) fileProblems.push(fileProblem('payees', BANK_FILE_PROBLEM.tooMany));
  if (!fitsDigits(totalSatang, 13)) fileProblems.push(fileProblem('total', BANK_FILE_PROBLEM.amountTooLarge));
  if (!date || fileProblems.length) return noFile(fileName, [...fileProblems, ...problems]);

  const w = new ByteWriter((payees.length + 2) * 130);
  w.raw('H').digits(1, 6).raw(KTB_CODE).raw(account).left(senderName, 25).raw(`${date.dd}${date.mm}${date.yy}`).blanks(1).zeros(76).crlf();
  payees.forEach((p, i) => {
    w.raw('D').digits(i + 2, 6).raw(p.bankCode).raw(p.accountNumber).raw('C');
    if (amountField === 'amount13') w.digits(p.amountSatang, 13);
    else w.digits(p.amountSatang, 10).raw(serviceCode);
    w.zeros(94).crlf();
  });
  w.raw('T').digits(payees.length + 2, 6).raw(KTB_CODE).raw(account).zeros(21).digits(payees.length, 6).digits(totalSatang, 13).zeros(68).crlf();
  return { bytes: w.bytes(), fileName, count: payees.length, totalSatang, problems };
}

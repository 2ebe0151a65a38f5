import { isCp874 } from '../cp874';
import { dateParts, fileProblem, fitsDigits, type FileProblem } from '../file-common';
import { ByteWriter } from './byte-writer';
import { companyBankProblems, defaultFileName, noFile, screenPayees } from './common';
import { BANK_FILE_PROBLEM, type BankFileInput, type BankFilePayee, type BankFileResult } from './types';

/*
 * SCB Business Net (BCM) file, product PAY (payroll to SCB accounts), learned from the file KMITL
 * sends the bank: Aginix/kmitl l10n_th_bank_payment_export_scb/tests/fixtures/scb_bcm_sample.txt
 * (3 of its 560 credits kept; the debit and trailer still count and total all 560) and the field
 * tables in test_scb_bcm_golden_file.py. Records, each ending CRLF:
 *   checksum  40 upper-case hex characters
 *   001 header (96)   company id, customer reference, file date and time, 'BCM', batch reference
 *   002 debit (109)   'PAY', value date, debit account, its type and branch, 'THB', total, count
 *   003 credit (355) + 004 payee (816), one pair per payee
 *   999 trailer (31)  debit count 000001, credit count, total
 * Amounts are baht × 1000 (satang × 10) in 16 digits; dates YYYYMMDD. SCB carries the branch in
 * the first three digits of an account and its type in the fourth: branch = '0' + digits 1-3,
 * type = '0' + digit 4 (both for the company's account and for each payee's receiving branch).
 *
 * The checksum is uncertain: its shape is a SHA-1, but the sample's digest covers the 560-credit
 * body that was trimmed away, so no candidate (SHA-1 of the body with or without the last CRLF,
 * with LF ends, in UTF-8) could be checked against it. We write SHA-1 of every byte after the
 * checksum line (the body as sent, cp874, CRLF ends, last CRLF included), as the Odoo writer
 * does; `checksum: 'none'` leaves the line out. The domain package also runs in the browser, so
 * the SHA-1 itself comes from the caller (`sha1Hex`).
 */

export const SCB_CODE = '014';

export type ScbPaySettings = {
  /** Hex SHA-1 of the bytes (node: createHash('sha1'); browser: crypto.subtle). Needed unless checksum is 'none'. */
  sha1Hex?: (bytes: Uint8Array) => string;
  /** 'sha1Body' (default): the first line is SHA-1 of the rest of the file; 'none': no checksum line. Uncertain. */
  checksum?: 'sha1Body' | 'none';
  /** Company id SCB assigned, up to 12 characters (default: company.originatorId). */
  companyId?: string;
  /** The day the file is made, 'YYYY-MM-DD' (default: the pay date; the sample's was 2 days before). */
  fileDate?: string;
  /** Its time, HHMMSS (default '000000', as the sample). */
  fileTime?: string;
  /** Up to 32 characters (default: the file date as YYYYMMDD, as the sample). */
  customerReference?: string;
  /** Up to 32 characters (default: the file date as YYYYMMDD, as the sample). */
  batchReference?: string;
  /** Write the payee's tax ID in the 004 record's ID card field (default false: blank in the sample; uncertain). */
  writeIdCard?: boolean;
  /** Write the payee's e-mail in the 004 record (default false: blank in the sample; uncertain). */
  writeEmail?: boolean;
  /** Default 'SCB_PAY_<YYYYMMDD>.txt'. */
  fileName?: string;
};

const INTERNAL_REFERENCE = '00000001';
const CHECKSUM_LINE = 42;

/** SCB branch and account type from an account's first four digits: '0883000001' → ['0088', '03']. */
const branchOf = (account: string) => `0${account.slice(0, 3)}`;
const typeOf = (account: string) => `0${account.charAt(3)}`;

function writeCredit(w: ByteWriter, p: BankFilePayee, seq: number): void {
  w.raw('003').digits(seq, 6).left(p.accountNumber, 25).digits(p.amountSatang * 10, 16).raw('THB').raw(INTERNAL_REFERENCE);
  // WHT present, invoice details present, credit advice required; delivery mode, pickup location.
  w.raw('NNN').blanks(1 + 4);
  // WHT form type 00, tax running no., attach no., WHT detail count and total, invoice count and total, WHT pay type 0.
  w.raw('00').blanks(14).zeros(6 + 2 + 16 + 6 + 16 + 1);
  // WHT remark, WHT deduct date; receiving bank code and name; receiving branch code and name.
  w.blanks(40 + 8).raw(SCB_CODE).blanks(35).raw(branchOf(p.accountNumber)).blanks(35);
  // WHT signatory, beneficiary notification, customer reference, cheque document type, payment type,
  // services type (blank for PAY), remark, SCB remark, beneficiary charge.
  w.blanks(1 + 1 + 20 + 1 + 3 + 2 + 50 + 18 + 2).crlf();
}

function writePayee(w: ByteWriter, p: BankFilePayee, seq: number, settings: ScbPaySettings): void {
  w.raw('004').raw(INTERNAL_REFERENCE).digits(seq, 6).left(settings.writeIdCard ? (p.taxId ?? '') : '', 15).left(p.name, 100);
  // Payee 1 address 1-3, tax ID, English name, fax, mobile.
  w.blanks(210 + 10 + 70 + 10 + 10).left(settings.writeEmail ? (p.email ?? '') : '', 64);
  // Payee 2 name and address 1-3.
  w.blanks(100 + 70 + 70 + 70).crlf();
}

const asciiField = (text: string, max: number) => text.length <= max && /^[\x20-\x7e]*$/.test(text);

export function writeScbPay(input: BankFileInput, settings: ScbPaySettings = {}): BankFileResult {
  const fileName = settings.fileName ?? defaultFileName('SCB_PAY', input.payDate);
  const checksum = settings.checksum ?? 'sha1Body';
  if (checksum === 'sha1Body' && !settings.sha1Hex) throw new TypeError('writeScbPay needs settings.sha1Hex for its checksum line');
  const companyId = settings.companyId ?? input.company.originatorId ?? '';
  const account = input.company.accountNumber;
  const date = dateParts(input.payDate);
  const fileDate = dateParts(settings.fileDate ?? input.payDate);
  const fileTime = settings.fileTime ?? '000000';
  const fileDay = fileDate ? `${fileDate.yyyy}${fileDate.mm}${fileDate.dd}` : '';
  const customerReference = settings.customerReference ?? fileDay;
  const batchReference = settings.batchReference ?? fileDay;
  const fileProblems: FileProblem[] = companyBankProblems(input.company.bankCode, SCB_CODE);
  if (!date) fileProblems.push(fileProblem('payDate', BANK_FILE_PROBLEM.payDate));
  if (!fileDate) fileProblems.push(fileProblem('settings.fileDate', BANK_FILE_PROBLEM.setting));
  if (!/^([01]\d|2[0-3])[0-5]\d[0-5]\d$/.test(fileTime)) fileProblems.push(fileProblem('settings.fileTime', BANK_FILE_PROBLEM.setting));
  if (!companyId.trim() || !asciiField(companyId, 12)) fileProblems.push(fileProblem('company.originatorId', BANK_FILE_PROBLEM.originatorId));
  if (!/^\d{10}$/.test(account)) fileProblems.push(fileProblem('company.accountNumber', BANK_FILE_PROBLEM.accountLength));
  if (!isCp874(customerReference) || customerReference.length > 32) fileProblems.push(fileProblem('settings.customerReference', BANK_FILE_PROBLEM.setting));
  if (!isCp874(batchReference) || batchReference.length > 32) fileProblems.push(fileProblem('settings.batchReference', BANK_FILE_PROBLEM.setting));
  // 16 digits of baht × 1000 leave 15 for satang.
  const { payees, problems, totalSatang } = screenPayees(input.payees, { sameBank: SCB_CODE, accountLengths: [10], amountDigits: 15 });
  if (!fitsDigits(payees.length, 6)) fileProblems.push(fileProblem('payees', BANK_FILE_PROBLEM.tooMany));
  if (!fitsDigits(totalSatang, 15)) fileProblems.push(fileProblem('total', BANK_FILE_PROBLEM.amountTooLarge));
  if (!date || fileProblems.length) return noFile(fileName, [...fileProblems, ...problems]);

  const head = checksum === 'sha1Body' ? CHECKSUM_LINE : 0;
  const w = new ByteWriter(head + 98 + 111 + payees.length * (357 + 818) + 33);
  if (head) w.zeros(40).crlf();
  w.raw('001').left(companyId, 12).left(customerReference, 32).raw(fileDay).raw(fileTime).raw('BCM').left(batchReference, 32).crlf();
  w.raw('002').raw('PAY').raw(`${date.yyyy}${date.mm}${date.dd}`).left(account, 25).raw(typeOf(account)).raw(branchOf(account)).raw('THB');
  w.digits(totalSatang * 10, 16).raw(INTERNAL_REFERENCE).digits(payees.length, 6).left(account, 15).blanks(9 + 1).raw(typeOf(account)).raw(branchOf(account)).crlf();
  payees.forEach((p, i) => {
    writeCredit(w, p, i + 1);
    writePayee(w, p, i + 1, settings);
  });
  w.raw('999').digits(1, 6).digits(payees.length, 6).digits(totalSatang * 10, 16).crlf();
  const bytes = w.bytes();
  if (head && settings.sha1Hex) {
    const hex = settings.sha1Hex(bytes.subarray(CHECKSUM_LINE)).toUpperCase();
    if (!/^[0-9A-F]{40}$/.test(hex)) throw new TypeError('sha1Hex must return 40 hex characters');
    bytes.set(new TextEncoder().encode(hex), 0);
  }
  return { bytes, fileName, count: payees.length, totalSatang, problems };
}

import { dateParts, fileProblem, fitsDigits, type FileProblem } from '../file-common';
import { filingTitleOf, type FilingTitle } from '../filings/titles';
import { ByteWriter } from './byte-writer';
import { companyBankProblems, defaultFileName, noFile, screenPayees } from './common';
import { BANK_FILE_PROBLEM, type BankFileInput, type BankFileResult } from './types';

/*
 * KBank "7106" direct credit file (K-Cash Connect Plus), learned from the file KMITL sends the bank:
 * Aginix/kmitl l10n_th_bank_payment_export_kbank/tests/fixtures/kbank_ccp_sample.txt and the field
 * table in test_bank_payment_export_kbank.py beside it. No header. Fields are separated by one
 * blank, so a record's length follows its name:
 *   detail  seq(6) 7106 originator(7) account(10) amount(15, satang) YYMMDD title(24)
 *           then the name as it is (no width of its own) and 25 blanks
 *   trailer count(6) 9100 originator(7) 0000000000 total(15, satang) 000000
 * The detail has no bank code: only KBank accounts (10 digits) can be credited.
 */

export const KBANK_CODE = '004';

/** The short titles KBank's files carry in the title field (the sample's นส. and นาง). */
const KBANK_TITLE: Record<FilingTitle, string> = { mr: 'นาย', miss: 'นส.', mrs: 'นาง' };
/** How each title may begin an account name ("นาย สมชาย", "นางสาวมาลี"), so it is not written twice. */
const NAME_TITLE: Record<FilingTitle, RegExp> = { mr: /^นาย\s*/, miss: /^(นางสาว|น\.\s?ส\.|นส\.)\s*/, mrs: /^นาง(?!สาว)\s*/ };

/** The title field and the name: the record's title in KBank's short form, taken off the front of the name when the name carries it. */
function titleAndName(title: string | null | undefined, name: string): { title: string; name: string } {
  const given = title?.trim() ?? '';
  const filing = filingTitleOf(given === 'นส.' ? 'น.ส.' : given);
  if (!filing) return { title: given, name };
  const rest = name.trim().replace(NAME_TITLE[filing], '');
  return { title: KBANK_TITLE[filing], name: rest || name };
}

export type Kbank7106Settings = {
  /** The 7-digit originator code KBank assigned (default: company.originatorId). */
  originatorId?: string;
  /** Default 'KBANK7106_<YYYYMMDD of the pay date>.txt'. */
  fileName?: string;
};

export function writeKbank7106(input: BankFileInput, settings: Kbank7106Settings = {}): BankFileResult {
  const fileName = settings.fileName ?? defaultFileName('KBANK7106', input.payDate);
  const date = dateParts(input.payDate);
  const originator = settings.originatorId ?? input.company.originatorId ?? '';
  const fileProblems: FileProblem[] = companyBankProblems(input.company.bankCode, KBANK_CODE);
  if (!date) fileProblems.push(fileProblem('payDate', BANK_FILE_PROBLEM.payDate));
  if (!/^\d{7}$/.test(originator)) fileProblems.push(fileProblem('company.originatorId', BANK_FILE_PROBLEM.originatorId));
  const { payees, problems, totalSatang } = screenPayees(input.payees, { sameBank: KBANK_CODE, accountLengths: [10], amountDigits: 15 });
  if (payees.length > 999_999) fileProblems.push(fileProblem('payees', BANK_FILE_PROBLEM.tooMany));
  if (!fitsDigits(totalSatang, 15)) fileProblems.push(fileProblem('total', BANK_FILE_PROBLEM.amountTooLarge));
  if (!date || fileProblems.length) return noFile(fileName, [...fileProblems, ...problems]);

  const yymmdd = `${date.yy}${date.mm}${date.dd}`;
  const w = new ByteWriter(payees.length * 160 + 64);
  payees.forEach((p, i) => {
    w.digits(i + 1, 6).blanks(1).raw('7106').blanks(1).raw(originator).blanks(1).raw(p.accountNumber).blanks(1);
    const t = titleAndName(p.title, p.name);
    w.digits(p.amountSatang, 15).blanks(1).raw(yymmdd).blanks(1).left(t.title, 24).raw(t.name).blanks(25).crlf();
  });
  w.digits(payees.length, 6).blanks(1).raw('9100').blanks(1).raw(originator).blanks(1).zeros(10).blanks(1);
  w.digits(totalSatang, 15).blanks(1).zeros(6).crlf();
  return { bytes: w.bytes(), fileName, count: payees.length, totalSatang, problems };
}

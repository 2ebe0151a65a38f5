import { isCp874 } from '../cp874';
import { fileProblem, type FileProblem } from '../file-common';
import { BANK_FILE_PROBLEM, type BankFilePayee, type BankFileResult } from './types';

/*
 * What every bank writer does before it writes a byte: sort the payees into those the layout can
 * carry and the problems of the rest. The pay date (dateParts), fileProblem and fitsDigits are
 * the statutory files' too: ../file-common.ts.
 */

export type PayeeRules = {
  /** Only accounts at this bank (a same-bank payroll layout); undefined: any bank. */
  sameBank?: string;
  /** The account lengths the layout's field takes. */
  accountLengths: readonly number[];
  /** Digits of the detail record's amount field, in satang. */
  amountDigits: number;
};

export type Screened = { payees: BankFilePayee[]; problems: FileProblem[]; totalSatang: number };

/** The payees the layout can carry, in input order, and one problem for each field of the others that does not fit. */
export function screenPayees(payees: readonly BankFilePayee[], rules: PayeeRules): Screened {
  const accepted: BankFilePayee[] = [];
  const problems: FileProblem[] = [];
  let totalSatang = 0;
  for (const p of payees) {
    const before = problems.length;
    const add = (field: string, key: string) => problems.push({ employeeCode: p.employeeCode, field, key });
    if (!/^\d+$/.test(p.accountNumber)) add('accountNumber', BANK_FILE_PROBLEM.accountDigits);
    else if (!rules.accountLengths.includes(p.accountNumber.length)) add('accountNumber', BANK_FILE_PROBLEM.accountLength);
    if (!/^\d{3}$/.test(p.bankCode)) add('bankCode', BANK_FILE_PROBLEM.bankCode);
    else if (rules.sameBank !== undefined && p.bankCode !== rules.sameBank) add('bankCode', BANK_FILE_PROBLEM.otherBank);
    if (!Number.isSafeInteger(p.amountSatang) || p.amountSatang <= 0) add('amountSatang', BANK_FILE_PROBLEM.amount);
    else if (String(p.amountSatang).length > rules.amountDigits) add('amountSatang', BANK_FILE_PROBLEM.amountTooLarge);
    const name = p.name.trim();
    if (!name) add('name', BANK_FILE_PROBLEM.nameMissing);
    else if (!isCp874(name) || !isCp874(p.title ?? '')) add('name', BANK_FILE_PROBLEM.nameCharacters);
    if (problems.length === before) {
      accepted.push(name === p.name ? p : { ...p, name });
      totalSatang += p.amountSatang;
    }
  }
  return { payees: accepted, problems, totalSatang };
}

/** The layout debits an account at its own bank: a company account elsewhere is the wrong layout. */
export const companyBankProblems = (companyBankCode: string, layoutBankCode: string): FileProblem[] =>
  companyBankCode === layoutBankCode ? [] : [fileProblem('company.bankCode', BANK_FILE_PROBLEM.otherBank)];

/** No file: the problems say why. */
export const noFile = (fileName: string, problems: FileProblem[]): BankFileResult => ({ bytes: new Uint8Array(0), fileName, count: 0, totalSatang: 0, problems });

/** The default file name: the layout's tag and the pay date ('KBANK7106_20260723.txt'). */
export const defaultFileName = (tag: string, payDate: string): string => `${tag}_${payDate.replace(/-/g, '')}.txt`;

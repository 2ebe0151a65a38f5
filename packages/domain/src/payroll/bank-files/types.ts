import type { FileProblem } from '../file-common';

/*
 * The one input every bank file writer takes: a salary period's bank-channel lines, and the
 * paying company. Money is integer satang; dates are ISO 'YYYY-MM-DD' texts (no Date objects, so
 * no time zone can move a pay date). What a bank needs beyond this lives in that writer's own
 * settings object, every field optional with a documented default.
 */

export type BankFilePayee = {
  /** Names the payee in problems; not written to any file. */
  employeeCode: string;
  /** The account holder's name as the bank knows it (Thai or English), title included unless `title` is given. */
  name: string;
  /** A Thai title ('นาย', 'นางสาว', 'นส.'): only KBank 7106 has a field of its own for it. */
  title?: string | null;
  /** Digits only (the caller strips dashes; anything else is a problem). */
  accountNumber: string;
  /** 3-digit Bank of Thailand code of the payee's bank. */
  bankCode: string;
  amountSatang: number;
  email?: string | null;
  /** The 13-digit national ID / tax ID. */
  taxId?: string | null;
};

export type BankFileCompany = {
  name: string;
  /** The account the salaries are debited from, digits only. */
  accountNumber: string;
  /** 3-digit BOT code of the paying bank: '004' KBank, '014' SCB, '006' KTB, '002' BBL, '025' BAY. */
  bankCode: string;
  /** The company id / code the bank assigned (KBank originator code, SCB company id). */
  originatorId?: string;
};

export type BankFileInput = {
  /** The day the bank credits the payees, 'YYYY-MM-DD'. */
  payDate: string;
  company: BankFileCompany;
  payees: readonly BankFilePayee[];
};

/*
 * Data that does not fit the layout is a FileProblem (the statutory files report the same shape),
 * its key one of BANK_FILE_PROBLEM. A payee with a problem is left out of the file. A problem with
 * an empty `employeeCode` is the file's own (pay date, company, settings): then no file is written
 * at all (empty bytes, count 0).
 */
export type { FileProblem };

export type BankFileResult = {
  bytes: Uint8Array;
  fileName: string;
  /** Payees written. */
  count: number;
  /** Sum of the written payees' amounts. */
  totalSatang: number;
  problems: FileProblem[];
};

export type BankFileWriter<S> = (input: BankFileInput, settings: S) => BankFileResult;

/** The message keys of the problems (for the web's locale files). */
export const BANK_FILE_PROBLEM = {
  /** The pay date is not a 'YYYY-MM-DD' date. */
  payDate: 'bankFile.payDate',
  /** An account number has something other than digits. */
  accountDigits: 'bankFile.accountDigits',
  /** An account number's length is not one this layout takes (KBank and SCB: exactly 10). */
  accountLength: 'bankFile.accountLength',
  /** The payee banks elsewhere and this layout only credits accounts at the paying bank. */
  otherBank: 'bankFile.otherBank',
  /** The bank code is not 3 digits. */
  bankCode: 'bankFile.bankCode',
  /** The amount is not a whole positive number of satang. */
  amount: 'bankFile.amount',
  /** The amount (or the file's total) is wider than the layout's field. */
  amountTooLarge: 'bankFile.amountTooLarge',
  /** The name is empty. */
  nameMissing: 'bankFile.nameMissing',
  /** The name has a character cp874 cannot write (it would reach the bank as '?'). */
  nameCharacters: 'bankFile.nameCharacters',
  /** The company's originator id / company id is missing or has the wrong shape. */
  originatorId: 'bankFile.originatorId',
  /** A setting has the wrong shape. */
  setting: 'bankFile.setting',
  /** More payees than the layout's count field holds. */
  tooMany: 'bankFile.tooMany',
} as const;

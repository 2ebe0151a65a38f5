import { z } from 'zod';
import { requiredText } from '../validators';
import { text } from './field-types';
import { refTo } from './form-fields';

/** People type account numbers as printed in the pass book (123-4-56789-0); the digits are kept. */
const digitsOf = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

/** Thai account numbers are 10 to 15 digits (12 at the state savings banks); one message per failure. */
const ZAccountNumber = z.preprocess(digitsOf, z.string({ error: 'validation.required' }).superRefine((v, ctx) => {
  const key = v === '' ? 'validation.required' : !/^\d+$/.test(v) ? 'validation.numericOnly' : !/^\d{10,15}$/.test(v) ? 'validation.bankAccount' : null;
  if (key) ctx.addIssue({ code: 'custom', message: key });
}));

/**
 * An employee's bank account (SPEC section 3), saved by HR; an employee asks for a change of the
 * primary account through a sensitive-information change. The primary account is where the salary
 * is paid: exactly one when the employee has any (the server keeps that true).
 */
export const ZBankAccount = z.strictObject({
  bankId: refTo('bank'),
  accountNumber: ZAccountNumber,
  accountName: requiredText(200),
  branch: text(100),
  isPrimary: z.boolean({ error: 'validation.required' }),
});
export type BankAccount = z.infer<typeof ZBankAccount>;

/**
 * How many digits an account has at the banks whose payroll files the product writes or names
 * (THAI-RULES.md: the KBank K-Cash Connect detail record carries a 10-digit account, and the
 * commercial banks of the clearing-code list number their accounts with 10 digits; the Government
 * Savings Bank with 12). Other banks: the general 10 to 15.
 */
export const BANK_ACCOUNT_DIGITS: Readonly<Record<string, number>> = {
  '002': 10, '004': 10, '006': 10, '011': 10, '014': 10, '025': 10, '030': 12,
};

/** The digits an account number must have at the bank with this clearing code, when the bank fixes it. */
export const accountDigitsAt = (bankCode: string | null | undefined): number | null => (bankCode ? BANK_ACCOUNT_DIGITS[bankCode] ?? null : null);

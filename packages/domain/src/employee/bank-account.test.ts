import { describe, expect, it } from 'vitest';
import { accountDigitsAt, ZBankAccount } from './bank-account';
import { ZSavingsBeneficiary, ZSavingsCooperative } from './savings';

const account = { bankId: '7f1c2a4e-3b5d-4c6e-8f90-1a2b3c4d5e6f', accountNumber: '123-4-56789-0', accountName: 'Somchai Jaidee', branch: '', isPrimary: false };
const issues = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, v: unknown) =>
  schema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('bank account rules', () => {
  it('keeps the digits of an account number typed as in the pass book', () => {
    expect(ZBankAccount.parse(account)).toMatchObject({ accountNumber: '1234567890', branch: null });
  });

  it('one message per bad account number: missing, not digits, too short, too long', () => {
    expect(issues(ZBankAccount, { ...account, accountNumber: '' })).toEqual(['accountNumber:validation.required']);
    expect(issues(ZBankAccount, { ...account, accountNumber: '12345O7890' })).toEqual(['accountNumber:validation.numericOnly']);
    expect(issues(ZBankAccount, { ...account, accountNumber: '123456789' })).toEqual(['accountNumber:validation.bankAccount']);
    expect(issues(ZBankAccount, { ...account, accountNumber: '1234567890123456' })).toEqual(['accountNumber:validation.bankAccount']);
    expect(issues(ZBankAccount, { ...account, accountNumber: '123456789012345' })).toEqual([]);
  });

  it('the bank, the account name and the primary flag are required', () => {
    expect(issues(ZBankAccount, { ...account, bankId: '', accountName: ' ', isPrimary: undefined }).sort())
      .toEqual(['accountName:validation.required', 'bankId:validation.required', 'isPrimary:validation.required']);
  });

  it('the banks of the payroll files fix the number of digits: 10 at KBank and SCB, 12 at GSB; others 10 to 15', () => {
    expect(accountDigitsAt('004')).toBe(10);
    expect(accountDigitsAt('014')).toBe(10);
    expect(accountDigitsAt('030')).toBe(12);
    expect(accountDigitsAt('067')).toBeNull();
    expect(accountDigitsAt(null)).toBeNull();
  });
});

describe('savings cooperative rules', () => {
  it('membership: shares are a whole number, not negative; all empty is not a member', () => {
    expect(ZSavingsCooperative.parse({ memberDate: '', sharesHeld: '', memberNumber: '' })).toEqual({ memberDate: null, sharesHeld: null, memberNumber: null });
    expect(issues(ZSavingsCooperative, { memberDate: '2026-01-05', sharesHeld: 2.5, memberNumber: 'C-0012' })).toEqual(['sharesHeld:validation.wholeNumber']);
    expect(issues(ZSavingsCooperative, { memberDate: '5 Jan', sharesHeld: -1, memberNumber: 'C-0012' }).sort()).toEqual(['memberDate:validation.invalid', 'sharesHeld:validation.tooSmall']);
  });

  it('a beneficiary needs a name and a relationship from the list', () => {
    expect(issues(ZSavingsBeneficiary, { name: '', relationship: 'boss' }).sort()).toEqual(['name:validation.required', 'relationship:validation.required']);
  });
});

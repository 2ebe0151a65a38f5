import { describe, expect, it } from 'vitest';
import { payrollFileIssues, pnd1ColumnsOf } from './file-settings';
import { company } from '../masters/registry';

describe('a company\'s payroll file settings', () => {
  it('reads PND 1 columns typed with commas, pipes or spaces; an unknown one is refused; nothing typed is the usual layout', () => {
    expect(pnd1ColumnsOf('rowNo, taxId|income  tax')).toEqual(['rowNo', 'taxId', 'income', 'tax']);
    expect(pnd1ColumnsOf('rowNo,salary')).toBeNull();
    expect(pnd1ColumnsOf('')).toEqual([]);
    expect(pnd1ColumnsOf(null)).toEqual([]);
  });

  it('the company form\'s rules: a layout needs the account and the bank, an SSO branch its account, the columns must be known', () => {
    expect(payrollFileIssues({ bankFileLayout: 'scbPay', pnd1Columns: 'rowNo, salary', ssoBranch: '000001' }).map((i) => i.field).sort())
      .toEqual(['payrollAccountNumber', 'payrollBankId', 'pnd1Columns', 'ssoAccountNumber']);
    expect(payrollFileIssues({ payrollBankId: 'b', payrollAccountNumber: '0011234567', bankFileLayout: 'kbank7106', ssoAccountNumber: '1000012345', ssoBranch: '0' })).toEqual([]);
    // The registry's check carries them to the API and the form alike.
    expect(company.check!({ bankFileLayout: 'kbank7106' }).map((i) => i.field)).toEqual(['payrollBankId', 'payrollAccountNumber']);
  });
});

import { describe, expect, it } from 'vitest';
import { toCp874 } from '../cp874';
import { writeBblPayroll, writeBblSmart } from './bbl';
import type { BankFileInput, BankFilePayee } from './types';

/*
 * No real Bangkok Bank file exists to compare with. These tests build the expected records field
 * by field from the layout regodemo writes (Prayasau/regodemo payroll_old/export/download/
 * download_bbl_payroll_textfile.php and download_bbl_smart_textfile.php) and compare bytes: they
 * prove the writer follows that layout, not that the bank accepts it.
 */
const company = { name: 'บริษัท ทดสอบ จำกัด', accountNumber: '1234567890', bankCode: '002' };
const payees: BankFilePayee[] = [
  { employeeCode: 'E1', name: 'นายสมชาย ทดสอบ', accountNumber: '1110000001', bankCode: '002', amountSatang: 2_500_050 },
  { employeeCode: 'E2', name: 'นางสาวสมหญิง ใจดี', accountNumber: '2220000002', bankCode: '002', amountSatang: 1_800_000 },
];
const input = (list: BankFilePayee[]): BankFileInput => ({ payDate: '2026-07-25', company, payees: list });
const file = (...records: string[]) => Buffer.from(toCp874(records.map((r) => `${r}\r\n`).join('')));

describe('Bangkok Bank payroll file', () => {
  it('follows the regodemo payroll layout byte for byte', () => {
    const out = writeBblPayroll(input(payees));
    expect(Buffer.from(out.bytes)).toEqual(file(
      ['H', '000001', '002', '1234567890', company.name.padEnd(25), '250726', '0'.repeat(77)].join(''),
      ['D', '000002', '002', '1110000001', 'C', '0002500050', '029', '0'.repeat(59), payees[0]!.name.padEnd(35)].join(''),
      ['D', '000003', '002', '2220000002', 'C', '0001800000', '029', '0'.repeat(59), payees[1]!.name.padEnd(35)].join(''),
      ['T', '000004', '002', '1234567890', '2'.padStart(27, '0'), '0000004300050', '0'.repeat(68)].join(''),
    ));
    expect(out).toMatchObject({ count: 2, totalSatang: 4_300_050, fileName: 'BBL_PAYROLL_20260725.txt' });
    expect(toCp874(company.name).length).toBe(company.name.length);
  });

  it('takes only Bangkok Bank accounts; the trailer ends with CRLF too unless asked not to', () => {
    const out = writeBblPayroll(input([{ ...payees[0]!, bankCode: '004' }, payees[1]!]));
    expect(out.count).toBe(1);
    expect(out.problems).toEqual([{ employeeCode: 'E1', field: 'bankCode', key: 'bankFile.otherBank' }]);
    expect(out.bytes.length).toBe(3 * 130);
    expect(Buffer.from(out.bytes).subarray(-2).toString('latin1')).toBe('\r\n');
    expect(writeBblPayroll(input([payees[1]!]), { finalCrlf: false }).bytes.length).toBe(3 * 130 - 2);
    expect(Buffer.from(writeBblSmart(input([payees[1]!])).bytes).subarray(-2).toString('latin1')).toBe('\r\n');
  });
});

describe('Bangkok Bank SMART file', () => {
  it('follows the regodemo smart layout byte for byte, other banks included', () => {
    const other: BankFilePayee = { employeeCode: 'E3', name: 'MR. JOHN SMITH', accountNumber: '98765432101', bankCode: '014', amountSatang: 1_234 };
    const out = writeBblSmart(input([payees[0]!, other]));
    expect(Buffer.from(out.bytes)).toEqual(file(
      ['H', '000001', '002', '0000', '01234567890', company.name.padEnd(25), '250726', 'UN1 ', '0'.repeat(68)].join(''),
      ['D', '000002', '002', '0111', '01110000001', 'C', '000002500050', '01', payees[0]!.name.padEnd(30), ' '.repeat(28), '00', ' '.repeat(27), '0'].join(''),
      ['D', '000003', '014', '0987', '98765432101', 'C', '000000001234', '01', 'MR. JOHN SMITH'.padEnd(30), ' '.repeat(28), '00', ' '.repeat(27), '0'].join(''),
      ['T', '000004', '002', '01234567890', '0'.repeat(20), '0000002', '0000002501284', '0'.repeat(67)].join(''),
    ));
    expect(splitLengths(out.bytes)).toEqual([128, 128, 128, 128, 0]);
  });

  it('refuses an account longer than 11 digits', () => {
    const out = writeBblSmart(input([{ ...payees[0]!, accountNumber: '123456789012', bankCode: '030' }]));
    expect(out.problems).toEqual([{ employeeCode: 'E1', field: 'accountNumber', key: 'bankFile.accountLength' }]);
  });
});

function splitLengths(bytes: Uint8Array): number[] {
  return Buffer.from(bytes).toString('latin1').split('\r\n').map((l) => l.length);
}

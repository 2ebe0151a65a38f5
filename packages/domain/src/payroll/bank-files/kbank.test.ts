import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCp874 } from '../cp874';
import { writeKbank7106 } from './kbank';
import { fillers, splitCrlf } from './test-helpers';
import type { BankFileInput, BankFilePayee } from './types';

/*
 * Golden file: Aginix/kmitl l10n_th_bank_payment_export_kbank/tests/fixtures/kbank_ccp_sample.txt,
 * the file KMITL sends KBank, trimmed by them to 2 of its 214 details (the trailer still counts and
 * totals all 214) and masked (account numbers keep length and leading digits, names keep byte length).
 */
const golden = readFileSync(new URL('./fixtures/kbank_ccp_sample.txt', import.meta.url));
const goldenLines = splitCrlf(golden);
const payees: BankFilePayee[] = [
  { employeeCode: 'E1', title: 'นส.', name: 'สมบัติ  ทดสอบระบบงาน', accountNumber: '0360000001', bankCode: '004', amountSatang: 1_000_000 },
  { employeeCode: 'E2', title: 'นาง', name: 'ปิติ  ทดสอบระบบโอนเงิน', accountNumber: '6310000001', bankCode: '004', amountSatang: 1_000_000 },
];
const input = (list: BankFilePayee[]): BankFileInput => ({
  payDate: '2026-07-23',
  company: { name: 'KING MONGKUT LADGRABANG', accountNumber: '0360000009', bankCode: '004', originatorId: '0360016' },
  payees: list,
});

describe('KBank 7106 file', () => {
  it('writes the bank file byte for byte (the untrimmed 214 payees and their total)', () => {
    const out = writeKbank7106(input([...payees, ...fillers(212, 974_961_851 - 2_000_000, '004')]));
    expect(out.problems).toEqual([]);
    expect(out.count).toBe(214);
    expect(out.totalSatang).toBe(974_961_851);
    const lines = splitCrlf(out.bytes);
    expect(Buffer.from(lines[0]!)).toEqual(Buffer.from(goldenLines[0]!));
    expect(Buffer.from(lines[1]!)).toEqual(Buffer.from(goldenLines[1]!));
    expect(Buffer.from(lines.at(-1)!)).toEqual(Buffer.from(goldenLines[2]!));
    // The two details are 123 and 125 bytes (plus CRLF): the name has no width of its own.
    expect([lines[0]!.length, lines[1]!.length, lines.at(-1)!.length]).toEqual([125, 127, 55]);
  });

  it('writes the two sample payees as the sample with its trailer counting just them', () => {
    const out = writeKbank7106(input(payees));
    const expected = Buffer.concat([goldenLines[0]!, goldenLines[1]!, toCp874('000002 9100 0360016 0000000000 000000002000000 000000\r\n')]);
    expect(Buffer.compare(Buffer.from(out.bytes), expected)).toBe(0);
    expect(out).toMatchObject({ count: 2, totalSatang: 2_000_000, fileName: 'KBANK7106_20260723.txt' });
  });

  it('leaves out and names payees the layout cannot carry', () => {
    const bad: BankFilePayee[] = [
      { ...payees[0]!, employeeCode: 'SHORT', accountNumber: '12345' },
      { ...payees[0]!, employeeCode: 'DASH', accountNumber: '036-0-00001-1' },
      { ...payees[0]!, employeeCode: 'SCB', bankCode: '014' },
      { ...payees[0]!, employeeCode: 'ZERO', amountSatang: 0 },
      { ...payees[0]!, employeeCode: 'FRACTION', amountSatang: 10.5 },
      { ...payees[0]!, employeeCode: 'EMOJI', name: 'สมบัติ 😀' },
    ];
    const out = writeKbank7106(input([...bad, payees[1]!]));
    expect(out.count).toBe(1);
    expect(out.totalSatang).toBe(1_000_000);
    expect(out.problems).toEqual([
      { employeeCode: 'SHORT', field: 'accountNumber', key: 'bankFile.accountLength' },
      { employeeCode: 'DASH', field: 'accountNumber', key: 'bankFile.accountDigits' },
      { employeeCode: 'SCB', field: 'bankCode', key: 'bankFile.otherBank' },
      { employeeCode: 'ZERO', field: 'amountSatang', key: 'bankFile.amount' },
      { employeeCode: 'FRACTION', field: 'amountSatang', key: 'bankFile.amount' },
      { employeeCode: 'EMOJI', field: 'name', key: 'bankFile.nameCharacters' },
    ]);
    // The one good payee is numbered 1.
    expect(Buffer.from(out.bytes).subarray(0, 12).toString('latin1')).toBe('000001 7106 ');
  });

  it('writes no file without a 7-digit originator code or a real pay date', () => {
    const noOriginator = writeKbank7106({ ...input(payees), company: { ...input(payees).company, originatorId: undefined } });
    expect(noOriginator.bytes.length).toBe(0);
    expect(noOriginator.problems).toEqual([{ employeeCode: '', field: 'company.originatorId', key: 'bankFile.originatorId' }]);
    expect(writeKbank7106(input(payees), { originatorId: '7654321' }).bytes.length).toBeGreaterThan(0);
    const badDate = writeKbank7106({ ...input(payees), payDate: '2026-02-30' });
    expect(badDate.problems).toEqual([{ employeeCode: '', field: 'payDate', key: 'bankFile.payDate' }]);
  });
});

describe('KBank 7106 title field', () => {
  it('carries the record\'s title as the bank\'s files do (นาย, นส., นาง), taken off the front of an account name that has it', () => {
    const detail = (title: string | null, name: string) => {
      const out = writeKbank7106(input([{ ...payees[0]!, title, name }]));
      return Buffer.from(splitCrlf(out.bytes)[0]!).subarray(54);
    };
    const expected = (title: string, name: string) => toCp874(`${title.padEnd(24)}${name}${' '.repeat(25)}\r\n`);
    expect(detail('mr', 'นาย สมชาย ใจดี')).toEqual(Buffer.from(expected('นาย', 'สมชาย ใจดี')));
    expect(detail('ms', 'นางสาวมาลี ศรีสุข')).toEqual(Buffer.from(expected('นส.', 'มาลี ศรีสุข')));
    expect(detail('ms', 'น.ส. มาลี ศรีสุข')).toEqual(Buffer.from(expected('นส.', 'มาลี ศรีสุข')));
    expect(detail('mrs', 'นางนิด น้อย')).toEqual(Buffer.from(expected('นาง', 'นิด น้อย')));
    expect(detail('mrs', 'นิด น้อย')).toEqual(Buffer.from(expected('นาง', 'นิด น้อย')));
    // No title on the record: the field stays blank and the name is written as the bank has it.
    expect(detail(null, 'นาย สมชาย ใจดี')).toEqual(Buffer.from(expected('', 'นาย สมชาย ใจดี')));
  });
});

describe('KBank 7106 company account', () => {
  it('must be at KBank', () => {
    const out = writeKbank7106({ ...input(payees), company: { ...input(payees).company, bankCode: '014' } });
    expect(out.problems).toEqual([{ employeeCode: '', field: 'company.bankCode', key: 'bankFile.otherBank' }]);
    expect(out.bytes.length).toBe(0);
  });
});

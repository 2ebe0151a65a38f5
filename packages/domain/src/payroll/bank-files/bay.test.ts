import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCp874 } from '../cp874';
import { writeBayCashLink } from './bay';
import { fillers, splitCrlf } from './test-helpers';
import type { BankFileInput, BankFilePayee } from './types';

/*
 * Golden file: Aginix/kmitl l10n_th_bank_payment_export_bay/tests/fixtures/bay_cashlink_sample.txt,
 * the CashLink file KMITL sends Krungsri, trimmed to 2 of its 117 details (the header still counts
 * 117 and totals 6,053,657.60); accounts masked keeping length and leading digits, names keeping
 * their byte length.
 */
const golden = readFileSync(new URL('./fixtures/bay_cashlink_sample.txt', import.meta.url));
const goldenLines = splitCrlf(golden).map((b) => Buffer.from(b));

const payees: BankFilePayee[] = [
  { employeeCode: 'E1', name: 'ทดสอบ  ระบบจ่ายเงิน', accountNumber: '6580000001', bankCode: '025', amountSatang: 1_000_000 },
  { employeeCode: 'E2', name: 'สมศรี  ทดสอบระบบโอน', accountNumber: '5070000002', bankCode: '025', amountSatang: 1_000_000 },
];
const input = (list: BankFilePayee[]): BankFileInput => ({
  payDate: '2026-07-23',
  company: { name: 'สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง', accountNumber: '5070000001', bankCode: '025' },
  payees: list,
});

describe('Krungsri CashLink file', () => {
  it('writes the bank file byte for byte (the untrimmed 117 payees and their total)', () => {
    const out = writeBayCashLink(input([...payees, ...fillers(115, 605_365_760 - 2_000_000, '025')]));
    expect(out.problems).toEqual([]);
    expect(out).toMatchObject({ count: 117, totalSatang: 605_365_760 });
    const lines = splitCrlf(out.bytes).map((b) => Buffer.from(b));
    expect(lines.slice(0, 3)).toEqual(goldenLines);
    expect(lines.length).toBe(118);
    expect(lines.every((l) => l.length === 130)).toBe(true);
  });

  it('writes the two sample payees as the sample with its header counting just them', () => {
    const out = writeBayCashLink(input(payees));
    const header = toCp874(`5070012307265070000001${' '.repeat(20)}712${' '.repeat(27)}A00107260000002000000002000000${' '.repeat(26)}\r\n`);
    expect(header.length).toBe(130);
    expect(Buffer.compare(Buffer.from(out.bytes), Buffer.concat([header, goldenLines[1]!, goldenLines[2]!]))).toBe(0);
    expect(out.fileName).toBe('BAY_CASHLINK_20260723.txt');
  });

  it('cuts a long name to 20 bytes and counts a Thai character as one byte', () => {
    const out = writeBayCashLink(input([{ ...payees[0]!, name: 'นางสาวสมหญิงใจดี ทดสอบระบบ' }]));
    const detail = Buffer.from(splitCrlf(out.bytes)[1]!);
    expect(detail.length).toBe(130);
    expect(detail.subarray(16, 36)).toEqual(Buffer.from(toCp874('นางสาวสมหญิงใจดี ทดส')));
  });

  it('takes only Krungsri accounts', () => {
    const out = writeBayCashLink(input([{ ...payees[0]!, bankCode: '004' }, payees[1]!]));
    expect(out.count).toBe(1);
    expect(out.problems).toEqual([{ employeeCode: 'E1', field: 'bankCode', key: 'bankFile.otherBank' }]);
  });
});

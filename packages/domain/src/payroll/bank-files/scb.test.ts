import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCp874 } from '../cp874';
import { writeScbPay, type ScbPaySettings } from './scb';
import { fillers, splitCrlf } from './test-helpers';
import type { BankFileInput, BankFilePayee } from './types';

/*
 * Golden file: Aginix/kmitl l10n_th_bank_payment_export_scb/tests/fixtures/scb_bcm_sample.txt, the
 * Business Net file KMITL sends SCB, trimmed to 3 of its 560 credits (the third one's 004 record went
 * with the trimming; the debit and trailer still count 560 and total 26,172,078.49). Accounts masked
 * keeping length and first four digits (branch and type), names keeping their byte length.
 */
const golden = splitCrlf(readFileSync(new URL('./fixtures/scb_bcm_sample.txt', import.meta.url))).map((b) => Buffer.from(b));
const sha1Hex = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

const payees: BankFilePayee[] = [
  { employeeCode: 'E1', name: 'นางสาวสมหญิง  ทดสอบ', accountNumber: '0880000001', bankCode: '014', amountSatang: 168_125 },
  { employeeCode: 'E2', name: 'สมชาย  ทดสอบระบบ', accountNumber: '0880000002', bankCode: '014', amountSatang: 6_328_800 },
  { employeeCode: 'E3', name: 'สมศรี  ทดสอบระบบโอน', accountNumber: '0880000003', bankCode: '014', amountSatang: 1_988_475 },
];
const input = (list: BankFilePayee[]): BankFileInput => ({
  payDate: '2026-07-23',
  company: { name: 'KING MONGKUT LADGRABANG', accountNumber: '0883000001', bankCode: '014', originatorId: 'kmit088' },
  payees: list,
});
// The sample was made on 21 July for a value date of 23 July.
const settings: ScbPaySettings = { sha1Hex, fileDate: '2026-07-21' };
const TOTAL = 2_617_207_849;

describe('SCB Business Net PAY file', () => {
  it('writes every record of the bank file byte for byte (the untrimmed 560 credits and their total)', () => {
    const sum3 = 168_125 + 6_328_800 + 1_988_475;
    const out = writeScbPay(input([...payees, ...fillers(557, TOTAL - sum3, '014', 880_0000_100)]), settings);
    expect(out.problems).toEqual([]);
    expect(out).toMatchObject({ count: 560, totalSatang: TOTAL });
    const lines = splitCrlf(out.bytes).map((b) => Buffer.from(b));
    // 001, 002, 003, 004, 003, 004, 003 and the 999 trailer, as the bank's.
    expect(lines.slice(1, 8)).toEqual(golden.slice(1, 8));
    expect(lines.at(-1)).toEqual(golden[8]);
    expect(lines.length).toBe(1 + 2 + 2 * 560 + 1);
    expect(golden.slice(1).map((l) => l.length - 2)).toEqual([96, 109, 355, 816, 355, 816, 355, 31]);
  });

  it('opens with the SHA-1 of the rest of the file, upper case (the sample cannot confirm what SCB hashes)', () => {
    const out = writeScbPay(input(payees), settings);
    const bytes = Buffer.from(out.bytes);
    const checksum = bytes.subarray(0, 40).toString('latin1');
    expect(checksum).toMatch(/^[0-9A-F]{40}$/);
    expect(checksum).toBe(sha1Hex(bytes.subarray(42)).toUpperCase());
    // The sample's own digest is not SHA-1 of its trimmed body: it covers the 560 credits.
    const goldenBody = Buffer.concat(golden.slice(1));
    expect(golden[0]!.subarray(0, 40).toString('latin1')).not.toBe(sha1Hex(goldenBody).toUpperCase());
  });

  it('writes the three sample payees as the sample, counting just them', () => {
    const out = writeScbPay(input(payees), settings);
    const debit = toCp874(`002PAY202607230883000001${' '.repeat(15)}030088THB0000000084854000000000010000030883000001${' '.repeat(15)}030088\r\n`);
    const thirdPayee = toCp874(`00400000001000003${' '.repeat(15)}${'สมศรี  ทดสอบระบบโอน'.padEnd(100)}${' '.repeat(816 - 132)}\r\n`);
    const trailer = toCp874('9990000010000030000000084854000\r\n');
    const lines = splitCrlf(out.bytes).map((b) => Buffer.from(b));
    expect(lines.slice(1)).toEqual([golden[1], Buffer.from(debit), ...golden.slice(3, 8), Buffer.from(thirdPayee), Buffer.from(trailer)]);
    expect(out).toMatchObject({ count: 3, totalSatang: 8_485_400, fileName: 'SCB_PAY_20260723.txt' });
  });

  it('leaves the checksum line out when asked, and needs sha1Hex otherwise', () => {
    const out = writeScbPay(input(payees), { checksum: 'none', fileDate: '2026-07-21' });
    expect(Buffer.from(out.bytes).subarray(0, 3).toString('latin1')).toBe('001');
    expect(() => writeScbPay(input(payees), {})).toThrow(TypeError);
  });

  it('reads the receiving branch from the payee account, and takes only 10-digit SCB accounts', () => {
    const out = writeScbPay(input([{ ...payees[0]!, accountNumber: '1112223334' }, { ...payees[1]!, accountNumber: '123456789' }, { ...payees[2]!, bankCode: '004' }]), settings);
    const credit = Buffer.from(splitCrlf(out.bytes)[3]!).toString('latin1');
    // Receiving bank code at 181-183, receiving branch code at 219-222 (1-based).
    expect([credit.slice(180, 183), credit.slice(218, 222)]).toEqual(['014', '0111']);
    expect(out.problems).toEqual([
      { employeeCode: 'E2', field: 'accountNumber', key: 'bankFile.accountLength' },
      { employeeCode: 'E3', field: 'bankCode', key: 'bankFile.otherBank' },
    ]);
  });

  it('writes the tax ID and e-mail only when asked', () => {
    const out = writeScbPay(input([{ ...payees[0]!, taxId: '1234567890123', email: 'a@example.com' }]), { ...settings, writeIdCard: true, writeEmail: true });
    const payee = Buffer.from(splitCrlf(out.bytes)[4]!).toString('latin1');
    expect(payee.slice(17, 32)).toBe('1234567890123  ');
    expect(payee.slice(442, 506).trimEnd()).toBe('a@example.com');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeKtbDirect } from './ktb';
import { fillers, splitCrlf } from './test-helpers';
import type { BankFileInput, BankFilePayee } from './types';

/*
 * Golden file: Aginix/kmitl l10n_th_bank_payment_export_ktb/tests/fixtures/ktb_hdt_sample.txt, the
 * Direct Credit file KMITL sends KTB, trimmed to 1 of its 1,199 details (the trailer still counts
 * 1,201 records and totals 51,596,360.91); account numbers masked keeping length and leading digits.
 */
const golden = readFileSync(new URL('./fixtures/ktb_hdt_sample.txt', import.meta.url));
const [goldenHeader, goldenDetail, goldenTrailer] = splitCrlf(golden).map((b) => Buffer.from(b));

const company = { name: 'KING MONGKUT LADGRABANG', accountNumber: '0280000001', bankCode: '006' };
const payee = (amountSatang: number): BankFilePayee => ({ employeeCode: 'E1', name: 'สมชาย  ทดสอบระบบ', accountNumber: '6630000001', bankCode: '006', amountSatang });
const input = (payees: BankFilePayee[]): BankFileInput => ({ payDate: '2026-07-23', company, payees });
const TOTAL = 5_159_636_091;

describe('Krungthai Direct Credit file', () => {
  it('writes the bank file byte for byte, amount read as 10 digits + service code 029 (default)', () => {
    const out = writeKtbDirect(input([payee(4_122_200), ...fillers(1198, TOTAL - 4_122_200, '006')]));
    expect(out.problems).toEqual([]);
    expect(out).toMatchObject({ count: 1199, totalSatang: TOTAL });
    const lines = splitCrlf(out.bytes).map((b) => Buffer.from(b));
    expect(lines[0]).toEqual(goldenHeader);
    expect(lines[1]).toEqual(goldenDetail);
    expect(lines.at(-1)).toEqual(goldenTrailer);
    expect(lines.every((l) => l.length === 130)).toBe(true);
  });

  it('writes the same bytes with the amount read as 13 digits', () => {
    const out = writeKtbDirect(input([payee(4_122_200_029), ...fillers(1198, TOTAL - 4_122_200_029, '006')]), { amountField: 'amount13' });
    const lines = splitCrlf(out.bytes).map((b) => Buffer.from(b));
    expect([lines[0], lines[1], lines.at(-1)]).toEqual([goldenHeader, goldenDetail, goldenTrailer]);
  });

  it('writes the one sample payee as the sample with its trailer counting just it', () => {
    const out = writeKtbDirect(input([payee(4_122_200)]));
    const trailer = Buffer.from(['T', '000003', '006', '0280000001', '0'.repeat(21), '000001', '0000004122200', '0'.repeat(68), '\r\n'].join(''), 'latin1');
    expect(trailer.length).toBe(130);
    expect(Buffer.compare(Buffer.from(out.bytes), Buffer.concat([goldenHeader!, goldenDetail!, trailer]))).toBe(0);
    expect(out.fileName).toBe('KTB_DIRECT_20260723.txt');
  });

  it('takes only KTB accounts of 10 digits and amounts that fit the field', () => {
    const out = writeKtbDirect(input([
      { ...payee(100), employeeCode: 'BBL', bankCode: '002' },
      { ...payee(100), employeeCode: 'LONG', accountNumber: '66300000011' },
      { ...payee(10_000_000_000), employeeCode: 'HUGE' },
      payee(100),
    ]));
    expect(out.count).toBe(1);
    expect(out.problems.map((p) => [p.employeeCode, p.key])).toEqual([['BBL', 'bankFile.otherBank'], ['LONG', 'bankFile.accountLength'], ['HUGE', 'bankFile.amountTooLarge']]);
  });

  it('refuses a bad service code or company account', () => {
    expect(writeKtbDirect(input([payee(100)]), { serviceCode: '29' }).problems).toEqual([{ employeeCode: '', field: 'settings.serviceCode', key: 'bankFile.setting' }]);
    expect(writeKtbDirect({ ...input([payee(100)]), company: { ...company, accountNumber: '028-000000-1' } }).bytes.length).toBe(0);
  });
});

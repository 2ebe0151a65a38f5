import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BANK_FILE_LAYOUTS, BANK_FILE_LAYOUT_IDS, layoutsOfBank, writeBankFile, type BankFileLayoutId } from './layouts';
import { splitCrlf } from './test-helpers';
import type { BankFileInput, BankFilePayee } from './types';

const sha1Hex = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

/** 10,000 payees at the layout's bank with Thai names and amounts from 1.00 to about 100,000. */
function bigInput(bankCode: string): BankFileInput {
  const payees: BankFilePayee[] = Array.from({ length: 10_000 }, (_, i) => ({
    employeeCode: `E${i}`,
    title: 'นาย',
    name: `สมชาย ทดสอบระบบ ${i}`,
    accountNumber: String(1_000_000_000 + i * 7),
    bankCode,
    amountSatang: 100 + ((i * 7919) % 10_000_000),
  }));
  return { payDate: '2026-07-25', company: { name: 'บริษัท ทดสอบ จำกัด', accountNumber: '1234567890', bankCode, originatorId: '1234567' }, payees };
}

/** Records per payee and around them, per layout (SCB: credit + payee pairs, checksum, header, debit, trailer). */
const records: Record<BankFileLayoutId, (n: number) => number> = {
  kbank7106: (n) => n + 1,
  scbPay: (n) => 2 * n + 4,
  ktbDirect: (n) => n + 2,
  bayCashLink: (n) => n + 1,
  bblPayroll: (n) => n + 2,
  bblSmart: (n) => n + 2,
};

describe('bank file layouts', () => {
  it.each(BANK_FILE_LAYOUT_IDS)('%s writes 10,000 payees with their count and total', (id) => {
    const input = bigInput(BANK_FILE_LAYOUTS[id].bankCode);
    const expectedTotal = input.payees.reduce((sum, p) => sum + p.amountSatang, 0);
    const out = writeBankFile(id, input, { sha1Hex, finalCrlf: true });
    expect(out.problems).toEqual([]);
    expect(out.count).toBe(10_000);
    expect(out.totalSatang).toBe(expectedTotal);
    expect(splitCrlf(out.bytes).length).toBe(records[id](10_000));
  });

  it('finds the layouts of a bank', () => {
    expect(layoutsOfBank('002')).toEqual(['bblPayroll', 'bblSmart']);
    expect(layoutsOfBank('004')).toEqual(['kbank7106']);
    expect(layoutsOfBank('030')).toEqual([]);
  });
});

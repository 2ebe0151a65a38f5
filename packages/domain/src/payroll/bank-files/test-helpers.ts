import type { BankFilePayee } from './types';

/*
 * Shared by the golden-file tests (no node imports: the fixtures are read in each test). Every
 * real sample was trimmed to a few details while its trailer or header still counts and totals
 * the whole file, so a test feeds the writer the sample's payees plus fillers that bring the
 * count and total back to the bank's, and compares every record of the sample byte for byte.
 */

/** The records of a file, each with its CRLF; throws when the file does not end in CRLF. */
export function splitCrlf(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      out.push(bytes.subarray(start, i + 2));
      start = i + 2;
      i++;
    }
  }
  if (start !== bytes.length) throw new Error('the last record has no CRLF');
  return out;
}

/** `count` payees of one bank whose amounts add up to exactly `totalSatang`. */
export function fillers(count: number, totalSatang: number, bankCode: string, accountBase = 9_000_000_000): BankFilePayee[] {
  const each = Math.floor(totalSatang / count);
  return Array.from({ length: count }, (_, i) => ({
    employeeCode: `F${i + 1}`,
    name: `ทดสอบ ${i + 1}`,
    accountNumber: String(accountBase + i),
    bankCode,
    amountSatang: i === count - 1 ? totalSatang - each * (count - 1) : each,
  }));
}

import { describe, expect, it } from 'vitest';
import { writePnd1Kor, type Pnd1KorInput } from './pnd1Kor';

const input = (over: Partial<Pnd1KorInput> = {}): Pnd1KorInput => ({
  payer: { taxId: '0105561000011' },
  year: 2026,
  payees: [
    { employeeCode: 'E001', taxId: '1101700230708', title: 'mr', firstName: 'สมชาย', lastName: 'ใจดี', incomeSatang: 36_000_000, taxSatang: 250_000 },
    { employeeCode: 'E002', taxId: '3100600123450', title: 'นาง', firstName: 'สมศรี', lastName: 'มีสุข', incomeSatang: 12_000_000, taxSatang: 0, address: '99 ถนนสุขุมวิท กรุงเทพมหานคร 10110' },
  ],
  ...over,
});

describe('PND 1 Kor text file', () => {
  it('writes one row per payee with the year totals: row|tax id|title|first|last|address|income|tax|condition', () => {
    const file = writePnd1Kor(input());
    expect(file.problems).toEqual([]);
    expect(file.text).toBe(
      '1|1101700230708|นาย|สมชาย|ใจดี||360000.00|2500.00|1\r\n'
      + '2|3100600123450|นาง|สมศรี|มีสุข|99 ถนนสุขุมวิท กรุงเทพมหานคร 10110|120000.00|0.00|1\r\n',
    );
    expect(file.totals).toEqual({ incomeSatang: 48_000_000, taxSatang: 250_000 });
    expect(file.fileName).toBe('PND1K_0105561000011_2569.txt');
    expect(file.bytes.length).toBe(file.text.length);
  });

  it('takes another layout from the settings; a pay date column needs each payee’s date', () => {
    const file = writePnd1Kor(input(), { columns: ['incomeCode', 'taxId', 'payDate', 'tax'], delimiter: '\t' });
    expect(file.problems).toEqual([
      { employeeCode: 'E001', field: 'payDate', key: 'validation.invalid' },
      { employeeCode: 'E002', field: 'payDate', key: 'validation.invalid' },
    ]);
    const dated = input().payees.map((p) => ({ ...p, payDate: '2026-12-25' }));
    expect(writePnd1Kor(input({ payees: dated }), { columns: ['incomeCode', 'taxId', 'payDate', 'tax'], delimiter: '\t', lineEnding: 'lf' }).text)
      .toBe('40(1)\t1101700230708\t25122569\t2500.00\n40(1)\t3100600123450\t25122569\t0.00\n');
  });

  it('leaves out a payee with a bad tax id', () => {
    const [first, second] = input().payees;
    const file = writePnd1Kor(input({ payees: [{ ...first!, taxId: '1234' }, second!] }));
    expect(file.problems).toEqual([{ employeeCode: 'E001', field: 'taxId', key: 'validation.citizenId' }]);
    expect(file.count).toBe(1);
    expect(file.text.startsWith('1|3100600123450|')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { writePnd1, type Pnd1Input, type Pnd1Payee } from './pnd1';

const somchai: Pnd1Payee = {
  employeeCode: 'E001', taxId: '1101700230708', title: 'mr', firstName: 'สมชาย', lastName: 'ใจดี',
  incomeSatang: 2_500_000, taxSatang: 20_833,
};
const somying: Pnd1Payee = {
  employeeCode: 'E002', taxId: '3100600123450', title: 'ms', firstName: 'สมหญิง', lastName: 'รักดี',
  incomeSatang: 3_000_050, taxSatang: 0, condition: 2,
};
const input = (over: Partial<Pnd1Input> = {}): Pnd1Input => ({
  payer: { taxId: '0105561000011', branch: '00000' }, month: '2026-01', payDate: '2026-01-31', payees: [somchai, somying], ...over,
});

describe('PND 1 text file', () => {
  it('writes the default row: income code|row|tax id|title|first|last|pay date (BE)|income|tax|condition', () => {
    const file = writePnd1(input());
    expect(file.problems).toEqual([]);
    expect(file.text).toBe(
      '40(1)|1|1101700230708|นาย|สมชาย|ใจดี|31012569|25000.00|208.33|1\r\n'
      + '40(1)|2|3100600123450|นางสาว|สมหญิง|รักดี|31012569|30000.50|0.00|2\r\n',
    );
    expect(file.count).toBe(2);
    expect(file.totals).toEqual({ incomeSatang: 5_500_050, taxSatang: 20_833 });
    expect(file.fileName).toBe('PND1_0105561000011_256901.txt');
  });

  it('encodes TIS-620 by default: one byte per Thai character', () => {
    const file = writePnd1(input({ payees: [somchai] }));
    // "40(1)|1|1101700230708|นาย|" is 26 bytes; then สมชาย.
    expect([...file.bytes.slice(26, 31)]).toEqual([0xca, 0xc1, 0xaa, 0xd2, 0xc2]);
    expect(file.bytes.length).toBe(file.text.length);
  });

  it('can write UTF-8 with LF instead', () => {
    const file = writePnd1(input({ payees: [somchai] }), { encoding: 'utf8', lineEnding: 'lf' });
    expect(file.text.endsWith('|1\n')).toBe(true);
    // นาย takes 9 bytes in UTF-8, so ส starts at byte 32.
    expect([...file.bytes.slice(32, 35)]).toEqual([0xe0, 0xb8, 0xaa]);
    expect(new TextDecoder().decode(file.bytes)).toBe(file.text);
  });

  it('takes the column order, the delimiter and constants from the settings', () => {
    const file = writePnd1(input({ payees: [{ ...somchai, firstName: 'สม,ชาย' }] }), {
      columns: ['rowNo', 'payerTaxId', 'taxId', 'title', 'firstName', 'lastName', { literal: '1' }, 'payDate', 'income', 'tax', 'condition'],
      delimiter: ',',
      rowNoWidth: 3,
      trailingLineEnd: false,
    });
    // A delimiter inside a name would shift the columns: it becomes a space.
    expect(file.text).toBe('001,0105561000011,1101700230708,นาย,สม ชาย,ใจดี,1,31012569,25000.00,208.33,1');
  });

  it('uses a per-payee pay date when given, and another income code', () => {
    const file = writePnd1(input({ payees: [{ ...somchai, payDate: '2026-01-15' }] }), { incomeCode: '40(2)' });
    expect(file.text).toBe('40(2)|1|1101700230708|นาย|สมชาย|ใจดี|15012569|25000.00|208.33|1\r\n');
  });

  it('leaves out a payee with a bad or missing tax id and totals only the rows written', () => {
    const file = writePnd1(input({ payees: [{ ...somchai, taxId: '1101700230709' }, somying, { ...somchai, employeeCode: 'E003', taxId: '' }] }));
    expect(file.problems).toEqual([
      { employeeCode: 'E001', field: 'taxId', key: 'validation.citizenId' },
      { employeeCode: 'E003', field: 'taxId', key: 'validation.required' },
    ]);
    expect(file.count).toBe(1);
    expect(file.text.startsWith('40(1)|1|3100600123450|')).toBe(true);
    expect(file.totals).toEqual({ incomeSatang: 3_000_050, taxSatang: 0 });
  });

  it('reports the payer tax id and the month when they are not valid', () => {
    const file = writePnd1(input({ payer: { taxId: '0105561000012' }, month: '2026-13' }));
    expect(file.problems).toEqual([
      { employeeCode: '', field: 'payer.taxId', key: 'validation.citizenId' },
      { employeeCode: '', field: 'month', key: 'validation.invalid' },
    ]);
  });

  it('writes a title outside the three as given, and warns of characters TIS-620 lacks', () => {
    const file = writePnd1(input({ payees: [{ ...somchai, title: 'ดร.', lastName: 'Zoë' }] }));
    expect(file.text).toBe('40(1)|1|1101700230708|ดร.|สมชาย|Zoë|31012569|25000.00|208.33|1\r\n');
    expect(file.warnings).toEqual([{ employeeCode: 'E001', field: 'lastName', key: 'validation.invalid' }]);
    expect(file.bytes.includes(0x3f)).toBe(true);
  });
});

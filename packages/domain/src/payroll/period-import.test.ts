import { describe, expect, it } from 'vitest';
import { amountOf, guessMapping, parseItemsSheet, type ImportField } from './period-import';

const NAMES: Record<ImportField, string[]> = {
  employeeCode: ['Employee ID', 'รหัสพนักงาน'], commission: ['Commission', 'ค่าคอมมิชชั่น'], bonus: ['Bonus', 'โบนัส'], extra: ['Extra pay'],
  otherIncome: ['Other income'], otherDeduction: ['Other deduction', 'รายการหักอื่น'],
};

describe('the payroll import', () => {
  it('recognises the template\'s headers in any language, and the codes', () => {
    expect(guessMapping(['รหัสพนักงาน', 'Name', 'ค่าคอมมิชชั่น', ' BONUS ', 'otherDeduction', 'Notes'], NAMES)).toEqual({ employeeCode: 0, commission: 2, bonus: 3, otherDeduction: 4 });
  });

  it.each([
    ['', null], [null, null], [1500.5, 150_050], ['1,500.50', 150_050], ['1500', 150_000], [0, 0],
  ])('reads %j as %j satang', (cell, satang) => expect(amountOf(cell)).toEqual({ ok: true, satang }));

  it.each([['abc'], [-1], ['-5'], [1.005], ['1.005'], ['1,50']])('refuses %j', (cell) => expect(amountOf(cell)).toEqual({ ok: false }));

  it('a cell above the largest amount is refused for its size, the limit named (not "not negative")', () => {
    expect(amountOf(1e12)).toEqual({ ok: false, tooLarge: true });
    expect(amountOf('1,000,000,000,000')).toEqual({ ok: false, tooLarge: true });
    const parsed = parseItemsSheet([['Employee ID', 'Bonus'], ['E0001', '1,000,000,000,000']], { employeeCode: 0, bonus: 1 });
    expect(parsed.issues).toEqual([{ row: 2, column: 'B', code: 'payrollImportAmountTooLarge', params: { value: '1,000,000,000,000', max: '99,999,999' } }]);
  });

  it('names every bad cell by row and column; blank rows are skipped; an id twice is named with its first row', () => {
    const sheet = [
      ['Employee ID', 'Name', 'Commission', 'Bonus'],
      ['E0001', 'A', '1,000', ''],
      ['', '', '', ''],
      ['E0002', 'B', 'abc', -5],
      ['e0001', 'C', 10, 10],
      ['', 'D', 5, 5],
    ];
    const parsed = parseItemsSheet(sheet, { employeeCode: 0, commission: 2, bonus: 3 });
    expect(parsed.rows).toEqual([{ row: 2, employeeCode: 'E0001', items: { commission: 100_000 } }, { row: 4, employeeCode: 'E0002', items: {} }]);
    expect(parsed.issues).toEqual([
      { row: 4, column: 'C', code: 'payrollImportBadAmount', params: { value: 'abc' } },
      { row: 4, column: 'D', code: 'payrollImportBadAmount', params: { value: '-5' } },
      { row: 5, column: 'A', code: 'rosterEmployeeTwice', params: { value: 'e0001', other: 2 } },
      { row: 6, column: 'A', code: 'rosterEmployeeMissing' },
    ]);
    expect(parsed.codes).toEqual(['commission', 'bonus']);
  });

  it('a file without an employee column or an amount column says so', () => {
    expect(parseItemsSheet([['x']], { commission: 1 }).issues[0]).toMatchObject({ code: 'payrollImportNoColumn', params: { what: 'employeeCode' } });
    expect(parseItemsSheet([['x']], { employeeCode: 0 }).issues[0]).toMatchObject({ code: 'payrollImportNoColumn', params: { what: 'amount' } });
    expect(parseItemsSheet([['Employee ID', 'Bonus']], { employeeCode: 0, bonus: 1 }).issues[0]).toMatchObject({ code: 'rosterNoRows' });
  });
});

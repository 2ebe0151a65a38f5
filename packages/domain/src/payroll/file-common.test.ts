import { describe, expect, it } from 'vitest';
import { beYear, dateParts, ddmmyyBe, ddmmyyyyBe, fileProblem, fitsDigits, mmyyBe, monthParts } from './file-common';

describe('file dates', () => {
  it('reads only real dates', () => {
    expect(dateParts('2028-02-29')).toEqual({ yyyy: '2028', yy: '28', mm: '02', dd: '29' });
    expect(dateParts('2026-02-29')).toBeNull();
    expect(dateParts('2026-7-1')).toBeNull();
    expect(monthParts('2026-01')).toEqual({ yyyy: '2026', mm: '01' });
    expect(monthParts('2026-13')).toBeNull();
    expect(monthParts('2026-01-01')).toBeNull();
  });

  it('writes the Buddhist era the statutory files want', () => {
    expect(beYear(2026)).toBe(2569);
    expect(ddmmyyBe('2026-02-15')).toBe('150269');
    expect(mmyyBe('2026-01')).toBe('0169');
    expect(ddmmyyyyBe('2026-01-31')).toBe('31012569');
    expect(ddmmyyBe('2026-02-30')).toBeNull();
    expect(mmyyBe('2026-00')).toBeNull();
  });
});

describe('file problems and digit widths', () => {
  it('marks a problem of the file itself with no employee', () => {
    expect(fileProblem('payDate', 'bankFile.payDate')).toEqual({ employeeCode: '', field: 'payDate', key: 'bankFile.payDate' });
  });

  it('fits only non-negative integers of at most width digits', () => {
    expect(fitsDigits(999_999, 6)).toBe(true);
    expect(fitsDigits(1_000_000, 6)).toBe(false);
    expect(fitsDigits(-1, 6)).toBe(false);
    expect(fitsDigits(1.5, 6)).toBe(false);
    expect(fitsDigits(Number.MAX_SAFE_INTEGER + 2, 20)).toBe(false);
  });
});

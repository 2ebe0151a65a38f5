import { describe, expect, it } from 'vitest';
import { isIsoDate, ZIsoDate, ZOptionalDate } from './dates';

const keys = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('the calendar-date rule', () => {
  it('takes real days of real months between 1900 and 2200 only', () => {
    for (const v of ['2028-02-29', '1900-01-01', '2200-12-31', '2026-11-24']) expect(isIsoDate(v), v).toBe(true);
    for (const v of ['2026-02-30', '2027-02-29', '2026-13-45', '2026-00-10', '0000-01-01', '1899-12-31', '2201-01-01', '12/03/2027', '2026-1-1', ' 2026-01-01']) expect(isIsoDate(v), v).toBe(false);
  });

  it('says "required" once for an empty required date and "invalid" for an impossible one', () => {
    expect(keys(ZIsoDate.safeParse(''))).toEqual(['validation.required']);
    expect(keys(ZIsoDate.safeParse(undefined))).toEqual(['validation.required']);
    expect(keys(ZIsoDate.safeParse('2026-02-30'))).toEqual(['validation.invalid']);
  });

  it('an optional date stores empty as null and still refuses an impossible one', () => {
    expect(ZOptionalDate.parse('')).toBeNull();
    expect(keys(ZOptionalDate.safeParse('0000-01-01'))).toEqual(['validation.invalid']);
  });
});

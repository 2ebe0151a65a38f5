import { describe, expect, it } from 'vitest';
import { decimalToSatang, hasTwoDecimals, satangToDecimal, toSatang } from './money';
import { checkOuting, isOutingFinished, ZOutingSave } from './outing';
import { isIsoDate } from './dates';

const base = { startDate: '2027-03-12', endDate: '2027-03-14', startTime: null, endTime: null, registrationDeadline: null };
const keys = (v: Parameters<typeof checkOuting>[0]) => checkOuting(v).map((i) => `${i.field}:${i.key}`);

describe('company outing dates (SPEC section 5 "End date/time must be greater than start")', () => {
  it('the last day may equal the first but not come before it', () => {
    expect(keys(base)).toEqual([]);
    expect(keys({ ...base, endDate: '2027-03-12' })).toEqual([]);
    expect(keys({ ...base, endDate: '2027-03-11' })).toEqual(['endDate:validation.endNotBeforeStart']);
  });

  it('with times, a one-day outing ends after it starts; times come in pairs', () => {
    const oneDay = { ...base, endDate: '2027-03-12' };
    expect(keys({ ...oneDay, startTime: '08:00', endTime: '17:00' })).toEqual([]);
    expect(keys({ ...oneDay, startTime: '17:00', endTime: '17:00' })).toEqual(['endTime:validation.endAfterStart']);
    expect(keys({ ...oneDay, startTime: '17:00', endTime: '08:00' })).toEqual(['endTime:validation.endAfterStart']);
    // Over several days the end time may be earlier in the day than the start time.
    expect(keys({ ...base, startTime: '17:00', endTime: '08:00' })).toEqual([]);
    expect(keys({ ...base, startTime: '08:00' })).toEqual(['endTime:validation.required']);
    expect(keys({ ...base, endTime: '08:00' })).toEqual(['startTime:validation.required']);
  });

  it('the registration deadline is not after the first day', () => {
    expect(keys({ ...base, registrationDeadline: '2027-03-12' })).toEqual([]);
    expect(keys({ ...base, registrationDeadline: '2027-03-13' })).toEqual(['registrationDeadline:validation.deadlineNotAfterStart']);
  });

  it('reads real calendar dates only, and an outing is over after its last day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('12/03/2027')).toBe(false);
    expect(isOutingFinished('2027-03-14', '2027-03-14')).toBe(false);
    expect(isOutingFinished('2027-03-14', '2027-03-15')).toBe(true);
  });

  it('the save schema needs someone on the name list', () => {
    const body = { nameEn: 'Trip', nameTh: 'ทริป', companyId: '0b6f5a3c-9d1e-4f2a-8b7c-1d2e3f4a5b6c', location: 'Hua Hin', ...base, memberIds: [] };
    const r = ZOutingSave.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['memberIds'], message: 'validation.manageEmployeeList' });
  });
});

describe('money in satang', () => {
  it.each([[1500.5, 150050], [0.1 + 0.2, 30], [19.99, 1999], [0, 0]])('%s baht → %s satang', (baht, satang) => expect(toSatang(baht)).toBe(satang));
  it('round-trips numeric(14,2) text without floats', () => {
    expect(satangToDecimal(150050)).toBe('1500.50');
    expect(satangToDecimal(5)).toBe('0.05');
    expect(satangToDecimal(-1999)).toBe('-19.99');
    expect(decimalToSatang('1500.50')).toBe(150050);
    expect(decimalToSatang('1500.5')).toBe(150050);
    expect(decimalToSatang('7')).toBe(700);
    expect(decimalToSatang('999999999999.99')).toBe(99_999_999_999_999); // numeric(14,2) at its largest, still a safe integer
  });
  it('allows two decimals at most', () => {
    expect(hasTwoDecimals(10.05)).toBe(true);
    expect(hasTwoDecimals(10.005)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { checkWorkingTime, nextDay, shiftHours } from './working-time';

const day = { dayType: 'workingDay', workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 };

describe('working time rules', () => {
  it('a normal day shift passes and has 8 working hours and 1 break hour', () => {
    expect(checkWorkingTime(day)).toEqual([]);
    expect(shiftHours(day)).toEqual({ workingHours: 8, breakHours: 1 });
  });

  it('a night shift runs past midnight, its break after midnight too', () => {
    const night = { ...day, workStart: '22:00', workEnd: '06:00', breakStart: '02:00', breakEnd: '03:00' };
    expect(checkWorkingTime(night)).toEqual([]);
    expect(shiftHours(night)).toEqual({ workingHours: 7, breakHours: 1 });
  });

  it('a break outside working hours is refused on the time that is wrong', () => {
    // Starting before work or after it: the start is flagged, not its end.
    expect(checkWorkingTime({ ...day, breakStart: '07:00', breakEnd: '08:30' })).toEqual([{ field: 'breakStart', key: 'validation.breakWithinHours' }]);
    expect(checkWorkingTime({ ...day, breakStart: '17:30', breakEnd: '18:00' })).toEqual([{ field: 'breakStart', key: 'validation.breakWithinHours' }]);
    // Starting inside the hours but ending after work or before it starts: the end.
    expect(checkWorkingTime({ ...day, breakStart: '16:30', breakEnd: '17:30' })).toEqual([{ field: 'breakEnd', key: 'validation.breakWithinHours' }]);
    expect(checkWorkingTime({ ...day, breakStart: '13:00', breakEnd: '12:00' })).toEqual([{ field: 'breakEnd', key: 'validation.breakWithinHours' }]);
  });

  it('half a break asks for its other half once', () => {
    expect(checkWorkingTime({ ...day, breakEnd: null })).toEqual([{ field: 'breakEnd', key: 'validation.required' }]);
    expect(checkWorkingTime({ ...day, dayType: 'dayOff', breakStart: null })).toEqual([{ field: 'breakStart', key: 'validation.required' }]);
  });

  it('the late allowance may not be less than the time before work', () => {
    expect(checkWorkingTime({ ...day, beforeWorkMinutes: 30, lateAllowanceMinutes: 10 })).toEqual([{ field: 'lateAllowanceMinutes', key: 'validation.lateNotLessThanBefore' }]);
    expect(checkWorkingTime({ ...day, beforeWorkMinutes: 30, lateAllowanceMinutes: 30 })).toEqual([]);
  });

  it('a working day needs its four times; a day off does not', () => {
    const issues = checkWorkingTime({ dayType: 'workingDay', beforeWorkMinutes: 0, lateAllowanceMinutes: 0 }).map((i) => i.field);
    expect(issues).toEqual(['workStart', 'workEnd', 'breakStart', 'breakEnd']);
    expect(checkWorkingTime({ dayType: 'dayOff', beforeWorkMinutes: 0, lateAllowanceMinutes: 0 })).toEqual([]);
    expect(checkWorkingTime({ ...day, workEnd: '08:00' })).toContainEqual({ field: 'workEnd', key: 'validation.endAfterStart' });
  });

  it('a change counts from the next day, across month and year ends', () => {
    expect(nextDay('2026-11-22')).toBe('2026-11-23');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

import { describe, expect, it } from 'vitest';
import { monthlyTotals } from './views';

const day = (extra: Partial<Parameters<typeof monthlyTotals>[0][number]> = {}) =>
  ({ status: null, dayType: 'working' as const, leave: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, ...extra });

describe('the monthly report\'s totals', () => {
  it('count late days and minutes, absences, days without a record, on-site days, minutes worked and the overtime given', () => {
    expect(monthlyTotals([
      day({ status: 'late', lateMinutes: 20, workedMinutes: 460 }), day({ status: 'lateAndEarly', lateMinutes: 5, earlyLeaveMinutes: 30, workedMinutes: 445 }),
      day({ status: 'absent' }), day({ status: 'noRecord' }), day({ status: 'onSite' }), day({ status: 'onTime', workedMinutes: 480 }),
    ], 90)).toEqual({ lateCount: 2, lateMinutes: 25, earlyLeaveMinutes: 30, absentDays: 1, noRecordDays: 1, leaveDays: 0, onSiteDays: 1, workedMinutes: 1385, overtimeMinutes: 90 });
  });

  it('count leave on working days, halves as half, never on a day off', () => {
    const t = monthlyTotals([
      day({ status: 'leave', leave: 'fullDay' }), day({ status: 'onTime', leave: 'morning' }), day({ status: 'absent', leave: 'afternoon' }),
      day({ dayType: 'dayOff', leave: 'fullDay' }), day({ dayType: 'holiday', leave: 'fullDay' }),
    ], 0);
    expect(t.leaveDays).toBe(2);
    expect(t.absentDays).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { absentDaysOf, attendanceOfDays, type AttendanceStatus, type DayPortion } from './status';
import { attendanceTotals, monthlyTotals, NO_OVERTIME } from './views';

const day = (extra: Partial<Parameters<typeof monthlyTotals>[0][number]> = {}) =>
  ({ status: null, dayType: 'working' as const, leave: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0, ...extra });

describe('the monthly report\'s totals', () => {
  it('count late days and minutes, absences, days without a record, on-site days, minutes worked and the overtime given', () => {
    expect(monthlyTotals([
      day({ status: 'late', lateMinutes: 20, workedMinutes: 460 }), day({ status: 'lateAndEarly', lateMinutes: 5, earlyLeaveMinutes: 30, workedMinutes: 445 }),
      day({ status: 'absent' }), day({ status: 'noRecord' }), day({ status: 'onSite' }), day({ status: 'onTime', workedMinutes: 480 }),
    ], { approvedMinutes: 90, workedMinutes: 120, payableMinutes: 60 })).toEqual({
      lateCount: 2, lateMinutes: 25, earlyLeaveMinutes: 30, absentDays: 1, noRecordDays: 1, leaveDays: 0, onSiteDays: 1, workedMinutes: 1385,
      overtimeMinutes: 90, overtimeWorkedMinutes: 120, overtimePayableMinutes: 60,
    });
  });

  it('count leave on working days, halves as half, never on a day off; half a day of leave with nobody for the other half is half a day absent', () => {
    const t = monthlyTotals([
      day({ status: 'leave', leave: 'fullDay' }), day({ status: 'onTime', leave: 'morning' }), day({ status: 'absent', leave: 'afternoon' }),
      day({ dayType: 'dayOff', leave: 'fullDay' }), day({ dayType: 'holiday', leave: 'fullDay' }),
    ], NO_OVERTIME);
    expect(t.leaveDays).toBe(2);
    // Issue 34 point 4: the afternoon's leave is leave, the morning alone is absent.
    expect(t.absentDays).toBe(0.5);
  });

  it('the employee\'s month counts a half day of leave with nobody for the other half as 0.5 absent and 0.5 leave', () => {
    const t = attendanceTotals([{ status: 'absent', leave: 'morning', workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0 }, { status: 'absent', leave: null, workedMinutes: 0, lateMinutes: 0, earlyLeaveMinutes: 0 }]);
    expect(t.byStatus).toEqual({ absent: 1.5, leave: 0.5 });
  });
});

describe('the days of absence a day counts (absentDaysOf)', () => {
  const cases: Array<[AttendanceStatus | null, DayPortion | null, number]> = [
    ['absent', null, 1], ['absent', 'fullDay', 1], ['absent', 'morning', 0.5], ['absent', 'afternoon', 0.5], ['leave', 'fullDay', 0], ['onTime', 'morning', 0], [null, 'morning', 0],
  ];
  it.each(cases)('%s with leave %s counts %d', (status, leave, days) => expect(absentDaysOf({ status, leave })).toBe(days));
});

describe('half a day of leave and no punches (attendanceOfDays)', () => {
  const D08 = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 60, lateAllowanceMinutes: 15 };
  it('is absent for the other half once the day is over, counted 0.5', () => {
    const [d] = attendanceOfDays([{ date: '2026-11-20', shift: D08, leave: 'morning' }], [], Date.parse('2026-11-21T12:00:00+07:00'));
    expect(d!.status).toBe('absent');
    expect(absentDaysOf({ status: d!.status, leave: 'morning' })).toBe(0.5);
  });
});

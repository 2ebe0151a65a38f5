import { describe, expect, it } from 'vitest';
import { attendanceOfDays } from '../attendance/status';
import { overtimeOf, type OvertimeSegment } from './calculator';
import { overtimeDayEnded, overtimeDayFigures, type OvertimeDayInput } from './payable';

/*
 * Issue 34 point 2: approved overtime pays the approved time within the punched time, and nothing
 * for a day not yet over. The day shift D08 is 08:00-17:00 with a break at noon; Bangkok time.
 */
const D08 = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' };
const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+07:00`);
const segmentsOf = (start: string, end: string, holiday = false): OvertimeSegment[] => {
  const r = overtimeOf({ start, end, holiday, shift: D08, payBasis: 'monthly' });
  if (!r.ok) throw new Error(r.issue);
  return r.segments;
};
const DATE = '2026-11-20';
const base: OvertimeDayInput = { date: DATE, punches: [], approved: [], holiday: false, shift: D08, recordsTime: true, now: at('2026-11-21', '09:00'), offsetMinutes: 420 };
const figures = (p: Partial<OvertimeDayInput>) => {
  const f = overtimeDayFigures({ ...base, ...p });
  return { approved: f.approvedMinutes, worked: f.workedMinutes, payable: f.payableMinutes };
};

describe('the overtime a day pays (overtimeDayFigures)', () => {
  const evening = [segmentsOf('17:00', '20:00')];
  const cases: Array<[string, Partial<OvertimeDayInput>, { approved: number; worked: number; payable: number }]> = [
    ['approved 3 hours, worked them all', { approved: evening, punches: [at(DATE, '08:00'), at(DATE, '20:05')] }, { approved: 180, worked: 185, payable: 180 }],
    ['approved 3 hours, left at 18:00: one hour', { approved: evening, punches: [at(DATE, '08:00'), at(DATE, '18:00')] }, { approved: 180, worked: 60, payable: 60 }],
    ['approved 3 hours, absent: nothing', { approved: evening }, { approved: 180, worked: 0, payable: 0 }],
    ['approved 3 hours, a check-in only: nothing', { approved: evening, punches: [at(DATE, '07:55')] }, { approved: 180, worked: 0, payable: 0 }],
    ['worked until 21:00 with nothing approved: worked, not payable', { approved: [], punches: [at(DATE, '08:00'), at(DATE, '21:00')] }, { approved: 0, worked: 240, payable: 0 }],
    ['the day is not over yet: nothing payable', { approved: evening, punches: [at(DATE, '08:00'), at(DATE, '20:05')], now: at(DATE, '21:00') }, { approved: 180, worked: 185, payable: 0 }],
    ['a holiday worked 09:00-15:00: the break is not work', { approved: [segmentsOf('09:00', '15:00', true)], holiday: true, punches: [at(DATE, '09:00'), at(DATE, '15:00')] }, { approved: 300, worked: 300, payable: 300 }],
    ['staff who do not record time: the approved time once the day is over', { approved: evening, recordsTime: false }, { approved: 180, worked: 0, payable: 180 }],
  ];
  it.each(cases)('%s', (_name, input, expected) => expect(figures(input)).toEqual(expected));

  it('pays each payable piece at its multiplier: a holiday\'s hours as holiday work, beyond them at 3x', () => {
    const f = overtimeDayFigures({ ...base, holiday: true, approved: [segmentsOf('08:00', '19:00', true)], punches: [at(DATE, '08:00'), at(DATE, '18:00')] });
    expect(f.payable.map((s) => [s.kind, s.rate, s.minutes])).toEqual([['holidayWork', 1, 240], ['holidayWork', 1, 240], ['holidayOvertime', 3, 60]]);
  });
});

describe('when a request\'s day is over (overtimeDayEnded)', () => {
  it('at the date\'s end, or at the end of a request running into the next morning', () => {
    const evening = segmentsOf('17:00', '20:00');
    expect(overtimeDayEnded(DATE, evening, at(DATE, '23:59'), 420)).toBe(false);
    expect(overtimeDayEnded(DATE, evening, at('2026-11-21', '00:00'), 420)).toBe(true);
    const night = segmentsOf('22:00', '02:00');
    expect(overtimeDayEnded(DATE, night, at('2026-11-21', '01:00'), 420)).toBe(false);
    expect(overtimeDayEnded(DATE, night, at('2026-11-21', '02:00'), 420)).toBe(true);
  });
});

describe('a shift rostered on a public holiday (attendanceOfDays)', () => {
  it('stays a holiday: worked, it is holiday entry, and a night shift keeps its check-out of the next morning', () => {
    const night = { workStart: '22:00', workEnd: '06:00', beforeWorkMinutes: 60, lateAllowanceMinutes: 0 };
    const days = attendanceOfDays([
      { date: '2026-12-10', shift: night, holiday: true },
      { date: '2026-12-11', shift: null },
    ], [at('2026-12-10', '21:55'), at('2026-12-11', '06:05')], at('2026-12-12', '12:00'));
    expect(days[0]).toMatchObject({ status: 'holidayEntry', punches: [at('2026-12-10', '21:55'), at('2026-12-11', '06:05')] });
    expect(days[1]!.punches).toEqual([]);
  });
});

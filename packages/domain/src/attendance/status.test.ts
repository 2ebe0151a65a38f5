import { describe, expect, it } from 'vitest';
import { ATTENDANCE_STATUSES, attendanceOfDays, type AttendanceDay, type ShiftTimes } from './status';

const DAY: ShiftTimes = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 };
const NIGHT: ShiftTimes = { workStart: '22:00', workEnd: '06:00', breakStart: '02:00', breakEnd: '03:00', beforeWorkMinutes: 15, lateAllowanceMinutes: 15 };
/** A Bangkok wall-clock time as an instant. */
const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+07:00`);
/** Long after every day of the tests. */
const LATER = at('2027-01-01', '00:00');
const one = (day: AttendanceDay, punches: number[], now = LATER) => attendanceOfDays([day], punches, now)[0]!;
const work = (extra: Partial<AttendanceDay> = {}): AttendanceDay => ({ date: '2026-11-23', shift: DAY, ...extra });
const punches = (...times: string[]) => times.map((t) => at('2026-11-23', t));

describe('attendance status of a day shift 08:00–17:00 (break 12–13, 15 minutes before work, 15 minutes late allowance)', () => {
  it.each([
    ['in at the start, out at the end', ['08:00', '17:00'], { status: 'onTime', workedMinutes: 480, lateMinutes: 0, earlyLeaveMinutes: 0 }],
    ['in within the before-work time', ['07:45', '17:05'], { status: 'onTime', workedMinutes: 500 }],
    ['in before the before-work time', ['07:30', '17:00'], { status: 'earlyIn', workedMinutes: 510 }],
    ['in within the allowance: no lateness, but short of the hours', ['08:10', '17:00'], { status: 'notFullHours', workedMinutes: 470, lateMinutes: 0 }],
    ['in at the allowance\'s last minute', ['08:15', '17:15'], { status: 'onTime', lateMinutes: 0 }],
    ['in past the allowance: late from the start', ['08:20', '17:30'], { status: 'late', lateMinutes: 20, earlyLeaveMinutes: 0 }],
    ['out before the end', ['08:00', '16:30'], { status: 'leaveEarly', earlyLeaveMinutes: 30, workedMinutes: 450 }],
    ['late and out early', ['09:00', '16:00'], { status: 'lateAndEarly', lateMinutes: 60, earlyLeaveMinutes: 60 }],
    ['punches in between count neither as in nor as out', ['07:55', '12:01', '12:58', '17:02'], { status: 'onTime', workedMinutes: 487 }],
    ['a check-in without a check-out', ['07:55'], { status: 'noRecord', checkIn: at('2026-11-23', '07:55'), checkOut: null }],
    ['no punch at all', [], { status: 'absent', checkIn: null }],
  ] as const)('%s', (_, times, expected) => {
    expect(one(work(), punches(...times))).toMatchObject(expected);
  });

  it('a day not over yet says what its check-in already tells (in on time, or late), and nothing before', () => {
    const now = at('2026-11-23', '10:00');
    expect(one(work(), [], now).status).toBeNull();
    expect(one(work(), punches('07:58'), now)).toMatchObject({ status: 'onTime', checkIn: at('2026-11-23', '07:58'), lateMinutes: 0 });
    expect(one(work(), punches('08:20'), now)).toMatchObject({ status: 'late', lateMinutes: 20, workedMinutes: 0 });
    expect(one(work({ onSite: 'morning' }), punches('08:20'), now).status).toBe('onSite');
    // Once the window has closed, a lone check-in is a forgotten check-out.
    expect(one(work(), punches('08:20'), at('2026-11-23', '23:01')).status).toBe('noRecord');
    // After the end and the reach of the punches, an absence is an absence.
    expect(one(work(), [], at('2026-11-23', '23:01')).status).toBe('absent');
  });

  it('approved leave and on-site work', () => {
    expect(one(work({ leave: 'fullDay' }), []).status).toBe('leave');
    expect(one(work({ leave: 'fullDay' }), punches('08:00', '17:00')).status).toBe('leave');
    // A weekend or a holiday inside a leave is a day off, not a day of leave (nor of on-site work).
    expect(one(work({ shift: null, leave: 'fullDay' }), []).status).toBeNull();
    expect(one(work({ holiday: true, onSite: 'fullDay' }), []).status).toBeNull();
    expect(one(work({ onSite: 'fullDay' }), []).status).toBe('onSite');
    // Morning leave: the afternoon is expected, from the end of the break.
    expect(one(work({ leave: 'morning' }), punches('12:55', '17:00'))).toMatchObject({ status: 'onTime', lateMinutes: 0 });
    expect(one(work({ leave: 'morning' }), punches('13:30', '17:00'))).toMatchObject({ status: 'late', lateMinutes: 30 });
    // Afternoon leave: the morning is expected, until the break.
    expect(one(work({ leave: 'afternoon' }), punches('08:00', '12:00'))).toMatchObject({ status: 'onTime', earlyLeaveMinutes: 0 });
    expect(one(work({ leave: 'afternoon' }), punches('08:00', '11:00'))).toMatchObject({ status: 'leaveEarly', earlyLeaveMinutes: 60 });
    // Half a day of leave and no punch for the other half: absent, it is still a working half day.
    expect(one(work({ leave: 'morning' }), []).status).toBe('absent');
    // On-site work for half the day counts as present.
    expect(one(work({ onSite: 'afternoon' }), punches('08:00', '12:00')).status).toBe('onSite');
  });

  it('a day off or a holiday: punches are an entry on a holiday, none is no status', () => {
    expect(one({ date: '2026-11-22', shift: null }, []).status).toBeNull();
    expect(one({ date: '2026-11-22', shift: null }, [at('2026-11-22', '09:00'), at('2026-11-22', '12:00')]).status).toBe('holidayEntry');
    expect(one({ date: '2026-12-07', shift: DAY, holiday: true }, [at('2026-12-07', '08:00')]).status).toBe('holidayEntry');
    expect(one({ date: '2026-12-07', shift: DAY, holiday: true }, []).status).toBeNull();
  });
});

describe('night shifts and neighbouring shifts', () => {
  it('a night shift 22:00–06:00 belongs to the date it starts on', () => {
    const days: AttendanceDay[] = [{ date: '2026-11-23', shift: NIGHT }, { date: '2026-11-24', shift: NIGHT }];
    const [mon, tue] = attendanceOfDays(days, [at('2026-11-23', '21:50'), at('2026-11-24', '06:02'), at('2026-11-24', '22:20'), at('2026-11-25', '05:30')], LATER);
    expect(mon).toMatchObject({ status: 'onTime', checkIn: at('2026-11-23', '21:50'), checkOut: at('2026-11-24', '06:02'), workedMinutes: 432 });
    expect(tue).toMatchObject({ status: 'lateAndEarly', lateMinutes: 20, earlyLeaveMinutes: 30 });
  });

  it('a night shift followed by a day shift the next morning does not steal its check-in (frappe/hrms#3298)', () => {
    const days: AttendanceDay[] = [{ date: '2026-11-23', shift: NIGHT }, { date: '2026-11-24', shift: DAY }];
    const [night, day] = attendanceOfDays(days, [at('2026-11-23', '22:00'), at('2026-11-24', '06:05'), at('2026-11-24', '07:55'), at('2026-11-24', '17:01')], LATER);
    expect(night).toMatchObject({ status: 'onTime', punches: [at('2026-11-23', '22:00'), at('2026-11-24', '06:05')] });
    expect(day).toMatchObject({ status: 'onTime', punches: [at('2026-11-24', '07:55'), at('2026-11-24', '17:01')] });
  });

  it('a punch between two shifts goes to the nearer one', () => {
    const days: AttendanceDay[] = [{ date: '2026-11-23', shift: DAY }, { date: '2026-11-24', shift: { ...DAY, workStart: '04:00', workEnd: '13:00', breakStart: '08:00', breakEnd: '09:00' } }];
    // 20:00 is 3 hours after Monday's end and 8 before Tuesday's start: Monday's check-out.
    const [mon, tue] = attendanceOfDays(days, [at('2026-11-23', '08:00'), at('2026-11-23', '20:00'), at('2026-11-24', '01:30'), at('2026-11-24', '13:00')], LATER);
    expect(mon?.checkOut).toBe(at('2026-11-23', '20:00'));
    // 01:30 is 8.5 hours after Monday's end and 2.5 before Tuesday's start: Tuesday's check-in.
    expect(tue).toMatchObject({ checkIn: at('2026-11-24', '01:30'), status: 'earlyIn' });
  });

  it('a punch on a day off next to a working day stays on the day off when no shift is near it', () => {
    const days: AttendanceDay[] = [{ date: '2026-11-22', shift: null }, { date: '2026-11-23', shift: DAY }];
    const [sun, mon] = attendanceOfDays(days, [at('2026-11-22', '10:00'), at('2026-11-22', '15:00'), at('2026-11-23', '08:00'), at('2026-11-23', '17:00')], LATER);
    expect(sun?.status).toBe('holidayEntry');
    expect(mon?.status).toBe('onTime');
  });
});

it('every status of the spec is reachable', () => {
  const seen = new Set<string>();
  const cases: Array<[AttendanceDay, string[]]> = [
    [work(), ['08:00', '17:00']], [work(), ['08:10', '17:00']], [work(), ['08:20', '17:00']], [work(), []], [work({ leave: 'fullDay' }), []],
    [work(), ['07:00', '17:00']], [work(), ['08:00', '16:00']], [work(), ['09:00', '16:00']], [work(), ['08:00']], [work({ holiday: true }), ['08:00']],
    [work({ onSite: 'fullDay' }), []],
  ];
  for (const [day, times] of cases) seen.add(one(day, punches(...times)).status!);
  expect([...seen].sort()).toEqual([...ATTENDANCE_STATUSES].sort());
});

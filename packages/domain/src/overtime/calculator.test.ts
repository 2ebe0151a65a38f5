import { describe, expect, it } from 'vitest';
import { LPA_MINIMUM_RATES, overtimeOf, overtimePaySatang, ratesBelowLaw, weeklyOvertime, weekStartOf, workedOvertime, type OvertimeRequestTimes } from './calculator';

const DAY = { workStart: '08:00', workEnd: '17:00', breakStart: '12:00', breakEnd: '13:00' };
const NIGHT = { workStart: '22:00', workEnd: '06:00', breakStart: '02:00', breakEnd: '03:00' };
const req = (start: string, end: string, extra: Partial<OvertimeRequestTimes> = {}): OvertimeRequestTimes =>
  ({ start, end, holiday: false, shift: DAY, payBasis: 'monthly', ...extra });
/** The request's pieces as [from, to, kind, rate], times 'HH:mm' (past midnight as 24:00+). */
const pieces = (r: OvertimeRequestTimes) => {
  const res = overtimeOf(r);
  if (!res.ok) return res.issue;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return res.segments.map((s) => [hhmm(s.from), hhmm(s.to), s.kind, s.rate]);
};

describe('overtime on a working day (LPA s.61: at least 1.5 times)', () => {
  it.each([
    ['after work', req('17:00', '20:00'), [['17:00', '20:00', 'workingDayOvertime', 1.5]]],
    ['before work', req('06:00', '08:00'), [['06:00', '08:00', 'workingDayOvertime', 1.5]]],
    ['a request reaching into the shift counts only the time outside it', req('16:00', '19:00'), [['17:00', '19:00', 'workingDayOvertime', 1.5]]],
    ['over the whole day: before and after, the shift and its break not counted', req('06:00', '19:00'), [['06:00', '08:00', 'workingDayOvertime', 1.5], ['17:00', '19:00', 'workingDayOvertime', 1.5]]],
    ['into the next morning', req('22:00', '02:00'), [['22:00', '26:00', 'workingDayOvertime', 1.5]]],
    ['a night worker\'s morning after the night before', req('06:00', '09:00', { shift: NIGHT }), [['06:00', '09:00', 'workingDayOvertime', 1.5]]],
    ['a night worker staying past six ends before the next night', req('20:00', '23:00', { shift: NIGHT }), [['20:00', '22:00', 'workingDayOvertime', 1.5]]],
  ])('%s', (_name, r, expected) => {
    expect(pieces(r)).toEqual(expected);
  });

  it('a request inside the shift is not overtime; the same start and end is no time', () => {
    expect(pieces(req('09:00', '11:00'))).toBe('insideShift');
    expect(pieces(req('12:00', '13:00'))).toBe('insideShift');
    expect(pieces(req('18:00', '18:00'))).toBe('endNotAfterStart');
  });
});

describe('work on a holiday (s.62) and overtime on a holiday (s.63)', () => {
  it('monthly staff: the usual hours at 1 time on top, the break not counted, beyond them 3 times', () => {
    expect(pieces(req('08:00', '20:00', { holiday: true }))).toEqual([
      ['08:00', '12:00', 'holidayWork', 1], ['13:00', '17:00', 'holidayWork', 1], ['17:00', '20:00', 'holidayOvertime', 3],
    ]);
    const r = overtimeOf(req('08:00', '20:00', { holiday: true }));
    expect(r).toMatchObject({ ok: true, minutes: 660, holidayWorkMinutes: 480, overtimeMinutes: 180 });
  });

  it('daily staff are not paid for the holiday: its usual hours at 2 times', () => {
    expect(pieces(req('08:00', '12:00', { holiday: true, payBasis: 'daily' }))).toEqual([['08:00', '12:00', 'holidayWork', 2]]);
  });

  it('evening work on a holiday, outside the usual hours, is overtime on a holiday', () => {
    expect(pieces(req('18:00', '21:00', { holiday: true }))).toEqual([['18:00', '21:00', 'holidayOvertime', 3]]);
  });

  it('without a usual shift, the first eight hours are holiday work', () => {
    expect(pieces(req('07:00', '18:00', { holiday: true, shift: null }))).toEqual([['07:00', '15:00', 'holidayWork', 1], ['15:00', '18:00', 'holidayOvertime', 3]]);
  });
});

describe('the company\'s rates', () => {
  it('may pay more than the law, never less', () => {
    expect(ratesBelowLaw(LPA_MINIMUM_RATES)).toEqual([]);
    expect(ratesBelowLaw({ ...LPA_MINIMUM_RATES, workingDayOvertime: 2, holidayOvertime: 3.5 })).toEqual([]);
    expect(ratesBelowLaw({ ...LPA_MINIMUM_RATES, workingDayOvertime: 1.25, holidayWorkDaily: 1 })).toEqual(['workingDayOvertime', 'holidayWorkDaily']);
    expect(pieces(req('17:00', '18:00'))).toEqual([['17:00', '18:00', 'workingDayOvertime', 1.5]]);
    const paid = overtimeOf(req('17:00', '18:00'), { ...LPA_MINIMUM_RATES, workingDayOvertime: 2 });
    expect(paid.ok && paid.segments[0]!.rate).toBe(2);
  });
});

describe('pay in satang', () => {
  it.each([
    // THAI-RULES.md's worked example: 10,000 baht a month, 3 hours at 1.5 = 187.50.
    ['monthly 10,000, 3 h at 1.5', { payBasis: 'monthly' as const, wageSatang: 1_000_000, normalDailyHours: 8, minutes: 180, rate: 1.5 }, 18_750],
    ['daily 400, 2 h at 1.5', { payBasis: 'daily' as const, wageSatang: 40_000, normalDailyHours: 8, minutes: 120, rate: 1.5 }, 15_000],
    ['monthly 15,000, 8 h of holiday work at 1', { payBasis: 'monthly' as const, wageSatang: 1_500_000, normalDailyHours: 8, minutes: 480, rate: 1 }, 50_000],
    ['monthly 12,345.67, 50 min at 3 (one rounding, at the end)', { payBasis: 'monthly' as const, wageSatang: 1_234_567, normalDailyHours: 8, minutes: 50, rate: 3 }, 12_860],
  ])('%s', (_name, p, satang) => {
    expect(overtimePaySatang(p)).toBe(satang);
  });
});

describe('the weekly cap of 36 hours (Ministerial Regulation No. 3)', () => {
  const twoHours = overtimeOf(req('17:00', '19:00'));
  const holiday = overtimeOf(req('08:00', '19:00', { holiday: true }));
  it('counts the week\'s overtime with the request\'s own', () => {
    if (!twoHours.ok || !holiday.ok) throw new Error('requests are valid');
    expect(weeklyOvertime({ alreadyMinutes: 34 * 60, request: twoHours })).toEqual({ total: 36 * 60, cap: 36 * 60, over: 0, exceeds: false });
    expect(weeklyOvertime({ alreadyMinutes: 35 * 60, request: twoHours })).toMatchObject({ over: 60, exceeds: true });
    // Holiday work counts only where the company says so; overtime on a holiday always does.
    expect(weeklyOvertime({ alreadyMinutes: 0, request: holiday }).total).toBe(120);
    expect(weeklyOvertime({ alreadyMinutes: 0, request: holiday, countHolidayWork: true }).total).toBe(600);
  });

  it('weeks run Monday to Sunday', () => {
    expect(['2026-11-23', '2026-11-25', '2026-11-29'].map(weekStartOf)).toEqual(['2026-11-23', '2026-11-23', '2026-11-23']);
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('workedOvertime: approved hours within the punched time', () => {
  const approved = [
    { from: 18 * 60, to: 20 * 60, minutes: 120, kind: 'workingDayOvertime' as const, rate: 1.5 },
  ];
  it('cuts an approved segment to the punches and drops what was not worked', () => {
    expect(workedOvertime(approved, [[8 * 60, 19 * 60 + 15]])).toEqual({ segments: [{ ...approved[0], to: 19 * 60 + 15, minutes: 75 }], minutes: 75 });
    expect(workedOvertime(approved, [[8 * 60, 17 * 60]])).toEqual({ segments: [], minutes: 0 });
  });
  it('time worked beyond the approval is not overtime, and two punched spans each count', () => {
    expect(workedOvertime(approved, [[8 * 60, 23 * 60]]).minutes).toBe(120);
    expect(workedOvertime(approved, [[17 * 60, 18 * 60 + 30], [19 * 60, 22 * 60]]).minutes).toBe(30 + 60);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_LEAVE_SPAN_DAYS, numberOfLeaveDays, type LeaveDaysRequest } from './number-of-days';
import type { WorkCalendar } from './work-calendar';

// 2026: 2 March is a Monday; Songkran 13–15 April is Monday to Wednesday; 31 December is a Thursday.
const SONGKRAN = ['2026-04-13', '2026-04-14', '2026-04-15'];
const NEW_YEAR = ['2027-01-01'];
const fullDay = (dateFrom: string, dateTo: string, extra: Partial<LeaveDaysRequest> = {}): LeaveDaysRequest => ({ dateFrom, dateTo, duration: 'fullDay', ...extra });

/** The successful answer, or a failed test that shows the issues. */
function days(request: LeaveDaysRequest, calendar?: WorkCalendar) {
  const r = numberOfLeaveDays(request, calendar);
  if (!r.ok) throw new Error(`expected days, got ${JSON.stringify(r.issues)}`);
  return r;
}
function issues(request: LeaveDaysRequest, calendar?: WorkCalendar) {
  const r = numberOfLeaveDays(request, calendar);
  if (r.ok) throw new Error(`expected issues, got ${r.days} days`);
  return r.issues;
}

describe('numberOfLeaveDays: full days', () => {
  it('counts one working day', () => {
    expect(days(fullDay('2026-03-04', '2026-03-04'))).toEqual({ ok: true, days: 1, byYear: [{ year: 2026, days: 1 }], dates: ['2026-03-04'] });
  });

  it('skips the weekend in a span from Friday to Monday', () => {
    const r = days(fullDay('2026-03-06', '2026-03-09'));
    expect(r.days).toBe(2);
    expect(r.dates).toEqual(['2026-03-06', '2026-03-09']);
  });

  it('counts two working weeks as ten days', () => {
    expect(days(fullDay('2026-03-02', '2026-03-13')).days).toBe(10);
  });

  it('skips the company holidays in the span', () => {
    const r = days(fullDay('2026-04-10', '2026-04-17'), { holidays: SONGKRAN });
    expect(r.dates).toEqual(['2026-04-10', '2026-04-16', '2026-04-17']);
    expect(r.days).toBe(3);
  });

  it('accepts the holidays as a Set as well as an array', () => {
    expect(days(fullDay('2026-04-10', '2026-04-17'), { holidays: new Set(SONGKRAN) }).days).toBe(3);
  });

  it('follows a six-day week: Saturday counts, Sunday does not', () => {
    const r = days(fullDay('2026-03-06', '2026-03-09'), { workingWeekdays: [1, 2, 3, 4, 5, 6] });
    expect(r.dates).toEqual(['2026-03-06', '2026-03-07', '2026-03-09']);
  });

  it("skips a shift worker's own day off on a weekday", () => {
    const r = days(fullDay('2026-03-02', '2026-03-06'), { daysOff: ['2026-03-04'] });
    expect(r.dates).toEqual(['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']);
    expect(r.days).toBe(4);
  });

  it("counts a shift worker's extra working day on a Saturday", () => {
    const r = days(fullDay('2026-03-06', '2026-03-09'), { extraWorkingDays: ['2026-03-07'] });
    expect(r.dates).toEqual(['2026-03-06', '2026-03-07', '2026-03-09']);
    expect(r.days).toBe(3);
  });

  it('counts a holiday the employee is rostered to work on', () => {
    const r = days(fullDay('2026-04-13', '2026-04-15'), { holidays: SONGKRAN, extraWorkingDays: ['2026-04-14'] });
    expect(r.dates).toEqual(['2026-04-14']);
  });

  it('does not charge a date that is both a day off and an extra working day', () => {
    const r = days(fullDay('2026-03-02', '2026-03-03'), { daysOff: ['2026-03-03'], extraWorkingDays: ['2026-03-03'] });
    expect(r.dates).toEqual(['2026-03-02']);
  });

  it('counts every calendar date for a "holidays included" type', () => {
    const r = days(fullDay('2026-04-10', '2026-04-17', { calendarDays: true }), { holidays: SONGKRAN });
    expect(r.days).toBe(8);
    expect(r.dates).toHaveLength(8);
  });

  it('counts 120 calendar days of maternity leave from 1 March 2026 to 28 June 2026', () => {
    expect(days(fullDay('2026-03-01', '2026-06-28', { calendarDays: true })).days).toBe(120);
  });

  it('splits a span over New Year by year: 31 Dec 2026 to 4 Jan 2027', () => {
    const r = days(fullDay('2026-12-31', '2027-01-04'), { holidays: NEW_YEAR });
    expect(r.days).toBe(2);
    expect(r.byYear).toEqual([{ year: 2026, days: 1 }, { year: 2027, days: 1 }]);
    expect(r.dates).toEqual(['2026-12-31', '2027-01-04']);
  });

  it('splits calendar days over New Year too', () => {
    const r = days(fullDay('2026-12-30', '2027-01-02', { calendarDays: true }));
    expect(r.byYear).toEqual([{ year: 2026, days: 2 }, { year: 2027, days: 2 }]);
  });

  it('leaves out a year in which no day is counted', () => {
    const r = days(fullDay('2026-12-31', '2027-01-03'), { holidays: NEW_YEAR });
    expect(r.byYear).toEqual([{ year: 2026, days: 1 }]);
  });

  it('counts 29 February in a leap year', () => {
    const r = days(fullDay('2028-02-28', '2028-03-01'));
    expect(r.dates).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(r.days).toBe(3);
  });

  it('takes the longest span allowed: a whole leap year', () => {
    const r = days(fullDay('2028-01-01', '2028-12-31', { calendarDays: true }));
    expect(r.days).toBe(MAX_LEAVE_SPAN_DAYS);
  });
});

describe('numberOfLeaveDays: half days', () => {
  it('counts a morning as half a day', () => {
    expect(days({ dateFrom: '2026-03-04', dateTo: '2026-03-04', duration: 'morning' })).toEqual({ ok: true, days: 0.5, byYear: [{ year: 2026, days: 0.5 }], dates: ['2026-03-04'] });
  });

  it('counts an afternoon as half a day', () => {
    expect(days({ dateFrom: '2026-03-04', dateTo: '2026-03-04', duration: 'afternoon' }).days).toBe(0.5);
  });

  it('counts a half day on an extra working Saturday', () => {
    expect(days({ dateFrom: '2026-03-07', dateTo: '2026-03-07', duration: 'morning' }, { extraWorkingDays: ['2026-03-07'] }).days).toBe(0.5);
  });

  it('rejects a half day over more than one date', () => {
    expect(issues({ dateFrom: '2026-03-04', dateTo: '2026-03-05', duration: 'morning' })).toEqual([{ field: 'dateTo', key: 'validation.halfDaySingleDate' }]);
  });

  it('rejects a half day on a holiday', () => {
    expect(issues({ dateFrom: '2026-04-14', dateTo: '2026-04-14', duration: 'afternoon' }, { holidays: SONGKRAN })).toEqual([{ field: 'dateFrom', key: 'validation.noWorkingDays' }]);
  });

  it("rejects a half day on a Sunday and on the employee's day off", () => {
    expect(issues({ dateFrom: '2026-03-08', dateTo: '2026-03-08', duration: 'morning' })[0]?.key).toBe('validation.noWorkingDays');
    expect(issues({ dateFrom: '2026-03-04', dateTo: '2026-03-04', duration: 'morning' }, { daysOff: ['2026-03-04'] })[0]?.key).toBe('validation.noWorkingDays');
  });

  it('counts a half day of a calendar-day type on a holiday', () => {
    expect(days({ dateFrom: '2026-04-14', dateTo: '2026-04-14', duration: 'morning', calendarDays: true }, { holidays: SONGKRAN }).days).toBe(0.5);
  });
});

describe('numberOfLeaveDays: bad requests', () => {
  it('rejects a span of weekend and holidays only', () => {
    expect(issues(fullDay('2027-01-01', '2027-01-03'), { holidays: NEW_YEAR })).toEqual([{ field: 'dateFrom', key: 'validation.noWorkingDays' }]);
  });

  it('rejects from after to, naming the end date', () => {
    expect(issues(fullDay('2026-03-09', '2026-03-06'))).toEqual([{ field: 'dateTo', key: 'validation.endNotBeforeStart' }]);
  });

  it('rejects a span longer than a leap year and says how long one may be', () => {
    expect(issues(fullDay('2026-01-01', '2027-01-02'))).toEqual([{ field: 'dateTo', key: 'validation.leaveSpanTooLong', params: { days: MAX_LEAVE_SPAN_DAYS } }]);
    expect(issues(fullDay('2026-01-01', '2126-01-01'))[0]?.key).toBe('validation.leaveSpanTooLong');
  });

  it('names every missing field', () => {
    expect(issues({ dateFrom: '', dateTo: '', duration: '' as never })).toEqual([
      { field: 'dateFrom', key: 'validation.required' },
      { field: 'dateTo', key: 'validation.required' },
      { field: 'duration', key: 'validation.required' },
    ]);
  });

  it('rejects dates that do not exist and an unknown duration', () => {
    expect(issues({ dateFrom: '2026-02-29', dateTo: '2026-13-01', duration: 'evening' as never })).toEqual([
      { field: 'dateFrom', key: 'validation.invalid' },
      { field: 'dateTo', key: 'validation.invalid' },
      { field: 'duration', key: 'validation.invalid' },
    ]);
  });
});

describe('numberOfLeaveDays: messages', () => {
  it('every key it answers with has a message in each language, naming the field', async () => {
    const { readFileSync } = await import('node:fs');
    const keys = new Set([
      ...issues({ dateFrom: '', dateTo: 'x', duration: 'evening' as never }),
      ...issues(fullDay('2026-03-09', '2026-03-06')),
      ...issues({ dateFrom: '2026-03-04', dateTo: '2026-03-05', duration: 'morning' }),
      ...issues(fullDay('2026-01-01', '2027-01-02')),
      ...issues(fullDay('2026-03-07', '2026-03-08')),
    ].map((i) => i.key.replace(/^validation\./, '')));
    expect(keys.size).toBe(6); // required, invalid, endNotBeforeStart, halfDaySingleDate, leaveSpanTooLong, noWorkingDays
    for (const lang of ['en', 'th', 'km', 'my']) {
      const messages = ['validation', 'rules'].reduce<Record<string, string>>((all, ns) => ({
        ...all, ...(JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8')) as Record<string, string>),
      }), {});
      for (const key of keys) expect(messages[key], `${lang}: ${key}`).toContain('{{field}}');
    }
  });
});

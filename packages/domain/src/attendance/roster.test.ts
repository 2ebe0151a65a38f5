import { describe, expect, it } from 'vitest';
import {
  columnLetter, firstChangeableDate, headerDate, monthDates, notBeforeTomorrowIssues, parseRosterSheet, rangeIssues, resolveDay, tradeEntries,
  ZRosterSet, ZShiftChangeAndTrade,
} from './roster';

const DAY = { id: 'd08', dayType: 'workingDay' as const };
const NIGHT = { id: 'n22', dayType: 'workingDay' as const };
const OFF = { id: 'off', dayType: 'dayOff' as const };

describe('changes take effect from the next day (SPEC section 4)', () => {
  it('the first date a change may touch is tomorrow, across a month and a year end', () => {
    expect(firstChangeableDate('2026-11-22')).toBe('2026-11-23');
    expect(firstChangeableDate('2026-11-30')).toBe('2026-12-01');
    expect(firstChangeableDate('2026-12-31')).toBe('2027-01-01');
  });
  it('today and past dates are refused on the field, naming the first date allowed', () => {
    expect(notBeforeTomorrowIssues('dateFrom', '2026-11-22', '2026-11-22')).toEqual([{ field: 'dateFrom', key: 'validation.rosterFromTomorrow', params: { date: '2026-11-23' } }]);
    expect(notBeforeTomorrowIssues('dateFrom', '2026-10-01', '2026-11-22')).toHaveLength(1);
    expect(notBeforeTomorrowIssues('dateFrom', '2026-11-23', '2026-11-22')).toEqual([]);
  });
  it('a range ends on or after its start and spans at most 62 days', () => {
    expect(rangeIssues({ dateFrom: '2026-12-02', dateTo: '2026-12-01' }, '2026-11-22')[0]).toMatchObject({ field: 'dateTo', key: 'validation.endNotBeforeStart' });
    expect(rangeIssues({ dateFrom: '2026-12-01', dateTo: '2027-01-31' }, '2026-11-22')).toEqual([]);
    expect(rangeIssues({ dateFrom: '2026-12-01', dateTo: '2027-02-01' }, '2026-11-22')[0]).toMatchObject({ key: 'validation.rosterTooManyDays' });
    expect(rangeIssues({ dateFrom: '2026-11-22', dateTo: '2026-11-23' }, '2026-11-22')[0]).toMatchObject({ field: 'dateFrom', key: 'validation.rosterFromTomorrow' });
  });
});

describe('one day\'s schedule (resolveDay)', () => {
  const cases: Array<[string, Parameters<typeof resolveDay>[0], ReturnType<typeof resolveDay>]> = [
    ['default shift on a working day', { roster: null, defaultShift: DAY, holiday: false, workingDay: true }, { kind: 'working', shift: DAY }],
    ['weekend without a roster entry', { roster: null, defaultShift: DAY, holiday: false, workingDay: false }, { kind: 'dayOff', shift: null }],
    ['holiday without a roster entry', { roster: null, defaultShift: DAY, holiday: true, workingDay: false }, { kind: 'holiday', shift: null }],
    ['no default working time', { roster: null, defaultShift: null, holiday: false, workingDay: true }, { kind: 'unscheduled', shift: null }],
    ['a default of the day-off kind', { roster: null, defaultShift: OFF, holiday: false, workingDay: true }, { kind: 'dayOff', shift: OFF }],
    ['rostered shift overrides the default', { roster: { shift: NIGHT }, defaultShift: DAY, holiday: false, workingDay: true }, { kind: 'working', shift: NIGHT }],
    // Issue 34 point 5: the holiday stays (holiday work, LPA s.62-63), the rostered shift gives its hours.
    ['rostered shift on a public holiday stays a holiday with its hours', { roster: { shift: NIGHT }, defaultShift: DAY, holiday: true, workingDay: false }, { kind: 'holiday', shift: NIGHT }],
    ['rostered day off on a public holiday is the holiday', { roster: { shift: null }, defaultShift: DAY, holiday: true, workingDay: false }, { kind: 'holiday', shift: null }],
    ['rostered shift on a Sunday is work', { roster: { shift: DAY }, defaultShift: DAY, holiday: false, workingDay: false }, { kind: 'working', shift: DAY }],
    ['rostered day off (no working time)', { roster: { shift: null }, defaultShift: DAY, holiday: false, workingDay: true }, { kind: 'dayOff', shift: null }],
    ['rostered day-off kind of working time', { roster: { shift: OFF }, defaultShift: DAY, holiday: false, workingDay: true }, { kind: 'dayOff', shift: OFF }],
  ];
  it.each(cases)('%s', (_name, input, expected) => expect(resolveDay(input)).toEqual(expected));
});

describe('a trade', () => {
  it('gives each the other\'s schedule date by date, a day off included', () => {
    const a = new Map([['2026-12-01', 'n22'], ['2026-12-02', null]]);
    const b = new Map([['2026-12-01', 'd08'], ['2026-12-02', 'd08']]);
    expect(tradeEntries(['2026-12-01', '2026-12-02'], a, b)).toEqual([{ date: '2026-12-01', a: 'd08', b: 'n22' }, { date: '2026-12-02', a: 'd08', b: null }]);
  });
});

describe('the forms\' rules (SPEC section 5: new shift, reason and employee)', () => {
  it('a change names every missing field at once', () => {
    const r = ZShiftChangeAndTrade.safeParse({ kind: 'change', dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: '' });
    expect(r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort()).toEqual(['employeeId:validation.required', 'reason:validation.required', 'workingTimeId:validation.required']);
  });
  it('a trade needs the other employee, someone else', () => {
    const base = { kind: 'trade', employeeId: '3f1b2c4d-0000-4000-8000-000000000001', dateFrom: '2026-12-01', dateTo: '2026-12-01', reason: 'x' };
    expect(ZShiftChangeAndTrade.safeParse(base).error!.issues[0]).toMatchObject({ path: ['otherEmployeeId'], message: 'validation.required' });
    expect(ZShiftChangeAndTrade.safeParse({ ...base, otherEmployeeId: base.employeeId }).error!.issues[0]).toMatchObject({ message: 'validation.tradeSamePerson' });
  });
  it('setting cells to a shift needs the shift; a day off does not', () => {
    const base = { employeeIds: ['3f1b2c4d-0000-4000-8000-000000000001'], dateFrom: '2026-12-01', dateTo: '2026-12-01' };
    expect(ZRosterSet.safeParse({ ...base, mode: 'shift' }).error!.issues[0]).toMatchObject({ path: ['workingTimeId'] });
    expect(ZRosterSet.safeParse({ ...base, mode: 'dayOff' }).success).toBe(true);
  });
});

describe('reading an uploaded roster (parseRosterSheet)', () => {
  it('reads dates from the header in any of the ways a spreadsheet writes them', () => {
    expect(headerDate('2026-12-01')).toBe('2026-12-01');
    expect(headerDate('1/12/2026')).toBe('2026-12-01');
    expect(headerDate(new Date(Date.UTC(2026, 11, 1)))).toBe('2026-12-01');
    expect(headerDate('Name')).toBeNull();
    expect(monthDates('2027-02')).toHaveLength(28);
    expect(monthDates('2028-02')).toHaveLength(29);
    expect([1, 26, 27, 33].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AG']);
  });
  it('keeps every cell with its row and column, and names each problem where it is', () => {
    const parsed = parseRosterSheet([
      ['Employee ID', 'Name', '2026-12-01', '2026-12-02', '2027-01-01', '2026-12-01', '2026-02-30'],
      ['E1', 'x', 'D08', ''],
      [],
      ['', 'y', 'D08'],
      ['e1', 'z'],
    ], '2026-12');
    expect(parsed.rows).toEqual([{ row: 2, employeeCode: 'E1', cells: [{ date: '2026-12-01', column: 'C', value: 'D08' }, { date: '2026-12-02', column: 'D', value: '' }] }]);
    expect(parsed.issues).toEqual([
      { row: 1, column: 'E', code: 'rosterDateOutsideMonth', params: { value: '2027-01-01', month: '2026-12' } },
      { row: 1, column: 'F', code: 'rosterDateTwice', params: { value: '2026-12-01', other: 'C' } },
      { row: 1, column: 'G', code: 'rosterBadDate', params: { value: '2026-02-30' } },
      { row: 4, column: 'A', code: 'rosterEmployeeMissing' },
      { row: 5, column: 'A', code: 'rosterEmployeeTwice', params: { value: 'e1', other: 2 } },
    ]);
  });
  it('a sheet without dates or without employees says so', () => {
    expect(parseRosterSheet([['Employee ID', 'Name'], ['E1', 'x']], '2026-12').issues[0]!.code).toBe('rosterNoDates');
    expect(parseRosterSheet([['Employee ID', '2026-12-01']], '2026-12').issues[0]!.code).toBe('rosterNoRows');
  });
});

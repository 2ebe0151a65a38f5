import { describe, expect, it } from 'vitest';
import { absenceDays, attachmentRequired, beforeOneYearIssues, outsideEmploymentIssues, leaveOverlaps, noticeIssues, type LeaveSpan } from './request-rules';
import { MONDAY_TO_FRIDAY, workingDayTest } from './work-calendar';

const TODAY = '2026-11-22';

describe('noticeIssues', () => {
  const personal = { advanceNoticeDays: 3, backDateDays: 0 };
  const sick = { advanceNoticeDays: 0, backDateDays: 7 };

  it('accepts a leave filed at least the notice days ahead, and refuses one filed later', () => {
    expect(noticeIssues('2026-11-25', TODAY, personal)).toEqual([]);
    expect(noticeIssues('2026-11-24', TODAY, personal)).toEqual([{ field: 'dateFrom', key: 'validation.leaveAdvanceNotice', params: { count: 3 } }]);
    // Today itself is 0 days ahead.
    expect(noticeIssues(TODAY, TODAY, personal)).toHaveLength(1);
    expect(noticeIssues(TODAY, TODAY, sick)).toEqual([]);
  });

  it('accepts a leave filed after it began up to the back-date days, and no more', () => {
    expect(noticeIssues('2026-11-15', TODAY, sick)).toEqual([]);
    expect(noticeIssues('2026-11-14', TODAY, sick)).toEqual([{ field: 'dateFrom', key: 'validation.leaveBackDate', params: { count: 7 } }]);
    expect(noticeIssues('2026-11-21', TODAY, personal)).toEqual([{ field: 'dateFrom', key: 'validation.leaveBackDate', params: { count: 0 } }]);
  });

  it('counts across a month and a year end', () => {
    expect(noticeIssues('2027-01-01', '2026-12-29', personal)).toEqual([]);
    expect(noticeIssues('2026-12-31', '2027-01-08', sick)).toHaveLength(1);
    expect(noticeIssues('2026-12-31', '2027-01-07', sick)).toEqual([]);
  });
});

describe('attachmentRequired', () => {
  it('is required always where the type says so, or from the type\'s number of days', () => {
    expect(attachmentRequired({ requiresAttachment: true }, 0.5)).toBe(true);
    expect(attachmentRequired({ requiresAttachment: false, attachmentFromDays: 3 }, 2.5)).toBe(false);
    expect(attachmentRequired({ requiresAttachment: false, attachmentFromDays: 3 }, 3)).toBe(true);
    expect(attachmentRequired({ requiresAttachment: false, attachmentFromDays: null }, 30)).toBe(false);
  });
});

describe('leaveOverlaps', () => {
  const span = (dateFrom: string, dateTo: string, duration: LeaveSpan['duration'] = 'fullDay'): LeaveSpan => ({ dateFrom, dateTo, duration });

  it('finds requests whose dates meet, edges included', () => {
    expect(leaveOverlaps(span('2026-12-01', '2026-12-03'), span('2026-12-03', '2026-12-05'))).toBe(true);
    expect(leaveOverlaps(span('2026-12-01', '2026-12-03'), span('2026-12-04', '2026-12-05'))).toBe(false);
    expect(leaveOverlaps(span('2026-12-02', '2026-12-02'), span('2026-12-01', '2026-12-05'))).toBe(true);
  });

  it('lets a morning and an afternoon of one date stand together, but not two mornings or a half and a full day', () => {
    expect(leaveOverlaps(span('2026-12-01', '2026-12-01', 'morning'), span('2026-12-01', '2026-12-01', 'afternoon'))).toBe(false);
    expect(leaveOverlaps(span('2026-12-01', '2026-12-01', 'morning'), span('2026-12-01', '2026-12-01', 'morning'))).toBe(true);
    expect(leaveOverlaps(span('2026-12-01', '2026-12-01', 'afternoon'), span('2026-11-30', '2026-12-02'))).toBe(true);
  });
});

describe('outsideEmploymentIssues', () => {
  const employed = { joiningDate: '2026-12-01', resignDate: '2027-03-31' };
  it('takes a leave from the joining day to the last day employed', () => {
    expect(outsideEmploymentIssues({ dateFrom: '2026-12-01', dateTo: '2027-03-31' }, employed)).toEqual([]);
  });
  it('refuses a start before joining on dateFrom and an end after the resignation on dateTo, naming the date', () => {
    expect(outsideEmploymentIssues({ dateFrom: '2026-11-30', dateTo: '2027-04-01' }, employed)).toEqual([
      { field: 'dateFrom', key: 'validation.beforeJoining', params: { date: '2026-12-01' } },
      { field: 'dateTo', key: 'validation.afterResignation', params: { date: '2027-03-31' } },
    ]);
  });
  it('has no bound where the record has no date', () => {
    expect(outsideEmploymentIssues({ dateFrom: '1990-01-01', dateTo: '2099-12-31' }, { joiningDate: null, resignDate: null })).toEqual([]);
  });
});

describe('leaveOverlaps on the days charged', () => {
  const weekdays = workingDayTest({ workingWeekdays: MONDAY_TO_FRIDAY, holidays: ['2026-12-10'] });
  const span = (dateFrom: string, dateTo: string, calendarDays = false): LeaveSpan => ({ dateFrom, dateTo, duration: 'fullDay', calendarDays });
  it('two requests sharing only a weekend or a holiday do not overlap', () => {
    // Thu 26 - Sat 28 November charges Thu and Fri; Sat 28 - Mon 30 charges Monday only.
    expect(leaveOverlaps(span('2026-11-26', '2026-11-28'), span('2026-11-28', '2026-11-30'), weekdays)).toBe(false);
    // Wed 9 - Thu 10 December (10th Constitution Day) and Thu 10 - Fri 11: only the holiday is shared.
    expect(leaveOverlaps(span('2026-12-09', '2026-12-10'), span('2026-12-10', '2026-12-11'), weekdays)).toBe(false);
  });
  it('a shared working day overlaps; so does a shared weekend when both charge every day', () => {
    expect(leaveOverlaps(span('2026-11-26', '2026-11-30'), span('2026-11-28', '2026-11-30'), weekdays)).toBe(true);
    expect(leaveOverlaps(span('2026-11-28', '2026-11-29', true), span('2026-11-29', '2026-11-29', true), weekdays)).toBe(true);
    // Maternity over a weekend against a working-day type charging none of those days.
    expect(leaveOverlaps(span('2026-11-28', '2026-11-29', true), span('2026-11-27', '2026-11-30'), weekdays)).toBe(false);
  });
  it('without a calendar every shared date counts (as before)', () => {
    expect(leaveOverlaps(span('2026-11-26', '2026-11-28'), span('2026-11-28', '2026-11-30'))).toBe(true);
  });
});

describe('absenceDays: adjoining requests of one type are one absence', () => {
  const weekdays = workingDayTest({ workingWeekdays: MONDAY_TO_FRIDAY, holidays: ['2026-12-10'] });
  const part = (dateFrom: string, dateTo: string, days: number) => ({ dateFrom, dateTo, days });
  it('Mon-Tue, Wed and Thu-Fri filed apart make 5 days, from whichever is filed last', () => {
    const monTue = part('2026-11-23', '2026-11-24', 2);
    const wed = part('2026-11-25', '2026-11-25', 1);
    const thuFri = part('2026-11-26', '2026-11-27', 2);
    expect(absenceDays(thuFri, [monTue, wed], weekdays)).toBe(5);
    expect(absenceDays(wed, [thuFri, monTue], weekdays)).toBe(5);
  });
  it('a weekend or a holiday between still joins; a working day between does not', () => {
    // Fri 27 November and Mon 30 November: the weekend joins them.
    expect(absenceDays(part('2026-11-30', '2026-11-30', 1), [part('2026-11-27', '2026-11-27', 1)], weekdays)).toBe(2);
    // Wed 9 and Fri 11 December, Thursday 10th a holiday.
    expect(absenceDays(part('2026-12-11', '2026-12-11', 1), [part('2026-12-09', '2026-12-09', 1)], weekdays)).toBe(2);
    // Mon 23 and Wed 25 November: Tuesday was worked.
    expect(absenceDays(part('2026-11-25', '2026-11-25', 1), [part('2026-11-23', '2026-11-23', 1)], weekdays)).toBe(1);
  });
});

describe('beforeOneYearIssues (annual vacation from the first anniversary, issue 14)', () => {
  it('refuses a day before the first anniversary, naming it', () => {
    expect(beforeOneYearIssues('2026-12-23', '2025-12-24', true)).toEqual([{ field: 'dateFrom', key: 'validation.leaveBeforeOneYear', params: { date: '2026-12-24' } }]);
  });

  it('accepts the anniversary itself and later, and any date for a type without the rule', () => {
    expect(beforeOneYearIssues('2026-12-24', '2025-12-24', true)).toEqual([]);
    expect(beforeOneYearIssues('2027-01-05', '2025-12-24', true)).toEqual([]);
    expect(beforeOneYearIssues('2026-01-05', '2025-12-24', false)).toEqual([]);
    expect(beforeOneYearIssues('2026-01-05', null, true)).toEqual([]);
  });
});

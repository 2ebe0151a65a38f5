import { describe, expect, it } from 'vitest';
import { attachmentRequired, leaveOverlaps, noticeIssues, type LeaveSpan } from './request-rules';

const TODAY = '2026-11-22';

describe('noticeIssues', () => {
  const personal = { advanceNoticeDays: 3, backDateDays: 0 };
  const sick = { advanceNoticeDays: 0, backDateDays: 7 };

  it('accepts a leave filed at least the notice days ahead, and refuses one filed later', () => {
    expect(noticeIssues('2026-11-25', TODAY, personal)).toEqual([]);
    expect(noticeIssues('2026-11-24', TODAY, personal)).toEqual([{ field: 'dateFrom', key: 'validation.leaveAdvanceNotice', params: { days: 3 } }]);
    // Today itself is 0 days ahead.
    expect(noticeIssues(TODAY, TODAY, personal)).toHaveLength(1);
    expect(noticeIssues(TODAY, TODAY, sick)).toEqual([]);
  });

  it('accepts a leave filed after it began up to the back-date days, and no more', () => {
    expect(noticeIssues('2026-11-15', TODAY, sick)).toEqual([]);
    expect(noticeIssues('2026-11-14', TODAY, sick)).toEqual([{ field: 'dateFrom', key: 'validation.leaveBackDate', params: { days: 7 } }]);
    expect(noticeIssues('2026-11-21', TODAY, personal)).toEqual([{ field: 'dateFrom', key: 'validation.leaveBackDate', params: { days: 0 } }]);
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

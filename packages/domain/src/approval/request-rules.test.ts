import { describe, expect, it } from 'vitest';
import { commonEmployment, onSiteClashIssues, outsideEmploymentIssues, overtimeOnLeaveIssues, overtimeSpanIssues, overtimeSpanMinutes } from './request-rules';
import { ZOvertimeSave } from '../overtime/schemas';

describe('the filing rules every request type shares (issue 34)', () => {
  const employed = { joiningDate: '2026-12-01', resignDate: '2027-03-31' };

  it('a request lies within employment, each side named on its field; a one-date request names its one field', () => {
    expect(outsideEmploymentIssues({ dateFrom: '2026-12-01', dateTo: '2027-03-31' }, employed)).toEqual([]);
    expect(outsideEmploymentIssues({ dateFrom: '2026-11-30', dateTo: '2027-04-01' }, employed)).toEqual([
      { field: 'dateFrom', key: 'validation.beforeJoining', params: { date: '2026-12-01' } },
      { field: 'dateTo', key: 'validation.afterResignation', params: { date: '2027-03-31' } },
    ]);
    expect(outsideEmploymentIssues({ dateFrom: '2026-11-30', dateTo: '2026-11-30' }, employed, { from: 'date', to: 'date' })).toEqual([
      { field: 'date', key: 'validation.beforeJoining', params: { date: '2026-12-01' } },
    ]);
  });

  it('several people are all employed from the latest joining to the earliest resignation', () => {
    expect(commonEmployment([{ joiningDate: '2020-01-01', resignDate: null }, { joiningDate: '2026-12-01', resignDate: '2027-03-31' }, { joiningDate: null, resignDate: '2027-06-30' }]))
      .toEqual({ joiningDate: '2026-12-01', resignDate: '2027-03-31' });
    expect(commonEmployment([{ joiningDate: null, resignDate: null }])).toEqual({ joiningDate: null, resignDate: null });
  });

  it('work from home over approved on-site days is refused on its first shared date, naming the member; a morning and an afternoon do not meet', () => {
    const onSite = { dateFrom: '2026-11-24', dateTo: '2026-11-26', duration: 'fullDay' as const, workType: 'onSite', name: 'Somchai Jaidee' };
    const wfh = { dateFrom: '2026-11-23', dateTo: '2026-11-25', duration: 'fullDay' as const, workType: 'workFromHome' as const };
    expect(onSiteClashIssues(wfh, [onSite])).toEqual([{ field: 'dateFrom', key: 'validation.workFromHomeOverOnSite', params: { name: 'Somchai Jaidee', date: '2026-11-24' } }]);
    expect(onSiteClashIssues({ ...wfh, workType: 'onSite' }, [onSite])).toEqual([]);
    expect(onSiteClashIssues({ ...wfh, dateFrom: '2026-11-24', dateTo: '2026-11-24', duration: 'morning' }, [{ ...onSite, duration: 'afternoon' }])).toEqual([]);
    expect(onSiteClashIssues({ ...wfh, dateTo: '2026-11-23' }, [onSite])).toEqual([]);
  });

  it('overtime on a day of approved full-day leave is refused; a half day of leave leaves room for it', () => {
    expect(overtimeOnLeaveIssues('2026-11-24', [{ dateFrom: '2026-11-23', dateTo: '2026-11-25', duration: 'fullDay' }])).toEqual([{ field: 'date', key: 'validation.overtimeOnLeave' }]);
    expect(overtimeOnLeaveIssues('2026-11-24', [{ dateFrom: '2026-11-24', dateTo: '2026-11-24', duration: 'morning' }])).toEqual([]);
    expect(overtimeOnLeaveIssues('2026-11-26', [{ dateFrom: '2026-11-23', dateTo: '2026-11-25', duration: 'fullDay' }])).toEqual([]);
  });

  it('overtime whose end is not after its start says it ends the next day, or is refused on the end time; the flag on a same-day range is refused on the flag', () => {
    expect(overtimeSpanIssues({ startTime: '18:00', endTime: '17:59' })).toEqual([{ field: 'endTime', key: 'validation.overtimeEndsNextDay' }]);
    expect(overtimeSpanIssues({ startTime: '22:00', endTime: '02:00', endsNextDay: true })).toEqual([]);
    expect(overtimeSpanIssues({ startTime: '18:00', endTime: '20:00', endsNextDay: true })).toEqual([{ field: 'endsNextDay', key: 'validation.overtimeNotNextDay' }]);
    expect(overtimeSpanIssues({ startTime: '18:00', endTime: '20:00' })).toEqual([]);
    expect(overtimeSpanMinutes('18:00', '17:59')).toBe(23 * 60 + 59);
    expect(overtimeSpanMinutes('22:00', '02:00')).toBe(240);
    expect(overtimeSpanMinutes('17:30', '19:30')).toBe(120);
    // The API schema runs the same rule.
    const body = { date: '2026-11-24', startTime: '18:00', endTime: '17:59', reason: 'Stock count' };
    expect(ZOvertimeSave.safeParse(body).error?.issues).toEqual([expect.objectContaining({ path: ['endTime'], message: 'validation.overtimeEndsNextDay' })]);
    expect(ZOvertimeSave.safeParse({ ...body, endsNextDay: true }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { MONDAY_TO_FRIDAY, weekdayOf, workingDayTest } from './work-calendar';

describe('workingDayTest', () => {
  it('defaults to Monday to Friday', () => {
    const isWorking = workingDayTest();
    expect(MONDAY_TO_FRIDAY).toEqual([1, 2, 3, 4, 5]);
    expect(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09'].map(isWorking)).toEqual([true, false, false, true]);
  });

  it('puts the employee before the company, and a day off before an extra working day', () => {
    const isWorking = workingDayTest({ holidays: ['2026-04-13', '2026-04-14'], extraWorkingDays: ['2026-04-13', '2026-03-08'], daysOff: ['2026-03-04', '2026-03-08'] });
    expect(isWorking('2026-04-13')).toBe(true); // holiday, but rostered
    expect(isWorking('2026-04-14')).toBe(false); // holiday
    expect(isWorking('2026-03-04')).toBe(false); // own day off on a Wednesday
    expect(isWorking('2026-03-08')).toBe(false); // listed both ways: not charged
  });

  it('reads weekdays in UTC whatever the time zone', () => {
    expect(weekdayOf('2026-01-01')).toBe(4);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });
});

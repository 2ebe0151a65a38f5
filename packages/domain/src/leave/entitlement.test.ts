import { describe, expect, it } from 'vitest';
import { firstAnniversary, leaveEntitlement, type LeaveEntitlementInput } from './entitlement';
import { workingDayTest } from './work-calendar';

/** A type pro-rated for a joiner (10 days, like a company's extra vacation). */
const proRated = (joiningDate: string, year: number, more: Partial<LeaveEntitlementInput> = {}) =>
  leaveEntitlement({ daysPerYear: 10, afterOneYear: false, proRated: true, joiningDate, year, ...more });
/** Statutory annual vacation: 6 days after one year of service, pro-rated in the anniversary's year (LPA s.30). */
const vacation = (joiningDate: string, year: number, more: Partial<LeaveEntitlementInput> = {}) =>
  leaveEntitlement({ daysPerYear: 6, afterOneYear: true, proRated: true, joiningDate, year, ...more });
/** A statutory right from the first day of work: sick leave (s.32), personal leave (s.34). */
const statutory = (daysPerYear: number, joiningDate: string, year: number) =>
  leaveEntitlement({ daysPerYear, afterOneYear: false, proRated: false, joiningDate, year });
/** New Year's Day 2027, a Friday: with the weekend, Monday 4 January is the year's first working day. */
const newYear2027 = workingDayTest({ holidays: ['2027-01-01'] });

describe('leaveEntitlement: statutory rights are not pro-rated (issue 14)', () => {
  it.each([
    ['sick leave, 30 days', 30, '2026-11-16', 2026, 30],
    ['personal leave, 3 days', 3, '2026-11-16', 2026, 3],
    ['personal leave for a joiner on 31 December', 3, '2026-12-31', 2026, 3],
    ['maternity leave, 120 days, for a joiner of 1 October', 120, '2026-10-01', 2026, 120],
  ])('gives %s in full from the first day of work', (_name, days, joined, year, expected) => {
    expect(statutory(days, joined, year)).toEqual({ days: expected, basis: 'fullYear', months: 12, countsFrom: joined });
  });

  it('gives nothing for a year before the employee joined', () => {
    expect(statutory(30, '2026-11-16', 2025)).toMatchObject({ days: 0, basis: 'notEmployed' });
  });
});

describe('leaveEntitlement: a pro-rated type for joiners', () => {
  it('gives the full year to someone employed before the year began', () => {
    expect(proRated('2019-08-20', 2026)).toEqual({ days: 10, basis: 'fullYear', months: 12, countsFrom: '2019-08-20' });
  });

  it('gives the full year to a joiner on 1 January', () => {
    expect(proRated('2026-01-01', 2026)).toEqual({ days: 10, basis: 'fullYear', months: 12, countsFrom: '2026-01-01' });
  });

  it('pro-rates a joiner in mid-March by the nine whole months April to December', () => {
    expect(proRated('2026-03-15', 2026)).toEqual({ days: 7.5, basis: 'proRated', months: 9, countsFrom: '2026-03-15' });
  });

  it('counts the joining month when the employee joined on its 1st', () => {
    // 10 × 10 / 12 = 8.33, rounded down to 8.
    expect(proRated('2026-03-01', 2026)).toMatchObject({ days: 8, months: 10 });
  });

  it('counts the joining month when no working day of it came before the joining date', () => {
    // 4 January 2027: New Year's Day and a weekend before it; the whole year.
    expect(proRated('2027-01-04', 2027, { isWorkingDay: newYear2027 })).toMatchObject({ days: 10, basis: 'fullYear', months: 12 });
    // Without the holiday, Friday 1 January was a working day: February to December.
    expect(proRated('2027-01-04', 2027)).toMatchObject({ days: 9, basis: 'proRated', months: 11 });
    // A joiner on Monday 2 March 2026 (1 March a Sunday) keeps March; on Tuesday 3 March does not.
    expect(proRated('2026-03-02', 2026)).toMatchObject({ months: 10 });
    expect(proRated('2026-03-03', 2026)).toMatchObject({ months: 9 });
  });

  it('gives nothing in the joining year to a joiner on 31 December, and the full days the next year', () => {
    expect(proRated('2026-12-31', 2026)).toMatchObject({ days: 0, basis: 'proRated', months: 0 });
    expect(proRated('2026-12-31', 2027)).toMatchObject({ days: 10, basis: 'fullYear' });
  });

  it('gives half a day for December alone to a joiner on 1 December', () => {
    expect(proRated('2026-12-01', 2026)).toMatchObject({ days: 0.5, months: 1 });
  });

  it('gives nothing for a year before the employee joined', () => {
    expect(proRated('2026-03-15', 2025)).toEqual({ days: 0, basis: 'notEmployed', months: 0, countsFrom: '2026-03-15' });
  });

  it('rounds down to the nearest half day, never up', () => {
    // 7 × 5 / 12 = 2.92 -> 2.5; 6.5 × 9 / 12 = 4.875 -> 4.5; 30 × 7 / 12 = 17.5 stays.
    expect(proRated('2026-07-15', 2026, { daysPerYear: 7 }).days).toBe(2.5);
    expect(proRated('2026-03-15', 2026, { daysPerYear: 6.5 }).days).toBe(4.5);
    expect(proRated('2026-05-20', 2026, { daysPerYear: 30 }).days).toBe(17.5);
    // 3 × 2 / 12 = 0.5 exactly stays 0.5; 3 × 1 / 12 = 0.25 -> 0.
    expect(proRated('2026-10-05', 2026, { daysPerYear: 3 }).days).toBe(0.5);
    expect(proRated('2026-11-05', 2026, { daysPerYear: 3 }).days).toBe(0);
  });

  it('answers 0 for a type with 0 days per year', () => {
    expect(proRated('2020-01-01', 2026, { daysPerYear: 0 })).toMatchObject({ days: 0, basis: 'fullYear' });
    expect(proRated('2026-03-15', 2026, { daysPerYear: 0 })).toMatchObject({ days: 0, basis: 'proRated' });
  });
});

describe('leaveEntitlement: one year of service first (annual vacation)', () => {
  it('gives nothing in the joining year', () => {
    expect(vacation('2025-03-15', 2025)).toEqual({ days: 0, basis: 'awaitingOneYear', months: 0, countsFrom: '2026-03-15' });
  });

  it('pro-rates the anniversary year from the anniversary', () => {
    // 15 March 2026: April–December, 6 × 9 / 12 = 4.5.
    expect(vacation('2025-03-15', 2026)).toEqual({ days: 4.5, basis: 'proRated', months: 9, countsFrom: '2026-03-15' });
  });

  it('counts the anniversary month when the anniversary is its 1st', () => {
    // 1 April 2026: April–December, 6 × 9 / 12 = 4.5; 1 September: 6 × 4 / 12 = 2.
    expect(vacation('2025-04-01', 2026)).toMatchObject({ days: 4.5, months: 9 });
    expect(vacation('2025-09-01', 2026)).toMatchObject({ days: 2, months: 4 });
  });

  it('gives the full days in the years after the anniversary, whatever the day it is asked on', () => {
    expect(vacation('2025-03-15', 2027)).toEqual({ days: 6, basis: 'fullYear', months: 12, countsFrom: '2026-03-15' });
    // Issue 14: first anniversary 24 December 2026; asked in November 2026, 2027 is a full year.
    expect(vacation('2025-12-24', 2027)).toEqual({ days: 6, basis: 'fullYear', months: 12, countsFrom: '2026-12-24' });
    expect(vacation('2025-12-24', 2026)).toMatchObject({ days: 0, basis: 'proRated', months: 0 });
  });

  it('gives the full anniversary year to a joiner on 1 January, or on the first working day after New Year', () => {
    expect(vacation('2025-01-01', 2026)).toMatchObject({ days: 6, basis: 'fullYear' });
    expect(vacation('2026-01-04', 2027, { isWorkingDay: newYear2027 })).toMatchObject({ days: 6, basis: 'fullYear' });
  });

  it('gives a type that needs a year but is not pro-rated (ordination) in full in the anniversary year', () => {
    expect(vacation('2025-03-15', 2026, { daysPerYear: 15, proRated: false })).toMatchObject({ days: 15, basis: 'fullYear', countsFrom: '2026-03-15' });
    expect(vacation('2025-03-15', 2025, { daysPerYear: 15, proRated: false })).toMatchObject({ days: 0, basis: 'awaitingOneYear' });
  });

  it('takes 1 March as the anniversary of a joiner on 29 February', () => {
    expect(vacation('2024-02-29', 2024)).toMatchObject({ days: 0, basis: 'awaitingOneYear', countsFrom: '2025-03-01' });
    // 1 March: March–December, 6 × 10 / 12 = 5.
    expect(vacation('2024-02-29', 2025)).toMatchObject({ days: 5, months: 10 });
  });
});

describe('firstAnniversary', () => {
  it('is the same day a year later', () => {
    expect(firstAnniversary('2025-03-15')).toBe('2026-03-15');
    expect(firstAnniversary('2026-12-31')).toBe('2027-12-31');
  });

  it('keeps 29 February into a leap year and moves it to 1 March otherwise', () => {
    expect(firstAnniversary('2027-02-28')).toBe('2028-02-28');
    expect(firstAnniversary('2028-02-29')).toBe('2029-03-01');
  });
});

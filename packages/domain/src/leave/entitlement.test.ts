import { describe, expect, it } from 'vitest';
import { firstAnniversary, leaveEntitlement, type LeaveEntitlementInput } from './entitlement';

const personal = (joiningDate: string, year: number, more: Partial<LeaveEntitlementInput> = {}) =>
  leaveEntitlement({ daysPerYear: 10, afterOneYear: false, joiningDate, year, asOf: `${year}-06-30`, ...more });
/** Statutory annual vacation: 6 days after one year of service (LPA s.30). */
const vacation = (joiningDate: string, year: number, asOf: string) =>
  leaveEntitlement({ daysPerYear: 6, afterOneYear: true, joiningDate, year, asOf });

describe('leaveEntitlement: joiners', () => {
  it('gives the full year to someone employed before the year began', () => {
    expect(personal('2019-08-20', 2026)).toEqual({ days: 10, basis: 'fullYear', months: 12, countsFrom: '2019-08-20' });
  });

  it('gives the full year to a joiner on 1 January', () => {
    expect(personal('2026-01-01', 2026)).toEqual({ days: 10, basis: 'fullYear', months: 12, countsFrom: '2026-01-01' });
  });

  it('pro-rates a joiner in mid-March by the nine whole months April to December', () => {
    expect(personal('2026-03-15', 2026)).toEqual({ days: 7.5, basis: 'proRated', months: 9, countsFrom: '2026-03-15' });
  });

  it('counts the joining month when the employee joined on its 1st', () => {
    // 10 × 10 / 12 = 8.33, rounded down to 8.
    expect(personal('2026-03-01', 2026)).toMatchObject({ days: 8, months: 10 });
  });

  it('gives nothing in the joining year to a joiner on 31 December, and the full days the next year', () => {
    expect(personal('2026-12-31', 2026)).toMatchObject({ days: 0, basis: 'proRated', months: 0 });
    expect(personal('2026-12-31', 2027)).toMatchObject({ days: 10, basis: 'fullYear' });
  });

  it('gives half a day for December alone to a joiner on 1 December', () => {
    expect(personal('2026-12-01', 2026)).toMatchObject({ days: 0.5, months: 1 });
  });

  it('gives nothing for a year before the employee joined', () => {
    expect(personal('2026-03-15', 2025)).toEqual({ days: 0, basis: 'notEmployed', months: 0, countsFrom: '2026-03-15' });
  });

  it('rounds down to the nearest half day, never up', () => {
    // 7 × 5 / 12 = 2.92 -> 2.5; 6.5 × 9 / 12 = 4.875 -> 4.5; 30 × 7 / 12 = 17.5 stays.
    expect(personal('2026-07-15', 2026, { daysPerYear: 7 }).days).toBe(2.5);
    expect(personal('2026-03-15', 2026, { daysPerYear: 6.5 }).days).toBe(4.5);
    expect(personal('2026-05-20', 2026, { daysPerYear: 30 }).days).toBe(17.5);
    // 3 × 2 / 12 = 0.5 exactly stays 0.5; 3 × 1 / 12 = 0.25 -> 0.
    expect(personal('2026-10-05', 2026, { daysPerYear: 3 }).days).toBe(0.5);
    expect(personal('2026-11-05', 2026, { daysPerYear: 3 }).days).toBe(0);
  });

  it('answers 0 for a type with 0 days per year', () => {
    expect(personal('2020-01-01', 2026, { daysPerYear: 0 })).toMatchObject({ days: 0, basis: 'fullYear' });
    expect(personal('2026-03-15', 2026, { daysPerYear: 0 })).toMatchObject({ days: 0, basis: 'proRated' });
  });

  it('does not depend on the day asked for without the one-year rule', () => {
    expect(personal('2026-03-15', 2026, { asOf: '2026-01-01' }).days).toBe(7.5);
    expect(personal('2026-03-15', 2026, { asOf: '2026-12-31' }).days).toBe(7.5);
  });
});

describe('leaveEntitlement: one year of service first (annual vacation)', () => {
  it('gives nothing in the joining year', () => {
    expect(vacation('2025-03-15', 2025, '2025-12-31')).toEqual({ days: 0, basis: 'awaitingOneYear', months: 0, countsFrom: '2026-03-15' });
  });

  it('gives nothing the day before the first anniversary', () => {
    expect(vacation('2025-03-15', 2026, '2026-03-14')).toMatchObject({ days: 0, basis: 'awaitingOneYear' });
  });

  it('pro-rates the anniversary year from the anniversary on the anniversary day', () => {
    // 15 March 2026: April–December, 6 × 9 / 12 = 4.5.
    expect(vacation('2025-03-15', 2026, '2026-03-15')).toEqual({ days: 4.5, basis: 'proRated', months: 9, countsFrom: '2026-03-15' });
  });

  it('keeps the same figure later in the anniversary year', () => {
    expect(vacation('2025-03-15', 2026, '2026-11-30').days).toBe(4.5);
  });

  it('counts the anniversary month when the anniversary is its 1st', () => {
    // 1 April 2026: April–December, 6 × 9 / 12 = 4.5; 1 September: 6 × 4 / 12 = 2.
    expect(vacation('2025-04-01', 2026, '2026-04-01')).toMatchObject({ days: 4.5, months: 9 });
    expect(vacation('2025-09-01', 2026, '2026-09-01')).toMatchObject({ days: 2, months: 4 });
  });

  it('gives the full days in the years after the anniversary', () => {
    expect(vacation('2025-03-15', 2027, '2027-01-01')).toEqual({ days: 6, basis: 'fullYear', months: 12, countsFrom: '2026-03-15' });
  });

  it('gives the full anniversary year to a joiner on 1 January', () => {
    expect(vacation('2025-01-01', 2026, '2026-01-01')).toMatchObject({ days: 6, basis: 'fullYear' });
    expect(vacation('2025-01-01', 2026, '2025-12-31')).toMatchObject({ days: 0, basis: 'awaitingOneYear' });
  });

  it('does not promise a later year to someone who has not served a year yet', () => {
    expect(vacation('2025-03-15', 2027, '2026-02-01')).toMatchObject({ days: 0, basis: 'awaitingOneYear' });
  });

  it('takes 1 March as the anniversary of a joiner on 29 February', () => {
    expect(vacation('2024-02-29', 2025, '2025-02-28')).toMatchObject({ days: 0, basis: 'awaitingOneYear', countsFrom: '2025-03-01' });
    // 1 March: March–December, 6 × 10 / 12 = 5.
    expect(vacation('2024-02-29', 2025, '2025-03-01')).toMatchObject({ days: 5, months: 10 });
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

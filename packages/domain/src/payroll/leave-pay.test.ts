import { describe, expect, it } from 'vitest';
import { unpaidBeyondPaid } from './leave-pay';

const days = (from: number, to: number, month = '2026-10') => Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

describe('leave paid up to a number of days', () => {
  it('sick leave beyond its 30 paid days of the year is unpaid, in the period only', () => {
    // 25 days drawn before; a request of 10 working days in October: the last 5 are unpaid.
    const unpaid = unpaidBeyondPaid({ paidDays: 30, priorDays: 25, requests: [{ dates: days(5, 14), perDate: 1 }], periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect([...unpaid.entries()]).toEqual(days(10, 14).map((d) => [d, 1]));
  });

  it('a request that started before the period counts its earlier dates first', () => {
    // Maternity, 120 calendar days from 1 August: day 61 is 30 September, so all of October is unpaid.
    const dates = [...days(1, 31, '2026-08'), ...days(1, 30, '2026-09'), ...days(1, 31, '2026-10'), ...days(1, 28, '2026-11')];
    const unpaid = unpaidBeyondPaid({ paidDays: 60, priorDays: 0, requests: [{ dates, perDate: 1 }], periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect(unpaid.size).toBe(31);
    const september = unpaidBeyondPaid({ paidDays: 60, priorDays: 0, requests: [{ dates, perDate: 1 }], periodStart: '2026-09-01', periodEnd: '2026-09-30' });
    expect([...september.keys()]).toEqual(['2026-09-30']);
  });

  it('a half day straddling the limit is half unpaid; within the paid days nothing is', () => {
    const half = unpaidBeyondPaid({ paidDays: 30, priorDays: 29.5, requests: [{ dates: ['2026-10-07'], perDate: 0.5 }, { dates: ['2026-10-08'], perDate: 1 }], periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect([...half.entries()]).toEqual([['2026-10-08', 1]]);
    const straddle = unpaidBeyondPaid({ paidDays: 30, priorDays: 29.5, requests: [{ dates: ['2026-10-08'], perDate: 1 }], periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect([...straddle.entries()]).toEqual([['2026-10-08', 0.5]]);
    expect(unpaidBeyondPaid({ paidDays: 30, priorDays: 0, requests: [{ dates: days(1, 20), perDate: 1 }], periodStart: '2026-10-01', periodEnd: '2026-10-31' }).size).toBe(0);
  });
});

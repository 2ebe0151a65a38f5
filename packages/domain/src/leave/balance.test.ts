import { describe, expect, it } from 'vitest';
import { boundlessType, fitsBalance, leaveBalance } from './balance';

describe('leaveBalance', () => {
  it('is the entitlement when nothing was taken', () => {
    expect(leaveBalance({ entitlement: 6, used: 0, pending: 0 })).toEqual({ entitlement: 6, adjusted: 0, used: 0, pending: 0, remaining: 6, beyond: 0 });
  });

  it('takes away used and pending days', () => {
    expect(leaveBalance({ entitlement: 10, used: 3.5, pending: 2 }).remaining).toBe(4.5);
  });

  it("adds HR's ledger rows, positive and negative", () => {
    const b = leaveBalance({ entitlement: 6, adjustments: [3, -1.5, 0.5], used: 2, pending: 1 });
    expect(b.adjusted).toBe(2);
    expect(b.remaining).toBe(5);
  });

  it('adds tenths without binary drift', () => {
    const b = leaveBalance({ entitlement: 0, adjustments: [0.1, 0.2], used: 0, pending: 0 });
    expect(b.adjusted).toBe(0.3);
    expect(b.remaining).toBe(0.3);
  });

  it('goes below zero when HR takes away days already spent', () => {
    expect(leaveBalance({ entitlement: 6, adjustments: [-4], used: 3, pending: 0 }).remaining).toBe(-1);
  });
});

describe('fitsBalance', () => {
  const balance = leaveBalance({ entitlement: 6, adjustments: [1], used: 2, pending: 1.5 }); // 3.5 left

  it('fits a request up to exactly the remaining days', () => {
    expect(fitsBalance(balance, 3.5, false)).toBe(true);
    expect(fitsBalance(balance, 0.5, false)).toBe(true);
  });

  it('refuses a request beyond the remaining days, pending ones included', () => {
    expect(fitsBalance(balance, 4, false)).toBe(false);
    expect(fitsBalance(leaveBalance({ entitlement: 2, used: 0, pending: 2 }), 0.5, false)).toBe(false);
  });

  it('always fits an unpaid type, even with nothing left', () => {
    expect(fitsBalance(balance, 30, true)).toBe(true);
    expect(fitsBalance(leaveBalance({ entitlement: 0, used: 5, pending: 0 }), 1, true)).toBe(true);
  });
});

describe('leaveBalance: days beyond the entitlement are unpaid (sick leave, issue 14)', () => {
  it('keeps remaining at 0 and counts the days past the paid ones as beyond', () => {
    expect(leaveBalance({ entitlement: 30, used: 31, pending: 1.5, unpaidBeyond: true })).toMatchObject({ remaining: 0, beyond: 2.5 });
    expect(leaveBalance({ entitlement: 30, used: 12, pending: 0, unpaidBeyond: true })).toMatchObject({ remaining: 18, beyond: 0 });
  });

  it('has nothing beyond for an ordinary paid type, whose remaining may go below 0', () => {
    expect(leaveBalance({ entitlement: 6, adjustments: [-4], used: 3, pending: 0 })).toMatchObject({ remaining: -1, beyond: 0 });
  });

  it('lets any request of such a type, or of an unpaid type, through', () => {
    expect(boundlessType({ unpaid: false, unpaidBeyond: true })).toBe(true);
    expect(boundlessType({ unpaid: true, unpaidBeyond: false })).toBe(true);
    expect(boundlessType({ unpaid: false, unpaidBeyond: false })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { boundedAdjustments } from './line';
import type { LineAdjustment } from './period';

const adj = (amountSatang: number): LineAdjustment => ({ id: String(amountSatang), fromPeriodId: 'p', fromMonth: '2026-10', amountSatang, reason: 'r' });

// Issue 35 point 5: what a month's corrections take back is at most what the month pays (its own pay
// and the corrections paying in it); the rest is carried out, never lost.
describe('boundedAdjustments', () => {
  it.each([
    ['a take-back within the month', [adj(-40_000)], 0, 3_000_000, -40_000, 0],
    ['-9,999,999 against 30,000: the month to nothing, the rest carried', [adj(-999_999_900)], 0, 3_000_000, -3_000_000, -996_999_900],
    ['what is carried in is taken first with the month\'s own', [adj(-100_000)], -2_000_000, 3_000_000, -2_100_000, 0],
    ['carried in beyond the month again: carried on', [], -5_000_000, 3_000_000, -3_000_000, -2_000_000],
    ['a correction paying in the same month bears a take-back', [adj(500_000), adj(-3_600_000)], 0, 3_000_000, -3_000_000, -100_000],
    ['a month with no pay bears nothing', [adj(-10_000)], 0, 0, 0, -10_000],
    ['nothing to correct', [], 0, 3_000_000, 0, 0],
  ])('%s', (_, adjustments, carriedIn, monthPay, applied, carriedOut) => {
    expect(boundedAdjustments(adjustments, carriedIn, monthPay)).toEqual({ adjustmentSatang: applied, carriedOutSatang: carriedOut });
  });
});

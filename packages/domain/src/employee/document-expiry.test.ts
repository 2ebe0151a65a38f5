import { describe, expect, it } from 'vitest';
import { daysUntil } from './document-expiry';

describe('document expiry', () => {
  it('counts whole days, negative once passed, across a year end', () => {
    expect(daysUntil('2026-11-22', '2026-12-01')).toBe(9);
    expect(daysUntil('2026-11-22', '2026-11-01')).toBe(-21);
    expect(daysUntil('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysUntil('2026-11-22', '2026-11-22')).toBe(0);
  });
});

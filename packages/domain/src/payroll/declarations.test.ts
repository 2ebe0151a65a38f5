import { describe, expect, it } from 'vitest';
import { declarationInForce } from './declarations';

describe('the declaration in force (issue 35 point 3)', () => {
  const rows = [{ year: 2024, spouse: false }, { year: 2026, spouse: true }];
  it('carries the newest earlier declaration into the following years until a newer one replaces it', () => {
    expect(declarationInForce(rows, 2026)?.spouse).toBe(true);
    expect(declarationInForce(rows, 2027)).toEqual({ year: 2026, spouse: true });
    expect(declarationInForce(rows, 2030)?.year).toBe(2026);
    expect(declarationInForce(rows, 2025)).toEqual({ year: 2024, spouse: false });
  });
  it('never reaches back: before the first declaration there is none', () => {
    expect(declarationInForce(rows, 2023)).toBeUndefined();
    expect(declarationInForce([], 2027)).toBeUndefined();
  });
});

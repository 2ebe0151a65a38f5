import { describe, expect, it } from 'vitest';
import { retroactivePay, type PaidSalary } from './retro-pay';
import { prorateSatang } from './deductions';

const monthly = (salarySatang: number, daysEmployed = 31, daysInPeriod = 31): PaidSalary => ({ payBasis: 'monthly', daysInPeriod, daysEmployed, payableDays: null, salarySatang });
const daily = (salarySatang: number, payableDays: number): PaidSalary => ({ payBasis: 'daily', daysInPeriod: 30, daysEmployed: 30, payableDays, salarySatang });

describe('retroactive pay of a back-dated salary', () => {
  it.each([
    // name, paid, new base (satang), difference (satang)
    ['a whole month at 30,000 raised to 33,000', monthly(3_000_000), 3_300_000, 300_000],
    ['a joiner of 16 of 31 days, pro-rated as the compute does', monthly(prorateSatang(3_000_000, 16, 31), 16, 31), 3_300_000, prorateSatang(3_300_000, 16, 31) - prorateSatang(3_000_000, 16, 31)],
    ['a leaver of 10 of 30 days', monthly(1_000_000, 10, 30), 3_150_000, 1_050_000 - 1_000_000],
    ['daily staff: 22 days paid, 400 raised to 420 a day', daily(880_000, 22), 42_000, 924_000 - 880_000],
    ['a lowered salary is taken back', monthly(3_000_000), 2_900_000, -100_000],
  ])('%s', (_name, paid, base, difference) => {
    expect(retroactivePay([{ periodId: 'p', month: '2026-03', paid }], base)).toEqual([
      { periodId: 'p', month: '2026-03', paidSatang: paid.salarySatang, owedSatang: paid.salarySatang + difference, differenceSatang: difference },
    ]);
  });

  it('lists the months in order and leaves out a month that owes nothing', () => {
    const out = retroactivePay([
      { periodId: 'b', month: '2026-04', paid: monthly(3_300_000) },
      { periodId: 'a', month: '2026-03', paid: monthly(3_000_000) },
      { periodId: 'z', month: '2026-02', paid: monthly(0, 0) },
    ], 3_300_000);
    expect(out.map((d) => [d.month, d.differenceSatang])).toEqual([['2026-03', 300_000]]);
  });
});
